import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '@backlay/contract';
import { ACCOUNT_ATTEMPT_POLICY, ADDRESS_ATTEMPT_POLICY, KNOWN_ADDRESS_DAYS } from '@backlay/domain';
import { buildApp } from '../../src/app.js';
import { loginFailures, sessions, staffLogins } from '../../src/db/schema/index.js';
import { hashSecret } from '../../src/lib/password-hash.js';
import { memoryAddressBudget } from '../../src/modules/auth/address-failure-budget.js';
import { createLoginThrottle } from '../../src/modules/auth/login-throttle.js';
import { readCounter, swapCounter } from '../../src/modules/auth/login-failures.repository.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newUser, TEST_PASSWORD, uniqueName } from '../factories.js';
import { NO_RATE_LIMIT } from './helpers.js';

/**
 * The failed-password limits of sign-in (docs/decisions/login-attempt-limits.md), with two app
 * instances on one database standing for two server processes.
 */

const WRONG = 'Wrong12345';
const MINUTE = 60_000;

let t: TestApp;
/** The second process: its own app, the same database and clock. */
let other: FastifyInstance;
let chain: Awaited<ReturnType<typeof newChain>>;
beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMIT);
  other = await buildApp({ config: t.config, db: t.db, clock: t.clock, logger: false });
  await other.ready();
  chain = await newChain(t.db);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

let addressSeq = 0;
/** A fresh address for each test, so tests never share a counter. */
function newAddress(): string {
  addressSeq++;
  return `198.51.${100 + Math.floor(addressSeq / 250)}.${addressSeq % 250}`;
}

function attempt(app: FastifyInstance, userName: string, password: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth',
    remoteAddress,
    headers: { host: chain.site.host },
    payload: { email: userName, password },
  });
}

const newPlayer = () => newUser(t.db, { role: 'user', parent: chain.branch });

async function sessionCount(userId: string): Promise<number> {
  const rows = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows[0]!.n;
}

async function accountCounter(accountId: string) {
  const rows = await t.db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.key, `account:${accountId}`));
  return rows[0] ?? null;
}

/** Wrong passwords from one address, alternating processes, each sent as soon as it is let through. */
async function failUntilLocked(userName: string, address: string): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; waits.length === 0 || waits.at(-1)! < 60; i++) {
    const res = await attempt(i % 2 ? other : t.app, userName, WRONG, address);
    if (res.statusCode === 400) {
      expect(res.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
      continue;
    }
    expect(res.statusCode, res.body).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: AUTH_MESSAGES.tryLoginAgainIn(wait) });
    waits.push(wait);
    if (wait < 60) t.clock.advance(wait * 1000);
  }
  return waits;
}

describe('wrong passwords from one address', () => {
  it('make it wait 1 s, 2 s, 4 s ... after three, then lock it out for 15 minutes, across two processes', async () => {
    const player = await newPlayer();
    const waits = await failUntilLocked(player.userName, newAddress());
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 900]);
    expect(AUTH_MESSAGES.tryLoginAgainIn(1)).toBe('Too many wrong passwords, please try again in 1 second');
    expect(AUTH_MESSAGES.tryLoginAgainIn(900)).toBe('Too many wrong passwords, please try again in 15 minutes');
  });

  it('refuse a right password during the wait without checking it, and accept it after the wait', async () => {
    const player = await newPlayer();
    const address = newAddress();
    for (let i = 0; i < ADDRESS_ATTEMPT_POLICY.freeFailures + 1; i++) {
      expect((await attempt(t.app, player.userName, WRONG, address)).statusCode).toBe(400);
    }
    const during = await attempt(other, player.userName, TEST_PASSWORD, address);
    expect(during.statusCode).toBe(429);
    expect(during.json().message).toBe('Too many wrong passwords, please try again in 1 second');
    expect(await sessionCount(player.id)).toBe(0);

    t.clock.advance(1000);
    expect((await attempt(other, player.userName, TEST_PASSWORD, address)).statusCode).toBe(200);
    // The success cleared this address's counter: the free failures are free again.
    for (let i = 0; i < ADDRESS_ATTEMPT_POLICY.freeFailures + 1; i++) {
      expect((await attempt(t.app, player.userName, WRONG, address)).statusCode).toBe(400);
    }
  });

  it('do not stretch the lock by being sent during it, and the lock ends on time', async () => {
    const player = await newPlayer();
    const address = newAddress();
    await failUntilLocked(player.userName, address);
    const [row] = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `account:${player.id}@${address}`));
    const lockedUntil = row!.lockedUntil!;

    for (let minute = 1; minute < 15; minute++) {
      t.clock.advance(MINUTE - 1);
      const res = await attempt(minute % 2 ? other : t.app, player.userName, minute % 3 ? WRONG : TEST_PASSWORD, address);
      expect(res.statusCode).toBe(429);
      t.clock.advance(1);
    }
    const [after] = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `account:${player.id}@${address}`));
    expect(after!.lockedUntil).toEqual(lockedUntil);
    expect(after!.failures).toBe(row!.failures);

    t.clock.advance(lockedUntil.getTime() - t.clock.now().getTime());
    expect((await attempt(other, player.userName, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  // Requests sent at once interleave for real on PostgreSQL's pool; PGlite's one connection mostly
  // runs them in turn, so there the swap itself is checked below ('a counter in the database').
  it('sent at once are counted one by one: only the free ones and the first after them are checked', async () => {
    const player = await newPlayer();
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(i % 2 ? other : t.app, player.userName, WRONG, address)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(ADDRESS_ATTEMPT_POLICY.freeFailures + 1);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - ADDRESS_ATTEMPT_POLICY.freeFailures - 1);
  });
});

