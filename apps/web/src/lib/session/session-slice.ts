import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChangePasswordBody, LoginBody, ResetPasswordBody, User } from '@quayside/contract/auth';
import { normalizeRole, type Role } from '@quayside/contract/roles';
import { api } from '../api-client';
import type { ApiErrorInfo } from '../api/api-error';
import { isAbortError, toErrorInfo } from '../api/base-api';
import { changePasswordApi } from './api/change-password';
import { loadProfileApi } from './api/load-profile';
import { loginApi } from './api/login';
import { logoutApi } from './api/logout';
import { resetPasswordApi } from './api/reset-password';

/**
 * The session (part 1 section 3): who is signed in, shared by every signed-in feature, the sign-in pages and
 * the public navigation's Dashboard button. The thunks wrap the session's endpoints (lib/session/api) and keep
 * the token store in step; `track: false` because their answers live here, not in the endpoint cache.
 */
export type AuthState = {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  requiredChangePassword: boolean;
  error: string | null;
  /** idle: nobody asked the server yet; loading: profile or sign-in under way; ready: the answer is in. */
  status: 'idle' | 'loading' | 'ready';
  /** 'logout' when the user signed out themselves (no "take me back" link to the page they left). */
  endedBy: 'logout' | null;
};

export const initialAuthState = (token: string | null = api.getToken()): AuthState => ({
  user: null,
  token,
  isAuthenticated: false,
  requiredChangePassword: false,
  error: null,
  status: 'idle',
  endedBy: null,
});

type AuthRoot = { auth: AuthState };

/**
 * The code of a profile check that the session overtook: a sign-in, sign-out or lost session empties the
 * endpoint cache, which cancels the check in flight. Its answer no longer matters and is not an error.
 */
const OVERTAKEN = 'SESSION_CHANGED';
const createAuthThunk = createAsyncThunk.withTypes<{ state: AuthRoot; rejectValue: ApiErrorInfo }>();

/** Signs in; the access token is kept in memory (api-client) and the refresh cookie is set by the server. */
export const login = createAuthThunk('auth/login', async (body: LoginBody, { dispatch, rejectWithValue }) => {
  try {
    const { user, token } = await dispatch(
      loginApi.endpoints.login.initiate(body, { track: false }),
    ).unwrap();
    api.setToken(token);
    return user;
  } catch (error) {
    return rejectWithValue(toErrorInfo(error));
  }
});

/**
 * Sets the password with an e-mailed link (reset, or the welcome mail's set-password link). The server signs the
 * user in as a sign-in does, so the session is theirs from here (user null: an account that may not sign in now,
 * which gets the message alone).
 */
export const setPasswordWithLink = createAuthThunk(
  'auth/setPasswordWithLink',
  async (body: ResetPasswordBody, { dispatch, rejectWithValue }) => {
    try {
      const { message, user, token } = await dispatch(
        resetPasswordApi.endpoints.resetPassword.initiate(body, { track: false }),
      ).unwrap();
      if (user && token) {
        api.setToken(token);
        return { message, user };
      }
      return { message, user: null };
    } catch (error) {
      return rejectWithValue(toErrorInfo(error));
    }
  },
);

/**
 * Who is signed in. Uses the token in memory and, when there is none or it has expired, the refresh cookie (the
 * client refreshes once). Concurrent calls share one request.
 */
export const fetchProfile = createAuthThunk(
  'auth/fetchProfile',
  async (_: void, { dispatch, rejectWithValue }) => {
    try {
      const { user } = await dispatch(
        loadProfileApi.endpoints.loadProfile.initiate(undefined, { track: false }),
      ).unwrap();
      return user;
    } catch (error) {
      if (isAbortError(error)) return rejectWithValue({ message: '', status: 0, code: OVERTAKEN });
      return rejectWithValue(toErrorInfo(error));
    }
  },
  { condition: (_, { getState }) => getState().auth.status !== 'loading' },
);

/** Signs out here and on the server (the refresh family is revoked); local state is cleared even offline. */
export const logout = createAuthThunk('auth/logout', async (_: void, { dispatch }) => {
  try {
    await dispatch(logoutApi.endpoints.logout.initiate(undefined, { track: false })).unwrap();
  } catch {
    /* signing out locally is what matters to the user */
  } finally {
    api.clearToken();
  }
});

/** Changes the password; the server ends other sessions and answers a fresh token for this one. */
export const changePassword = createAuthThunk(
  'auth/changePassword',
  async (body: ChangePasswordBody, { dispatch, rejectWithValue }) => {
    try {
      const { message, token } = await dispatch(
        changePasswordApi.endpoints.changePassword.initiate(body, { track: false }),
      ).unwrap();
      api.setToken(token);
      return message;
    } catch (error) {
      return rejectWithValue(toErrorInfo(error));
    }
  },
);

function signedOut(state: AuthState, error: string | null, endedBy: AuthState['endedBy'] = null) {
  state.endedBy = endedBy;
  state.user = null;
  state.token = null;
  state.isAuthenticated = false;
  state.requiredChangePassword = false;
  state.error = error;
  state.status = 'ready';
}

function signedIn(state: AuthState, user: User) {
  state.user = user;
  state.isAuthenticated = true;
  state.requiredChangePassword = user.requiredChangePassword;
  state.error = null;
  state.status = 'ready';
  state.endedBy = null;
  state.token = api.getToken();
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: () => initialAuthState(),
  reducers: {
    /** The HTTP client stored a new token (refresh) or lost it (session ended). */
    tokenChanged(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
      if (!action.payload && state.isAuthenticated) signedOut(state, null);
    },
    /** The user proved their e-mail address with a one-time code. */
    emailVerified(state) {
      if (state.user) state.user.isVerified = true;
    },
    clearAuthError(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state) => {
        state.error = null;
      })
      .addCase(login.fulfilled, (state, action) => signedIn(state, action.payload))
      .addCase(setPasswordWithLink.fulfilled, (state, action) => {
        if (action.payload.user) signedIn(state, action.payload.user);
      })
      .addCase(login.rejected, (state, action) => {
        state.error = action.payload?.message ?? action.error.message ?? null;
      })
      .addCase(fetchProfile.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchProfile.fulfilled, (state, action) => signedIn(state, action.payload))
      // A 401 means simply "not signed in": no error. Any other failure is shown.
      .addCase(fetchProfile.rejected, (state, action) => {
        if (action.payload?.code === OVERTAKEN) {
          // Whatever changed the session has already set who is signed in (or that nobody is).
          if (state.status === 'loading') state.status = 'ready';
          return;
        }
        const status = action.payload?.status;
        signedOut(state, status === 401 ? null : (action.payload?.message ?? action.error.message ?? null));
      })
      .addCase(logout.fulfilled, (state) => signedOut(state, null, 'logout'))
      .addCase(changePassword.fulfilled, (state) => {
        state.requiredChangePassword = false;
        if (state.user) state.user.requiredChangePassword = false;
        state.token = api.getToken();
        state.error = null;
      });
  },
});

export const { tokenChanged, emailVerified, clearAuthError } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuth = (state: AuthRoot) => state.auth;
export const selectUser = (state: AuthRoot) => state.auth.user;
export const selectIsAuthenticated = (state: AuthRoot) => state.auth.isAuthenticated;
/** The signed-in user's role, normalised (case-insensitive); null when signed out. */
export const selectRole = (state: AuthRoot): Role | null =>
  state.auth.user ? normalizeRole(state.auth.user.role) : null;
