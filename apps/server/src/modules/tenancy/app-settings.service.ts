import { SETTING_MESSAGES } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { verifyTransactionCode } from '../auth/transaction-code.service.js';
import type { SiteCache } from './site-cache.js';
import { lockAppConfig, updateAppConfig, type AppConfigRow } from './site.repository.js';

type Switch = 'isMaintenance' | 'useSocket';

export interface ToggleInput {
  on: boolean;
  transactionCode: string;
  ip: string | null;
}

/**
 * The administrator's platform switches (docs/product.md §4). Each change needs the
 * administrator's transaction code, is audited with its before and after, and reaches every
 * request of this process at once (the site cache is invalidated; other processes within
 * the cache's TTL).
 */
export class AppSettingsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly sites: SiteCache,
  ) {}

  async setMaintenance(actor: UserRow, input: ToggleInput): Promise<{ message: string; docs: { isMaintenance: boolean } }> {
    const after = await this.flip(actor, 'isMaintenance', input);
    return {
      message: after.isMaintenance ? SETTING_MESSAGES.maintenanceOn : SETTING_MESSAGES.maintenanceOff,
      docs: { isMaintenance: after.isMaintenance },
    };
  }

  async setUseSocket(actor: UserRow, input: ToggleInput): Promise<{ message: string; docs: { useSocket: boolean } }> {
    const after = await this.flip(actor, 'useSocket', input);
    return {
      message: after.useSocket ? SETTING_MESSAGES.socketOn : SETTING_MESSAGES.socketOff,
      docs: { useSocket: after.useSocket },
    };
  }

  private async flip(actor: UserRow, key: Switch, input: ToggleInput): Promise<AppConfigRow> {
    await verifyTransactionCode(this.ctx, actor, input.transactionCode);
    const at = this.ctx.clock.now();
    const after = await this.ctx.db.transaction(async (tx) => {
      const before = await lockAppConfig(tx);
      const updated = await updateAppConfig(tx, { [key]: input.on }, at);
      await insertAuditRow(tx, {
        actorId: actor.id,
        action: key === 'isMaintenance' ? 'setting.maintenance' : 'setting.useSocket',
        targetType: 'app_config',
        targetId: '1',
        before: { [key]: before[key] },
        after: { [key]: updated[key] },
        ip: input.ip,
        createdAt: at,
      });
      return updated;
    });
    this.sites.invalidate();
    return after;
  }
}
