import pg from 'pg';

/**
 * One leader among the worker processes (docs/decisions/process-roles.md): the process that
 * runs the platform's background work — the feed, the settlement poll, bonus expiry, the
 * Originals rounds. On PostgreSQL the leader is whoever holds a session-level advisory
 * lock on a connection of its own; the lock goes with that connection, so a leader that dies
 * (kill -9, a lost machine) frees it, and a waiting process takes over at its next try. On PGlite
 * the one process is the leader from the start.
 */

/** A piece of background work that only the leader runs. */
export interface LeaderTask {
  name: string;
  /** Starts the work; may resolve before the work is done (timers keep it going). */
  start(): void | Promise<void>;
  /** Stops the work and waits for what is under way. */
  stop(): Promise<void>;
}

export interface LeadershipLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The advisory lock key of the leader ("backlay:lead" folded into a bigint). */
const LEADER_LOCK_KEY = '27691627349565818';
/** A follower tries for the lock this often; also the leader's heartbeat on its lock connection. */
export const LEADERSHIP_TRY_MS = 1_000;
/**
 * A new leader waits this long before it starts: a leader whose lock connection the database
 * dropped (rather than one that died) stops its work within one failed heartbeat, so by then
 * nothing runs twice.
 */
export const LEADERSHIP_GRACE_MS = 2_000;
/** A heartbeat or a try unanswered this long counts as a lost connection (under the grace). */
const HEARTBEAT_TIMEOUT_MS = 1_500;

export class Leadership {
  private readonly tasks: LeaderTask[] = [];
  private leading = false;
  private client: pg.Client | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private since: number | null = null;
  /** The start or stop of the tasks under way: the two never overlap. */
  private turn: Promise<void> = Promise.resolve();

  /**
   * `connectionString`: PostgreSQL's, or null on PGlite (one process: always the leader).
   * `campaign` false: this process never leads (ROLE=api).
   */
  constructor(
    private readonly opts: { connectionString: string | null; campaign: boolean; log: LeadershipLog; graceMs?: number; tryMs?: number },
  ) {}

  add(task: LeaderTask): void {
    this.tasks.push(task);
    // Added after this process took the lead (a module registered late): start it now.
    if (this.leading) this.turn = this.turn.then(() => this.startTask(task));
  }

  isLeader(): boolean {
    return this.leading;
  }

  /** When this process took the lead (epoch ms), or null. */
  leaderSince(): number | null {
    return this.since;
  }

  /** Starts campaigning; resolves after the first try (so a lone process leads once started). */
  async start(): Promise<void> {
    if (!this.opts.campaign) return;
    if (this.opts.connectionString === null) {
      await this.lead(0);
      return;
    }
    await this.tryOnce(0);
  }

  /** Stops the tasks, gives up the lead and stops campaigning. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.step(() => this.stopTasks());
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tryOnce(this.opts.graceMs ?? LEADERSHIP_GRACE_MS), this.opts.tryMs ?? LEADERSHIP_TRY_MS);
    this.timer.unref();
  }

  /** One try for the lock (or, holding it, one heartbeat on its connection). */
  private async tryOnce(graceMs: number): Promise<void> {
    if (this.stopped) return;
    try {
      if (this.leading) {
        await this.client!.query('select 1');
      } else {
        this.client ??= await this.connect();
        const { rows } = await this.client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${LEADER_LOCK_KEY}) as locked`);
        if (rows[0]?.locked) await this.lead(graceMs);
      }
    } catch (err) {
      await this.lose(err);
    }
    this.schedule();
  }

  private async connect(): Promise<pg.Client> {
    // A heartbeat that hangs (a network cut) fails after its timeout, like one refused.
    const client = new pg.Client({
      connectionString: this.opts.connectionString!,
      application_name: 'backlay-leader',
      query_timeout: HEARTBEAT_TIMEOUT_MS,
      connectionTimeoutMillis: HEARTBEAT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A lost connection is seen by the next heartbeat; the listener keeps it from ending the process.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  private async lead(graceMs: number): Promise<void> {
    if (graceMs > 0) await new Promise((r) => setTimeout(r, graceMs));
    if (this.stopped) return;
    this.leading = true;
    this.since = Date.now();
    this.opts.log.info({ tasks: this.tasks.map((t) => t.name) }, 'leadership: this process leads');
    await this.step(async () => {
      for (const task of this.tasks) await this.startTask(task);
    });
  }

  /** The lock connection failed: whatever this process ran as leader stops at once. */
  private async lose(err: unknown): Promise<void> {
    const client = this.client;
    this.client = null;
    client?.end().catch(() => undefined);
    if (!this.leading) return;
    this.opts.log.error({ err }, 'leadership: lost the lock connection; stopping the background work');
    await this.step(() => this.stopTasks());
  }

  private async startTask(task: LeaderTask): Promise<void> {
    try {
      await task.start();
    } catch (err) {
      this.opts.log.error({ err, task: task.name }, 'leadership: a task failed to start');
    }
  }

  private async stopTasks(): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    this.since = null;
    for (const task of [...this.tasks].reverse()) {
      try {
        await task.stop();
      } catch (err) {
        this.opts.log.error({ err, task: task.name }, 'leadership: a task failed to stop');
      }
    }
  }

  private step(work: () => Promise<void>): Promise<void> {
    this.turn = this.turn.then(work, work);
    return this.turn;
  }
}
