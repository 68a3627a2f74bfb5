import type { ApprovalRequestDetail, PreparerCompanyDetails } from '@quayside/contract/approvals';
import type { AssignedUsersResponse, PreparerDashboard, PreparerTask } from '@quayside/contract/preparer';
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

/* ------------------------------------------------------------------ phase 2: /api/preparer and approvals */


export const DIRECTOR_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
export const DEADLINE_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';

export const queueTask: PreparerTask = { ...task, isOverdue: true, dueDate: '2026-01-15', client: { id: OWNER_ID, fullName: 'Bruno Client', email: 'bruno@example.com' } };

export const dashboard: PreparerDashboard = {
  view: 'preparer',
  assignedClients: { count: 1, items: [{ id: OWNER_ID, fullName: 'Bruno Client', email: 'bruno@example.com', companies: 1 }] },
  companiesCount: 1,
  openTasks: { total: 3, overdue: 1, byStatus: [{ status: 'Pending', count: 2 }] },
  documentsAwaitingVerification: {
    count: 1,
    items: [{ id: document.id, name: document.name, companyId: COMPANY_ID, companyName: company.name, ownerId: OWNER_ID, ownerName: 'Bruno Client', taskId: TASK_ID, uploadedAt: stamp }],
  },
  upcomingDeadlines: {
    from: '2026-01-01',
    to: '2026-01-31',
    count: 1,
    items: [{ id: DEADLINE_ID, companyId: COMPANY_ID, companyName: company.name, title: 'Annual return', dueDate: '2026-01-20', status: 'due_soon', kind: 'annual_return' }],
  },
  returnedByApprover: [{ id: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f', companyId: COMPANY_ID, companyName: company.name, reason: 'The address is the old one', decidedAt: stamp }],
};

export const assignedUsers: AssignedUsersResponse = {
  companies: [
    {
      id: COMPANY_ID,
      name: company.name,
      registrationNumber: company.registrationNumber,
      jurisdiction: 'SG',
      status: 'active',
      incorporationStatus: 'incorporated',
      owner: { id: OWNER_ID, fullName: 'Bruno Client', email: 'bruno@example.com' },
      preparerId: null,
      openTasks: 3,
      createdAt: stamp,
    },
  ],
  nris: [],
  pageInfo: { companies: { nextCursor: null, hasMore: false }, nris: { nextCursor: null, hasMore: false } },
};

const director = {
  id: DIRECTOR_ID,
  companyId: COMPANY_ID,
  fullName: 'Ana Director',
  email: 'ana@example.com',
  phone: null,
  nationality: 'Singaporean',
  idType: 'nric',
  idNumber: 'S1234567A',
  dateOfBirth: null,
  address: null,
  isNominee: false,
  files: {},
  createdAt: stamp,
  updatedAt: stamp,
};

export const details: PreparerCompanyDetails = {
  company: { ...company, directors: [director] },
  directors: [director],
  shareholders: [],
  pendingChanges: {
    company: { registeredAddress: '1 New Street' },
    status: null,
    directors: { created: [], updated: [], deleted: [] },
    shareholders: { created: [], updated: [], deleted: [] },
  },
  pendingDiff: [{ entity: 'company', entityId: COMPANY_ID, label: company.name, change: 'updated', fields: [{ field: 'registeredAddress', before: null, after: '1 New Street' }] }],
  tasksAwaitingApproval: [],
  pendingRequests: 0,
  lastRequest: null,
};

export const REQUEST_ID = 'd4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f8a';
export const approvalRequest: ApprovalRequestDetail = {
  id: REQUEST_ID,
  state: 'pending',
  company: { id: COMPANY_ID, name: company.name },
  preparer: { id: 'e5f6a7b8-c9d0-4e1f-8a2b-4c5d6e7f8a9b', fullName: 'Nia Preparer', email: 'nia@example.com' },
  note: 'New registered address',
  changeCount: 1,
  taskCount: 1,
  submittedAt: stamp,
  decidedAt: null,
  decidedBy: null,
  decisionReason: null,
  decisionNote: null,
  diff: details.pendingDiff,
  tasks: [task],
};
