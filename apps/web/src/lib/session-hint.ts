/**
 * The browser's only trace of a session outside memory: a non-secret "signed in" flag in localStorage.
 *
 * The access token itself lives in memory only (src/lib/api-client.ts, issue 11 finding 6): a script that can
 * read localStorage finds no credential there. After a reload the app gets a fresh access token from the
 * httpOnly refresh cookie; this flag only says that trying is worthwhile, so that a visitor who never signed in
 * sends no refresh call and the public navigation (which does not load the HTTP client) can show "Dashboard".
 * Other tabs hear changes through the `storage` event.
 */
export const SIGNED_IN_HINT_KEY = 'signedIn';
/** Where versions before finding 6 kept the access token; removed wherever it is still found. */
export const LEGACY_TOKEN_KEY = 'token';

export function hasSessionHint(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSessionHint(signedIn: boolean): void {
  try {
    if (typeof localStorage === 'undefined') return;
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
    localStorage.removeItem(LEGACY_TOKEN_KEY);
  } catch {
    /* storage blocked: the session then simply is not restored after a reload */
  }
}

/** Drops a token an earlier version left in storage; the session comes back through the refresh cookie. */
export function dropLegacyToken(): void {
  try {
    if (typeof localStorage === 'undefined') return;
    if (localStorage.getItem(LEGACY_TOKEN_KEY) === null) return;
    localStorage.removeItem(LEGACY_TOKEN_KEY);
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
  } catch {
    /* nothing stored */
  }
}
