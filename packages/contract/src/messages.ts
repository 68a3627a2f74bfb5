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
  503: 'Service Unavailable',
} as const;

export const httpMessages = {
  default: 'An error occurred',
  noResponse: 'No response from server',
  setupFailed: 'Request setup failed',
  authFailed: 'Authentication failed',
  requestFailed: 'Request failed',
  somethingWrong: 'Something went wrong',
} as const;

/** The server's answers to input no route can take (not shown in the spec): any route, any field. */
export const inputMessages = {
  /** PostgreSQL cannot store the NUL character (U+0000) in text. */
  notAllowedCharacter: 'Contains a character that is not allowed',
  /** A value the route let through but the database refused (out of range, impossible date, wrong form). */
  invalidValue: 'This value is not valid',
  /** A multipart body that cannot be parsed (no boundary, cut off, malformed parts). */
  malformedUpload: 'The upload could not be read. Choose the file again and resend the form.',
  /** A file name with characters no file name has. */
  badFileName: 'The file name contains a character that is not allowed. Rename the file and try again.',
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
    /* Designed: the reset or set-password link signed the user in (issue 12 item 7). */
    passwordSetSignedIn: 'Your password is saved and you are signed in.',
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
    passwordMismatch: 'The passwords do not match',
    resetLinkMissing: 'This link is incomplete. Open the link from the e-mail again, or request a new one.',
    emailInvalid: 'Enter a valid e-mail address',
    passwordRequired: 'Enter your password',
    otpFormat: 'Enter the 6-digit code from the e-mail',
    refreshMissing: 'Your session has ended. Please sign in again.',
    tooManyLogins: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    tooManyResets: 'Too many reset requests. Please wait a few minutes and try again.',
    tooManyOtps: 'Too many code requests. Please wait a few minutes and try again.',
  },
} as const;

export const chatMessages = {
  fallback: {
    uploadFile: 'File upload failed',
    fetchMessages: 'Failed to fetch messages',
    conversations: 'Failed to load conversations',
    sendMessage: 'Message not sent',
    markRead: 'Failed to mark messages as read',
  },
  errors: {
    /** Any pair that may not talk (not your team, not your client, another client, yourself, an unknown id). */
    pairRefused: 'You cannot chat with this person.',
    conversationNotFound: 'Conversation not found',
    oneFileOnly: 'Send one file, in the field "file".',
  },
} as const;

