import { ConfigError, loadConfig } from '../config';
import { createDeps } from '../context';
import { StartupError } from '../lib/errors';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed';

process.on('uncaughtException', (err) => {
  console.error(err instanceof ConfigError || err instanceof StartupError ? err.message : err);
  process.exit(1);
});

const config = loadConfig();
const production = config.NODE_ENV === 'production';
if (production && config.SEED_DEMO !== true) {
  console.error('SEED_DEMO: demo accounts are seeded in production only when SEED_DEMO=true is set');
  process.exit(1);
}
// The full set of parts (database migrated, storage), so that the demo's uploaded files are stored too.
const deps = await createDeps(config);
const set = await seedDemo(deps.database.db, {
  storage: deps.storage,
  passwords: production ? 'generated' : 'published',
});
deps.mailer.close();
await deps.database.close();
if (!production) {
  console.log(
    `Seeded. Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
  );
} else {
  console.log(
    'Seeded. Demo accounts with a password set now (shown only now; only their hashes are stored):',
  );
  for (const a of set) console.log(`  ${a.role.padEnd(10)} ${a.email.padEnd(24)} ${a.password}`);
}
