import type { Scenario } from '../lib/types';
const scenario: Scenario = { name: 'tmp /readyz', async setup() { return { requests: [{ path: '/readyz' }] }; } };
export default scenario;
