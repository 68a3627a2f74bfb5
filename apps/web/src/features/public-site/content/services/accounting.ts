export { default } from '@quayside/contract/site-content/services/accounting';
