/**
 * The message catalogue: every error and success text of both spec parts (section 8 of each), plus the
 * server's own error texts where the spec leaves them "not shown". The web app shows these entries and never
 * retypes a string; the API answers with them.
 */

/** Default texts by status when the server gives none (part 1 section 8). */
export const statusText = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
} as const;

export const httpMessages = {
  default: 'An error occurred',
  noResponse: 'No response from server',
  setupFailed: 'Request setup failed',
  authFailed: 'Authentication failed',
  requestFailed: 'Request failed',
  somethingWrong: 'Something went wrong',
} as const;

/** The default text for an HTTP status. */
export function defaultTextForStatus(status: number): string {
  if (status === 0) return httpMessages.noResponse;
  return (statusText as Record<number, string>)[status] ?? httpMessages.default;
}

export const authMessages = {
  fallback: {
    login: 'Login failed',
    profile: 'Profile fetch failed',
    requestReset: 'Reset request failed',
    resetPassword: 'Password reset failed',
    sendOtp: 'Sending OTP failed',
    verifyOtp: 'OTP verification failed',
    logout: 'Logout failed',
    refresh: 'Token refresh failed',
    changePassword: 'Password change failed',
  },
  success: {
    passwordUpdated: 'Password updated',
    loggedOut: 'Logged out',
    resetRequested: 'If an account exists for that e-mail, a reset link is on its way.',
    passwordReset: 'Your password has been reset. You can sign in now.',
    otpSent: 'OTP sent',
    otpVerified: 'OTP verified',
  },
  errors: {
    invalidCredentials: 'Invalid email or password',
    blocked: 'This account has been blocked. Contact the firm to restore access.',
    suspended: 'This account is suspended.',
    deleted: 'This account has been closed.',
    unauthenticated: 'Please sign in to continue.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    forbidden: 'You do not have access to this.',
    wrongCurrentPassword: 'Current password is incorrect',
    samePassword: 'The new password must be different from the current one',
    passwordPolicy:
      'Password must be 8 to 128 characters and must not be a common or breached password',
    resetLinkInvalid: 'This reset link is invalid or has expired. Request a new one.',
    otpInvalid: 'The code is incorrect',
    otpExpired: 'The code has expired. Request a new one.',
    otpTooManyAttempts: 'Too many wrong codes. Request a new one.',
    otpResendWait: 'Please wait before requesting another code',
    otpNotRequested: 'No code was requested for this address. Request a new one.',
    rateLimited: 'Too many requests. Please try again later.',
  },
} as const;

export const chatMessages = {
  fallback: { uploadFile: 'File upload failed', fetchMessages: 'Failed to fetch messages' },
} as const;

export const clientMessages = {
  fallback: {
    dashboard: 'Failed to load dashboard',
    company: 'Failed to load company',
    statusSummary: 'Failed to load status summary',
    documents: 'Failed to load documents',
    notifications: 'Failed to load notifications',
    actions: 'Failed to load actions',
    invoices: 'Failed to load invoices',
    calendar: 'Failed to load calendar',
    insights: 'Failed to load insights',
    chatAgents: 'Failed to load chat agents',
    tasks: 'Failed to load tasks',
    taskDetails: 'Failed to load task details',
    uploadRequirement: 'Failed to upload document(s) to requirement',
    uploadFinal: 'Failed to upload final document',
    replaceDocument: 'Failed to replace document',
    deleteDocument: 'Failed to delete document',
    removeFile: 'Failed to remove file from bundle',
    markRead: 'Failed to mark notification as read',
    acknowledge: 'Failed to acknowledge action',
    completeTask: 'Failed to complete task',
    submitTask: 'Failed to submit company task for review',
  },
  success: {
    documentUploaded: 'Document uploaded',
    documentsUploaded: 'Document(s) uploaded',
    finalUploaded: 'Final document uploaded',
    documentReplaced: 'Document replaced',
    documentDeleted: 'Document deleted',
    fileRemoved: 'File removed from bundle',
    notificationRead: 'Notification marked as read',
    markedRead: 'Marked as read',
    actionAcknowledged: 'Action acknowledged',
    taskCompleted: 'Task marked complete (pending review)',
    taskSubmitted: 'Task submitted for review',
  },
  errors: {
    noFiles: 'No files provided',
  },
} as const;

