import type { PageInfo, Reconciliation } from '@backlay/contract';
import { paiseToRupees, reportRange } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { forbidden } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/page-info.js';
import { providerFigures, roundFigures, type Figures, type ReconciliationFilter } from './reconciliation.repository.js';

/**
 * GET api/{role}/casino/reconciliation: what our wallet recorded, per provider and per round,
 * for staff to hold against a provider's own statement. Transactions count by when they
 * reached us (IST days, default the last 7). `net` is what the house kept: debits - credits -
 * rollbacks. The administrator sees every site; a white label only its own players.
 */

interface Query {
  page: number;
  limit: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  providerId?: string | undefined;
  roundId?: string | undefined;
}

function whiteLabelOf(staff: UserRow): string {
  if (!staff.whiteLabelId) throw forbidden('Not allowed for your role');
  return staff.whiteLabelId;
}

function toRupees(f: Figures) {
  return {
    debits: paiseToRupees(f.debits),
    credits: paiseToRupees(f.credits),
    rollbacks: paiseToRupees(f.rollbacks),
    net: paiseToRupees(f.debits - f.credits - f.rollbacks),
    transactions: f.transactions,
  };
}

export async function casinoReconciliation(ctx: AppContext, staff: UserRow, q: Query): Promise<PageInfo & { docs: Reconciliation }> {
  const { from, to } = reportRange(ctx.clock.now(), q.startDate, q.endDate);
  const filter: ReconciliationFilter = {
    from,
    to,
    providerId: q.providerId,
    providerRoundId: q.roundId,
    ...(staff.role === 'administrator' ? {} : { whiteLabelId: whiteLabelOf(staff) }),
  };
  const [providers, rounds] = await Promise.all([
    providerFigures(ctx.db, filter),
    roundFigures(ctx.db, filter, { offset: (q.page - 1) * q.limit, limit: q.limit }),
  ]);
  return {
    docs: {
      from: from.toISOString(),
      to: to.toISOString(),
      providers: providers.map((p) => ({
        providerId: p.providerId,
        providerCode: p.providerCode,
        providerName: p.providerName,
        rounds: p.rounds,
        ...toRupees(p),
      })),
      rounds: rounds.rows.map((r) => ({
        _id: r.id,
        roundId: r.providerRoundId,
        providerId: r.providerId,
        providerName: r.providerName,
        gameCode: r.gameCode,
        userId: r.userId,
        userName: r.userName,
        status: r.status,
        ...toRupees(r),
      })),
    },
    ...pageInfo(q.page, q.limit, rounds.total, rounds.rows.length),
  };
}
