import { loadConfig } from '../config';
import { createDeps } from '../context';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed';

const config = loadConfig();
// The full set of parts (database migrated, storage), so that the demo's uploaded files are stored too.
const deps = await createDeps(config);
await seedDemo(deps.database.db, { storage: deps.storage });
deps.mailer.close();
await deps.database.close();
console.log(`Seeded. Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
