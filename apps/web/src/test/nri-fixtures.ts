import type { Document, TaskDetailResponse } from '@quayside/contract/client-area';
import { ITR_STAGE_LIST, type FilingArtifacts, type ItrStage, type ItrStatus, type NriFiling, type NriPreparerSummary, type NriProfile } from '@quayside/contract/nri-area';

/** Records as the NRI calls answer them, for the page tests. */
export const NRI_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const FILING_ID = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';
export const TASK_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
export const PAN_REQ = '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c';
export const PASSPORT_REQ = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
export const PAN_FILE = '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e';
const stamp = '2026-07-01T09:00:00.000Z';

/** The ITR status at `stage`, every stage before it reached (on 1, 2, 3 ... July). */
export function itrStatus(stage: ItrStage, over: Partial<ItrStatus> = {}): ItrStatus {
  const at = ITR_STAGE_LIST.findIndex((s) => s.key === stage);
  return {
    statusMap: ITR_STAGE_LIST.map((s, i) => ({
      key: s.key,
      label: s.label,
      reached: i <= at,
      current: i === at,
      reachedAt: i <= at ? `2026-07-0${i + 1}T09:00:00.000Z` : null,
    })),
    itrStatus: stage,
    updatedAt: `2026-07-0${at + 1}T09:00:00.000Z`,
    itrDraftStatus: 'none',
    filingId: FILING_ID,
    assessmentYear: '2026-27',
    returnType: 'ITR-2',
    statusRemarks: null,
    ...over,
  };
}

const panFile = { fileId: PAN_FILE, name: 'pan.pdf', url: '/files/pan.pdf', pageLabel: null, mimeType: 'application/pdf', sizeBytes: 2048, position: 0 };

export const panDoc: Document = {
  id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  name: 'PAN card',
  purpose: 'requirement',
  status: 'Pending',
  isVerified: false,
  rejectionReason: null,
  companyId: null,
  ownerId: NRI_ID,
  taskId: TASK_ID,
  requirementId: PAN_REQ,
  documentType: null,
  directorId: null,
  shareholderId: null,
  files: [panFile],
  uploadedAt: stamp,
  updatedAt: stamp,
};

const [panRequirement, passportRequirement] = [
  { id: PAN_REQ, name: 'PAN card', description: null, status: 'Pending', isRequired: true, allowMultiple: false, uploadedDoc: panDoc },
  { id: PASSPORT_REQ, name: 'Passport pages', description: 'Every page with an entry', status: 'Required', isRequired: true, allowMultiple: true, uploadedDoc: null },
] as const satisfies TaskDetailResponse['requiredDocuments'];
export { panFile, panRequirement, passportRequirement };

export const taskDetail: TaskDetailResponse = {
  task: {
    id: TASK_ID,
    title: 'Identity documents for AY 2026-27',
    description: 'Your PAN card and the pages of your passport.',
    status: 'InProgress',
    priority: 'high',
    category: null,
    dueDate: '2026-08-01',
    isOverdue: false,
    companyId: null,
    companyName: null,
    assignedBy: null,
    requirementsTotal: 2,
    requirementsUploaded: 1,
    createdAt: stamp,
    updatedAt: stamp,
    submittedAt: null,
    submissionMessage: null,
    completedAt: null,
    reviewedAt: null,
    reviewReason: null,
  },
  requiredDocuments: [panRequirement, passportRequirement],
};

export const draftDoc: Document = {
  ...panDoc,
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Draft computation AY 2026-27',
  purpose: 'generated',
  status: 'Approved',
  isVerified: true,
  taskId: null,
  requirementId: null,
  files: [{ ...panFile, fileId: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', name: 'computation.pdf', url: '/files/computation.pdf' }],
};

export const artifacts = (over: Partial<FilingArtifacts> = {}): FilingArtifacts => ({
  filingId: FILING_ID,
  assessmentYear: '2026-27',
  itrDraftStatus: 'awaiting_decision',
  draftDecision: null,
  draftComputation: draftDoc,
  acknowledgement: null,
  ...over,
});

export const profile: NriProfile = {
  userId: NRI_ID,
  fullName: 'Rohan Mehta',
  email: 'nri@quayside.test',
  contactNumber: '+44 7700 900123',
  countryCode: 'GB',
  residencyStatus: 'Non-resident',
  address: { streetAddress: '14 Elm Park Gardens', streetAddress2: null, city: 'London', state: null, postalCode: 'SW10 9NY', country: 'United Kingdom', otherCountry: null },
  identity: { aadhaarStatus: 'have', aadhaarNumber: '234123412346', panStatus: 'have', panNumber: 'ABCPM1234F', passportNumber: 'Z1234567' },
  dob: '1986-04-12',
  gender: 'male',
  stayDuration: { daysInIndia: 34, daysInIndia4Yrs: 140 },
  jurisdictionOfResidence: 'United Kingdom',
  taxpayerIdentificationNumber: 'AB123456C',
  incomeSources: ['Interest on NRO deposits'],
  deductions: [],
  canEditProfile: false,
  updatedAt: stamp,
};

export const filing: NriFiling = {
  id: FILING_ID,
  userId: NRI_ID,
  assessmentYear: '2026-27',
  returnType: 'ITR-2',
  itrStatus: 'draft_prepared',
  itrDraftStatus: 'awaiting_decision',
  draftDecision: null,
  acknowledgementNumber: null,
  statusRemarks: null,
  preparer: { id: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f', fullName: 'Priya Sharma', email: 'preparer@quayside.test' },
  createdAt: stamp,
  updatedAt: stamp,
};

export const summary: NriPreparerSummary = {
  client: { id: NRI_ID, fullName: 'Rohan Mehta', email: 'nri@quayside.test' },
  profile,
  filing,
  preparer: filing.preparer,
  unacknowledgedActions: 1,
  pendingDocuments: 1,
  openTasks: [taskDetail.task],
};
