import { randomBytes } from 'node:crypto';
import type { Role } from '@backlay/contract';
import type { Db } from '../src/db/client.js';
import { domains, themes, whiteLabels } from '../src/db/schema/index.js';
import type { UserRow, WhiteLabelRow } from '../src/lib/context.js';
import { createUser } from '../src/modules/users/user.service.js';
import { defaultFooter, defaultTheme } from '../src/modules/tenancy/default-theme.js';

/** Small factories for server tests (immich's `ctx.newUser()` style). */

export const TEST_PASSWORD = 'Backlay123';

let namesGiven = 0;

/**
 * A name no other call in this process has given: the counter makes it unique here (random
 * bytes alone did, rarely, give a name already taken), and the random part keeps names apart
 * between processes that share a database.
 */
export function uniqueName(prefix: string): string {
  namesGiven += 1;
  return `${prefix}${namesGiven.toString(36)}${randomBytes(3).toString('hex')}`;
}

export async function newSite(
  db: Db,
  opts: { type?: 'b2b' | 'b2c'; host?: string; name?: string } = {},
): Promise<{ whiteLabel: WhiteLabelRow; host: string }> {
  const type = opts.type ?? 'b2c';
  const host = opts.host ?? `${uniqueName('site')}.test`;
  const [wl] = await db
    .insert(whiteLabels)
    .values({ name: opts.name ?? uniqueName('Brand '), type })
    .returning();
  await db.insert(domains).values({
    host,
    whiteLabelId: wl!.id,
    type,
    features: {
      whatsappDeposit: false,
      whatsappWithdraw: false,
      casinoHome: false,
      sportsBook: false,
      referAndEarn: false,
      switchTheme: false,
    },
  });
  await db.insert(themes).values({ whiteLabelId: wl!.id, theme: defaultTheme(wl!.name, type), footer: defaultFooter(wl!.name) });
  return { whiteLabel: wl!, host };
}

export async function newUser(
  db: Db,
  opts: {
    role: Role;
    parent: UserRow | null;
    whiteLabelId?: string | null;
    userName?: string;
    password?: string;
    extra?: Parameters<typeof createUser>[1]['extra'];
  },
): Promise<UserRow> {
  return db.transaction((tx) =>
    createUser(tx, {
      userName: opts.userName ?? uniqueName(opts.role.slice(0, 4)),
      password: opts.password ?? TEST_PASSWORD,
      role: opts.role,
      parent: opts.parent,
      whiteLabelId: opts.whiteLabelId ?? null,
      at: new Date(),
      ...(opts.extra ? { extra: opts.extra } : {}),
    }),
  );
}

/** A whole chain on one new site: administrator > whiteLabel > admin > ... > branch > user. */
export async function newChain(db: Db, opts: { type?: 'b2b' | 'b2c' } = {}) {
  const site = await newSite(db, opts);
  const administrator = await newUser(db, { role: 'administrator', parent: null });
  const whiteLabel = await newUser(db, { role: 'whiteLabel', parent: administrator, whiteLabelId: site.whiteLabel.id });
  const admin = await newUser(db, { role: 'admin', parent: whiteLabel });
  const superMaster = await newUser(db, { role: 'superMaster', parent: admin });
  const master = await newUser(db, { role: 'master', parent: superMaster });
  const agent = await newUser(db, { role: 'agent', parent: master });
  const branch = await newUser(db, { role: 'branch', parent: agent });
  const user = await newUser(db, { role: 'user', parent: branch });
  return { site, administrator, whiteLabel, admin, superMaster, master, agent, branch, user };
}
