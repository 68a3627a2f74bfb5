// The whole schema, one file per owning module (docs/architecture.md has the table of owners). A module reads and
// writes only the tables of its own file; everything else goes through the owner's service. Drizzle-kit, the
// database client and the tests read this index.
export * from './auth';
export * from './assignments';
export * from './audit';
export * from './outbox';
export * from './notifications';
export * from './files';
export * from './services';
export * from './companies';
export * from './invoices';
export * from './payments';
export * from './tasks';
export * from './documents';
export * from './actions';
export * from './calendar';
export * from './insights';
export * from './contact';
export * from './careers';
export * from './articles';
export * from './incorporation';
export * from './nri';
export * from './chat';
export * from './approvals';
export * from './kyc';
export * from './nri-filing';
export * from './rules';
export * from './chatbot';
export * from './baseline-docs';
export * from './kyc-aml';
export * from './rcn-import';
export * from './templates';
