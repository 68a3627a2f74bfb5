import service from '../../content/services/accounting';
import { ServicePage } from '../service-page';

/** /services/accounting: the page with only this service's content (its own chunk). */
export function AccountingServicePage() {
  return <ServicePage service={service} />;
}

export default AccountingServicePage;
