import { routes, type RouteDef } from '@backlay/contract';
import type { IconName } from '../components/ui/icons';
import { paths } from './paths';

export interface NavEntry {
  label: string;
  path: string;
  /** The call the screen is built on: the entry shows only to roles the server lets make it. */
  requires: RouteDef;
  /** Only for B2C white labels (docs/product.md §6 "bonus wallet (b2c only)"; the footer's Blogs): hidden from a B2B label's staff. */
  b2cOnly?: boolean;
}

/**
 * One screen built on two calls that split the roles between them (complaints: the extra
 * /user path of administrator and whiteLabel, docs/product.md §6): any role of either may open it.
 */
function eitherOf(a: RouteDef, b: RouteDef): RouteDef {
  const roles = (d: RouteDef) => (d.access.kind === 'session' ? (d.access.roles ?? []) : []);
  return { ...a, access: { kind: 'session', roles: [...roles(a), ...roles(b)] } };
}

export interface NavSection {
  title: string;
  icon: IconName;
  entries: NavEntry[];
}

/**
 * The sidebar, in the order an operator works. A section shows only when it has an entry
 * the role may use.
 */
export const navigation: NavSection[] = [
  {
    title: 'Dashboard',
    icon: 'dashboard',
    entries: [
      { label: 'Dashboard', path: paths.dashboard, requires: routes.profile.getProfile },
      { label: 'B2C dashboard', path: paths.b2cDashboard, requires: routes.dashboard.getB2cDashboard },
    ],
  },
  {
    title: 'Hierarchy',
    icon: 'hierarchy',
    entries: [
      { label: 'Users', path: paths.hierarchyUsers, requires: routes.staffUsers.getStaffUsers },
      { label: 'User tree', path: paths.hierarchyTree, requires: routes.staffUsers.getStaffUserHierarchy },
      { label: 'Multi login', path: paths.multiLogin, requires: routes.multiLogins.getMultiLogins },
    ],
  },
  {
    title: 'Markets',
    icon: 'markets',
    entries: [
      { label: 'Events', path: paths.marketEvents, requires: routes.marketAdmin.getStaffEvents },
      { label: 'Live market', path: paths.liveMarket, requires: routes.marketAdmin.getStaffMarkets },
      { label: 'Market analysis', path: paths.marketAnalysis, requires: routes.marketAnalysis.getAnalysedMarkets },
      { label: 'Results', path: paths.marketResults, requires: routes.settlement.declareResult },
      { label: 'Type lists', path: paths.typeLists, requires: routes.marketAdmin.getTypeList },
      { label: 'Game management', path: paths.gameManagement, requires: routes.marketAdmin.getStaffCasinoGames },
    ],
  },
  {
    title: 'Money',
    icon: 'money',
    entries: [
      { label: 'Deposits', path: paths.deposits, requires: routes.money.getDeposits },
      { label: 'Withdrawals', path: paths.withdrawals, requires: routes.money.getWithdrawals },
      { label: 'Bonus offers', path: paths.bonusOffers, requires: routes.bonuses.createBonusOffer },
      { label: 'Bonus wallet', path: paths.bonusWallet, requires: routes.bonuses.getBonusWallet, b2cOnly: true },
      { label: 'Deposit types', path: paths.depositTypes, requires: routes.money.createDepositType },
      { label: 'Withdraw types', path: paths.withdrawTypes, requires: routes.money.createPaymentMethodType },
      { label: 'Reconciliation', path: paths.reconciliation, requires: routes.paymentGateway.reconcileDeposits },
      { label: 'Casino reconciliation', path: paths.casinoReconciliation, requires: routes.casino.getCasinoReconciliation },
    ],
  },
  {
    title: 'Bets',
    icon: 'bets',
    entries: [
      { label: 'Open bets', path: paths.openBets, requires: routes.betting.getDownlineOpenBets },
      { label: 'Bet history', path: paths.betHistory, requires: routes.betting.getDownlineBetHistory },
    ],
  },
  {
    title: 'Sites',
    icon: 'sites',
    entries: [
      { label: 'Site settings', path: paths.siteSettings, requires: routes.tenancy.setMaintenance },
      { label: 'White labels', path: paths.whiteLabels, requires: routes.sites.getWhiteLabels },
      { label: 'Domains', path: paths.domains, requires: routes.sites.getDomains },
      { label: 'Theme editor', path: paths.themeEditor, requires: routes.sites.getSiteTheme },
      // Only B2C footers link Blogs (docs/product.md §2): a B2B label's staff have no use for it.
      { label: 'Blog posts', path: paths.blogPosts, requires: routes.blogs.getStaffBlogPosts, b2cOnly: true },
      { label: 'Refresh / log out user', path: paths.userRefresh, requires: routes.sites.refreshUser },
    ],
  },
  {
    title: 'Reports',
    icon: 'reports',
    entries: [
      { label: 'P/L by user', path: paths.reportDownlinePl, requires: routes.staffReports.getDownlinePl },
      { label: 'P/L by market', path: paths.reportMarketPl, requires: routes.staffReports.getMarketPl },
      { label: 'Commission', path: paths.reportCommission, requires: routes.staffReports.getCommissionReport },
      { label: 'Account statements', path: paths.reportStatements, requires: routes.statements.getAccountStatement },
      { label: 'Audit log', path: paths.auditLog, requires: routes.staffReports.getAuditLog },
      { label: 'Registrations', path: paths.reportRegistrations, requires: routes.entryLinks.getRegistrations },
    ],
  },
  {
    title: 'Support',
    icon: 'sites',
    entries: [
      {
        label: 'Complaints',
        path: paths.complaints,
        requires: eitherOf(routes.complaints.getDownlineComplaints, routes.complaints.getUserPathComplaints),
      },
      { label: 'News letter', path: paths.sendNotification, requires: routes.notifications.sendNotification },
    ],
  },
  {
    // The signed-in account's own secrets: never open to a Multi Login Account login (the contract's map).
    title: 'Account',
    icon: 'lock',
    entries: [
      { label: 'Secure auth', path: paths.secureAuth, requires: routes.auth.twoFactorSetup },
      { label: 'Transaction code', path: paths.transactionCode, requires: routes.auth.transactionCodeRenew },
    ],
  },
];

/** The entry of a path (to check a role before showing its screen). */
export function navEntryOf(path: string): NavEntry | undefined {
  for (const s of navigation) for (const e of s.entries) if (e.path === path) return e;
  return undefined;
}
