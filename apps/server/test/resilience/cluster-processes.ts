import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Real server processes for the cluster tests: `node --import tsx src/server.ts` in apps/server,
 * as `npm run start:prod` starts one, each with its own ROLE and PORT, their output kept so a test
 * can read their log lines (pino's JSON, one object a line).
 */

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Children still running: killed if the test process ends without its afterAll (a timeout, a crash). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export type Role = 'api' | 'worker' | 'all';

export interface ServerProcess {
  name: string;
  role: Role;
  port: number;
  child: ChildProcess;
  /** Everything it wrote on stdout and stderr so far. */
  output(): string;
  /** Its exit, or null while it runs. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  exited: Promise<void>;
}

export interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  [key: string]: unknown;
}

/** Distinct ports of a range that nothing listens on now (each probed, none handed out twice). */
export async function freePorts(count: number, from: number, to: number): Promise<number[]> {
  const found: number[] = [];
  for (let port = from; port <= to && found.length < count; port += 1) {
    const isFree = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (isFree) found.push(port);
  }
  if (found.length < count) throw new Error(`only ${found.length} free ports in ${from}-${to}, ${count} needed`);
  return found;
}

/** Starts one server process; it comes up on its own (see waitUntilReady). */
export function startServer(name: string, role: Role, port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', ...env, ROLE: role, PORT: String(port), HOST: '127.0.0.1' },
  });
  running.add(child);
  let text = '';
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  child.stdout!.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      running.delete(child);
      resolve();
    }),
  );
  return { name, role, port, child, output: () => text, exit: () => ended, exited };
}

/** Its JSON log lines (the start-up banner and other plain lines are skipped). */
export function logLines(proc: ServerProcess): LogLine[] {
  const lines: LogLine[] = [];
  for (const line of proc.output().split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      // A line cut in the middle (still being written).
    }
  }
  return lines;
}

/** The times (epoch ms) of its log lines with exactly this message. */
export function timesOf(proc: ServerProcess, msg: string): number[] {
  return logLines(proc)
    .filter((l) => l.msg === msg)
    .map((l) => l.time ?? 0);
}

/** Kills it (SIGKILL unless told otherwise) and waits for its exit. */
export async function kill(proc: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (proc.exit() !== null) return;
  proc.child.kill(signal);
  await proc.exited;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  text: string;
}

/**
 * One HTTP call to a process, on a Host of our choosing (the site: Node's fetch would send the
 * listener's address), JSON in and out, never waiting longer than `timeoutMs`.
 */
export function call<T = unknown>(
  proc: ServerProcess,
  method: string,
  path: string,
  opts: { host?: string; token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string | number> = { host: opts.host ?? 'localhost', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: proc.port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('error', reject);
      res.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the text is the body.
        }
        resolve({ status: res.statusCode ?? 0, body: body as T, text });
      });
    });
    req.setTimeout(opts.timeoutMs ?? 15_000, () => req.destroy(new Error(`${method} ${path} on ${proc.name}: no answer in time`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Waits until its /readyz answers 200; fails at once when it exits, with its output. */
export async function waitUntilReady(proc: ServerProcess, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (proc.exit() !== null) throw new Error(`${proc.name} exited (${JSON.stringify(proc.exit())}):\n${proc.output().slice(-3_000)}`);
    const ready = await call(proc, 'GET', '/readyz', { timeoutMs: 2_000 }).catch(() => null);
    if (ready?.status === 200) return Date.now() - started;
    if (Date.now() - started > limitMs) {
      throw new Error(
        `${proc.name} not ready within ${limitMs} ms (last ${ready?.status ?? 'no answer'} ${ready?.text ?? ''}):\n${proc.output().slice(-3_000)}`,
      );
    }
    await sleep(250);
  }
}

/** Polls `check` until it answers a value (not null/undefined/false); null after `limitMs`. */
export async function poll<T>(
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  limitMs: number,
  everyMs = 100,
): Promise<T | null> {
  const until = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > until) return null;
    await sleep(everyMs);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