/** The chatbot and its handover (designed: the spec shows no texts for it). */
export const chatbotMessages = {
  errors: {
    sessionNotFound: 'Conversation not found',
    alreadyTaken: 'A colleague has already joined this conversation',
    notWaiting: 'This conversation is not waiting for a person',
    notYourSession: 'Only the colleague who joined this conversation can do that',
    waitingForAgent: 'Someone from our team will join shortly; your message is saved for them',
  },
  bot: {
    greeting: 'Hello! Ask me about our services, your deadlines or your tasks. You can talk to a person at any time.',
    noAnswer: 'I could not find a good answer to that in our pages, so I am passing you to a person from our team.',
    handover: 'I have asked a person from our team to join. You can keep writing; they will see everything here.',
    joined: (name: string) => `${name} joined the conversation`,
    left: (name: string) => `${name} left the conversation. The assistant is back.`,
    fromPage: 'From',
  },
  fallback: {
    session: 'Failed to load the conversation',
    send: 'Failed to send the message',
    handover: 'Could not reach a person right now',
    clear: 'Could not clear the conversation',
    queue: 'Failed to load the handover queue',
    take: 'Could not join the conversation',
    reply: 'Failed to send the reply',
    close: 'Could not close the conversation',
  },
  ui: {
    title: 'Assistant',
    talkToPerson: 'Talk to a person',
    clear: 'Clear conversation',
    waiting: 'Waiting for a person from our team...',
    placeholder: 'Ask a question',
    send: 'Send',
    queueTitle: 'Handover queue',
    queueEmpty: 'No one is waiting for a person.',
    take: 'Join',
    close: 'Close conversation',
  },
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
    noCompany: 'You do not have a company with us yet',
    documentNotFound: 'Document not found',
    fileNotFound: 'File not found in this document',
    taskNotFound: 'Task not found',
    requirementNotFound: 'Required document not found',
    notificationNotFound: 'Notification not found',
    actionNotFound: 'Action not found',
    invoiceNotFound: 'Invoice not found',
    documentApprovedLocked: 'This document has been approved and can no longer be changed',
    lastFileInBundle: 'This is the only file of the document. Delete the document instead.',
    requirementApproved: 'This document has already been approved',
    tooManyPageLabels: 'There are more page labels than files',
    pageLabelsInvalid: 'pageLabels must be a JSON list of labels or a single label',
    taskClosed: 'This task is closed and can no longer be changed',
    taskMissingDocuments: (n: number) =>
      `Upload the ${n === 1 ? 'remaining required document' : `${n} remaining required documents`} before completing this task`,
    taskAlreadyPendingReview: 'This task is already complete and waiting for review',
    taskAwaitingApproval: 'This task is reviewed and waiting for the firm\'s approval',
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
    /* Not shown in the spec; designed (issue 12: priced adding, cancellation requests). */
    serviceQuote: 'Failed to price the service',
    requestCancellation: 'Failed to request the cancellation',
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
    /* Not shown in the spec; designed. */
    cancellationRequested: 'Cancellation requested',
  },
  errors: {
    notFound: 'Company not found',
    locked: 'This part of the company record is locked for editing. Contact your preparer to change it.',
    dashboardLocked: 'This company is locked for editing. Contact your preparer to change it.',
    /* Not shown in the spec; designed (issue 13: the admin locks a client's dashboard). */
    lockedBannerTitle: 'This company is locked',
    lockedBannerBody: 'The firm has locked changes to this company. You can still read everything; contact your preparer to change anything.',
    lockedBannerReason: (reason: string) => `Reason given: ${reason}`,
    staffOnlyFields: 'Only the firm can change a company\'s status',
    staffOnly: 'Only the firm can do this',
    approverReadOnly: 'Approvers can view companies but not change them',
    deleteRegistered: 'A company that has been filed with the registry cannot be deleted. Contact your preparer to close it.',
    deleteAdminOnly: 'Only an administrator can delete a company',
    ownerRequired: 'Choose the client who owns this company',
    ownerNotClient: 'The owner must be a client account',
    /** A preparer naming an owner who is not one of their clients (the same answer whatever the id is). */
    ownerNotFound: 'Client not found among your clients',
    preparerNotPreparer: 'The preparer must be a preparer account',
    /** Only to someone who may see the company that has the number (its owner, its preparer, an admin). */
    registrationTakenBy: (companyName: string) => `${companyName} already has this registration number in this jurisdiction`,
    directorNotFound: 'Director not found',
    shareholderNotFound: 'Shareholder not found',
    serviceNotFound: 'Service not found',
    serviceAlreadyAdded: 'This service is already on the company',
    serviceNotOnCompany: 'This service is not on the company',
    /* Not shown in the spec; designed (issue 12). */
    servicePaid: 'This service is paid for, so it cannot be removed. Request its cancellation and the firm will handle it.',
    cancellationNotPossible: 'Only an active, paid service can be cancelled',
    serviceAlreadyCancelled: 'This service has already been cancelled',
    cancellationAlreadyRequested: 'A cancellation of this service has already been requested',
    cancellationNotRequested: 'The client has not asked to cancel this paid service; it can only be cancelled on their request',
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
    /* Not shown in the spec; designed. */
    received: 'Payment received',
  },
  /* Server texts the spec leaves unshown (designed). */
  errors: {
    notFound: 'Payment not found',
    invalidSignature: 'Invalid webhook signature',
    unknownProvider: 'This webhook does not come from a payment provider we accept',
    providerNotConfigured: (provider: string) =>
      `Payments through ${provider} are not configured. Set its keys in the environment.`,
    providerFailed: 'The payment provider could not create the order. Please try again in a moment.',
    amountMismatch: 'The amount or currency paid does not match the order',
    nriSessionNotFound: 'This NRI tax application was not found.',
    nriEmailNotVerified: 'Verify your e-mail address before paying.',
    nothingToPay: 'There is nothing to pay.',
    mixedCurrency: 'The selected services are priced in different currencies; pay for them separately.',
    checkoutClosed: 'This checkout has already been completed.',
    orderInProgress: 'A payment for this is already being set up. Try again in a moment.',
    replacedOrder: 'Replaced by a newer order for the same invoice',
  },
  /**
   * A payment's failure reason when money arrived that cannot be applied: the payment stays paid (the money is
   * in), staff are mailed and an audit row is written; they refund it from the provider's dashboard.
   */
  refundDue: {
    invoiceAlreadyPaid: 'Received after the invoice had already been paid; refund due',
    invoiceVoided: 'Received for an invoice that had been cancelled; refund due',
    applicationAlreadyPaid: 'Received after the application had already been paid; refund due',
    applicationGone: 'Received for an application that no longer exists; refund due',
    nriSessionGone: 'Received for an NRI tax application that no longer exists; refund due',
    nriYearTaken: 'Received for an NRI tax filing the client already has for this assessment year; refund due',
    applicationChanged: 'Received for an application whose details or KYC files changed or became incomplete after the order; refund due',
    applicationNameTaken: 'Received after the company name had been taken by another company; refund due',
    applicationAccountUnproven:
      'Received for an application whose e-mail address has an account the payer did not prove to own; refund due',
    applicationNoSnapshot: 'Received for an order that carries no frozen application; refund due',
  },
  /** The test provider's hosted checkout page. */
  testCheckout: {
    declinedReason: 'Card declined by the payer (test checkout)',
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
    /* Not shown in the spec; designed. */
    fileUploaded: 'File uploaded',
    nameAvailable: 'This name is available',
  },
  /* Server texts the spec leaves unshown (designed). */
  errors: {
    sessionNotFound: 'This application was not found. It may have been deleted; start a new one.',
    sessionCompleted: 'This application has been completed and can no longer be changed.',
    heldForPayment:
      'This application has gone to payment and cannot be changed now. Finish or decline the payment on the payment page, or come back in half an hour to make changes.',
    verifyAgainForAccount:
      'This e-mail address already has a Quayside account. To add the company to it, verify the address again with a new code, or sign in to that account first.',
    accountCannotHoldCompany:
      'This e-mail address belongs to an account that cannot hold a company. Use another contact e-mail address.',
    emailNotVerified: 'Verify your e-mail address with the code we sent before you continue.',
    alreadyVerified: 'Your e-mail address is already verified.',
    paymentRequired: 'Payment for this application has not been received yet.',
    alreadyPaid: 'This application has already been paid.',
    /** Says only that the name is taken: the stored name of another client's company is not echoed. */
    nameTaken: 'A company with this name, or one too close to it, is already registered. Choose another name.',
    nameReserved: 'This name is reserved by another application in progress. Choose another name.',
    nameRestricted: (word: string, authority = "a regulator") =>
      `The name contains the restricted word "${word}", which needs the approval of ${authority}. Choose another name.`,
    nameOffensive: 'The name contains a word that cannot be registered. Choose another name.',
    alternativeSameAsFirst: 'The alternative name must differ from the proposed name.',
    alternativeTaken: (reason: string) => `Alternative name: ${reason}`,
    registrationDatePast: 'Choose today or a later date: a company cannot be registered in the past.',
    nameTooShort: 'Enter a name of at least 3 letters or digits, not counting the legal ending (Pte. Ltd., LLC, ...).',
    nameRequired: 'Enter the proposed company name',
    sharesMismatch: (allocated: number, issued: number) =>
      `The shareholders hold ${allocated.toLocaleString('en-US')} shares in total but the company issues ${issued.toLocaleString('en-US')}. The allocation must add up exactly.`,
    issuedSharesMissing: 'Enter the number of shares the company will issue before allocating them.',
    directorsRequired: 'Add at least one director.',
    shareholdersRequired: 'Add at least one shareholder.',
    missingFile: (role: string, n: number, fileType: string) => `Upload the ${fileType} of ${role} ${n}.`,
    unknownService: (ids: string) => `These services do not exist: ${ids}.`,
    wrongJurisdictionService: (name: string, where: string) => `"${name}" is offered only in ${where}.`,
    companyTypeNotOffered: (type: string, where: string) => `A ${type} cannot be formed in ${where}.`,
    opcOneMember:
      'A one person company has exactly one shareholder, who must be an individual: remove the others or choose a private limited company.',
    opcIndianMember: 'The sole member of a one person company must be an Indian citizen, living in India or abroad.',
    residentDirectorRequired:
      'A Singapore company needs at least one director resident in Singapore, or our nominee director service.',
    incomplete: 'Some details are missing or invalid. Check the highlighted fields.',
    indexOutOfRange: 'The person this file belongs to is not in the application.',
  },
} as const;

