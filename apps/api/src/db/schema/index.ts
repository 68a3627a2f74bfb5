// The whole schema, one file per domain. Modules add their file here.
export * from './users';
export * from './platform';
export * from './companies';
export * from './billing';
export * from './client-area';
export * from './public-site';
export * from './incorporation';
