import { and, desc, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client';
import { auditLogs, mailOutbox } from '../../db/schema/index';
import type { TestApp } from '../../test/test-app';
import { TEST_PASSWORD } from '../../test/factories';
import { DEVICE_COOKIE, REFRESH_COOKIE } from './auth.routes';

/** The refresh cookie a response set, or null. */
export function refreshCookieOf(res: LightMyRequestResponse) {
  const cookies = res.cookies as Array<{ name: string; value: string; [k: string]: unknown }>;
  return cookies.find((c) => c.name === REFRESH_COOKIE) ?? null;
}

/** The device cookie a sign-in set (a recognised browser), or null. */
export function deviceCookieOf(res: LightMyRequestResponse): string | null {
  const cookies = res.cookies as Array<{ name: string; value: string }>;
  return cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? null;
}

export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD, remoteAddress?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const cookie = refreshCookieOf(res);
  const body = res.json() as { token?: string };
  return { res, token: body.token ?? '', refresh: cookie?.value ?? '' };
}

export function profile(t: TestApp, token: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
}

export function refresh(t: TestApp, refreshToken: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    ...(refreshToken ? { cookies: { [REFRESH_COOKIE]: refreshToken } } : {}),
  });
}

export async function auditActions(db: Db, targetId: string): Promise<string[]> {
  const rows = await db
    .select({ action: auditLogs.action })
    .from(auditLogs)
    .where(eq(auditLogs.targetId, targetId))
    .orderBy(auditLogs.id);
  return rows.map((r) => r.action);
}

/** The newest mail to an address whose subject contains the text, waiting briefly for mail sent after an answer. */
export async function waitForMail(db: Db, to: string, subjectContains: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${subjectContains}%`)))
      .orderBy(desc(mailOutbox.sentAt))
      .limit(1);
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} about "${subjectContains}"`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function mailsTo(db: Db, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.sentAt));
}

/** Retries an assertion until it passes or the time is up (for work done after an answer). */
export async function eventually(assertion: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
