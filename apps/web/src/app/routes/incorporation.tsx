import type { RouteObject } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';

/**
 * The incorporation wizard (public, under the public shell). Loaded lazily so the wizard's forms never weigh on
 * the home page. `/incorporate?session={id}` resumes an application (the e-mailed resume link and the payment
 * return use it); `/incorporate/confirmation?session={id}` is where the checkout sends a paid visitor.
 */
export const incorporationRoutes: RouteObject[] = [
  {
    path: 'incorporate',
    HydrateFallback: PageSpinner,
    lazy: async () => {
      const { IncorporationWizardPage } = await import('../../features/incorporation/pages/wizard-page');
      return { Component: IncorporationWizardPage };
    },
  },
  {
    path: 'incorporate/confirmation',
    HydrateFallback: PageSpinner,
    lazy: async () => {
      const { IncorporationConfirmationPage } =
        await import('../../features/incorporation/pages/confirmation-page');
      return { Component: IncorporationConfirmationPage };
    },
  },
];
