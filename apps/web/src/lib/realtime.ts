import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_ERRORS, REALTIME_PATH } from '@quayside/contract/chat';
import { api } from './api-client';

/**
 * The app's one real-time connection (socket.io on the API's own origin), signed in with the access token.
 *
 * - It connects when there is a token (sign-in, or the first call of a reload restored one) and closes on sign-out.
 * - A handshake refused with TOKEN_EXPIRED, or a server disconnect (the server closes a socket when its token
 *   expires), refreshes the access token through the HTTP client (one refresh shared with waiting calls) and
 *   connects again with the new one. A refresh that fails ends the session as any 401 does.
 * - Network drops reconnect by socket.io's own backoff; each attempt reads the current token.
 */
let socket: Socket | null = null;
let users = 0;
let refreshing = false;

function refreshThenConnect(s: Socket): void {
  if (refreshing) return;
  refreshing = true;
  api
    .refreshAccessToken()
    .then(() => {
      if (users > 0 && !s.connected) s.connect();
    })
    .catch(() => undefined)
    .finally(() => {
      refreshing = false;
    });
}

function createSocket(): Socket {
  const s = io({
    path: REALTIME_PATH,
    autoConnect: false,
    // WebSocket first: one connection that needs no sticky sessions behind a proxy and holds no HTTP request
    // open. Long-polling only where a WebSocket cannot be opened (some corporate proxies), tried next.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // Called before every (re)connection attempt: always the current token.
    auth: (cb) => cb({ token: api.getToken() ?? '' }),
  });
  s.on('connect_error', (err: Error & { data?: { code?: string } }) => {
    const code = err.data?.code;
    if (code === REALTIME_ERRORS.tokenExpired || (code === REALTIME_ERRORS.unauthenticated && api.getToken())) {
      refreshThenConnect(s);
    }
  });
  s.on('disconnect', (reason) => {
    if (reason === 'io server disconnect' && users > 0) refreshThenConnect(s);
  });
  api.onTokenChange((token) => {
    if (!token) s.disconnect();
    else if (users > 0 && !s.connected && !s.active) s.connect();
  });
  return s;
}

/** The shared socket, connected while at least one component uses it (and a token exists). */
export function useRealtimeSocket(): Socket | null {
  const [current, setCurrent] = useState<Socket | null>(socket);
  useEffect(() => {
    socket ??= createSocket();
    const s = socket;
    users += 1;
    if (api.getToken() && !s.connected && !s.active) s.connect();
    setCurrent(s);
    return () => {
      users -= 1;
      // Keep the connection while the app is open (other screens may use it again at once); close on sign-out.
    };
  }, []);
  return current;
}

/** Subscribes `handler` to a server event on the shared socket while the component is mounted. */
export function useRealtimeEvent<T>(event: string, handler: (payload: T) => void): void {
  const s = useRealtimeSocket();
  useEffect(() => {
    if (!s) return;
    const on = (payload: T) => handler(payload);
    s.on(event, on);
    return () => {
      s.off(event, on);
    };
  }, [s, event, handler]);
}

/** Whether the shared socket is connected now (re-renders on changes). */
export function useRealtimeConnected(): boolean {
  const s = useRealtimeSocket();
  const [connected, setConnected] = useState(s?.connected ?? false);
  useEffect(() => {
    if (!s) return;
    const up = () => setConnected(true);
    const down = () => setConnected(false);
    setConnected(s.connected);
    s.on('connect', up);
    s.on('disconnect', down);
    return () => {
      s.off('connect', up);
      s.off('disconnect', down);
    };
  }, [s]);
  return connected;
}
