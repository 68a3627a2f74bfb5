export { default } from '@quayside/contract/site-content/services/legacy-planning';
