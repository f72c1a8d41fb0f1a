import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { NOT_FOUND_ROUTE_ID } from '../components/layout/route-availability';
import { RouteErrorBoundary } from '../features/system-pages/routes/route-error';
import { LoadingScreen } from '../features/system-pages/loading-screen';
import { Shell } from './shell';
import { IndexRoute } from './index-route';

/**
 * The player site's routes. A route is registered only once its screen exists; menus,
 * shortcuts and footer links read this table (route-availability.tsx) to show only live
 * entries. Every page but the landing page is a lazy chunk.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <Shell />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, element: <IndexRoute /> },
      {
        path: paths.rules,
        lazy: async () => ({ Component: (await import('../features/static-pages/routes/rules-and-regulation')).RulesAndRegulationRoute }),
      },
      {
        path: paths.privacy,
        lazy: async () => ({ Component: (await import('../features/static-pages/routes/privacy-policy')).PrivacyPolicyRoute }),
      },
      {
        path: paths.responsibleGambling,
        lazy: async () => ({ Component: (await import('../features/static-pages/routes/responsible-gambling')).ResponsibleGamblingRoute }),
      },
      { path: paths.aboutUs, lazy: async () => ({ Component: (await import('../features/static-pages/routes/about-us')).AboutUsRoute }) },
      {
        path: paths.terms,
        lazy: async () => ({ Component: (await import('../features/static-pages/routes/terms-and-condition')).TermsAndConditionRoute }),
      },
      { path: paths.loginAuth, lazy: async () => ({ Component: (await import('../features/auth/routes/login-auth')).LoginAuthRoute }) },
      {
        path: paths.secureAuth,
        lazy: async () => ({ Component: (await import('../features/two-factor/routes/secure-auth')).SecureAuthRoute }),
      },
      {
        path: paths.transactionCode,
        lazy: async () => ({ Component: (await import('../features/two-factor/routes/transaction-code')).TransactionCodeRoute }),
      },
      { path: paths.profile, lazy: async () => ({ Component: (await import('../features/profile/routes/profile')).ProfileRoute }) },
      {
        id: NOT_FOUND_ROUTE_ID,
        path: '*',
        lazy: async () => ({ Component: (await import('../features/system-pages/routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];