describe('a counter in the database', () => {
  it('is moved on only from the state its writer read (two processes reading the same count)', async () => {
    const player = await newPlayer();
    const key = `account:${player.id}@${newAddress()}`;
    const owner = { accountId: player.id, loginId: null, address: null };
    const now = t.clock.now();
    const one = { failures: 1, windowStartedAt: now, lastFailedAt: now, lockedUntil: null };
    const two = { ...one, failures: 2 };
    expect(await swapCounter(t.db, key, owner, null, one)).toBe(true);
    expect(await swapCounter(t.db, key, owner, null, one)).toBe(false);
    expect(await swapCounter(t.db, key, owner, one, two)).toBe(true);
    // The second reader of `one` loses, reads again and decides on two failures.
    expect(await swapCounter(t.db, key, owner, one, two)).toBe(false);
    expect(await readCounter(t.db, key)).toEqual(two);
  });
});

describe('successful sign-ins', () => {
  it('never count, and each clears the counter of its address', async () => {
    const player = await newPlayer();
    const address = newAddress();
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < ADDRESS_ATTEMPT_POLICY.freeFailures; i++) {
        expect((await attempt(t.app, player.userName, WRONG, address)).statusCode).toBe(400);
      }
      expect((await attempt(other, player.userName, TEST_PASSWORD, address)).statusCode).toBe(200);
      expect((await attempt(t.app, player.userName, TEST_PASSWORD, address)).statusCode).toBe(200);
    }
    // 18 wrong passwords in all, none of them in a row of more than three.
    const [pair] = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `account:${player.id}@${address}`));
    expect(pair).toBeUndefined();
    expect((await accountCounter(player.id))!.failures).toBe(18);
  });
});

