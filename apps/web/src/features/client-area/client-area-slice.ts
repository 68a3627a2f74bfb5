import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { baseApi } from '../../lib/api/base-api';

/**
 * The client area's own state beside the server cache (RTK Query): which of the client's companies
 * is chosen. Null means "the server's default" (the most recently created company). Not persisted (part 1
 * section 4 keeps only the incorporation, cart and NRI parts across reloads).
 */
export type ClientAreaState = { currentCompanyId: string | null };

const initialState: ClientAreaState = { currentCompanyId: null };

const slice = createSlice({
  name: 'clientArea',
  initialState,
  reducers: {
    companyChosen(state, action: PayloadAction<string | null>) {
      state.currentCompanyId = action.payload;
    },
  },
  // The store empties the client cache when the session changes hands; the choice goes with it.
  extraReducers: (builder) => {
    builder.addMatcher(baseApi.util.resetApiState.match, () => initialState);
  },
});

export const { companyChosen } = slice.actions;
export const clientAreaReducer = slice.reducer;

type Root = { clientArea?: ClientAreaState };
export const selectCurrentCompanyId = (state: Root) => state.clientArea?.currentCompanyId ?? null;