/** Invoices (not shown in the spec; designed). */
export const invoiceMessages = {
  fallback: { list: 'Failed to load invoices', get: 'Failed to load invoice', pdf: 'Failed to download invoice' },
  errors: {
    notFound: 'Invoice not found',
    alreadyPaid: 'This invoice has already been paid.',
    voided: 'This invoice has been cancelled and cannot be paid.',
    noLines: 'An invoice needs at least one line.',
    mixedCurrency: 'All lines of an invoice must be in one currency.',
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
    // Ours (the sign-off of a high rating is designed here, not in the spec).
    signOff: 'Sign-off failed',
  },
  success: {
    requestCreated: 'AML/KYC request created',
    surveyArchived: 'Survey archived',
    requestCancelled: 'Request cancelled',
    draftSaved: 'Draft saved',
    surveySubmitted: 'Survey submitted',
    signedOff: 'Survey signed off',
  },
  errors: {
    requestOpen: 'An AML/KYC request is already open for this company',
    noOwner: 'This company has no client to send the survey to',
    requestNotFound: 'AML/KYC request not found',
    surveyNotFound: 'Survey not found',
    noOpenRequest: 'There is no open AML/KYC request for this company',
    notOpen: 'This request is no longer open',
    notDraft: 'Only a draft can be submitted',
    alreadyArchived: 'This survey is already archived',
    signOffNotNeeded: 'This survey does not need a sign-off',
    alreadySignedOff: 'This survey is already signed off',
    fourEyes: "A high-risk survey is signed off by the approver above the company's preparer or an admin",
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
    uploadImage: 'Failed to upload image',
  },
  success: {
    created: 'Blog created',
    updated: 'Blog updated',
    published: 'Blog published',
    deleted: 'Blog deleted',
    scheduled: 'Blog scheduled',
    imageUploaded: 'Image uploaded',
  },
  errors: {
    notFound: 'Article not found',
    slugTaken: 'Another article already uses this slug',
    alreadyPublished: 'This article is already published',
    badContent: 'The article body could not be read: use the editor',
    coverNotFound: 'Upload the cover image again',
    emptyTitle: 'Give the article a title',
    publishIncomplete: 'Add an excerpt and some text before publishing',
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
    outbox: 'Failed to load the mail outbox',
    /* Not shown in the spec; designed (issue 13: the admin's companies list and unlocking). */
    companies: 'Failed to load companies',
    company: 'Failed to load company',
    unlock: 'Failed to unlock dashboard',
    notifications: 'Failed to fetch notifications',
    chats: 'Failed to load conversations',
    calendarActions: 'Failed to load calendar actions',
    updateCalendarAction: 'Failed to update calendar action',
    insightHistory: 'Failed to load recommendation history',
    contactMessages: 'Failed to load contact messages',
    jobApplications: 'Failed to load job applications',
    markHandled: 'Failed to update the inbox item',
    cvDownload: 'Failed to open the CV',
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
    /* Not shown in the spec; designed. */
    dashboardUnlocked: 'Dashboard unlocked',
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
    contactHandled: 'Message marked as handled',
    contactReopened: 'Message opened again',
    applicationHandled: 'Application marked as handled',
    applicationReopened: 'Application opened again',
  },
  errors: {
    rejectReasonRequired: 'A rejected document requires a reason',
    /* Not shown in the spec; designed (issue 13: company controls). */
    lockReasonRequired: 'Give the reason for locking the dashboard (the client sees it)',
    statusReasonRequired: 'Give the reason for resetting the status',
    alreadyLocked: 'This dashboard is already locked',
    alreadyUnlocked: 'This dashboard is not locked',
    samePreparer: 'This preparer already handles the company',
    sameStatus: 'The company already has this status',
    preparerNotActive: 'The new preparer must be an active preparer account',
    noClientToPreview: 'This company has no client yet, so there is no client view to preview',
    calendarActionNotFound: 'Calendar action not found',
    insightUserNotFound: 'Client not found',
    insightFileNotKept: 'A kept file is not part of the current recommendation',
    contactMessageNotFound: 'Message not found',
    jobApplicationNotFound: 'Application not found',
  },
} as const;

