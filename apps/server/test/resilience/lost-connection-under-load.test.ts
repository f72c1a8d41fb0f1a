import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, type TestApp } from '../test-app.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { fundedPlayer, openMarket, order, walletState, type OpenMarket } from '../betting/betting-helpers.js';
import { pgUrl } from './services.js';

/**
 * The app's PostgreSQL backends terminated again and again while players place bets and read
 * their open bets over real keep-alive HTTP (an operator restarting a pooler, a failover): the
 * process stays up, every request gets an answer (its own, or "try again"), none hangs or is
 * reset, and once the terminations stop the pool has new connections and every request succeeds.
 * A placement answered "try again" and sent again with its Idempotency-Key stands exactly once.
 */
const PLAYERS = 24;
const ROUNDS = 6;
const ROUND_MS = 400;

interface Answer {
  status: number;
  code: string | null;
}

describe('database connections lost under load', () => {
  let t: TestApp;
  let chain: SignedInChain;
  let market: OpenMarket;
  let players: Awaited<ReturnType<typeof fundedPlayer>>[];
  let base: string;
  const agent = new Agent({ keepAlive: true, maxSockets: PLAYERS });

  beforeAll(async () => {
    t = await createTestApp();
    chain = await signedInChain(t.db);
    market = await openMarket(t, {
      ladder: (rs) => rs.map((r, i) => ({ id: r.id, back: [[185 + i * 20, 1_000_000]], lay: [[187 + i * 20, 1_000_000]] })),
    });
    players = await Promise.all(Array.from({ length: PLAYERS }, () => fundedPlayer(t, chain, 10_000_000)));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    agent.destroy();
    await t?.close();
  });

  /** One request over the keep-alive agent: its status and error code, or the socket's failure. */
  function send(method: 'GET' | 'POST', path: string, token: string, body?: unknown, key?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { host: chain.site.host, authorization: `Bearer ${token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (key) headers['idempotency-key'] = key;
      const req = request(`${base}${path}`, { method, agent, headers, timeout: 20_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let code: string | null = null;
          if (res.statusCode !== 200) code = (JSON.parse(text) as { code?: string }).code ?? null;
          resolve({ status: res.statusCode ?? 0, code });
        });
      });
      req.on('timeout', () => req.destroy(new Error('no answer within 20 s')));
      req.on('error', reject);
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }

  const placement = (i: number) => order(market, { side: i % 2 === 0 ? 'BACK' : 'LAY', odd: i % 2 === 0 ? 1.85 : 1.87, stake: 100 });

  it('the process stays up, every request is answered and the pool recovers', async () => {
    const database = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const name = database.rows[0]!.name;
    const admin = new pg.Client({ connectionString: pgUrl() });
    await admin.connect();

    let sent = 0;
    const answers: Answer[] = [];
    const failures: string[] = [];
    /** Placements answered "try again": sent again with their key below. */
    const toRetry: { player: number; key: string; body: unknown }[] = [];
    const placed = new Set<string>();
    let loading = true;
    const loops = players.map(async (p, i) => {
      for (let n = 0; loading; n++) {
        const key = randomUUID();
        const isPlacement = n % 2 === 0;
        const body = isPlacement ? placement(i + n) : undefined;
        sent++;
        try {
          const a = isPlacement
            ? await send('POST', '/api/user/openBet', p.token, body, key)
            : await send('GET', '/api/user/openBet', p.token);
          answers.push(a);
          if (isPlacement && a.status === 200) placed.add(key);
          if (isPlacement && a.code === 'TRY_AGAIN') toRetry.push({ player: i, key, body });
        } catch (err) {
          failures.push(err instanceof Error ? err.message : String(err));
        }
      }
    });

    let terminated = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await new Promise((r) => setTimeout(r, ROUND_MS));
      const killed = await admin.query<{ n: number }>(
        'select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) k',
        [name],
      );
      terminated += killed.rows[0]!.n;
    }
    await new Promise((r) => setTimeout(r, ROUND_MS));
    loading = false;
    await Promise.all(loops);
    await admin.end();

    const tryAgain = answers.filter((a) => a.code === 'TRY_AGAIN').length;
    const other: Record<string, number> = {};
    for (const a of answers)
      if (a.status !== 200 && a.code !== 'TRY_AGAIN') other[`${a.status} ${a.code}`] = (other[`${a.status} ${a.code}`] ?? 0) + 1;
    console.log(
      `lost connections: ${terminated} backends terminated in ${ROUNDS} rounds; answered ${answers.length.toLocaleString('en')} of ${sent.toLocaleString('en')} (try again ${tryAgain}); reset ${failures.length}`,
    );
    expect(terminated).toBeGreaterThan(ROUNDS);
    expect(failures).toEqual([]);
    expect(other).toEqual({});
    expect(answers.length).toBe(sent);

    // Terminations over: the pool opens new connections and every request succeeds.
    const after = await Promise.all(players.map((p, i) => send('POST', '/api/user/openBet', p.token, placement(i), randomUUID())));
    const afterOk = after.filter((a) => a.status === 200).length;
    console.log(`lost connections: after the terminations ${afterOk} of ${after.length} placements answered 200`);
    expect(afterOk).toBe(after.length);

    // A placement answered "try again" is sent again with its key: it stands exactly once.
    for (const r of toRetry) {
      const again = await send('POST', '/api/user/openBet', players[r.player]!.token, r.body, r.key);
      expect(again.status).toBe(200);
      placed.add(r.key);
    }
    const keys = [...placed];
    const stored = (await t.db.execute(
      sql`select idempotency_key as key, count(*)::int as n from bets where idempotency_key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) group by idempotency_key`,
    )) as unknown as { rows: { key: string; n: number }[] };
    console.log(
      `lost connections: ${toRetry.length} placements sent again with their key; ${stored.rows.length} of ${keys.length} keys stand, each once`,
    );
    expect(stored.rows.length).toBe(keys.length);
    expect(stored.rows.every((r) => r.n === 1)).toBe(true);

    // No placement was half written: each wallet's exposure is the sum of its books'.
    const wallets = await Promise.all(players.map((p) => walletState(t, p.user)));
    expect(wallets.filter((w) => w.exposure !== w.booksExposure)).toEqual([]);
  });
});
