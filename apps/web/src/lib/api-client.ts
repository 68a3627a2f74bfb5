import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import axiosRetry from 'axios-retry';
import type { ZodType } from 'zod';
import { API_TIMEOUT_MS, RETRY_COUNT, RETRY_DELAY_STEP_MS } from '@quayside/contract/constants';
import { httpMessages } from '@quayside/contract/messages';
import { errorInfoFromResponse, type ApiErrorInfo } from './api/api-error';
import { dropLegacyToken, hasSessionHint, writeSessionHint } from './session-hint';

/**
 * The one HTTP client of the web app (part 1 sections 7-9).
 *
 * - Calls are relative to the app's origin, carry the bearer token, and send no-cache headers. Timeout
 *   API_TIMEOUT_MS. The token is kept in memory only (issue 11 finding 6), never in localStorage: after a
 *   reload the first call gets a fresh one from the httpOnly refresh cookie when the session hint
 *   (session-hint.ts) says this browser signed in.
 * - Retries (RETRY_COUNT, delay growing by RETRY_DELAY_STEP_MS per attempt: 1 s, 2 s, 3 s), see `shouldRetry`.
 * - A 401 from any call but login and refresh triggers ONE refresh (POST /api/auth/refresh-token with the
 *   httpOnly cookie); requests that fail or start meanwhile wait for it and are then retried with the new token.
 *   A failed refresh removes the token and sends the user to /login ONCE however many calls were waiting, with
 *   the refresh's text: the server's message, else "Authentication failed".
 * - Failures become `ApiRequestError {message, status}` with the spec's texts (see `toApiError`).
 */

export const LOGIN_PATH = '/api/auth/login';
export const REFRESH_PATH = '/api/auth/refresh-token';

/** A Retry-After longer than this is not waited for: the user gets the "too many requests" text at once. */
const MAX_RETRY_AFTER_MS = 10_000;

declare module 'axios' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AxiosRequestConfig {
    /**
     * false: when the session cannot be restored, clear the token but do not send the user to /login. For calls
     * whose caller decides (the profile fetch behind the public navigation and the route guard).
     */
    authRedirect?: boolean;
    /** Internal: this request has already been replayed after a token refresh. */
    _replayedAfterRefresh?: boolean;
    /** Internal: this request tried to restore the session from the refresh cookie before it was sent. */
    _restoreTried?: boolean;
  }
}

/** What every failed call throws: the text to show and the HTTP status (0 when no response came). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string[]> | undefined;
  constructor(
    message: string,
    status: number,
    opts: { code?: string; fields?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = opts.code;
    this.fields = opts.fields;
  }
  /** A plain, serialisable copy for Redux (rejectWithValue) and logs. */
  toJSON(): ApiErrorInfo {
    return {
      message: this.message,
      status: this.status,
      ...(this.code ? { code: this.code } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export type TokenStore = {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** No token here, but this browser signed in and the refresh cookie may bring the session back. */
  mayRestore(): boolean;
};

/**
 * The access token in this page's memory; a reload forgets it. Setting or clearing it writes the non-secret
 * session hint, which is all that reaches localStorage.
 */
export function createMemoryTokenStore(): TokenStore {
  let token: string | null = null;
  dropLegacyToken();
  return {
    get: () => token,
    set(next) {
      token = next;
      writeSessionHint(true);
    },
    clear() {
      token = null;
      writeSessionHint(false);
    },
    mayRestore: () => token === null && hasSessionHint(),
  };
}

/** Told once when the session is lost for good, with the text to show (the refresh's, part 1 section 8). */
export type AuthFailureHandler = (message: string) => void;

/**
 * Sends the browser to /login, remembering the page the user was on. (A full-page load carries no notice; the
 * app replaces this with a router navigation that shows it, see app/providers.tsx.)
 */
export function redirectToLogin(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  const next = pathname.startsWith('/dashboard') ? `?next=${encodeURIComponent(pathname + search)}` : '';
  window.location.assign(`/login${next}`);
}

function pathOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return url;
  }
}

/** Login and refresh never trigger a refresh, and their failures read "Authentication failed". */
export function isLoginOrRefresh(url: string | undefined): boolean {
  const path = pathOf(url);
  return path.endsWith(LOGIN_PATH) || path.endsWith(REFRESH_PATH);
}

const IDEMPOTENT_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);
/** Error codes that prove the request never reached a server (connection refused, name not resolved). */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

function retryAfterMs(error: AxiosError): number {
  const header = error.response?.headers?.['retry-after'];
  if (header === undefined || header === null || header === '') return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(String(header));
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : 0;
}

