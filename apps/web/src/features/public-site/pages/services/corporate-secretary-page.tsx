import service from '../../content/services/corporate-secretary';
import { ServicePage } from '../service-page';

/** /services/corporate-secretary: the page with only this service's content (its own chunk). */
export function CorporateSecretaryServicePage() {
  return <ServicePage service={service} />;
}

export default CorporateSecretaryServicePage;
