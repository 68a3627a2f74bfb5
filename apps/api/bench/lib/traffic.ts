/**
 * Mixed traffic for the soak run (bench/soak.ts): `connections` virtual users, each a closed loop of requests through
 * the proxy as one browser would send them (its own client address in X-Forwarded-For, its refresh cookie), for
 * `seconds`. Every answer is counted by status; the writes answered 2xx are remembered so that the run can check
 * each one is in the database afterwards.
 */
import { randomUUID } from 'node:crypto';
import { buildTestEvent, signTestPayload, TEST_SIGNATURE_HEADER } from '../../src/modules/payments/providers/test-provider';
import { TINY_PDF, multipartBody } from '../../src/test/route-table';

export type VirtualUser = { email: string; password: string; address: string };

export type TrafficResult = {
  requests: number;
  seconds: number;
  byStatus: Map<number, number>;
  /** Requests with no answer (connection refused or reset, timeout). */
  networkErrors: number;
  latencies: number[];
  /** [elapsed ms since start, status, latency ms] of every answer that was not 2xx/4xx-as-expected. */
  failures: Array<[number, number, number]>;
  byKind: Map<string, { n: number; non2xx: number }>;
  /** 502/503/504 answered by the proxy itself (no X-Served-By: no instance took the request). */
  proxyAnswers: number;
  /** Ids of the documents an upload answered 201 for. */
  uploadedDocuments: string[];
  /** Provider event ids a webhook answered 200 for. */
  webhookEvents: string[];
};

const KINDS = [
  ['profile', 16],
  ['dashboard', 22],
  ['notifications', 14],
  ['actions', 10],
  ['refresh', 10],
  ['upload', 10],
  ['webhook', 12],
  ['sign-in', 2],
  ['readyz', 4],
] as const;
type Kind = (typeof KINDS)[number][0];
const TOTAL_WEIGHT = KINDS.reduce((n, [, w]) => n + w, 0);
function pickKind(): Kind {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [k, w] of KINDS) {
    r -= w;
    if (r < 0) return k;
  }
  return 'profile';
}