/**
 * Which failures are tried again (spec: network errors and idempotent requests; 429 and 5xx retryable).
 *
 * - GET, HEAD, OPTIONS, PUT, DELETE: on a network error, a 429 or a 5xx.
 * - POST and PATCH are NOT idempotent: a 5xx, a 429, a timeout or a dropped connection may come after the
 *   server acted, and a replay could create a second company or payment order. They are retried only when
 *   the request certainly never left: connection refused / host not resolved, or the browser is offline.
 * - Never a timeout or a cancelled request (the time budget is spent; the user cancelled), never a 4xx but
 *   429, and never a 429 whose Retry-After is longer than MAX_RETRY_AFTER_MS.
 */
export function shouldRetry(error: AxiosError): boolean {
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || error.code === 'ERR_CANCELED')
    return false;
  const method = (error.config?.method ?? 'get').toLowerCase();
  const status = error.response?.status;
  if (status === undefined) {
    if (error.response) return false;
    if (!error.request) return false; // never sent: a setup failure, retrying cannot help
    if (IDEMPOTENT_METHODS.has(method)) return true;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return offline || (error.code !== undefined && NOT_SENT_CODES.has(error.code));
  }
  if (!IDEMPOTENT_METHODS.has(method)) return false;
  if (status === 429) return retryAfterMs(error) <= MAX_RETRY_AFTER_MS;
  return status >= 500 && status <= 599;
}

/**
 * The spec's error texts (part 1 section 8), by the app's one error model (api/api-error.ts): the server's
 * message when present; else the call's fallback ("Authentication failed" for login and refresh); else the
 * default by status. No response: "No response from server" with status 0. Nothing sent: "Request setup failed".
 */
export function toApiError(error: unknown, fallback?: string): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (axios.isAxiosError(error)) {
    if (error.response) {
      const authCall = isLoginOrRefresh(error.config?.url);
      const { message, status, ...rest } = errorInfoFromResponse(
        error.response.status,
        error.response.data,
        authCall ? httpMessages.authFailed : fallback,
      );
      return new ApiRequestError(message, status, rest);
    }
    if (error.request) return new ApiRequestError(httpMessages.noResponse, 0, { code: 'NO_RESPONSE' });
  }
  return new ApiRequestError(httpMessages.setupFailed, 0, { code: 'SETUP_FAILED' });
}

