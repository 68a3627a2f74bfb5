import type { onSendHookHandler, RouteOptions } from 'fastify';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A Fastify route option that may be one value or a list, as a list. */
export const listOf = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * onRoute hook: `hooks` become the first onSend hooks of every route that takes a write (POST, PUT, PATCH, DELETE),
 * so that hooks acting only on writes cost the other routes nothing (an app-wide hook runs on every request, to
 * find out it has nothing to do). They still run after the app-wide onSend hooks, as before.
 */
export function onWriteRoutes(hook: 'onSend', hooks: onSendHookHandler[]): (route: RouteOptions) => void {
  return (route) => {
    if (!listOf(route.method).some((m) => WRITES.has(m.toUpperCase()))) return;
    route[hook] = [...hooks, ...listOf(route[hook])] as RouteOptions['onSend'];
  };
}
