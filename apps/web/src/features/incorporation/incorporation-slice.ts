import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderSummary } from '@quayside/contract/cart';
import { INCORPORATION_FIRST_STEP } from '@quayside/contract/constants';
import type {
  CompanyDetailsDraft,
  DirectorDraft,
  IncorporationSession,
  ShareholderDraft,
  UpdateIncorporationBody,
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
  /**
   * Edits of the step on screen not yet confirmed by the server (the draft autosave): already applied to the
   * fields above, kept across a reload and a lost connection, and sent again until the server has them.
   */
  pendingDraft: UpdateIncorporationBody | null;
};

/** The fields a draft may carry, applied over the local copy of the session. */
const DRAFT_FIELDS = [
  'fullName',
  'contactNumber',
  'countryCode',
  'companyName',
  'companyName_optional',
  'registrationDate',
  'directorData',
  'shareholderData',
  'companyDetails',
  'useNomineeDirector',
] as const;

function applyDraft(state: IncorporationState, body: UpdateIncorporationBody): IncorporationState {
  const next = { ...state } as Record<string, unknown>;
  for (const key of DRAFT_FIELDS) if (body[key] !== undefined) next[key] = body[key];
  return next as IncorporationState;
}

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
  pendingDraft: null,
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
      // Edits the server has not confirmed yet stay on top of its answer until they are saved.
      const pending = state.sessionId === s.id ? state.pendingDraft : null;
      const loaded: IncorporationState = {
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
        pendingDraft: pending,
      };
      return pending ? applyDraft(loaded, pending) : loaded;
    },
    /** The step on screen was edited (the draft autosave): the edits count locally until the server has them. */
    draftEdited(state, action: PayloadAction<UpdateIncorporationBody>) {
      return { ...applyDraft(state, action.payload), pendingDraft: action.payload };
    },
    /** The server saved this draft: nothing is pending unless newer edits came meanwhile. */
    draftSaved(state, action: PayloadAction<UpdateIncorporationBody>) {
      if (JSON.stringify(state.pendingDraft) === JSON.stringify(action.payload)) state.pendingDraft = null;
    },
    /** A step was saved whole (Save and continue): its earlier drafts are superseded. */
    draftCleared(state) {
      state.pendingDraft = null;
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

export const { sessionLoaded, otpSent, incorporationReset, draftEdited, draftSaved, draftCleared } =
  incorporationSlice.actions;
export const incorporationReducer = incorporationSlice.reducer;
