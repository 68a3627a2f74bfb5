import service from '../../content/services/tax-advisory';
import { ServicePage } from '../service-page';

/** /services/tax-advisory: the page with only this service's content (its own chunk). */
export function TaxAdvisoryServicePage() {
  return <ServicePage service={service} />;
}

export default TaxAdvisoryServicePage;
