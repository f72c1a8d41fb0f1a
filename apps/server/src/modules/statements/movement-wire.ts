import type { WalletMovement } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { MovementRow } from './statements.repository.js';

/**
 * A ledger movement as the lists send it. The description says in plain words what moved;
 * settlement and casino memos are technical (ids), so they are replaced by the event and market
 * or the game, while staff remarks on deposits, withdrawals and upline transfers are kept.
 */

function describe(r: MovementRow): string {
  const incoming = r.amount > 0n;
  const what = [r.eventName, r.marketName].filter(Boolean).join(' / ');
  switch (r.kind) {
    case 'deposit':
      return 'Deposit';
    case 'withdraw_payout':
      return 'Withdrawal';
    case 'withdraw_hold':
      return 'Withdrawal hold';
    case 'withdraw_release':
      return 'Withdrawal hold released';
    case 'bonus':
      return 'Bonus';
    case 'demo_grant':
      return 'Demo points';
    case 'upline_credit':
      return incoming ? 'Points added by upline' : 'Points added to downline';
    case 'upline_debit':
      return incoming ? 'Points taken back from downline' : 'Points taken back by upline';
    case 'bet_settlement': {
      // Staff voids of settled bets (modules/bet-voids) post under the settlement's kind.
      const head = r.memo.startsWith('Rolled back')
        ? 'Settlement rolled back'
        : r.memo.startsWith('Voided')
          ? 'Bet voided by staff'
          : 'Bet settled';
      return what ? `${head}: ${what}` : head;
    }
    case 'commission':
      return what ? `Commission: ${what}` : 'Commission';
    case 'casino_debit':
      return r.gameName ? `Casino bet: ${r.gameName}` : 'Casino bet';
    case 'casino_credit':
      return r.gameName ? `Casino win: ${r.gameName}` : 'Casino win';
    case 'casino_rollback':
      return r.gameName ? `Casino refund: ${r.gameName}` : 'Casino refund';
  }
}

const TECHNICAL_MEMO_KINDS = new Set(['bet_settlement', 'commission']);

export function movementToWire(r: MovementRow): WalletMovement {
  const abs = r.amount < 0n ? -r.amount : r.amount;
  return {
    _id: r.entryId,
    createdAt: r.createdAt.toISOString(),
    kind: r.kind,
    category: r.category,
    description: describe(r),
    remarks: TECHNICAL_MEMO_KINDS.has(r.kind) ? '' : r.memo,
    credit: r.amount > 0n ? paiseToRupees(abs) : 0,
    debit: r.amount < 0n ? paiseToRupees(abs) : 0,
    balance: paiseToRupees(r.balanceAfter),
    eventName: r.eventName ?? r.gameName,
    marketName: r.marketName,
  };
}
