/**
 * The NRI line after payment (nri-filing): the NRI client's profile and filings (nri_profiles, nri_filings,
 * nri_filing_stages), opened on payment (openNriFiling, called by payments), the NRI client's own calls
 * (/api/nri-client) and the NRI preparer's (/api/nri-preparer). Tasks, documents, actions, invoices and
 * notifications stay their owners'; this module composes them for NRI work, which has no company.
 */
export { openNriFiling, openingTasksFor, type OpenedFiling, type PaidNriSession } from './nri-filing.fulfil';
export {
  acknowledgeNriAction,
  decideDraft,
  deleteNriRequirementFile,
  getNriTask,
  getOwnFilingArtifacts,
  getOwnItrStatus,
  getOwnNriProfile,
  listNriActions,
  listNriDocuments,
  listNriInvoices,
  listNriTasks,
  submitNriTask,
  updateOwnNriProfile,
  uploadNriRequirement,
} from './nri-filing.client';
export {
  acknowledgeNriActionAsStaff,
  createNriTask,
  getNriActions,
  getNriCurrentFiling,
  getNriDocuments,
  getNriStatus,
  getNriSummary,
  getNriTaskDetails,
  reviewNriTask,
  sendNriAction,
  updateNriProfileAsStaff,
  updateNriStatus,
  uploadNriDocument,
} from './nri-filing.preparer';
