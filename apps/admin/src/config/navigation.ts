import { routes, type RouteDef } from '@backlay/contract';
import type { IconName } from '../components/ui/icons';
import { paths } from './paths';

export interface NavEntry {
  label: string;
  path: string;
  /** The call the screen is built on: the entry shows only to roles the server lets make it. */
  requires: RouteDef;
}

/**
 * One screen built on two calls that split the roles between them (complaints: the extra
 * /user path of administrator and whiteLabel, platform-core §6): any role of either may open it.
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
 * the role may use. Reports (P/L, commission, statements, audit log) have no entries yet:
 * their server calls do not exist.
 */
export const navigation: NavSection[] = [
  { title: 'Dashboard', icon: 'dashboard', entries: [{ label: 'Dashboard', path: paths.dashboard, requires: routes.profile.getProfile }] },
  {
    title: 'Hierarchy',
    icon: 'hierarchy',
    entries: [
      { label: 'Users', path: paths.hierarchyUsers, requires: routes.staffUsers.getStaffUsers },
      { label: 'User tree', path: paths.hierarchyTree, requires: routes.staffUsers.getStaffUserHierarchy },
    ],
  },
  {
    title: 'Markets',
    icon: 'markets',
    entries: [
      { label: 'Market analysis', path: paths.marketAnalysis, requires: routes.marketAnalysis.getAnalysedMarkets },
      { label: 'Results', path: paths.marketResults, requires: routes.settlement.declareResult },
    ],
  },
  {
    title: 'Money',
    icon: 'money',
    entries: [
      { label: 'Deposits', path: paths.deposits, requires: routes.money.getDeposits },
      { label: 'Withdrawals', path: paths.withdrawals, requires: routes.money.getWithdrawals },
      { label: 'Bonus offers', path: paths.bonusOffers, requires: routes.bonuses.createBonusOffer },
      { label: 'Reconciliation', path: paths.reconciliation, requires: routes.paymentGateway.reconcileDeposits },
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
    entries: [{ label: 'Site settings', path: paths.siteSettings, requires: routes.tenancy.setMaintenance }],
  },
  { title: 'Reports', icon: 'reports', entries: [] },
  {
    title: 'Support',
    icon: 'sites',
    entries: [
      {
        label: 'Complaints',
        path: paths.complaints,
        requires: eitherOf(routes.complaints.getDownlineComplaints, routes.complaints.getUserPathComplaints),
      },
      { label: 'Send notification', path: paths.sendNotification, requires: routes.notifications.sendNotification },
    ],
  },
];

/** The entry of a path (to check a role before showing its screen). */
export function navEntryOf(path: string): NavEntry | undefined {
  for (const s of navigation) for (const e of s.entries) if (e.path === path) return e;
  return undefined;
}
