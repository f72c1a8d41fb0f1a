import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

/** A private redis-server for one test file: no persistence, on a port of a range the file owns. */

/** A port in the range nobody listens on now (the range is shared with other test runs). */
export async function freePort(from: number, to: number): Promise<number> {
  for (let p = from; p <= to; p += 1) {
    const isFree = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(p, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (isFree) return p;
  }
  throw new Error(`no free port for redis-server in ${from}-${to}`);
}

/** A redis-server answering once this resolves. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 5_000;
  for (;;) {
    const isUp = await new Promise<boolean>((resolve) => {
      const probe = createConnection({ host: '127.0.0.1', port });
      probe.once('connect', () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });
    // Another listener on the port would answer too: only ours, still running, counts.
    if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited (${child.exitCode})`);
    if (isUp) return child;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not answer on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Killed outright, as a crash or a lost host would take it: clients see their connections drop. */
export async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}
