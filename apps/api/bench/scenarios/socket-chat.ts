import { setAssignment } from '../../src/modules/assignments/assignments.service';
import type { SocketBenchClient, SocketScenario } from '../lib/types';

/**
 * Chat over the real-time server: BENCH_SOCKET_CLIENTS (1,000) connected clients, half clients and half their
 * assigned preparers, each pair writing to each other (stored, delivered live to both, unread counts to the
 * receiver), against a bare socket.io relay of the same messages.
 */
const CLIENTS = Number(process.env.BENCH_SOCKET_CLIENTS ?? 1000);

const scenario: SocketScenario = {
  kind: 'socket',
  name: `socket chat (${CLIENTS.toLocaleString('en-US')} clients in pairs)`,
  targetRatio: 0.5,
  async setup(ctx) {
    const pair = async (): Promise<SocketBenchClient[]> => {
      const [client, preparer] = await Promise.all([ctx.createUser({ role: 'client' }), ctx.createUser({ role: 'preparer' })]);
      await setAssignment(ctx.db, { kind: 'preparer_client', preparerId: preparer.id, targetId: client.id });
      const [ct, pt] = await Promise.all([ctx.accessTokenFor(client), ctx.accessTokenFor(preparer)]);
      return [
        { userId: client.id, peerId: preparer.id, token: ct },
        { userId: preparer.id, peerId: client.id, token: pt },
      ];
    };
    // Ten pairs at a time (the setup, not the measurement).
    const clients: SocketBenchClient[] = [];
    for (let i = 0; i < CLIENTS / 2; i += 10) {
      const batch = Array.from({ length: Math.min(10, CLIENTS / 2 - i) }, pair);
      for (const p of await Promise.all(batch)) clients.push(...p);
    }
    return { clients };
  },
};
export default scenario;