export type ApiClientOptions = {
  baseURL?: string;
  tokenStore?: TokenStore;
  /** Called when the session is gone for good (refresh failed, or 401 again after a refresh). */
  onAuthFailure?: AuthFailureHandler;
  retryDelayStepMs?: number;
  timeoutMs?: number;
  /** Where 403/404/500 are logged ("only log"). */
  logger?: Pick<Console, 'warn'>;
};

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions = {}) {
  const tokenStore = options.tokenStore ?? createMemoryTokenStore();
  const logger = options.logger ?? console;
  const step = options.retryDelayStepMs ?? RETRY_DELAY_STEP_MS;
  let onAuthFailure: AuthFailureHandler = options.onAuthFailure ?? redirectToLogin;
  const tokenListeners = new Set<(token: string | null) => void>();

  const baseConfig: AxiosRequestConfig = {
    baseURL: options.baseURL ?? '',
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    headers: {
      Accept: 'application/json',
      'Cache-Control': 'no-cache, no-store',
      Pragma: 'no-cache',
      Expires: '0',
    },
  };

  const http: AxiosInstance = axios.create(baseConfig);
  /** The refresh call goes around the interceptors so that it can never trigger itself. */
  const bare: AxiosInstance = axios.create({ ...baseConfig, withCredentials: true });

  /**
   * The lost session has been reported (token cleared and listeners told; the user sent to /login). Calls that
   * were waiting on the same failed refresh end quietly; a new token (sign-in, refresh) starts afresh.
   */
  let ended = { cleared: false, redirected: false };

  function setToken(token: string | null): void {
    if (token) tokenStore.set(token);
    else tokenStore.clear();
    ended = token ? { cleared: false, redirected: false } : { ...ended, cleared: true };
    for (const listener of tokenListeners) listener(token);
  }

  let refreshing: Promise<string> | null = null;

  /** Single-flight: every caller during one refresh shares the same request and result. */
  function refreshAccessToken(): Promise<string> {
    if (!refreshing) {
      refreshing = bare
        .post<unknown>(REFRESH_PATH, {}, { withCredentials: true })
        .then((response) => {
          const token = readToken(response.data);
          if (!token) throw new ApiRequestError(httpMessages.authFailed, response.status);
          setToken(token);
          return token;
        })
        .catch((error: unknown) => {
          throw toApiError(error);
        })
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  /** The session is gone: clear the token and send the user to /login, each once, with `reason`'s text. */
  function endSession(config: AxiosRequestConfig | undefined, reason: unknown): void {
    if (!ended.cleared) setToken(null);
    if (config?.authRedirect === false || ended.redirected) return;
    ended.redirected = true;
    onAuthFailure(sessionEndText(reason));
  }

  http.interceptors.request.use(async (config) => {
    if (!isLoginOrRefresh(config.url)) {
      if (refreshing) {
        // Requests that start while a refresh is running wait for it, then go with the new token.
        await refreshing.catch(() => undefined);
      } else if (tokenStore.mayRestore()) {
        // After a reload: get a token from the refresh cookie first, rather than earn a 401 and then refresh.
        config._restoreTried = true;
        await refreshAccessToken().catch((error: unknown) => {
          // The cookie is gone or refused: forget the hint. (A network failure or 5xx proves nothing.)
          if (error instanceof ApiRequestError && error.status === 401) tokenStore.clear();
        });
      }
    }
    const token = tokenStore.get();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    return config;
  });

  // Registered first, so it sees each raw failure; the 401 handler below sees what is left after retries.
  axiosRetry(http, {
    retries: RETRY_COUNT,
    retryCondition: shouldRetry,
    retryDelay: (attempt, error) => Math.max(attempt * step, retryAfterMs(error)),
    shouldResetTimeout: true,
  });

  // A retried or replayed request runs the whole chain again, so the outer chain sees the same error a second
  // time: handle each error once.
  const handled = new WeakSet<object>();

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || handled.has(error)) throw error;
    handled.add(error);
    const config = error.config;
    const status = error.response?.status;
    const method = (config?.method ?? 'get').toUpperCase();
    if (status === 401 && config && !isLoginOrRefresh(config.url)) {
      if (config._replayedAfterRefresh) {
        endSession(config, error);
        throw error;
      }
      const sentWith = bearerOf(config);
      const current = tokenStore.get();
      if (!current && config._restoreTried) {
        // The restore before this request already failed: a second refresh would fail the same way.
        endSession(config, error);
        throw error;
      }
      try {
        // Another request may have refreshed while this one was in flight: then just replay with the new token.
        if (!current || current === sentWith) await refreshAccessToken();
      } catch (refreshError) {
        endSession(config, refreshError);
        throw error;
      }
      config._replayedAfterRefresh = true;
      return http.request(config);
    }
    if (status === 403 || status === 404 || (status !== undefined && status >= 500)) {
      logger.warn(`[api] ${status} ${method} ${config?.url ?? ''}`);
    }
    throw error;
  });

  /**
   * Runs one call and returns its data, or throws ApiRequestError with the text to show.
   * `fallback` is the call's own text from the catalogue; `schema` checks the answer against the contract.
   */
  async function apiCall<T>(
    request: (client: AxiosInstance) => Promise<AxiosResponse<T>>,
    fallback?: string,
  ): Promise<T>;
  async function apiCall<S extends ZodType>(
    request: (client: AxiosInstance) => Promise<AxiosResponse<unknown>>,
    fallback: string | undefined,
    schema: S,
  ): Promise<S['_output']>;
  async function apiCall(
    request: (client: AxiosInstance) => Promise<AxiosResponse<unknown>>,
    fallback?: string,
    schema?: ZodType,
  ): Promise<unknown> {
    let response: AxiosResponse<unknown>;
    try {
      response = await request(http);
    } catch (error) {
      throw toApiError(error, fallback);
    }
    if (!schema) return response.data;
    const parsed = schema.safeParse(response.data);
    if (!parsed.success) {
      logger.warn(`[api] unexpected answer from ${response.config.url ?? ''}: ${parsed.error.message}`);
      throw new ApiRequestError(fallback ?? httpMessages.somethingWrong, response.status, {
        code: 'BAD_RESPONSE',
      });
    }
    return parsed.data;
  }

  return {
    http,
    apiCall,
    refreshAccessToken,
    getToken: () => tokenStore.get(),
    setToken,
    clearToken: () => setToken(null),
    /** Told whenever the token changes (sign-in, refresh, sign-out, session lost). Returns the unsubscribe. */
    onTokenChange(listener: (token: string | null) => void): () => void {
      tokenListeners.add(listener);
      return () => tokenListeners.delete(listener);
    },
    /** The app replaces the full-page redirect with a router navigation. */
    setAuthFailureHandler(handler: AuthFailureHandler): void {
      onAuthFailure = handler;
    },
  };
}

/** The text a lost session is reported with: the server's message when present, else "Authentication failed". */
function sessionEndText(reason: unknown): string {
  if (reason instanceof ApiRequestError && reason.status !== 0 && reason.message) return reason.message;
  if (axios.isAxiosError(reason) && reason.response) {
    return errorInfoFromResponse(reason.response.status, reason.response.data, httpMessages.authFailed)
      .message;
  }
  return httpMessages.authFailed;
}

function readToken(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const token = record.token ?? record.accessToken;
  return typeof token === 'string' && token ? token : null;
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The app's client. */
export const api = createApiClient();
export const apiCall = api.apiCall;
export const http = api.http;
