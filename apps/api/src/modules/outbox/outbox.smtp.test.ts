import { createJobQueue } from '../../jobs/queue';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { mailOutbox } from '../../db/schema/index';
import { createMailer } from './outbox.mailer';
import { createLocalStorage } from '../../lib/storage';
import { createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-app';
import { eventually } from '../auth/auth.test-helpers';

/** A real SMTP listener on a free port; what it receives is kept for the assertions. */
type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let cleanup: () => Promise<void> = async () => undefined;
let app: Awaited<ReturnType<typeof buildApp>>;
let db: Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  const dataDir = mkdtempSync(join(tmpdir(), 'quayside-smtp-'));
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: false,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Quayside <no-reply@quayside.test>',
    },
  );
  const { database, drop } = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  const storage = createLocalStorage({ root: join(dataDir, 'uploads'), secret: config.jwtSecret, publicUrl: config.publicUrl });
  app = await buildApp({ config, database, mailer, storage, jobs: createJobQueue(database) });
  await app.ready();
  db = database.db;
  cleanup = async () => {
    await app.close();
    mailer.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => {
  await cleanup();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail through SMTP', () => {
  it('delivers a reset link to a real SMTP listener and records it as sent by SMTP', async () => {
    await createUser(db, { email: 'smtp-user@example.com', fullName: 'Sam Port' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/request-reset',
      payload: { email: 'smtp-user@example.com' },
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => expect(received).toHaveLength(1));
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@quayside.test');
    expect(mail?.to).toEqual(['smtp-user@example.com']);
    expect(mail?.raw).toMatch(/^Subject: Reset your Quayside password/m);
    expect(mail?.raw).toContain('/reset-password?token=');

    await eventually(async () => {
      const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp-user@example.com'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ transport: 'smtp', error: null });
    });
  });
});
