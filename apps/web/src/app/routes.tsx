import type { RouteObject } from 'react-router';
import { CASINO_GAME_TYPES, EVENT_TYPES } from '@backlay/contract';
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
      { path: paths.accounts, lazy: async () => ({ Component: (await import('../features/statements/routes/accounts')).AccountsRoute }) },
      {
        // The wallet shows the Profit And Loss Report modal (features/pl-report) with ?report=pl.
        path: paths.myWallet,
        lazy: async () => {
          const [{ MyWalletRoute }, { PlReportDialog }] = await Promise.all([
            import('../features/my-wallet/routes/my-wallet'),
            import('../features/pl-report/components/pl-report-dialog'),
          ]);
          return { Component: () => <MyWalletRoute PlReport={PlReportDialog} /> };
        },
      },
      {
        path: paths.complainBox,
        lazy: async () => ({ Component: (await import('../features/complaints/routes/complain-box')).ComplainBoxRoute }),
      },
      {
        path: paths.notification,
        lazy: async () => ({ Component: (await import('../features/notifications/routes/notification')).NotificationRoute }),
      },
      {
        path: paths.bonusOffer,
        lazy: async () => ({ Component: (await import('../features/bonuses/routes/bonus-offer')).BonusOfferRoute }),
      },
      {
        path: paths.awaitingBonus,
        lazy: async () => ({ Component: (await import('../features/bonuses/routes/awaiting-bonus')).AwaitingBonusRoute }),
      },
      { path: paths.refer, lazy: async () => ({ Component: (await import('../features/referral/routes/refer')).ReferRoute }) },
      {
        path: paths.registerReferrer,
        lazy: async () => ({ Component: (await import('../features/referral/routes/register-referrer')).RegisterReferrerRoute }),
      },
      {
        path: paths.directLogin,
        lazy: async () => ({ Component: (await import('../features/entry-links/routes/direct-login')).DirectLoginRoute }),
      },
      ...[paths.registerUtm, paths.registerUtmSource].map((path): RouteObject => ({
        path,
        lazy: async () => ({ Component: (await import('../features/entry-links/routes/register-link')).RegisterLinkRoute }),
      })),
      {
        path: paths.branchLanding,
        lazy: async () => ({ Component: (await import('../features/entry-links/routes/register-link')).BranchLinkRoute }),
      },
      {
        path: paths.leadershipBoard,
        lazy: async () => ({ Component: (await import('../features/leaderboard/routes/leadership-board')).LeadershipBoardRoute }),
      },
      {
        path: paths.userHierarchy,
        lazy: async () => ({ Component: (await import('../features/staff-menu/routes/staff-only')).UserHierarchyRoute }),
      },
      {
        path: paths.newsLetter,
        lazy: async () => ({ Component: (await import('../features/staff-menu/routes/staff-only')).NewsLetterRoute }),
      },
      { path: paths.inPlay, lazy: async () => ({ Component: (await import('../features/sports/routes/in-play')).InPlayRoute }) },
      { path: paths.exchange, lazy: async () => ({ Component: (await import('../features/sports/routes/exchange')).ExchangeRoute }) },
      // The footer's "Online Sport Exchange" (b2c phones, docs/product.md §2): the same screen.
      {
        path: paths.onlineExchange,
        lazy: async () => ({ Component: (await import('../features/sports/routes/exchange')).ExchangeRoute }),
      },
      {
        path: paths.promotions,
        lazy: async () => ({ Component: (await import('../features/promotions/routes/promotions')).PromotionsRoute }),
      },
      { path: paths.blogs, lazy: async () => ({ Component: (await import('../features/blogs/routes/blogs')).BlogsRoute }) },
      {
        // A draft or an unknown post shows the site's 404 page (features/system-pages).
        path: paths.blogPost,
        lazy: async () => {
          const [{ BlogPostRoute }, { NotFoundRoute }] = await Promise.all([
            import('../features/blogs/routes/blog-post'),
            import('../features/system-pages/routes/not-found'),
          ]);
          return { Component: () => <BlogPostRoute NotFound={NotFoundRoute} /> };
        },
      },
      { path: paths.favorite, lazy: async () => ({ Component: (await import('../features/sports/routes/favorite')).FavoriteRoute }) },
      { path: paths.search, lazy: async () => ({ Component: (await import('../features/sports/routes/search')).SearchRoute }) },
      { path: paths.event, lazy: async () => ({ Component: (await import('../features/event/routes/event-page')).EventRoute }) },
      { path: paths.eventById, lazy: async () => ({ Component: (await import('../features/event/routes/event-page')).EventRoute }) },
      // The casino listing: five listing paths and the casino game types' own `/{gameType}`
      // (/live, /virtual, /slot, /crash; /lottery is both), named one by one so no other
      // single-segment path is taken.
      ...[
        paths.liveCasino,
        paths.lottery,
        paths.virtualGames,
        paths.crashGames,
        paths.slotGames,
        ...CASINO_GAME_TYPES.map((type) => `/${type}`).filter((p) => p !== paths.lottery),
      ].map((path): RouteObject => ({
        path,
        lazy: async () => ({ Component: (await import('../features/casino/routes/casino-listing')).CasinoListingRoute }),
      })),
      { path: paths.topCasino, lazy: async () => ({ Component: (await import('../features/casino/routes/top-casino')).TopCasinoRoute }) },
      {
        path: paths.sportsBook,
        lazy: async () => ({ Component: (await import('../features/casino/routes/sports-book')).SportsBookRoute }),
      },
      {
        path: paths.gameScreen,
        lazy: async () => ({ Component: (await import('../features/casino/routes/game-screen')).GameScreenRoute }),
      },
      {
        path: paths.gameScreenPlay,
        lazy: async () => ({ Component: (await import('../features/casino/routes/game-screen-play')).GameScreenPlayRoute }),
      },
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
  // Backlay Originals: the studio's own game pages (its launch URL, opened in the game screen's
  // frame) and the public verifier, outside the site's shell like any provider's page.
  ...[
    { path: paths.originalsCrash, load: async () => (await import('../features/originals/routes/crash')).CrashRoute },
    { path: paths.originalsFruitLine, load: async () => (await import('../features/originals/routes/fruit-line')).FruitLineRoute },
    { path: paths.originalsLotto, load: async () => (await import('../features/originals/routes/lotto')).LottoRoute },
    { path: paths.originalsDragonTiger, load: async () => (await import('../features/originals/routes/dragon-tiger')).DragonTigerRoute },
    { path: paths.originalsVerify, load: async () => (await import('../features/originals/routes/verify')).VerifyRoute },
  ].map(({ path, load }): RouteObject => ({
    path,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <LoadingScreen />,
    lazy: async () => ({ Component: await load() }),
  })),
];
