import type { RouteObject } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';

/**
 * The NRI tax onboarding (public, under the public shell), loaded lazily. `/nri-tax?session={id}` resumes an
 * application (the e-mailed resume link, a declined payment's return); `/nri-tax/confirmation?session={id}` is
 * where the checkout sends a paid visitor.
 */
export const nriOnboardingRoutes: RouteObject[] = [
  {
    path: 'nri-tax',
    HydrateFallback: PageSpinner,
    lazy: async () => ({
      Component: (await import('../../features/nri-onboarding/pages/nri-wizard-page')).NriWizardPage,
    }),
  },
  {
    path: 'nri-tax/confirmation',
    HydrateFallback: PageSpinner,
    lazy: async () => ({
      Component: (await import('../../features/nri-onboarding/pages/nri-confirmation-page'))
        .NriConfirmationPage,
    }),
  },
];
