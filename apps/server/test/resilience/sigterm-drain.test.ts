import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client.js';
import { seedDemo } from '../../src/db/seed/demo-seed.js';
import { bets, competitions, events, markets, runners, sessions, users } from '../../src/db/schema/index.js';
import { hashToken, newSessionToken } from '../../src/modules/auth/session-token.js';
import { scratchPgDatabase } from '../test-db.js';
import { pgUrl } from './services.js';

/**
 * SIGTERM under load (docs/decisions/drain-on-sigterm.md): the real server, as a process, on a
 * PostgreSQL database with the demo seed, with keep-alive clients placing bets and reading while
 * it is told to stop. Every request sent gets an answer (its work done, or "try again"), none is
 * reset, the process ends with 0, every bet answered as placed is in the database and no bet
 * answered "try again" is. The clients behave as players' browsers and load balancers do: they
 * reuse their connections, wait the Retry-After of a "try again", and stop when the address
 * refuses new connections (the listener is closed: they would go to another process).
 */
const url = pgUrl();
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const CLIENTS = 20;
const PLAYERS = ['user1', 'user2'];
/** Bets answered as placed before the signal: the drain must meet real work in flight. */
const PLACED_BEFORE_SIGNAL = 150;
const MARKET_ID = '1.drain';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Tally {
  sent: number;
  answered: number;
  tryAgain: number;
  /** Answers other than 200 or a "try again", with their bodies. */
  unexpected: string[];
  resets: string[];
  refusedAtConnect: number;
  placed: Set<string>;
  refusedKeys: Set<string>;
}

describe('SIGTERM under load', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let database: Database;
  let child: ChildProcess | null = null;
  let output = '';
  beforeAll(async () => {
    scratch = await scratchPgDatabase(url);
    database = await openDatabase({ databaseUrl: scratch.url });
    await database.startExclusively(() => seedDemo(database.db));
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await database?.close();
    await scratch?.drop();
  });

  it('answers every request it was sent, resets none and exits 0 with every placed bet stored', async () => {
    const tokens = await signInPlayers(database);
    await openBookmakerMarket(database);
    const port = await freePort();
    const base = { host: '127.0.0.1', port };

    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: scratch.url,
        SEED_DEMO: 'true',
        FEED: 'none',
        HOST: '127.0.0.1',
        PORT: String(port),
        // Info: the drain's own report ('drained') comes in the output.
        LOG_LEVEL: 'info',
        ORIGINALS_CRASH_LOOP: 'false',
      },
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    await waitUntilReady(base, exited);

    const agent = new http.Agent({ keepAlive: true });
    const tally: Tally = {
      sent: 0,
      answered: 0,
      tryAgain: 0,
      unexpected: [],
      resets: [],
      refusedAtConnect: 0,
      placed: new Set(),
      refusedKeys: new Set(),
    };
    const giveUpAt = Date.now() + 45_000;
    const loops = Array.from({ length: CLIENTS }, (_, i) => clientLoop(base, agent, tokens[i % tokens.length]!, i, tally, giveUpAt));

    await expectPoll(() => tally.placed.size >= PLACED_BEFORE_SIGNAL, 20_000, 'bets placed before the signal');
    child.kill('SIGTERM');
    // A load balancer's probes, soon after the signal (before the drain can have closed the
    // listener): not ready, so no new player is sent here; alive; on their own connections.
    await sleep(50);
    const probe = (path: string) =>
      request(base, undefined, 'GET', path).catch((err: NodeJS.ErrnoException): Answer => ({
        status: 0,
        headers: {},
        body: String(err.code),
      }));
    const readyz = await probe('/readyz');
    const healthz = await probe('/healthz');

    await Promise.all(loops);
    const code = await exited;
    agent.destroy();

    const stored = await database.db.select({ key: bets.idempotencyKey }).from(bets).where(eq(bets.marketId, MARKET_ID));
    const storedKeys = new Set(stored.map((b) => b.key));
    const missing = [...tally.placed].filter((k) => !storedKeys.has(k));
    const refusedButStored = [...tally.refusedKeys].filter((k) => storedKeys.has(k));

    const report = drainReport(output);
    const n = (v: number) => v.toLocaleString('en-US');
    console.log(
      `sigterm drain: answered ${n(tally.answered)} of ${n(tally.sent)} (try again ${n(tally.tryAgain)}); reset ${n(tally.resets.length)}; ` +
        `refused at connect ${n(tally.refusedAtConnect)}; in flight at the signal ${report?.inFlightAtStart ?? '?'}, ` +
        `drained in ${report?.ms ?? '?'} ms; bets placed ${n(tally.placed.size)}, stored ${n(stored.length)}; exit ${code}`,
    );
    if (code !== 0 || tally.resets.length > 0) console.log(output.slice(-4_000));

    expect(readyz.status).toBe(503);
    expect(JSON.parse(readyz.body) as unknown).toMatchObject({ status: 'not ready', checks: { draining: 'draining' } });
    expect(healthz.status).toBe(200);
    expect(tally.resets).toEqual([]);
    expect(tally.unexpected).toEqual([]);
    expect(tally.answered).toBe(tally.sent);
    expect(tally.tryAgain).toBeGreaterThan(0);
    expect(tally.refusedAtConnect).toBe(CLIENTS);
    expect(code).toBe(0);
    // The drain met work in flight, finished it and cut nothing.
    expect(report).toMatchObject({ cut: 0 });
    expect(report!.inFlightAtStart).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect(refusedButStored).toEqual([]);
    expect(stored).toHaveLength(tally.placed.size);
  });
});

