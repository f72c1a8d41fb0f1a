import type { RouteObject } from 'react-router';
import { EVENT_TYPES } from '@backlay/contract';
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
        path: paths.buttonValues,
        lazy: async () => ({ Component: (await import('../features/button-values/routes/button-values')).ButtonValuesRoute }),
      },
      { path: paths.openBets, lazy: async () => ({ Component: (await import('../features/bet-reports/routes/open-bets')).OpenBetsRoute }) },
      {
        path: paths.betHistory,
        lazy: async () => ({ Component: (await import('../features/bet-reports/routes/bet-history')).BetHistoryRoute }),
      },
      { path: paths.deposit, lazy: async () => ({ Component: (await import('../features/money/routes/deposit')).DepositRoute }) },
      { path: paths.withdraw, lazy: async () => ({ Component: (await import('../features/money/routes/withdraw')).WithdrawRoute }) },
      {
        path: paths.transaction,
        lazy: async () => ({ Component: (await import('../features/money/routes/transaction')).TransactionRoute }),
      },
      { path: paths.inPlay, lazy: async () => ({ Component: (await import('../features/sports/routes/in-play')).InPlayRoute }) },
      { path: paths.exchange, lazy: async () => ({ Component: (await import('../features/sports/routes/exchange')).ExchangeRoute }) },
      { path: paths.favorite, lazy: async () => ({ Component: (await import('../features/sports/routes/favorite')).FavoriteRoute }) },
      { path: paths.search, lazy: async () => ({ Component: (await import('../features/sports/routes/search')).SearchRoute }) },
      { path: paths.event, lazy: async () => ({ Component: (await import('../features/event/routes/event-page')).EventRoute }) },
      { path: paths.eventById, lazy: async () => ({ Component: (await import('../features/event/routes/event-page')).EventRoute }) },
      // `/{gameType}`: one route per event type id of the contract, so an unknown number (or
      // any other single-segment path) still reaches the 404 page and menus see no dead link.
      ...EVENT_TYPES.map((type): RouteObject => ({
        path: `/${type.id}`,
        lazy: async () => ({ Component: (await import('../features/sports/routes/sport')).SportRoute }),
      })),
      {
        id: NOT_FOUND_ROUTE_ID,
        path: '*',
        lazy: async () => ({ Component: (await import('../features/system-pages/routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];
