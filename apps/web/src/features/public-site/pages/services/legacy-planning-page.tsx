import service from '../../content/services/legacy-planning';
import { ServicePage } from '../service-page';

/** /services/legacy-planning: the page with only this service's content (its own chunk). */
export function LegacyPlanningServicePage() {
  return <ServicePage service={service} />;
}

export default LegacyPlanningServicePage;
