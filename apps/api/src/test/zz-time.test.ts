import { it } from 'vitest';
import { seedDemo } from '../db/seed';
import { createTestApp } from './test-app';
it('time', async () => {
  let t0 = Date.now();
  const t = await createTestApp();
  console.log('app', Date.now() - t0); t0 = Date.now();
  await seedDemo(t.db, { storage: t.deps.storage });
  console.log('seed', Date.now() - t0); t0 = Date.now();
  await t.close();
  console.log('close', Date.now() - t0);
});