export const companyMessages = {
  fallback: {
    list: 'Failed to fetch companies',
    get: 'Failed to fetch company',
    dashboard: 'Failed to fetch company dashboard',
    create: 'Failed to create company',
    update: 'Failed to update company',
    delete: 'Failed to delete company',
    addDirector: 'Failed to add director',
    updateDirector: 'Failed to update director',
    deleteDirector: 'Failed to delete director',
    addShareholder: 'Failed to add shareholder',
    updateShareholder: 'Failed to update shareholder',
    deleteShareholder: 'Failed to delete shareholder',
    addService: 'Failed to add service to company',
    removeService: 'Failed to remove service from company',
    editFlags: 'Failed to update edit flags',
  },
  success: {
    created: 'Company created',
    updated: 'Company updated',
    deleted: 'Company deleted',
    directorAdded: 'Director added',
    directorUpdated: 'Director updated',
    directorDeleted: 'Director deleted',
    shareholderAdded: 'Shareholder added',
    shareholderUpdated: 'Shareholder updated',
    shareholderDeleted: 'Shareholder deleted',
    serviceAdded: 'Service added to company',
    serviceRemoved: 'Service removed from company',
    editFlagsUpdated: 'Edit flags updated',
  },
  errors: {
    notFound: 'Company not found',
    locked: 'This part of the company record is locked for editing. Contact your preparer to change it.',
  },
} as const;

export const paymentMessages = {
  fallback: {
    create: 'Payment creation failed',
    createNri: 'NRI Payment creation failed',
    status: 'Status fetch failed',
    list: 'List fetch failed',
    webhook: 'Webhook handling failed',
    createIncorporation: 'Failed to create incorporation payment',
    createNriPayment: 'Failed to create NRI payment',
    fetchStatus: 'Failed to fetch payment status',
    fetchList: 'Failed to fetch payments list',
    webhookEvent: 'Webhook event failed',
  },
  success: {
    created: 'Payment created successfully',
    nriCreated: 'NRI Payment created successfully',
  },
} as const;

export const incorporationMessages = {
  fallback: {
    start: 'Start failed',
    update: 'Update failed',
    resume: 'Resume failed',
    complete: 'Completion failed',
    verifyOtp: 'OTP verify failed',
    sendOtp: 'OTP send failed',
    checkName: 'Name check failed',
    uploadFile: 'File upload failed',
    serviceDetails: 'Failed to fetch service details',
    cartServices: 'Failed to fetch cart services',
  },
  success: {
    otpSent: 'OTP sent',
    otpVerified: 'OTP verified',
    started: 'Session started',
    updated: 'Step updated',
    completed: 'Incorporation completed',
    completedSuccessfully: 'Completed successfully',
  },
} as const;

/* ---------------------------------- part 2 ---------------------------------- */

export const importMessages = {
  fallback: {
    upload: 'Failed to upload CSV',
    jobs: 'Failed to fetch jobs',
    job: 'Failed to fetch job',
    start: 'Failed to start job',
  },
  success: { uploaded: 'CSV uploaded. Job queued.', started: 'Job started' },
} as const;

export const kycMessages = {
  fallback: {
    createRequest: 'Request creation failed',
    requestStatus: 'Unable to fetch AML/KYC request status',
    surveys: 'Unable to fetch AML/KYC surveys',
    deleteSurvey: 'Unable to delete survey',
    cancelRequest: 'Unable to cancel AML/KYC request',
    saveDraft: 'Draft save failed',
    submit: 'Submit failed',
  },
  success: {
    requestCreated: 'AML/KYC request created',
    surveyArchived: 'Survey archived',
    requestCancelled: 'Request cancelled',
    draftSaved: 'Draft saved',
    surveySubmitted: 'Survey submitted',
  },
} as const;

export const articleMessages = {
  fallback: {
    published: 'Failed to fetch published blogs',
    drafts: 'Failed to fetch draft blogs',
    create: 'Failed to create blog',
    update: 'Failed to update blog',
    publish: 'Failed to publish blog',
    delete: 'Failed to delete blog',
    get: 'Failed to fetch article',
  },
  success: {
    created: 'Blog created',
    updated: 'Blog updated',
    published: 'Blog published',
    deleted: 'Blog deleted',
  },
} as const;

