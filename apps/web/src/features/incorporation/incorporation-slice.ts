import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderSummary } from '@quayside/contract/cart';
import { INCORPORATION_FIRST_STEP } from '@quayside/contract/constants';
import type {
  CompanyDetailsDraft,
  DirectorDraft,
  IncorporationSession,
  ShareholderDraft,
  UploadedFile,
} from '@quayside/contract/incorporation';
import type { PaymentStatus } from '@quayside/contract/payments';

/**
 * The incorporation wizard's state (part 1 section 3, "Incorporation session"), persisted across reloads. The
 * server's session is the source of truth: every save and every resume answers the whole session, which replaces
 * what is here (`sessionLoaded`). The browser keeps it so that a reload lands on the same step at once.
 */
export type IncorporationState = {
  /** The session id: the unguessable key to the application (also in the e-mailed resume link). */
  sessionId: string | null;
  fullName: string;
  companyName: string | null;
  companyName_optional: string | null;
  contactEmail: string;
  contactNumber: string;
  countryCode: string | null;
  registrationDate: string | null;
  directorData: DirectorDraft[];
  shareholderData: ShareholderDraft[];
  servicesSelected: number[];
  companyDetails: CompanyDetailsDraft | null;
  useNomineeDirector: boolean;
  /** The furthest step reached (starts at 1); steps after it are locked. */
  currentStep: number;
  isEmailVerified: boolean;
  isPaid: boolean;
  isCompleted: boolean;
  companyId: string | null;
  paymentStatus: PaymentStatus | null;
  uploadedFiles: UploadedFile[];
  quote: OrderSummary | null;
  /** Where and when the last code went (for "we sent a code to ..." and the resend countdown). */
  otpSentTo: string | null;
  otpSentAt: number | null;
};

export const initialIncorporationState: IncorporationState = {
  sessionId: null,
  fullName: '',
  companyName: null,
  companyName_optional: null,
  contactEmail: '',
  contactNumber: '',
  countryCode: null,
  registrationDate: null,
  directorData: [],
  shareholderData: [],
  servicesSelected: [],
  companyDetails: null,
  useNomineeDirector: false,
  currentStep: INCORPORATION_FIRST_STEP,
  isEmailVerified: false,
  isPaid: false,
  isCompleted: false,
  companyId: null,
  paymentStatus: null,
  uploadedFiles: [],
  quote: null,
  otpSentTo: null,
  otpSentAt: null,
};

const incorporationSlice = createSlice({
  name: 'incorporation',
  initialState: initialIncorporationState,
  reducers: {
    /** The server answered the session (start, update, resume, verify): it replaces the local copy. */
    sessionLoaded(state, action: PayloadAction<IncorporationSession>) {
      const s = action.payload;
      // The code's address and time belong to this session and address only.
      const keepOtp = state.sessionId === s.id && state.contactEmail === s.contactEmail;
      return {
        sessionId: s.id,
        fullName: s.fullName,
        companyName: s.companyName,
        companyName_optional: s.companyName_optional,
        contactEmail: s.contactEmail,
        contactNumber: s.contactNumber,
        countryCode: s.countryCode,
        registrationDate: s.registrationDate,
        directorData: s.directorData,
        shareholderData: s.shareholderData,
        servicesSelected: s.servicesSelected,
        companyDetails: s.companyDetails,
        useNomineeDirector: s.useNomineeDirector,
        currentStep: Math.max(INCORPORATION_FIRST_STEP, s.currentStep),
        isEmailVerified: s.isEmailVerified,
        isPaid: s.isPaid,
        isCompleted: s.isCompleted,
        companyId: s.companyId,
        paymentStatus: s.paymentStatus,
        uploadedFiles: s.uploadedFiles,
        quote: s.quote,
        otpSentTo: keepOtp ? state.otpSentTo : null,
        otpSentAt: keepOtp ? state.otpSentAt : null,
      };
    },
    otpSent(state, action: PayloadAction<{ sentTo: string; at: number }>) {
      state.otpSentTo = action.payload.sentTo;
      state.otpSentAt = action.payload.at;
    },
    /** Starts over (a new application, or the old one is gone). */
    incorporationReset() {
      return initialIncorporationState;
    },
  },
});

export const { sessionLoaded, otpSent, incorporationReset } = incorporationSlice.actions;
export const incorporationReducer = incorporationSlice.reducer;
