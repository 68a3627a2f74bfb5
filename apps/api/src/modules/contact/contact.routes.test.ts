import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_INBOX: 'enquiries@quayside.test' });
});
afterAll(async () => {
  await t.close();
});

const valid = {
  fullName: 'Lakshmi Narayanan',
  email: 'Lakshmi.N@example.com',
  phone: '+971 50 123 4567',
  company: 'Coral Reef Trading FZE',
  topic: 'incorporation',
  message: 'We would like to set up a Singapore holding company above our Dubai free zone company.',
  consent: true,
};

describe('POST /api/contact', () => {
  it('stores the message, e-mails staff and confirms', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/Thank you/);
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'lakshmi.n@example.com'));
    expect(row).toMatchObject({
      fullName: 'Lakshmi Narayanan',
      topic: 'incorporation',
      company: 'Coral Reef Trading FZE',
    });
    expect(row?.notifiedAt).not.toBeNull();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'enquiries@quayside.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Website enquiry: Company incorporation - Lakshmi Narayanan');
    expect(mails[0]?.text).toContain('Singapore holding company');
  });

  it('answers 400 with a message per field and stores nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        fullName: 'A',
        email: 'not-an-email',
        topic: 'astrology',
        message: 'Too short',
        consent: false,
      },
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json() as { fields: Record<string, string[]> };
    expect(fields['body.fullName']).toEqual(['Enter your full name']);
    expect(fields['body.email']?.[0]).toMatch(/valid e-mail/);
    expect(fields['body.topic']).toBeDefined();
    expect(fields['body.message']?.[0]).toMatch(/at least 20 characters/);
    expect(fields['body.consent']).toBeDefined();
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('silently drops a submission whose honeypot is filled', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, website: 'http://spam.example' },
    });
    expect(res.statusCode).toBe(201);
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('rejects a malformed phone number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, phone: 'call me maybe' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['body.phone']).toBeDefined();
  });
});

describe('GET /api/contact/messages', () => {
  it('lists stored messages for an admin only', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const client = await createUser(t.db, { role: 'client' });
    const token = (u: typeof admin) => signAccessToken(t.deps.config.jwtSecret, u, 300);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact/messages' })).statusCode).toBe(401);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/contact/messages',
      headers: { authorization: `Bearer ${await token(client)}` },
    });
    expect(forbidden.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contact/messages?limit=1',
      headers: { authorization: `Bearer ${await token(admin)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toMatchObject({ email: 'lakshmi.n@example.com' });
  });
});

describe('POST /api/contact rate limit', () => {
  it('answers 429 with Retry-After after 5 messages from one address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_ENABLED: true });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        codes.push(
          (await limited.app.inject({ method: 'POST', url: '/api/contact', payload: valid })).statusCode,
        );
      }
      expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
      const res = await limited.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
