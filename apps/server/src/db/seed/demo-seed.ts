import { eq } from 'drizzle-orm';
import type { Role } from '@backlay/contract';
import type { Db, Tx } from '../client.js';
import { domains, themes, whiteLabels } from '../schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../../lib/context.js';
import { hashSecret } from '../../lib/password-hash.js';
import { createUser } from '../../modules/users/user.service.js';
import { findUserByName } from '../../modules/users/user.repository.js';
import { issuanceAccountId, postEntry, walletAccountId } from '../../modules/ledger/ledger.service.js';
import { DEMO_BRANDS, type DemoBrand } from './demo-brands.js';
import { seedDemoPaymentMethods } from './demo-payment-methods.js';
import { seedDemoBonuses } from './demo-bonuses.js';
import { seedDemoBlogPosts } from './demo-blog-posts.js';
import { ensureBaseRows } from './base-rows.js';

/**
 * The embedded mode's demo: a b2c and a b2b site, one account of every role, and players with
 * 1,00,000 points each. Points move only through the ledger, top down: the administrator
 * issues to each white label, and every upline credits its direct downline.
 *
 * Idempotent: it all happens in one transaction, and a database that already has the
 * administrator is left untouched (so a restart never seeds twice or doubles points).
 */

export const DEMO_PASSWORD = 'Backlay123';
export const DEMO_TRANSACTION_CODE = '12345678';

/** Points each demo player ends with, in paise (1,00,000 rupees). */
export const DEMO_PLAYER_PAISE = 10_000_000n;
/** Points each staff account keeps to credit new players from the console, in paise (5,00,000 rupees). */
export const DEMO_STAFF_FLOAT_PAISE = 50_000_000n;

type Brand = keyof typeof DEMO_BRANDS;

interface DemoAccount {
  userName: string;
  role: Role;
  /** User name of the upline; null for the administrator. */
  parent: string | null;
  brand: Brand | null;
  changePassword?: boolean;
  /** Players get a mobile number so forgot-password works (codes appear at /dev/outbox). */
  phone?: string;
  /** Shown beside the login when the server starts. */
  note?: string;
}

/**
 * The partnership each demo staff role keeps of its downline's P/L (basis points), so Market
 * Analysis, settlement's splits and the P/L reports show real shares: down the b2c chain
 * 10 + 10 + 10 + 20 + 10 + 5 = 65%, the administrator keeping the other 35%.
 */
const DEMO_PARTNERSHIP_BPS: Partial<Record<Role, number>> = {
  whiteLabel: 1_000,
  admin: 1_000,
  superMaster: 1_000,
  master: 2_000,
  agent: 1_000,
  branch: 500,
};

/** Parents come before their children: credits flow down in this order. */
const ACCOUNTS: DemoAccount[] = [
  { userName: 'administrator', role: 'administrator', parent: null, brand: null },
  { userName: 'whitelabel1', role: 'whiteLabel', parent: 'administrator', brand: 'b2c' },
  { userName: 'admin1', role: 'admin', parent: 'whitelabel1', brand: 'b2c' },
  { userName: 'supermaster1', role: 'superMaster', parent: 'admin1', brand: 'b2c' },
  { userName: 'master1', role: 'master', parent: 'supermaster1', brand: 'b2c' },
  { userName: 'agent1', role: 'agent', parent: 'master1', brand: 'b2c' },
  { userName: 'branch1', role: 'branch', parent: 'agent1', brand: 'b2c' },
  { userName: 'subbranch1', role: 'subBranch', parent: 'branch1', brand: 'b2c' },
  { userName: 'user1', role: 'user', parent: 'branch1', brand: 'b2c', phone: '9876500001' },
  { userName: 'user2', role: 'user', parent: 'branch1', brand: 'b2c', phone: '9876500002' },
  {
    userName: 'user3',
    role: 'user',
    parent: 'branch1',
    brand: 'b2c',
    changePassword: true,
    phone: '9876500003',
    note: 'must change the password at first login',
  },
  // A shorter b2b chain: a white label may open any role below it (superMaster is skipped).
  { userName: 'whitelabel2', role: 'whiteLabel', parent: 'administrator', brand: 'b2b' },
  { userName: 'b2badmin1', role: 'admin', parent: 'whitelabel2', brand: 'b2b' },
  { userName: 'b2bmaster1', role: 'master', parent: 'b2badmin1', brand: 'b2b' },
  { userName: 'b2bagent1', role: 'agent', parent: 'b2bmaster1', brand: 'b2b' },
  { userName: 'b2bbranch1', role: 'branch', parent: 'b2bagent1', brand: 'b2b' },
  { userName: 'b2buser1', role: 'user', parent: 'b2bbranch1', brand: 'b2b', phone: '9876500011' },
];

/** The branch that self-registered and demo players of each brand go under. */
const DEFAULT_BRANCH: Record<Brand, string> = { b2c: 'branch1', b2b: 'b2bbranch1' };

