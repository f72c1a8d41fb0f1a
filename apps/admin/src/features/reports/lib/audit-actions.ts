import type { AuditAction } from '@backlay/contract';

/**
 * Readable names of the audit log's action keys (the `action` the server writes with each
 * audit row). The key stays the record and the filter's language; the label is only how the
 * console shows it, so it lives here rather than in the contract. The map is keyed by the
 * contract's list of actions, so the compiler refuses a console without a label for each one
 * the server can write. A key this console does not know (a row of a newer server) is shown
 * raw, never hidden.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  // Accounts
  'user.created': 'User created',
  'user.registered': 'Player registered',
  'user.demo_created': 'Demo account opened',
  'user.modified': 'User modified',
  'user.pts.add': 'Points credited',
  'user.pts.subtract': 'Points debited',
  'user.password_changed': 'Password changed',
  'user.password_reset': 'Password reset (one-time code)',
  'user.2fa_secret_issued': 'Secure Auth secret issued',
  'user.2fa_enabled': 'Secure Auth enabled',
  'user.2fa_disabled': 'Secure Auth disabled',
  'user.transaction_code_issued': 'Transaction code issued',
  'user.transaction_code_locked': 'Transaction code locked (wrong codes)',
  'user.transaction_code_lock_lifted': 'Transaction code lock lifted',
  'user.direct_login_issued': 'Login link issued',
  'user.direct_login_used': 'Login link used',
  'user.logged_out_by_upline': 'Logged out by upline',
  'user.refreshed': 'User refreshed',
  'multiLogin.create': 'Multi login created',
  'multiLogin.update': 'Multi login changed',
  'multiLogin.delete': 'Multi login deleted',
  // Markets, results and bets
  'market.settings': 'Market settings changed',
  'market.event.suspension': 'Event markets suspended or resumed',
  'market.manual.create': 'Manual market created',
  'market.manual.odds': 'Manual market odds set',
  'market.eventFrames': 'Live TV or score frame changed',
  'market.result.declare': 'Result declared',
  'market.result.rollback': 'Result rolled back',
  'market.result.settle': 'Result settled (chunk)',
  'market.result.unsettle': 'Settlement reversed (chunk)',
  'bet.void': 'Bets voided',
  'sport.typeList': 'Type list changed',
  'casino.game.update': 'Casino game changed',
  'casino.provider.update': 'Casino provider switched',
  // Money
  'deposit.approved': 'Deposit approved',
  'deposit.rejected': 'Deposit rejected',
  'deposit.processing': 'Deposit taken up (processing)',
  'deposit.gateway.approved': 'Gateway deposit approved',
  'deposit.gateway.rejected': 'Gateway deposit rejected',
  'deposit.gateway.processing': 'Gateway deposit held (processing)',
  'withdraw.approved': 'Withdrawal approved',
  'withdraw.rejected': 'Withdrawal rejected',
  'withdraw.processing': 'Withdrawal taken up (processing)',
  'payment_method.create': 'Payment method added',
  'payment_method.update': 'Payment method changed',
  'bonus_offer.create': 'Bonus offer created',
  'bonus_offer.update': 'Bonus offer changed',
  // Sites and platform
  'whiteLabel.create': 'White label created',
  'whiteLabel.update': 'White label changed',
  'domain.create': 'Domain added',
  'domain.update': 'Domain changed',
  'domain.delete': 'Domain deleted',
  'theme.update': 'Theme saved',
  'whiteLabel.streamHosts': 'Stream hosts changed',
  'blog_post.create': 'Blog post written',
  'blog_post.update': 'Blog post changed',
  'blog_post.delete': 'Blog post deleted',
  'setting.maintenance': 'Maintenance mode switched',
  'setting.useSocket': 'Socket usage switched',
  'broadcast.refreshPage': 'Page refresh broadcast',
  // Support
  'notification.broadcast': 'News letter sent',
  'complaint.answer': 'Complaint answered',
  'complaint.close': 'Complaint closed',
};

/** The readable name of an audit action, or null for a key this console does not know. */
export function auditActionLabel(action: string): string | null {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : null;
}
