import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, MESSAGES } from '@backlay/contract';
import { badRequest } from '../../lib/app-error.js';
import type { SiteContext } from '../../lib/context.js';
import { issuanceAccountId, postEntry, walletAccountId } from '../ledger/ledger.service.js';
import { createUser } from '../users/user.service.js';
import { cleanContactFields, newDemoUserName } from './account-fields.js';
import { assertSiteOpen, requireSite, type AuthDeps, type RequestMeta } from './auth-deps.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { houseParent } from './player-parent.js';
import { loginDocs, openSession, type DeviceInfo, type SessionAnswer } from './session.service.js';

export interface DemoInput {
  site: SiteContext | null;
  /** POST api/auth/signup/demo names the white label this way when the host is unknown. */
  demoWhiteLabelId?: string | undefined;
  fields: { fullName?: string | undefined; email?: string | undefined; phone?: string | undefined };
  meta: RequestMeta;
  device: DeviceInfo;
}

/**
 * Demo login (POST api/auth with demo=true, and POST api/auth/signup/demo): a fresh demo
 * player under the white label's house parent, credited with the white label's demo points
 * through the ledger, with a session of DEMO_SESSION_HOURS — all in one transaction.
 * Each demo login is a new account, so two demo screens never share a wallet.
 */
export async function demoLogin(deps: AuthDeps, input: DemoInput): Promise<SessionAnswer> {
  let site = input.site;
  if (input.demoWhiteLabelId) {
    if (site && site.whiteLabel.id !== input.demoWhiteLabelId) throw badRequest(AUTH_MESSAGES.whiteLabelMismatch);
    site ??= await deps.sites.byWhiteLabelId(input.demoWhiteLabelId);
  }
  const { whiteLabel } = requireSite(site);
  await assertSiteOpen(deps, 'user');
  const contact = cleanContactFields(input.fields);
  const now = deps.clock.now();
  const points = BigInt(whiteLabel.demoPoints);

  const { user, opened } = await deps.db.transaction(async (tx) => {
    const parent = await houseParent(tx, whiteLabel);
    const user = await createUser(tx, {
      userName: await newDemoUserName(tx, whiteLabel.id),
      // Nobody knows this password: a demo account is reached only through its session.
      password: randomBytes(24).toString('base64url'),
      role: 'user',
      parent,
      at: now,
      extra: { demo: true, ...contact, createdBy: parent.id },
    });
    if (points > 0n) {
      await postEntry(tx, {
        kind: 'demo_grant',
        reference: `user:${user.id}`,
        memo: 'Demo points',
        at: now,
        lines: [
          { accountId: await issuanceAccountId(tx), amount: -points },
          { accountId: await walletAccountId(tx, user.id), amount: points },
        ],
      });
    }
    await insertAuditRow(tx, {
      actorId: user.id,
      action: 'user.demo_created',
      targetType: 'user',
      targetId: user.id,
      after: { userName: user.userName, parentId: parent.id, demoPoints: points.toString() },
      ip: input.meta.ip,
      createdAt: now,
    });
    const opened = await openSession(tx, deps, user, input.meta, input.device, { twoFactorPending: false });
    return { user, opened };
  });
  return { message: MESSAGES.loginSuccessful, docs: loginDocs(user, opened.session, opened.token) };
}
