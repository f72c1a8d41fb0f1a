import type { Profile } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { useProfile } from '../../../lib/account-queries';
import { formatDateTime, roleLabel } from '../../../lib/format';
import { ListState, Page } from '../../../components/ui/page';
import { FigureCard } from '../components/figure-card';

type Tone = 'positive' | 'negative' | undefined;
const toneOf = (n: number): Tone => (n > 0 ? 'positive' : n < 0 ? 'negative' : undefined);

/** The money figures of the caller's own account (rupees). */
function moneyFigures(p: Profile): { label: string; value: string; tone?: Tone }[] {
  return [
    { label: 'Balance', value: formatAmount(p.pts) },
    { label: 'Available', value: formatAmount(p.availablePts) },
    { label: 'Exposure', value: formatAmount(p.exposure), tone: p.exposure > 0 ? ('negative' as const) : undefined },
    { label: 'Credit', value: formatAmount(p.creditPts) },
    { label: 'Client P/L', value: formatAmount(p.clientPL), tone: toneOf(p.clientPL) },
    { label: 'Profit', value: formatAmount(p.profit), tone: p.profit > 0 ? ('positive' as const) : undefined },
    { label: 'Loss', value: formatAmount(p.loss), tone: p.loss > 0 ? ('negative' as const) : undefined },
    { label: 'Commission', value: formatAmount(p.totalCommission) },
  ];
}

/** The downline counts (profile.service: staff anywhere below, players anywhere below, direct accounts). */
function downlineFigures(p: Profile) {
  return [
    { label: 'Direct accounts', value: p.userCount.toLocaleString('en-IN') },
    { label: 'Staff in downline', value: p.totalAdmin.toLocaleString('en-IN') },
    { label: 'Players in downline', value: p.totalUser.toLocaleString('en-IN') },
  ];
}

/** The caller's own figures (GET api/{role}/profile) as cards. */
export function DashboardRoute() {
  const profile = useProfile();
  const p = profile.data;
  return (
    <Page
      title="Dashboard"
      description={
        p
          ? `${p.userName} · ${roleLabel(p.userType)} · ${p.whiteLabelType.toUpperCase()} · since ${formatDateTime(p.createdAt)}`
          : undefined
      }
    >
      <ListState isLoading={profile.isLoading} error={profile.error} isEmpty={false} emptyText="" onRetry={() => void profile.refetch()} />
      {p ? (
        <>
          <h2 className="text-sm font-semibold text-muted">Points</h2>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {moneyFigures(p).map((f) => (
              <FigureCard key={f.label} {...f} />
            ))}
          </div>
          <h2 className="text-sm font-semibold text-muted">Downline</h2>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
            {downlineFigures(p).map((f) => (
              <FigureCard key={f.label} {...f} />
            ))}
          </div>
          <h2 className="text-sm font-semibold text-muted">Security</h2>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <FigureCard label="Two-factor" value={p.enable2fa ? 'On' : 'Off'} />
            <FigureCard label="Account" value={p.blocked ? 'Locked' : 'Active'} tone={p.blocked ? 'negative' : undefined} />
          </div>
        </>
      ) : null}
    </Page>
  );
}
