import { MARKET_ADMIN_MESSAGES, type Market, type SetManualOddsBody } from '@backlay/contract';
import { manualLadder } from '@backlay/domain';

/**
 * The odds entry form of a manual market, as text fields, and the body it sends. Bookmaker:
 * back and lay odds per runner with optional sizes; session: the No and Yes runs and rates of
 * its one line. Checked with the domain's manualLadder, the same rule the server applies.
 */

export interface RunnerOddsFields {
  id: string;
  name: string;
  back: string;
  backSize: string;
  lay: string;
  laySize: string;
  suspended: boolean;
}

export interface SessionOddsFields {
  id: string;
  noRun: string;
  noRate: string;
  yesRun: string;
  yesRate: string;
  suspended: boolean;
}

export type OddsForm = { kind: 'bookmaker'; runners: RunnerOddsFields[] } | { kind: 'session'; line: SessionOddsFields };

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The form filled with the market's current prices (empty where nothing is offered). */
export function formOfMarket(market: Pick<Market, 'type' | 'teams'>): OddsForm {
  if (market.type === 'session') {
    const line = market.teams[0];
    return {
      kind: 'session',
      line: {
        id: line?.id ?? '',
        noRun: text(line?.lay[0]?.run),
        noRate: text(line?.lay[0]?.odd ?? 100),
        yesRun: text(line?.back[0]?.run),
        yesRate: text(line?.back[0]?.odd ?? 100),
        suspended: line?.status === 'suspended',
      },
    };
  }
  return {
    kind: 'bookmaker',
    runners: market.teams.map((t) => ({
      id: t.id,
      name: t.name,
      back: text(t.back[0]?.odd),
      backSize: text(t.back[0]?.run),
      lay: text(t.lay[0]?.odd),
      laySize: text(t.lay[0]?.run),
      suspended: t.status === 'suspended',
    })),
  };
}

/** A whole number typed in a field, or null when empty; NaN when it is not one. */
function wholeOrEmpty(value: string): number | null {
  const v = value.trim();
  if (v === '') return null;
  return /^\d+$/.test(v) ? Number(v) : Number.NaN;
}

type Side = { odd: number; run?: number } | null;

function side(odd: string, run: string, runRequired: boolean): Side | { error: string } {
  const o = wholeOrEmpty(odd);
  const r = wholeOrEmpty(run);
  if (o === null && r === null) return null;
  if (o === null || Number.isNaN(o)) return { error: MARKET_ADMIN_MESSAGES.oddNotWhole };
  if (r !== null && Number.isNaN(r)) return { error: runRequired ? MARKET_ADMIN_MESSAGES.runNotWhole : MARKET_ADMIN_MESSAGES.sizeInvalid };
  if (r === null) return runRequired ? { error: MARKET_ADMIN_MESSAGES.sessionNeedsRun } : { odd: o };
  return { odd: o, run: r };
}

const isError = (s: Side | { error: string }): s is { error: string } => s !== null && 'error' in s;

/** The body to send, or the first problem to show (the server's own message for it). */
export function oddsBody(marketId: string, form: OddsForm, maxStake: number): { body: SetManualOddsBody } | { error: string } {
  const rows =
    form.kind === 'session'
      ? [
          {
            id: form.line.id,
            suspended: form.line.suspended,
            back: side(form.line.yesRate, form.line.yesRun, true),
            lay: side(form.line.noRate, form.line.noRun, true),
          },
        ]
      : form.runners.map((r) => ({
          id: r.id,
          suspended: r.suspended,
          back: side(r.back, r.backSize, false),
          lay: side(r.lay, r.laySize, false),
        }));
  const runners: SetManualOddsBody['runners'] = [];
  for (const row of rows) {
    if (isError(row.back)) return row.back;
    if (isError(row.lay)) return row.lay;
    const checked = manualLadder(form.kind, { back: row.back, lay: row.lay }, maxStake);
    if ('problem' in checked) return { error: MARKET_ADMIN_MESSAGES[checked.problem] };
    runners.push({ id: row.id, status: row.suspended ? 'suspended' : 'active', back: row.back, lay: row.lay });
  }
  return { body: { marketId, runners } };
}