/** The law as data (issue 19): due-date extensions and government fees (designed; the spec has no texts for them). */
export const rulesMessages = {
  fallback: {
    extensions: 'The extensions could not be loaded',
    addExtension: 'The extension could not be added',
    removeExtension: 'The extension could not be removed',
    fees: 'The government fees could not be loaded',
    saveFee: 'The fee could not be saved',
    addFee: 'The fee could not be added',
    removeFee: 'The fee could not be removed',
    compliance: 'The compliance facts could not be saved',
  },
  success: {
    extensionAdded: 'Extension added',
    extensionSaved: 'Extension saved',
    extensionRemoved: 'Extension removed',
    feeAdded: 'Fee added',
    feeSaved: 'Fee saved',
    feeRemoved: 'Fee removed',
    compliance: 'Compliance facts saved; the calendar was recomputed',
  },
  errors: {
    extensionExists: 'An extension for this rule and period already exists',
    extensionNotFound: 'Extension not found',
    feeExists: 'A fee with this code already exists in this jurisdiction',
    feeNotFound: 'Fee not found',
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
    /* Not shown in the spec; designed. */
    started: 'Session started',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    resumeLinkSent: 'We sent a link to continue your application to your e-mail',
  },
  errors: {
    emptyQuote: 'Empty quote',
    /* Server texts the spec leaves unshown (designed). */
    sessionNotFound: 'This NRI tax application was not found. It may have been deleted; start a new one.',
    sessionCompleted: 'This application has been submitted and can no longer be changed.',
    alreadyVerified: 'This e-mail address is already verified.',
    emailNotVerified: 'Verify your e-mail address first.',
    otherAddress: 'The code was sent to a different address. Request a new one.',
    incomplete: 'Some details of the application are missing or not valid.',
    notCompleted: 'Submit the application (the declaration step) before paying.',
    alreadyPaid: 'This application has already been paid.',
    heldForPayment:
      'This application has gone to payment and cannot be changed or deleted now. It can be again once the payment is declined, or in half an hour.',
    panFormat: 'Enter the PAN as 5 letters, 4 digits and a letter, e.g. ABCPE1234F',
    panEntity: 'The fourth character of a PAN shows the holder type (P for an individual); this one is not valid',
    panNotIndividual: 'This PAN belongs to a company, firm or trust; enter your own (individual) PAN, with P as the fourth character',
    panRequired: 'Enter your PAN, or say you do not have one',
    aadhaarFormat: 'Enter the 12 digits of the Aadhaar number',
    aadhaarChecksum: 'This Aadhaar number is not valid: check the digits',
    aadhaarRequired: 'Enter your Aadhaar number, or say you do not have one',
    passportFormat: 'Enter the passport number: 6 to 9 letters and digits',
    dobFormat: 'Enter the date of birth as DD/MM/YYYY or YYYY-MM-DD',
    dobRange: 'Enter a real date of birth',
    tinRequired: 'Enter your taxpayer identification number in your country of residence',
    otherCountryRequired: 'Name the country',
    incomeRequired: 'Choose at least one kind of income',
    accuracyRequired: 'Confirm that the information is accurate',
    authorizationRequired: 'Authorise Quayside to prepare and file your return',
    signatureRequired: 'Sign by typing your full name or drawing your signature',
    signatureTooLarge: 'The drawn signature is too large; clear it and sign again',
    signatureImage: 'The drawn signature is not a PNG image; clear it and sign again',
  },
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
  success: {
    draftDecision: 'Draft decision recorded',
    actionAcknowledged: 'Action acknowledged',
    // Section 8's general texts, used by the NRI client's calls.
    updated: 'Updated successfully',
    documentUploaded: 'Document uploaded',
    fileRemoved: 'File removed',
    taskSubmitted: 'Task submitted for review',
  },
  // Designed (the spec shows no NRI client error texts beyond the fallbacks).
  errors: {
    profileLocked: 'Your preparer has locked your details. Ask them to allow changes, or send the change to them.',
    profileNotFound: 'NRI client not found',
    noFiling: 'You have no tax filing with us yet',
    noDraft: 'There is no draft computation to decide on yet',
    draftNotAwaiting: 'This draft has already been decided. Wait for the next draft from your preparer.',
    signatureMismatch: 'The name you typed does not match the name on your account',
    oneFileOnly: 'Upload one file, in the field file',
  },
} as const;

