import type { Scenario } from '../lib/types';
const scenario: Scenario = { name: 'tmp /healthz', async setup() { return { requests: [{ path: '/healthz' }] }; } };
export default scenario;
