import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist';
import { PERSIST_TIMEOUT_MS } from '@quayside/contract/constants';
import { baseApi } from '../lib/api/base-api';
import { cartReducers } from '../lib/cart/cart-slice';
import { authReducer, login, logout, setPasswordWithLink, tokenChanged } from '../lib/session/session-slice';
import { clientAreaReducer } from '../features/client-area/client-area-slice';
import { incorporationReducer } from '../features/incorporation/incorporation-slice';
import { nriTaxReducer } from '../features/nri-onboarding/nri-tax-slice';

/**
 * The Redux store. Each feature adds its slice to `reducers` (one line each). Only the incorporation, cart,
 * NRI cart and NRI tax parts are persisted across reloads (part 1 section 4), with a storage timeout of 5000 ms.
 */
const reducers = {
  auth: authReducer,
  [baseApi.reducerPath]: baseApi.reducer,
  clientArea: clientAreaReducer,
  incorporation: incorporationReducer,
  nriTax: nriTaxReducer,
  ...cartReducers,
};

/**
 * The one RTK Query api (every feature injects its endpoints into it): its cache is emptied whenever the
 * session changes hands (sign-in, sign-out, session lost) so that nobody sees the previous user's data.
 */
const resetApiOnSessionChange: Middleware = (storeApi) => (next) => (action) => {
  const result = next(action);
  if (
    login.fulfilled.match(action) ||
    (setPasswordWithLink.fulfilled.match(action) && !!action.payload.user) ||
    logout.fulfilled.match(action) ||
    (tokenChanged.match(action) && !action.payload)
  ) {
    storeApi.dispatch(baseApi.util.resetApiState());
  }
  return result;
};
const apiMiddleware: Middleware[] = [baseApi.middleware, resetApiOnSessionChange];

/** The parts kept across reloads; a slice of another name is never written to storage. */
export const PERSISTED_KEYS = ['incorporation', 'cart', 'nriCart', 'nriTax'] as const;

/** localStorage behind redux-persist's async interface; nothing is stored outside the browser (server render). */
const browserStorage: Storage = {
  getItem: async (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key)),
  setItem: async (key: string, value: string) => {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
  },
  removeItem: async (key: string) => {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(key);
  },
};

const combined = combineReducers(reducers);

export const rootReducer = persistReducer(
  {
    key: 'quayside',
    version: 1,
    storage: browserStorage,
    whitelist: [...PERSISTED_KEYS],
    timeout: PERSIST_TIMEOUT_MS,
  },
  combined,
);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(apiMiddleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Browser start-up: reads and writes the persisted parts, and lets RTK Query refetch on focus/reconnect.
 * No PersistGate: the first render uses the initial state (so server-rendered pages hydrate cleanly) and the
 * stored parts arrive a moment later; features that need them wait for `selectRehydrated`.
 */
export function startStore(store: AppStore) {
  setupListeners(store.dispatch);
  return persistStore(store);
}

/** True once the persisted parts have been read back from storage. */
export const selectRehydrated = (state: RootState) => state._persist?.rehydrated ?? false;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