export const preparerMessages = {
  fallback: {
    taskDetails: 'Failed to fetch task details',
    reviewTask: 'Failed to review task',
    // The /api/preparer calls (preparer module); the spec names them "Failed to ..." per preparer action.
    dashboard: 'Failed to load dashboard',
    assignedUsers: 'Failed to fetch assigned users',
    recordKyc: 'Failed to record KYC',
    kycRecords: 'Failed to fetch KYC records',
    recommendation: 'Failed to update recommendation',
    notify: 'Failed to send notification',
    calendar: 'Failed to update calendar action',
    verifyDocument: 'Failed to verify document',
    assignTask: 'Failed to create task',
    assignedTasks: 'Failed to fetch assigned tasks',
    updateTask: 'Failed to update task',
    deleteTask: 'Failed to delete task',
    userTasks: 'Failed to fetch user tasks',
    // The NRI preparer's calls (/api/nri-preparer): "Failed to ..." per action, as the spec names them.
    nriSummary: 'Failed to fetch NRI client summary',
    nriStatus: 'Failed to fetch ITR status',
    nriUpdateStatus: 'Failed to update status',
    nriDocuments: 'Failed to fetch documents',
    nriUpload: 'Failed to upload document',
    nriActions: 'Failed to fetch actions',
    nriSendAction: 'Failed to send action',
    nriAcknowledgeAction: 'Failed to acknowledge action',
    nriFiling: 'Failed to fetch current filing',
    nriProfile: 'Failed to update profile',
  },
  success: {
    actionSent: 'Action sent',
    actionAcknowledged: 'Action acknowledged',
    taskCreated: 'Task created',
    taskReviewed: 'Task reviewed',
    companyStatusUpdated: 'Company status updated',
    statusUpdated: 'Status updated',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    calendarActionUpdated: 'Calendar action updated',
    insightUpdated: 'Insight recommendation updated',
    documentApproved: 'Document approved',
    documentRejected: 'Document rejected',
    // Not in the spec's catalogue (its KYC texts are the kyc-aml requests'): our own words.
    kycRecorded: 'KYC record saved',
    notificationSent: 'Notification sent',
  },
  errors: {
    clientNotFound: 'Client not found',
    kycSubjectNotFound: 'That director or shareholder is not one of this company\'s',
    taskClosed: 'This task is closed and can no longer be changed',
    // The NRI preparer's calls (designed).
    nriClientNotFound: 'NRI client not found',
    nriNoFiling: 'This NRI client has no tax filing yet',
    nriSameStage: 'The filing is already at this stage',
  },
} as const;

