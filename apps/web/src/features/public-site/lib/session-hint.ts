/**
 * Whether this browser holds a session token, read without loading the HTTP client (which would put axios on
 * every public page). The key is the HTTP client's TOKEN_KEY (src/lib/api-client.ts); session-hint.test.ts
 * checks the two stay equal.
 */
export const SESSION_TOKEN_KEY = 'token';

export function hasStoredSession(): boolean {
  try {
    return typeof localStorage !== 'undefined' && Boolean(localStorage.getItem(SESSION_TOKEN_KEY));
  } catch {
    return false;
  }
}