export function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function runTraffic(opts: {
  baseUrl: string;
  users: VirtualUser[];
  seconds: number;
  paymentSecret: string;
  /** Average pause between one user's requests (0: none). */
  thinkMs?: number;
  /** Each user's signed-in session to start from (signInAll), so the run does not open with 200 sign-ins at once. */
  sessions?: Array<{ token: string; cookies: Map<string, string> } | null>;
  /** Called every second with the elapsed seconds (fault injection runs beside the traffic). */
  onSecond?: (second: number) => void;
}): Promise<TrafficResult> {
  const result: TrafficResult = {
    requests: 0,
    seconds: opts.seconds,
    byStatus: new Map(),
    networkErrors: 0,
    latencies: [],
    failures: [],
    proxyAnswers: 0,
    byKind: new Map(),
    uploadedDocuments: [],
    webhookEvents: [],
  };
  const started = Date.now();
  const deadline = started + opts.seconds * 1000;
  const ticker = setInterval(() => opts.onSecond?.(Math.round((Date.now() - started) / 1000)), 1000);

  async function send(kind: Kind, path: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response | null> {
    const t0 = performance.now();
    let res: Response | null = null;
    try {
      res = await fetch(`${opts.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
      await res.arrayBuffer().then((b) => (res as Response & { bodyBytes?: ArrayBuffer }).bodyBytes = b);
    } catch {
      res = null;
    }
    const ms = performance.now() - t0;
    result.requests += 1;
    result.latencies.push(ms);
    const k = result.byKind.get(kind) ?? { n: 0, non2xx: 0 };
    k.n += 1;
    if (!res) {
      result.networkErrors += 1;
      k.non2xx += 1;
      result.failures.push([Date.now() - started, 0, ms]);
    } else {
      result.byStatus.set(res.status, (result.byStatus.get(res.status) ?? 0) + 1);
      if (res.status >= 500 && !res.headers.has('x-served-by')) result.proxyAnswers += 1;
      if (res.status >= 300) {
        k.non2xx += 1;
        result.failures.push([Date.now() - started, res.status, ms]);
      }
    }
    result.byKind.set(kind, k);
    return res;
  }
  const json = (res: Response) => JSON.parse(new TextDecoder().decode((res as Response & { bodyBytes?: ArrayBuffer }).bodyBytes)) as Record<string, unknown>;

  async function virtualUser(u: VirtualUser, first: { token: string; cookies: Map<string, string> } | null) {
    let token = first?.token ?? '';
    let cookies = first?.cookies ?? new Map<string, string>();
    const keepCookies = (res: Response) => {
      for (const c of res.headers.getSetCookie()) {
        const [pair = ''] = c.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq);
        const value = pair.slice(eq + 1);
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(c)) cookies.delete(name);
        else cookies.set(name, value);
      }
    };
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const base = () => ({ 'x-forwarded-for': u.address, ...(cookies.size ? { cookie: cookieHeader() } : {}) });
    const auth = () => ({ ...base(), authorization: `Bearer ${token}` });
    const signIn = async () => {
      cookies = new Map();
      const res = await send('sign-in', '/api/auth/login', {
        method: 'POST',
        headers: { ...base(), 'content-type': 'application/json' },
        body: JSON.stringify({ email: u.email, password: u.password }),
      });
      if (res?.status === 200) {
        keepCookies(res);
        token = String(json(res).token ?? '');
      }
    };
    while (Date.now() < deadline) {
      if (!token) {
        await signIn();
        // A failed sign-in waits a second, as a person would, rather than hammering the server.
        if (!token) await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      // Think time between a person's requests (random, `thinkMs` on average): a soak at a steady offered load, not
      // a closed loop that only measures how far the machine can be pushed.
      if (opts.thinkMs) await new Promise((r) => setTimeout(r, Math.random() * 2 * (opts.thinkMs ?? 0)));
      if (Date.now() >= deadline) break;
      const kind = pickKind();
      switch (kind) {
        case 'sign-in':
          await signIn();
          break;
        case 'profile':
          await send(kind, '/api/auth/profile', { headers: auth() });
          break;
        case 'dashboard':
          await send(kind, '/api/client/dashboard', { headers: auth() });
          break;
        case 'notifications':
          await send(kind, '/api/client/notifications?limit=20', { headers: auth() });
          break;
        case 'actions':
          await send(kind, '/api/client/actions', { headers: auth() });
          break;
        case 'readyz':
          await send(kind, '/readyz', { headers: base() });
          break;
        case 'refresh': {
          const res = await send(kind, '/api/auth/refresh-token', { method: 'POST', headers: base() });
          if (res?.status === 200) {
            keepCookies(res);
            token = String(json(res).token ?? token);
          } else if (res?.status === 401) token = '';
          break;
        }
        case 'upload': {
          const { payload, headers } = multipartBody({ name: `Soak ${randomUUID().slice(0, 8)}` }, [
            { field: 'file', filename: 'signed.pdf', type: 'application/pdf', data: TINY_PDF },
          ]);
          const res = await send(kind, '/api/client/upload-final-doc', { method: 'POST', headers: { ...auth(), ...headers }, body: payload });
          if (res?.status === 201) {
            keepCookies(res);
            const doc = json(res).document as { id?: string } | undefined;
            if (doc?.id) result.uploadedDocuments.push(doc.id);
          }
          break;
        }
        case 'webhook': {
          // A signed provider event for an order we do not have: recorded once (payment_events), answered 200.
          const event = buildTestEvent({ type: 'payment.failed', orderId: `tpo_${randomUUID()}`, reference: `soak-${randomUUID()}`, amountMinor: 100, currency: 'SGD' });
          const body = JSON.stringify(event);
          const res = await send(kind, '/api/payment/webhook', {
            method: 'POST',
            headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestPayload(opts.paymentSecret, body), 'x-forwarded-for': u.address },
            body,
          });
          if (res?.status === 200) result.webhookEvents.push(event.id);
          break;
        }
      }
    }
  }

  try {
    await Promise.all(opts.users.map((u, i) => virtualUser(u, opts.sessions?.[i] ?? null)));
  } finally {
    clearInterval(ticker);
  }
  result.seconds = (Date.now() - started) / 1000;
  return result;
}

/**
 * Signs every user in before the timed run, `concurrency` at a time (people arrive over time; 200 password checks at
 * the same instant only measure the hash's cost). Answers each user's token and cookies, or null when it failed.
 */
export async function signInAll(baseUrl: string, users: VirtualUser[], concurrency = 8): Promise<Array<{ token: string; cookies: Map<string, string> } | null>> {
  const out: Array<{ token: string; cookies: Map<string, string> } | null> = users.map(() => null);
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const i = next++;
      const u = users[i];
      if (!u) continue;
      for (let attempt = 0; attempt < 3 && !out[i]; attempt += 1) {
        const res = await fetch(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': u.address },
          body: JSON.stringify({ email: u.email, password: u.password }),
        }).catch(() => null);
        if (res?.status !== 200) {
          await res?.arrayBuffer();
          continue;
        }
        const body = (await res.json()) as { token?: string };
        const cookies = new Map<string, string>();
        for (const c of res.headers.getSetCookie()) {
          const [pair = ''] = c.split(';');
          const eq = pair.indexOf('=');
          cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
        }
        out[i] = { token: body.token ?? '', cookies };
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}
