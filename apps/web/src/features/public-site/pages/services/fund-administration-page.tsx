import service from '../../content/services/fund-administration';
import { ServicePage } from '../service-page';

/** /services/fund-administration: the page with only this service's content (its own chunk). */
export function FundAdministrationServicePage() {
  return <ServicePage service={service} />;
}

export default FundAdministrationServicePage;