function siteLabel(a: DemoAccount): string {
  const where = a.brand ? DEMO_BRANDS[a.brand].hosts.filter((h) => h !== '127.0.0.1').join(', ') : 'any site';
  const notes = [a.role !== 'user' ? `staff transaction code ${DEMO_TRANSACTION_CODE}` : null, a.note ?? null].filter(Boolean);
  return notes.length ? `${where} · ${notes.join(' · ')}` : where;
}

/** The logins server.ts prints at start (password Backlay123 for all). */
export const DEMO_LOGINS: { userName: string; role: string; site: string }[] = ACCOUNTS.map((a) => ({
  userName: a.userName,
  role: a.role,
  site: siteLabel(a),
}));

export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  await ensureBaseRows(db);
  return db.transaction(async (tx) => {
    if (await findUserByName(tx, null, 'administrator')) return { seeded: false };
    const at = new Date();
    const whiteLabelIds = {
      b2c: await insertBrand(tx, DEMO_BRANDS.b2c, at),
      b2b: await insertBrand(tx, DEMO_BRANDS.b2b, at),
    };

    const transactionCodeHash = await hashSecret(DEMO_TRANSACTION_CODE);
    const created = new Map<string, UserRow>();
    for (const a of ACCOUNTS) {
      const parent = a.parent ? created.get(a.parent)! : null;
      const user = await createUser(tx, {
        userName: a.userName,
        password: DEMO_PASSWORD,
        role: a.role,
        parent,
        whiteLabelId: a.brand ? whiteLabelIds[a.brand] : null,
        at,
        extra: {
          fullName: `Demo ${a.userName}`,
          changePassword: a.changePassword ?? false,
          ...(a.phone ? { phone: a.phone } : {}),
          ...(a.role !== 'user' ? { transactionCodeHash } : {}),
          partnershipBps: DEMO_PARTNERSHIP_BPS[a.role] ?? 0,
        },
      });
      created.set(a.userName, user);
    }
    for (const brand of ['b2c', 'b2b'] as const) {
      await tx
        .update(whiteLabels)
        .set({ defaultBranchId: created.get(DEFAULT_BRANCH[brand])!.id })
        .where(eq(whiteLabels.id, whiteLabelIds[brand]));
    }
    await creditDownTheChain(tx, created, at);
    await seedDemoPaymentMethods(tx, Object.values(whiteLabelIds), at);
    await seedDemoBonuses(tx, Object.values(whiteLabelIds), at);
    // The b2c brand's blog only: the footer links Blogs on b2c sites (docs/product.md §2).
    await seedDemoBlogPosts(tx, whiteLabelIds.b2c, created.get('whitelabel1')!.id, at);
    return { seeded: true };
  });
}

async function insertBrand(tx: Tx, brand: DemoBrand, at: Date): Promise<string> {
  const [wl] = await tx
    .insert(whiteLabels)
    .values({
      name: brand.name,
      type: brand.type,
      depositWhatsapp: brand.depositWhatsapp,
      withdrawWhatsapp: brand.withdrawWhatsapp,
      referralMaxBonus: brand.referralMaxBonus,
      referralBonusBps: brand.referralBonusBps,
      createdAt: at,
    })
    .returning({ id: whiteLabels.id });
  // One millisecond apart so the first host stays the brand's main domain (sites are read oldest first).
  await tx.insert(domains).values(
    brand.hosts.map((host, i) => ({
      host,
      whiteLabelId: wl!.id,
      type: brand.type,
      features: brand.features,
      createdAt: new Date(at.getTime() + i),
    })),
  );
  await tx.insert(themes).values({ whiteLabelId: wl!.id, theme: brand.theme, footer: brand.footer, updatedAt: at });
  return wl!.id;
}

/**
 * Each account receives what it keeps plus what its whole downline will receive, from its
 * upline (the administrator's credits come from the issuance account), parents first.
 */
async function creditDownTheChain(tx: Tx, created: Map<string, UserRow>, at: Date): Promise<void> {
  const keeps = (a: DemoAccount): bigint =>
    a.role === 'user' ? DEMO_PLAYER_PAISE : a.role === 'administrator' ? 0n : DEMO_STAFF_FLOAT_PAISE;
  const total = (a: DemoAccount): bigint => ACCOUNTS.filter((c) => c.parent === a.userName).reduce((sum, c) => sum + total(c), keeps(a));
  const issuance = await issuanceAccountId(tx);
  for (const a of ACCOUNTS) {
    if (!a.parent) continue;
    const parent = created.get(a.parent)!;
    const child = created.get(a.userName)!;
    const amount = total(a);
    const from = parent.role === 'administrator' ? issuance : await walletAccountId(tx, parent.id);
    await postEntry(tx, {
      kind: 'upline_credit',
      reference: `user:${child.id}`,
      idempotencyKey: `demo-seed:credit:${child.id}`,
      memo: 'Demo opening credit',
      createdBy: parent.id,
      at,
      lines: [
        // An upline never hands out more than it holds (the issuance account is the exception).
        {
          accountId: from,
          amount: -amount,
          ...(from === issuance ? {} : { mustStayFunded: new AppError('INTERNAL', `demo seed: ${a.parent} is short of points`) }),
        },
        { accountId: await walletAccountId(tx, child.id), amount },
      ],
    });
  }
}