describe('strangers guessing one account from many addresses', () => {
  /** Wrong passwords from new addresses (two each) until the account-wide counter locks them out. */
  async function lockOutStrangers(userName: string): Promise<number[]> {
    const waits: number[] = [];
    let address = newAddress();
    let fromAddress = 0;
    for (let i = 0; waits.length === 0 || waits.at(-1)! < 60; i++) {
      if (fromAddress === 2) [address, fromAddress] = [newAddress(), 0];
      const res = await attempt(i % 2 ? other : t.app, userName, WRONG, address);
      if (res.statusCode === 400) {
        fromAddress++;
        continue;
      }
      expect(res.statusCode).toBe(429);
      const wait = Number(res.headers['retry-after']);
      waits.push(wait);
      if (wait < 60) t.clock.advance(wait * 1000);
    }
    return waits;
  }

  it('hold back new addresses, but never the player at an address it signed in from', async () => {
    const player = await newPlayer();
    const home = newAddress();
    expect((await attempt(t.app, player.userName, TEST_PASSWORD, home)).statusCode).toBe(200);

    const waits = await lockOutStrangers(player.userName);
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30, 30, 900]);
    const counter = (await accountCounter(player.id))!;
    expect(counter.failures).toBe(ACCOUNT_ATTEMPT_POLICY.lockAfter);

    // Any new address is refused, even with the right password...
    const stranger = await attempt(other, player.userName, TEST_PASSWORD, newAddress());
    expect(stranger.statusCode).toBe(429);
    // ...but the player at home signs in, and a typo there is answered as a typo.
    expect((await attempt(other, player.userName, WRONG, home)).statusCode).toBe(400);
    expect((await attempt(t.app, player.userName, TEST_PASSWORD, home)).statusCode).toBe(200);

    // Strangers keep hammering through the lock: it still ends when it was set to.
    for (let minute = 1; minute < 15; minute++) {
      t.clock.advance(MINUTE - 1);
      expect((await attempt(t.app, player.userName, WRONG, newAddress())).statusCode).toBe(429);
      t.clock.advance(1);
    }
    const during = (await accountCounter(player.id))!;
    expect(during.lockedUntil).toEqual(counter.lockedUntil);

    t.clock.advance(counter.lockedUntil!.getTime() - t.clock.now().getTime());
    expect((await attempt(other, player.userName, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('count attempts sent at once from many addresses one by one', async () => {
    const player = await newPlayer();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(i % 2 ? other : t.app, player.userName, WRONG, newAddress())),
    );
    const checked = answers.filter((r) => r.statusCode === 400).length;
    expect(checked).toBe(ACCOUNT_ATTEMPT_POLICY.freeFailures + 1);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(30 - checked);
  });
});

describe('who the limits apply to', () => {
  it('staff accounts, through the same sign-in call', async () => {
    const agent = await newUser(t.db, { role: 'agent', parent: chain.master });
    const waits = await failUntilLocked(agent.userName, newAddress());
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 900]);
  });

  it('a Multi Login employee login on its own counters, apart from its account', async () => {
    const master = await newUser(t.db, { role: 'master', parent: chain.superMaster });
    const [login] = await t.db
      .insert(staffLogins)
      .values({ accountId: master.id, userName: uniqueName('emp'), passwordHash: await hashSecret('Worker123') })
      .returning();
    const address = newAddress();
    for (let i = 0; i < ADDRESS_ATTEMPT_POLICY.freeFailures + 1; i++) {
      expect((await attempt(t.app, login!.userName, WRONG, address)).statusCode).toBe(400);
    }
    expect((await attempt(other, login!.userName, 'Worker123', address)).statusCode).toBe(429);
    // The account itself is not held back by its employee's mistakes.
    expect((await attempt(other, master.userName, TEST_PASSWORD, address)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await attempt(other, login!.userName, 'Worker123', address)).statusCode).toBe(200);
    const rows = await t.db.select().from(loginFailures).where(eq(loginFailures.loginId, login!.id));
    expect(rows.map((r) => r.key).sort()).toEqual([`known:login:${login!.id}@${address}`, `login:${login!.id}`]);
  });

  it('names no account has: no counter rows, only the address budget', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(loginFailures);
    const address = newAddress();
    for (let i = 0; i < 8; i++) {
      const res = await attempt(i % 2 ? other : t.app, uniqueName('nobody'), WRONG, address);
      expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
    }
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(loginFailures);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('pruning', () => {
  it('deletes counters that hold nothing back, then remembered addresses not used for 90 days', async () => {
    const quiet = await newPlayer();
    const recent = await newPlayer();
    expect((await attempt(t.app, quiet.userName, WRONG, newAddress())).statusCode).toBe(400);
    expect((await attempt(t.app, quiet.userName, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
    t.clock.advance(ADDRESS_ATTEMPT_POLICY.quietResetMs + MINUTE);
    expect((await attempt(t.app, recent.userName, WRONG, newAddress())).statusCode).toBe(400);

    const throttle = createLoginThrottle({ db: t.db, clock: t.clock }, memoryAddressBudget({ max: 1, windowMs: MINUTE }, t.clock));
    const keysOf = async (accountId: string) =>
      (await t.db.select({ key: loginFailures.key }).from(loginFailures).where(eq(loginFailures.accountId, accountId))).map((r) => r.key);
    await throttle.prune();
    // The quiet player's wrong password no longer holds anything back; its sign-in address is remembered.
    expect(await keysOf(quiet.id)).toEqual([expect.stringMatching(/^known:account:/)]);
    expect(await keysOf(recent.id)).toHaveLength(2);

    t.clock.advance(KNOWN_ADDRESS_DAYS * 86_400_000);
    await throttle.prune();
    expect(await keysOf(quiet.id)).toEqual([]);
    await throttle.close();
  });
});