/** One client: bets and reads on its keep-alive connections until the address refuses it. */
async function clientLoop(
  base: { host: string; port: number },
  agent: http.Agent,
  token: string,
  index: number,
  tally: Tally,
  giveUpAt: number,
): Promise<void> {
  for (let turn = 0; Date.now() < giveUpAt; turn++) {
    const isPlacement = (turn + index) % 2 === 0;
    const key = randomUUID();
    const path = isPlacement ? '/api/user/openBet' : turn % 4 === 1 ? '/api/user/pts' : '/api/user/openBet';
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, host: 'localhost' };
    if (isPlacement) headers['idempotency-key'] = key;
    let answer: Answer;
    try {
      answer = await request(base, agent, isPlacement ? 'POST' : 'GET', path, headers, isPlacement ? order(turn) : undefined);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ECONNREFUSED') {
        // Nothing was sent: the listener is closed, so the client goes elsewhere.
        tally.refusedAtConnect += 1;
        return;
      }
      tally.sent += 1;
      tally.resets.push(`${isPlacement ? 'POST' : 'GET'} ${path}: ${code ?? String(err)}`);
      continue;
    }
    tally.sent += 1;
    tally.answered += 1;
    if (answer.status === 200) {
      if (isPlacement) tally.placed.add(key);
      continue;
    }
    const body = JSON.parse(answer.body) as { code?: string };
    if (
      answer.status === 429 &&
      body.code === 'TRY_AGAIN' &&
      answer.headers['retry-after'] === '1' &&
      answer.headers.connection === 'close'
    ) {
      tally.tryAgain += 1;
      if (isPlacement) tally.refusedKeys.add(key);
      await sleep(Number(answer.headers['retry-after']) * 1000);
      continue;
    }
    tally.unexpected.push(`${answer.status} ${answer.body.slice(0, 200)}`);
  }
}

function request(
  base: { host: string; port: number },
  agent: http.Agent | undefined,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        ...base,
        method,
        path,
        agent: agent ?? false,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A back at 85 or a lay at 90 on the manual market's first runner: its quoted prices, always on offer. */
function order(turn: number) {
  return {
    marketId: MARKET_ID,
    oddType: turn % 3 === 0 ? 'LAY' : 'BACK',
    odd: turn % 3 === 0 ? 90 : 85,
    run: 100,
    teamId: `${MARKET_ID}-1`,
    eventId: 'e-drain',
    marketType: 'BOOKMAKER',
    matchDate: new Date().toISOString(),
    name: 'Home',
    stake: 10,
    nation: 'IN',
    browserDetail: { name: 'Chrome', os: 'Linux', version: '120', mobile: false },
    countryDetail: { continent: 'Asia', city: 'Mumbai', country: 'India', countryFlag: 'in', region: 'MH' },
  };
}

/** A session per demo player, as a login would leave (one per player: the duplicate-screen rule). */
async function signInPlayers(database: Database): Promise<string[]> {
  const tokens: string[] = [];
  for (const userName of PLAYERS) {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
    const token = newSessionToken();
    await database.db
      .insert(sessions)
      .values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
    tokens.push(token);
  }
  return tokens;
}

/**
 * A bookmaker market priced by hand (back 85, lay 90), open and without an in-play delay: the
 * server loads its stored prices at start, and they never move or go stale during the test.
 */
async function openBookmakerMarket(database: Database): Promise<void> {
  const now = new Date();
  const db = database.db;
  await db.insert(competitions).values({ id: 'c-drain', eventTypeId: 4, name: 'Drain Cup', region: 'INT' });
  await db.insert(events).values({
    id: 'e-drain',
    competitionId: 'c-drain',
    eventTypeId: 4,
    name: 'Home v Away',
    openDate: new Date(now.getTime() - 600_000),
    status: 'inPlay',
  });
  await db.insert(markets).values({
    id: MARKET_ID,
    eventId: 'e-drain',
    eventTypeId: 4,
    name: 'Bookmaker',
    type: 'bookmaker',
    minStake: 1_00,
    maxStake: 5_000_000,
    delaySecond: 0,
    manual: true,
    status: 'open',
    betOpenDate: new Date(now.getTime() - 3_600_000),
    snapshot: {
      status: 'open',
      runners: [1, 2].map((i) => ({ id: `${MARKET_ID}-${i}`, status: 'active' as const, back: [[85, 100]], lay: [[90, 100]] })),
      totalMatchedPaise: 0,
      updatedAt: now.toISOString(),
      seq: 1,
    },
  });
  await db
    .insert(runners)
    .values([1, 2].map((i) => ({ marketId: MARKET_ID, id: `${MARKET_ID}-${i}`, name: i === 1 ? 'Home' : 'Away', sort: i })));
}

/** The drain's report from the server's log line 'drained; shutting down'. */
function drainReport(log: string): { inFlightAtStart: number; refused: number; cut: number; ms: number } | null {
  for (const line of log.split('\n')) {
    if (!line.includes('drained; shutting down')) continue;
    return JSON.parse(line) as { inFlightAtStart: number; refused: number; cut: number; ms: number };
  }
  return null;
}

/** A port of the range these tests may use (3300-3309) that nothing listens on. */
async function freePort(): Promise<number> {
  for (let port = 3300; port <= 3309; port++) {
    const isFree = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (isFree) return port;
  }
  throw new Error('no free port in 3300-3309');
}

async function waitUntilReady(base: { host: string; port: number }, exited: Promise<number | null>): Promise<void> {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const until = Date.now() + 50_000;
  while (Date.now() < until && !hasExited) {
    const ready = await request(base, undefined, 'GET', '/readyz').catch(() => null);
    if (ready?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`the server did not become ready${hasExited ? ' (it exited)' : ''}`);
}

async function expectPoll(done: () => boolean, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
