import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NriCheckoutSnapshot, NriQuote, NriSession } from '@quayside/contract/nri-onboarding';

/**
 * The NRI tax onboarding's state (part 2 section 3, "the client-side session"), persisted across reloads as
 * `nriTax`: the session id (the key to the application, also in the e-mailed resume link), the answers as the
 * server last answered them (formData), whether the e-mail code was verified, the pricing quote and the checkout
 * snapshot. The server's session is the source of truth: every save and resume replaces formData.
 */
export type NriTaxState = {
  sessionId: string | null;
  formData: NriSession | null;
  otpVerified: boolean;
  /** Where and when the last code went (for "we sent a code to ..." and the resend countdown). */
  otpSentTo: string | null;
  otpSentAt: number | null;
  quote: Pick<NriQuote, 'lines' | 'sessionId' | 'totalMinor' | 'currency'> | null;
  checkoutSnapshot: NriCheckoutSnapshot | null;
};

export const initialNriTaxState: NriTaxState = {
  sessionId: null,
  formData: null,
  otpVerified: false,
  otpSentTo: null,
  otpSentAt: null,
  quote: null,
  checkoutSnapshot: null,
};

const nriTaxSlice = createSlice({
  name: 'nriTax',
  initialState: initialNriTaxState,
  reducers: {
    /** The server answered the session (start, update, resume, verify, complete). */
    nriSessionLoaded(state, action: PayloadAction<NriSession>) {
      const s = action.payload;
      const same = state.sessionId === s.id && state.formData?.contactEmail === s.contactEmail;
      return {
        ...state,
        sessionId: s.id,
        formData: s,
        otpVerified: s.isEmailVerified,
        otpSentTo: same ? state.otpSentTo : null,
        otpSentAt: same ? state.otpSentAt : null,
        quote: state.sessionId === s.id ? state.quote : null,
        checkoutSnapshot: state.sessionId === s.id ? state.checkoutSnapshot : null,
      };
    },
    nriOtpSent(state, action: PayloadAction<{ sentTo: string; at: number }>) {
      state.otpSentTo = action.payload.sentTo;
      state.otpSentAt = action.payload.at;
    },
    nriQuoteLoaded(state, action: PayloadAction<NriQuote>) {
      const q = action.payload;
      state.quote = {
        lines: q.lines,
        sessionId: q.sessionId,
        totalMinor: q.totalMinor,
        currency: q.currency,
      };
    },
    nriSnapshotLoaded(state, action: PayloadAction<NriCheckoutSnapshot>) {
      state.checkoutSnapshot = action.payload;
    },
    /** Starts over (a new application, the old one is gone, or it has been paid). */
    nriTaxReset() {
      return initialNriTaxState;
    },
  },
});

export const { nriSessionLoaded, nriOtpSent, nriQuoteLoaded, nriSnapshotLoaded, nriTaxReset } =
  nriTaxSlice.actions;
export const nriTaxReducer = nriTaxSlice.reducer;
