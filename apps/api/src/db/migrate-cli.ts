import { loadConfig } from '../config';
import { migrateDatabase, openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await migrateDatabase(database);
await database.close();
console.log(`Migrations applied (${config.embedded ? `PGlite in ${config.dataDir}` : 'DATABASE_URL'})`);