/**
 * The four-eyes approval (issue 14, designed): the preparer's staged changes, send to approver, and the approver's
 * decisions. "Updated successfully" and "Status updated" are the spec's texts (section 8).
 */
export const approvalMessages = {
  fallback: {
    companyDetails: 'Failed to fetch company details',
    updateCompany: 'Failed to update company details',
    updateStatus: 'Failed to update status',
    sendToApprover: 'Failed to send to approver',
    dashboard: 'Failed to load approver dashboard',
    queue: 'Failed to load review queue',
    request: 'Failed to load request',
    approve: 'Failed to approve request',
    return: 'Failed to return request',
    history: 'Failed to load decisions history',
    preparers: "Failed to load preparers' load",
  },
  success: {
    updated: 'Updated successfully',
    statusUpdated: 'Status updated',
    sentToApprover: 'Sent to approver',
    approved: 'Approved',
    returned: 'Returned to preparer',
  },
  errors: {
    nothingToSend: 'Nothing to send for approval',
    requestNotFound: 'Approval request not found',
    notPending: 'This request has already been decided',
    ownWork: 'An approver cannot decide on their own work',
    noPreparer: 'This company has no preparer to send the work for approval',
    stale: 'A director or shareholder this request changes is no longer on the record. Return it to the preparer.',
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
  errors: {
    notFound: 'Template not found',
    versionNotFound: 'Template version not found',
    inactive: 'This template is switched off: choose an active template',
    generatedNotFound: 'Generated document not found',
    unknownPlaceholder: (tag: string) => `Unknown placeholder "${tag}": use the company's data (company, directors, shareholders, services, registeredAddress, date, firm, preparer) or custom.<name>`,
    unknownOverride: (key: string) => `Unknown override "${key}": use custom.<name> or a field of the company's data`,
    badTemplate: (detail: string) => `The template cannot be read: ${detail}`,
    fileMissing: 'Attach the template file (field file)',
    wrongFileForFormat: (format: string) => (format === 'docx' ? 'A DOCX template must be a Word (.docx) file' : 'An HTML template must be a UTF-8 text file with HTML in it'),
    engineMismatch: (format: string, engine: string) => `A ${format.toUpperCase()} template is filled with ${engine}`,
    renderFailed: (detail: string) => `The document could not be produced from this template: ${detail}`,
    noClient: 'This company has no client to give the document to',
    hardDeleteAdminOnly: 'Only an admin can remove a generated document for good or purge its file',
    alreadyDeleted: 'This generated document is already deleted',
    nameTaken: 'A template with this name already exists',
  },
} as const;

export const baselineMessages = {
  // The spec gives no fallbacks for baseline documents: our own words.
  fallback: {
    list: 'Failed to fetch baseline documents',
    save: 'Failed to save baseline document',
    delete: 'Failed to delete baseline document',
    restore: 'Failed to restore baseline document',
    reorder: 'Failed to update baseline order',
    export: 'Failed to export baseline',
    import: 'Failed to import baseline',
  },
  errors: {
    notFound: 'Baseline document not found',
    slugTaken: 'A baseline document with this slug already exists (restore it if it was deleted)',
    notDeleted: 'This baseline document is not deleted',
    unknownSlugs: (slugs: readonly string[]) => `Unknown baseline documents: ${slugs.join(', ')}`,
    importInvalid: 'The import was refused: nothing was saved. Fix the items named and import the whole file again.',
    importNotJson: 'The file is not a baseline export (JSON with an items list)',
  },
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

/**
 * The preparer's work area in the web app (part 2 section 8: "Preparer and tasks: ... plus many further Failed to
 * ... texts per preparer action"): each call's fallback when the server gives no message, and the area's own texts.
 */
export const preparerAreaMessages = {
  fallback: {
    companies: 'Failed to fetch assigned companies',
    summary: 'Failed to fetch company summary',
    status: 'Failed to fetch company status',
    updateStatus: 'Failed to update status',
    documents: 'Failed to fetch documents',
    uploadDocument: 'Failed to upload document',
    actions: 'Failed to fetch actions',
    sendAction: 'Failed to send action',
    tasks: 'Failed to fetch tasks',
    createTask: 'Failed to create task',
    calendar: 'Failed to fetch the calendar',
  },
  success: { documentUploaded: 'Document uploaded' },
  errors: {
    reviewReasonRequired: 'A reason is required to return or reject a task',
    nothingChanged: 'Change the status, the incorporation status or the remarks first',
  },
} as const;

/** The public site's forms (contact, job application); the spec leaves these texts unshown. */
export const publicSiteMessages = {
  contact: {
    success: 'Thank you. Your message has reached our team and we will reply within one business day.',
    fallback: 'We could not send your message. Please try again, or write to us by e-mail.',
  },
  careers: {
    success: 'Thank you for applying. Our hiring team will review your application and reply within ten business days.',
    fallback: 'We could not submit your application. Please try again.',
    cvMissing: 'Attach your CV as a PDF or Word (DOCX) file',
    unknownPosition: 'That role is no longer open. Choose another role or send an open application.',
  },
} as const;

/** Texts for uploads, shared by every module that takes files. */
export const fileMessages = {
  tooLarge: (maxMb: number) => `The file is larger than ${maxMb} MB`,
  unsupportedType: (allowed: string) => `This file type is not accepted. Upload ${allowed}.`,
  mismatch: (allowed: string) => `The file's content does not match its name. Upload a real ${allowed} file.`,
  missing: 'No file provided',
  linkInvalid: 'This download link is invalid or has expired',
  /** A signed link to a file that was deleted, replaced or removed from its document (or never kept). */
  unavailable: 'This file is no longer available',
} as const;

/**
 * The web forms' texts for a field whose schema gives no text of its own: nothing entered where a value is
 * needed, or a value of the wrong kind (zod's own type messages are written for developers).
 */
export const formMessages = {
  required: 'Required',
  invalidValue: inputMessages.invalidValue,
} as const;

/** Phone numbers the web forms check against each country's numbering plan before sending. */
export const phoneMessages = {
  invalid: 'This is not a valid phone number. Check the number and its country code.',
} as const;