export const adminMessages = {
  fallback: {
    dashboard: 'Failed to load dashboard',
    summary: 'Failed to load system summary',
    metrics: 'Failed to load metrics',
    companyUsers: 'Failed to load company users',
    clientUsers: 'Failed to load client users',
    createUser: 'User creation failed',
    updateRole: 'Role update failed',
    updateUser: 'Failed to update user',
    blockUser: 'Failed to block user',
    deleteUser: 'Failed to delete user',
    suspend: 'Suspension failed',
    unsuspend: 'Unsuspension failed',
    approveDocument: 'Failed to approve document',
    rejectDocument: 'Failed to reject document',
    insight: 'Insight update failed',
    notify: 'Failed to send notification',
    assignApprover: 'Failed to assign approver',
    assignPreparer: 'Failed to assign preparer',
    assignNri: 'Failed to assign NRI client',
    assignmentTree: 'Failed to load assignment tree',
    removeAssignment: 'Failed to remove assignment',
    lock: 'Failed to lock dashboard',
    reassign: 'Failed to reassign preparer',
    resetStatus: 'Failed to reset status',
    preview: 'Failed to preview company',
    logs: 'Failed to fetch logs',
    updateStatus: 'Failed to update status',
    invoice: 'Invoice generation failed',
    auditLogs: 'Failed to fetch audit logs',
    exportAudit: 'Failed to export audit logs',
    exportSummary: 'Failed to export summary',
  },
  success: {
    userCreated: 'User created successfully',
    userUpdated: 'User updated',
    preparerAssigned: 'Preparer assigned to client',
    approverAssigned: 'Approver assigned to preparer',
    nriAssigned: 'Preparer assigned to NRI client',
    assignmentRemoved: 'Role assignment removed',
    documentApproved: 'Document approved',
    documentRejected: 'Document rejected',
    userDeleted: 'User deleted',
    userSuspended: 'User suspended',
    userUnsuspended: 'User unsuspended',
    dashboardLocked: 'Dashboard locked',
    preparerReassigned: 'Preparer reassigned',
    companyStatusReset: 'Company status reset',
    invoiceGenerated: 'Invoice generated',
    incorporationStatusUpdated: 'Incorporation status updated',
    calendarActionUpdated: 'Calendar action updated',
    auditExported: 'Audit logs exported',
    summaryExported: 'System summary exported',
    insightUpdated: 'Insight recommendation updated',
    /** "Notification sent to N users" */
    notificationSent: (n: number) => `Notification sent to ${n} users`,
  },
  errors: {
    rejectReasonRequired: 'A rejected document requires a reason',
  },
} as const;

export const nriOnboardingMessages = {
  fallback: {
    startSession: 'Failed to start session',
    updateSession: 'Failed to update session',
    resumeSession: 'Failed to resume session',
    complete: 'Failed to complete',
    sendOtp: 'Failed to send OTP',
    verifyOtp: 'Failed to verify OTP',
    quote: 'Failed to fetch NRI quote',
    checkout: 'Failed to fetch checkout snapshot',
    start: 'Start failed',
    update: 'Update failed',
    resume: 'Resume failed',
    completion: 'Completion failed',
    otpVerify: 'OTP verify failed',
    otpSend: 'OTP send failed',
    sendOtpAlt: 'Send OTP failed',
    fetch: 'Fetch failed',
    delete: 'Delete failed',
  },
  success: {
    otpSent: 'OTP sent',
    emailVerified: 'Email verified',
    otpVerified: 'OTP verified',
    completed: 'Completed successfully',
  },
  errors: { emptyQuote: 'Empty quote' },
} as const;

export const nriClientMessages = {
  fallback: {
    profile: 'Failed to fetch user profile',
    upload: 'Failed to upload document',
    submitTask: 'Failed to submit task',
    notifications: 'Failed to fetch notifications',
    itrStatus: 'Failed to fetch ITR status',
    invoices: 'Failed to fetch invoices',
    updateProfile: 'Failed to update profile',
    filingArtifacts: 'Failed to fetch filing artifacts',
    draftDecision: 'Failed to record draft decision',
    submitForReview: 'Failed to submit task for review',
  },
  success: { draftDecision: 'Draft decision recorded', actionAcknowledged: 'Action acknowledged' },
} as const;

export const preparerMessages = {
  fallback: { taskDetails: 'Failed to fetch task details', reviewTask: 'Failed to review task' },
  success: {
    actionSent: 'Action sent',
    actionAcknowledged: 'Action acknowledged',
    taskCreated: 'Task created',
    taskReviewed: 'Task reviewed',
    companyStatusUpdated: 'Company status updated',
    statusUpdated: 'Status updated',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
  },
} as const;

export const templateMessages = {
  fallback: {
    list: 'Failed to fetch templates',
    create: 'Failed to create template',
    addVersion: 'Failed to add template version',
    generate: 'Failed to generate company document',
    generated: 'Failed to fetch generated documents',
    deleteGenerated: 'Failed to delete generated document',
  },
  success: {
    created: 'Template created',
    versionAdded: 'Template version added',
    generated: 'Document generated',
    deleted: 'Generated document deleted',
  },
} as const;

export const baselineMessages = {
  success: {
    created: 'Baseline doc created',
    updated: 'Baseline doc updated',
    deleted: 'Baseline doc deleted',
    restored: 'Baseline doc restored',
    reordered: 'Baseline order updated',
    exported: 'Baseline exported',
    imported: (n: number) => `Baseline imported (${n} items)`,
  },
} as const;

/** Texts for uploads, shared by every module that takes files. */
export const fileMessages = {
  tooLarge: (maxMb: number) => `The file is larger than ${maxMb} MB`,
  unsupportedType: (allowed: string) => `This file type is not accepted. Upload ${allowed}.`,
  mismatch: (allowed: string) => `The file's content does not match its name. Upload a real ${allowed} file.`,
  missing: 'No file provided',
} as const;
