import { loadConfig } from '../config';
import { migrateDatabase, openDatabase } from './client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await migrateDatabase(database);
await seedDemo(database.db);
await database.close();
console.log(`Seeded. Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
