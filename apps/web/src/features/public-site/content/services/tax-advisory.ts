import service from '@quayside/contract/site-content/services/tax-advisory';
import { siteConfig } from '../../site-config';

/** The tax advisory page (content in the contract); its first call to action follows the site's start routes. */
export default {
  ...service,
  cta: {
    ...service.cta,
    primary: siteConfig.startRoutes.nriTax
      ? { label: 'Start NRI tax filing', to: siteConfig.startRoutes.nriTax }
      : { label: 'Ask our NRI desk', to: siteConfig.nriDesk },
  },
};
