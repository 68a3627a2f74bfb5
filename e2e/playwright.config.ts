import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';

/**
 * The port of the app under test: E2E_PORT when given; otherwise a port the system reports free, chosen once in
 * the runner and handed to its workers through the environment. A fixed default would let a server some earlier
 * run left behind take the port, and CI (which never reuses a server) would stop before the first journey.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;
const EXCLUSIVE = /admin-companies\.spec\.ts$/;
/**
 * The AML/KYC journey gives the demo client a survey task and saves their drafts: alone, after the admin-companies
 * journey (which locks the demo company for a while; run side by side, the client's draft met the lock).
 */
const KYC = /kyc-aml\.spec\.ts$/;
/** The NRI journey changes the demo NRI client's filing and tasks, which the signed-in pages' checks read: alone. */
const NRI = /nri-area\.spec\.ts$/;
/** The issue 14 journey gives the demo client a task and completes it: no other journey may pick that task meanwhile. */
const LAST = /preparer-approval\.spec\.ts$/;
/** The client-book import adds the sample's 15 companies to the demo preparer's book: after every other journey. */
const IMPORT = /rcn-import\.spec\.ts$/;

/**
 * Journeys in Debian's Chromium against the built app, started on a fresh embedded database (a new temporary
 * DATA_DIR each run, demo data seeded), exactly as a newcomer's `npm run up` runs it.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Journeys that change what every other journey relies on (the admin locks the demo client's company for a
  // while) run alone, after the rest, so no journey beside them meets a locked dashboard.
  projects: [
    {
      name: 'desktop',
      testIgnore: [EXCLUSIVE, KYC, NRI, LAST, IMPORT],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'exclusive',
      testMatch: EXCLUSIVE,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'kyc',
      testMatch: KYC,
      dependencies: ['exclusive'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'nri',
      testMatch: NRI,
      dependencies: ['kyc'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'last',
      testMatch: LAST,
      dependencies: ['nri'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'import',
      testMatch: IMPORT,
      dependencies: ['last'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `node ../scripts/e2e-server.mjs`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
  },
});
