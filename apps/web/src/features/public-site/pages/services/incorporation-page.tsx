import service from '../../content/services/incorporation';
import { ServicePage } from '../service-page';

/** /services/incorporation: the page with only this service's content (its own chunk). */
export function IncorporationServicePage() {
  return <ServicePage service={service} />;
}

export default IncorporationServicePage;
