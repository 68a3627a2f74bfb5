import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChangePasswordBody, LoginBody, User } from '@quayside/contract/auth';
import { normalizeRole, type Role } from '@quayside/contract/roles';
import { api, toApiError, type ApiErrorInfo } from '../../lib/api-client';
import { changePasswordRequest, loginRequest, logoutRequest, profileRequest } from './api/auth-api';

/** Auth state (part 1 section 3) plus where the profile check stands. */
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
const createAuthThunk = createAsyncThunk.withTypes<{ state: AuthRoot; rejectValue: ApiErrorInfo }>();

/** Signs in; the access token goes to localStorage and the refresh cookie is set by the server. */
export const login = createAuthThunk('auth/login', async (body: LoginBody, { rejectWithValue }) => {
  try {
    const { user, token } = await loginRequest(body);
    api.setToken(token);
    return user;
  } catch (error) {
    return rejectWithValue(toApiError(error).toJSON());
  }
});

/**
 * Who is signed in. Uses the stored token and, when it has expired, the refresh cookie (the client refreshes
 * once). Concurrent calls share one request.
 */
export const fetchProfile = createAuthThunk(
  'auth/fetchProfile',
  async (_: void, { rejectWithValue }) => {
    try {
      const { user } = await profileRequest();
      return user;
    } catch (error) {
      return rejectWithValue(toApiError(error).toJSON());
    }
  },
  { condition: (_, { getState }) => getState().auth.status !== 'loading' },
);

/** Signs out here and on the server (the refresh family is revoked); local state is cleared even offline. */
export const logout = createAuthThunk('auth/logout', async () => {
  try {
    await logoutRequest();
  } catch {
    /* signing out locally is what matters to the user */
  } finally {
    api.clearToken();
  }
});

/** Changes the password; the server ends other sessions and answers a fresh token for this one. */
export const changePassword = createAuthThunk(
  'auth/changePassword',
  async (body: ChangePasswordBody, { rejectWithValue }) => {
    try {
      const { message, token } = await changePasswordRequest(body);
      api.setToken(token);
      return message;
    } catch (error) {
      return rejectWithValue(toApiError(error).toJSON());
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
      .addCase(login.rejected, (state, action) => {
        state.error = action.payload?.message ?? action.error.message ?? null;
      })
      .addCase(fetchProfile.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchProfile.fulfilled, (state, action) => signedIn(state, action.payload))
      // A 401 means simply "not signed in": no error. Any other failure is shown.
      .addCase(fetchProfile.rejected, (state, action) => {
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
