/**
 * Runs one import job in a process of its own (operators, and the kill test):
 *   DATABASE_URL=... UPLOADS_DIR=... tsx rcn-import.worker-cli.ts <jobId>
 * RCN_BATCH_ROWS sets the batch size. RCN_HOLD_AFTER_BATCHES=n (tests) holds batch n+1's transaction open after
 * its rows are loaded, and prints "holding", so that a test can kill the process mid-batch.
 */
import pino from 'pino';
import { openDatabase } from '../../db/client';
import { createLocalStorage } from '../../lib/storage';
import { createMailer } from '../outbox/outbox.service';
import { runImportJob } from './rcn-import.service';

async function main() {
  const jobId = process.argv[2];
  const url = process.env.DATABASE_URL;
  const root = process.env.UPLOADS_DIR;
  if (!jobId || !url || !root) throw new Error('usage: DATABASE_URL=... UPLOADS_DIR=... rcn-import.worker-cli.ts <jobId>');
  const database = await openDatabase({ url, poolSize: 3 });
  const logger = pino({ level: 'silent' });
  const hold = process.env.RCN_HOLD_AFTER_BATCHES ? Number(process.env.RCN_HOLD_AFTER_BATCHES) : null;
  try {
    const result = await runImportJob(
      {
        database,
        storage: createLocalStorage({ root, secret: 'worker-cli', publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000' }),
        mailer: createMailer({ from: 'Quayside <no-reply@quayside.test>', logger }),
        publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
      },
      jobId,
      {
        ...(process.env.RCN_BATCH_ROWS ? { batchRows: Number(process.env.RCN_BATCH_ROWS) } : {}),
        ...(hold !== null
          ? {
              beforeCommit: async (batch: number) => {
                if (batch <= hold) return;
                process.stdout.write('holding\n');
                await new Promise(() => undefined);
              },
            }
          : {}),
      },
    );
    process.stdout.write(`${result}\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
