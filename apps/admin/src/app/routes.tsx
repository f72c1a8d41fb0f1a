import type { ComponentType } from 'react';
import { Link, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { navEntryOf } from '../config/navigation';
import { Page } from '../components/ui/page';
import { Shell } from './shell';
import { RoleGate } from './role-gate';
import { MaintenanceGate } from './maintenance-gate';

/** A lazy screen behind the role check of its navigation entry. */
function screen(path: string, load: () => Promise<ComponentType>): RouteObject {
  const entry = navEntryOf(path);
  if (!entry) throw new Error(`no navigation entry for ${path}`);
  return {
    path,
    lazy: async () => {
      const Screen = await load();
      return {
        Component: () => (
          <RoleGate requires={entry.requires}>
            <Screen />
          </RoleGate>
        ),
      };
    },
  };
}

function Loading() {
  return (
    <p role="status" className="p-8 text-center text-sm text-muted">
      Loading…
    </p>
  );
}

function NotFound() {
  return (
    <Page title="Page not found">
      <Link to={paths.dashboard} className="font-semibold text-primary underline">
        Back to the dashboard
      </Link>
    </Page>
  );
}

/**
 * The console's routes (under the /admin basename). Every screen is a lazy chunk. The maintenance
 * gate stands in for the sign-in page and the signed-in frame alike while the platform is in
 * maintenance for this account.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <MaintenanceGate />,
    children: [
      {
        path: paths.signIn,
        hydrateFallbackElement: <Loading />,
        lazy: async () => ({ Component: (await import('../features/auth/routes/sign-in')).SignInRoute }),
      },
      {
        element: <Shell />,
        hydrateFallbackElement: <Loading />,
        children: [
          screen(paths.dashboard, async () => (await import('../features/dashboard/routes/dashboard')).DashboardRoute),
          screen(paths.deposits, async () => (await import('../features/money/routes/deposits')).DepositsRoute),
          screen(paths.withdrawals, async () => (await import('../features/money/routes/withdrawals')).WithdrawalsRoute),
          screen(paths.bonusOffers, async () => (await import('../features/bonuses/routes/bonus-offers')).BonusOffersRoute),
          screen(paths.bonusWallet, async () => (await import('../features/bonuses/routes/bonus-wallet')).BonusWalletRoute),
          screen(paths.reconciliation, async () => (await import('../features/reconciliation/routes/reconciliation')).ReconciliationRoute),
          screen(
            paths.casinoReconciliation,
            async () => (await import('../features/casino-reconciliation/routes/casino-reconciliation')).CasinoReconciliationRoute,
          ),
          screen(paths.openBets, async () => (await import('../features/bets/routes/open-bets')).OpenBetsRoute),
          screen(paths.betHistory, async () => (await import('../features/bets/routes/bet-history')).BetHistoryRoute),
          screen(paths.hierarchyUsers, async () => (await import('../features/hierarchy/routes/users')).UsersRoute),
          screen(paths.hierarchyTree, async () => (await import('../features/hierarchy/routes/user-tree')).UserTreeRoute),
          screen(paths.multiLogin, async () => (await import('../features/multi-login/routes/multi-login')).MultiLoginRoute),
          screen(
            paths.marketAnalysis,
            async () => (await import('../features/market-analysis/routes/market-analysis')).MarketAnalysisRoute,
          ),
          screen(paths.marketResults, async () => (await import('../features/markets/routes/market-results')).MarketResultsRoute),
          screen(paths.marketEvents, async () => (await import('../features/markets/routes/events')).EventsRoute),
          screen(paths.liveMarket, async () => (await import('../features/markets/routes/live-market')).LiveMarketRoute),
          screen(paths.typeLists, async () => (await import('../features/markets/routes/type-lists')).TypeListsRoute),
          screen(paths.gameManagement, async () => (await import('../features/markets/routes/game-management')).GameManagementRoute),
          screen(paths.siteSettings, async () => (await import('../features/sites/routes/site-settings')).SiteSettingsRoute),
          screen(paths.whiteLabels, async () => (await import('../features/sites/routes/white-labels')).WhiteLabelsRoute),
          screen(paths.domains, async () => (await import('../features/sites/routes/domains')).DomainsRoute),
          screen(paths.themeEditor, async () => (await import('../features/sites/routes/theme-editor')).ThemeEditorRoute),
          screen(paths.blogPosts, async () => (await import('../features/blogs/routes/blog-posts')).BlogPostsRoute),
          screen(paths.userRefresh, async () => (await import('../features/sites/routes/user-refresh')).UserRefreshRoute),
          screen(paths.depositTypes, async () => (await import('../features/payment-types/routes/deposit-types')).DepositTypesRoute),
          screen(paths.withdrawTypes, async () => (await import('../features/payment-types/routes/withdraw-types')).WithdrawTypesRoute),
          screen(paths.b2cDashboard, async () => (await import('../features/dashboard/routes/b2c-dashboard')).B2cDashboardRoute),
          screen(paths.complaints, async () => (await import('../features/complaints/routes/complaints')).ComplaintsRoute),
          screen(
            paths.sendNotification,
            async () => (await import('../features/notifications/routes/send-notification')).SendNotificationRoute,
          ),
          screen(paths.reportDownlinePl, async () => (await import('../features/reports/routes/downline-pl')).DownlinePlRoute),
          screen(paths.reportMarketPl, async () => (await import('../features/reports/routes/market-pl')).MarketPlRoute),
          screen(paths.reportCommission, async () => (await import('../features/reports/routes/commission')).CommissionRoute),
          screen(paths.reportStatements, async () => (await import('../features/reports/routes/statements')).StatementsRoute),
          screen(paths.auditLog, async () => (await import('../features/reports/routes/audit-log')).AuditLogRoute),
          screen(paths.reportRegistrations, async () => (await import('../features/reports/routes/registrations')).RegistrationsRoute),
          screen(paths.secureAuth, async () => (await import('../features/security/routes/secure-auth')).SecureAuthRoute),
          screen(paths.transactionCode, async () => (await import('../features/security/routes/transaction-code')).TransactionCodeRoute),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
