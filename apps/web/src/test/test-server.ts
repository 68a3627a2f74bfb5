import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server for browser-side tests (happy-dom): the page is moved to the server's origin so that the
 * app's relative /api calls, cookies and localStorage behave as in the browser. Handlers are swapped per test.
 */
export type SeenRequest = { method: string; path: string; auth: string | null; body: unknown; at: number };
export type TestHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  seen: SeenRequest,
) => void | Promise<void>;

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function startTestServer() {
  let handler: TestHandler = (_req, res) => json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        /* not JSON */
      }
      const s: SeenRequest = {
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://x').pathname,
        auth: req.headers.authorization ?? null,
        body,
        at: Date.now(),
      };
      seen.push(s);
      void handler(req, res, s);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    setHandler(next: TestHandler) {
      handler = next;
    },
    /** Puts the happy-dom page on the server's origin at `path`. */
    visit(path = '/') {
      (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}${path}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A user as GET /api/auth/profile returns it. */
export function makeUser(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    id: '4b0c6f0e-6a55-4c1b-9d2a-0d5f0a3f1c11',
    email: 'client@quayside.test',
    fullName: 'Marcus Lim',
    role: 'client',
    requiredChangePassword: false,
    isVerified: true,
    canEditProfile: true,
    phone: null,
    countryCode: null,
    lastLoginAt: '2025-11-20T09:30:00.000Z',
    createdAt: '2025-01-05T10:00:00.000Z',
    ...overrides,
  };
}
