import type { Action, Document, TaskDetailResponse, TaskSummary } from '@quayside/contract/client-area';
import type { Company } from '@quayside/contract/companies';
import type { CompanyPreparerSummary, CompanyStatusRecord } from '@quayside/contract/company-preparer';

/** Records as the preparer calls answer them, for the page tests. */
export const COMPANY_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const OWNER_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
export const TASK_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const stamp = '2026-01-01T00:00:00.000Z';

export const company: Company = {
  id: COMPANY_ID,
  companyId: COMPANY_ID,
  name: 'Coral Bay Pte. Ltd.',
  registrationNumber: '202600001K',
  jurisdiction: 'SG',
  companyType: 'private_limited',
  status: 'active',
  incorporationStatus: 'incorporated',
  statusRemarks: null,
  ownerId: OWNER_ID,
  preparerId: null,
  dashboardLocked: false,
  dashboardLockReason: null,
  dashboardLockedAt: null,
  editFlags: { company: true, directors: true, shareholders: true, services: true },
  incorporationDate: '2026-01-01',
  financialYearEnd: '12-31',
  createdAt: stamp,
  updatedAt: stamp,
  registeredAddress: null,
  businessActivity: null,
  contactEmail: null,
  contactNumber: null,
  owner: { id: OWNER_ID, fullName: 'Bruno Client', email: 'bruno@example.com' },
  preparer: null,
  directors: [],
  shareholders: [],
  companyServices: [],
};

export const task: TaskSummary = {
  id: TASK_ID,
  title: 'Send the March bank statement',
  description: 'For the quarterly bookkeeping',
  status: 'complete (pending review)',
  priority: 'high',
  category: null,
  dueDate: '2026-03-31',
  isOverdue: false,
  companyId: COMPANY_ID,
  companyName: company.name,
  assignedBy: null,
  requirementsTotal: 1,
  requirementsUploaded: 1,
  createdAt: stamp,
  updatedAt: stamp,
};

export const summary: CompanyPreparerSummary = {
  company,
  owner: { id: OWNER_ID, fullName: 'Bruno Client', email: 'bruno@example.com' },
  unacknowledgedActions: 2,
  openTasks: [task],
};

export const status: CompanyStatusRecord = {
  status: 'active',
  incorporationStatus: 'incorporated',
  statusRemarks: null,
  updatedAt: stamp,
};

export const document: Document = {
  id: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c',
  name: 'Bank statement March',
  purpose: 'requirement',
  status: 'Pending',
  isVerified: false,
  rejectionReason: null,
  companyId: COMPANY_ID,
  ownerId: OWNER_ID,
  taskId: TASK_ID,
  requirementId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  documentType: null,
  directorId: null,
  shareholderId: null,
  files: [{ fileId: '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e', name: 'march.pdf', url: '/files/march.pdf', pageLabel: null, mimeType: 'application/pdf', sizeBytes: 1000, position: 0 }],
  uploadedAt: stamp,
  updatedAt: stamp,
};

export const action: Action = {
  id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  clientAck: false,
  title: 'Sign the engagement letter',
  message: 'Please sign and return it.',
  type: 'request',
  link: null,
  companyId: COMPANY_ID,
  taskId: null,
  dueDate: null,
  createdBy: null,
  createdAt: stamp,
  ackAt: null,
};

export const taskDetail: TaskDetailResponse = {
  task: { ...task, submittedAt: stamp, submissionMessage: 'Here it is', completedAt: null, reviewedAt: null, reviewReason: null },
  requiredDocuments: [
    { id: document.requirementId as string, name: 'Bank statement', description: null, status: 'Pending', isRequired: true, allowMultiple: false, uploadedDoc: document },
  ],
};
