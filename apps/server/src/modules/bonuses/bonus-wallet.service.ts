import { BONUS_MESSAGES, type BonusWalletFigures, type BonusWalletQuery, type BonusWalletRow, type PageInfo } from '@backlay/contract';
import { istDayOf, paiseToRupees, reportRange } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/page-info.js';
import { bonusLockSplit, findWhiteLabel, listWalletBonuses, promotionsPaid, type WalletBonusRow } from './bonuses.repository.js';
import { isId } from './bonus-rules.js';

/**
 * GET api/{role}/bonus/wallet: the bonus wallet of a B2C white label (contract bonuses.ts).
 * The whiteLabel reads its own label only; the administrator names one. A B2B label has no
 * bonus wallet (docs/product.md §6 "bonus wallet (b2c only)"): 403 with a message saying so.
 */

export interface BonusWalletPage extends PageInfo {
  docs: BonusWalletRow[];
  figures: BonusWalletFigures;
  startDate: string;
  endDate: string;
}

async function walletLabelOf(ctx: AppContext, caller: UserRow, named: string | undefined) {
  let id: string | undefined;
  if (caller.role === 'administrator') {
    if (!named) throw badRequest(BONUS_MESSAGES.whiteLabelMissing);
    id = named;
  } else {
    if (!caller.whiteLabelId) throw badRequest(BONUS_MESSAGES.whiteLabelMissing);
    if (named && named !== caller.whiteLabelId) throw forbidden(BONUS_MESSAGES.notYourWhiteLabel);
    id = caller.whiteLabelId;
  }
  const label = isId(id) ? await findWhiteLabel(ctx.db, id) : null;
  if (!label) throw notFound(BONUS_MESSAGES.whiteLabelNotFound);
  if (label.type !== 'b2c') throw forbidden(BONUS_MESSAGES.walletB2cOnly);
  return label;
}

function rowToWire(r: WalletBonusRow): BonusWalletRow {
  const isMet = r.status === 'active' && r.wageringDone >= r.wageringRequired;
  return {
    _id: r.id,
    userId: r.userId,
    userName: r.userName,
    kind: r.kind,
    title: r.kind === 'referral' ? `Referral bonus${r.sourceUserName ? ` (${r.sourceUserName})` : ''}` : (r.title ?? ''),
    status: isMet ? 'completed' : r.status,
    depositAmount: paiseToRupees(r.depositAmount),
    bonusAmount: paiseToRupees(r.bonusAmount),
    wageringRequired: paiseToRupees(r.wageringRequired),
    wageringDone: paiseToRupees(r.wageringDone),
    createdAt: r.createdAt.toISOString(),
    creditedAt: r.creditedAt ? r.creditedAt.toISOString() : null,
    expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
  };
}

export async function getBonusWallet(ctx: AppContext, caller: UserRow, q: BonusWalletQuery): Promise<BonusWalletPage> {
  const label = await walletLabelOf(ctx, caller, q.whiteLabelId || undefined);
  const { from, to } = reportRange(ctx.clock.now(), q.startDate, q.endDate);
  const [paid, split, page] = await Promise.all([
    promotionsPaid(ctx.db, label.id, from, to),
    bonusLockSplit(ctx.db, label.id),
    listWalletBonuses(ctx.db, {
      whiteLabelId: label.id,
      from,
      to,
      search: q.search || undefined,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    }),
  ]);
  return {
    docs: page.rows.map(rowToWire),
    ...pageInfo(q.page, q.limit, page.total, page.rows.length),
    figures: {
      whiteLabelId: label.id,
      whiteLabelName: label.name,
      paidTotal: paiseToRupees(paid.total),
      paidInRange: paiseToRupees(paid.inRange),
      locked: paiseToRupees(split.locked),
      released: paiseToRupees(split.released),
    },
    startDate: istDayOf(from),
    endDate: istDayOf(new Date(to.getTime() - 1)),
  };
}
