/**
 * The disk's sync latency while a paced run of placement.bench.ts is measured: every 10 ms this
 * process writes 8 KiB to a file of its own and waits for fdatasync, as PostgreSQL waits for
 * its WAL at each commit. When its stdin closes it prints one JSON line (DiskSyncFigures) and
 * exits; it counts only the syncs after the line "start" on its stdin. On a disk whose syncs
 * now and then take tens of milliseconds (as a cheap virtual disk's can), every commit waiting
 * at that moment waits too, so a latency tail that the group-commit floor shows as well is the
 * disk's, not placement's.
 *
 * The file is in BENCH_SYNC_DIR (default: the system's temporary directory), which should be on
 * the disk that holds PostgreSQL's WAL (on this machine everything is on one disk).
 */
import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface DiskSyncFigures {
  syncs: number;
  p50: number;
  p99: number;
  max: number;
  /** Syncs that took longer than 20 ms (a commit waiting for one is already 2x the p99 aim). */
  over20: number;
  dir: string;
}

const INTERVAL_MS = 10;

const root = process.env.BENCH_SYNC_DIR ?? tmpdir();
const dir = mkdtempSync(path.join(root, 'backlay-sync-probe-'));
const fd = openSync(path.join(dir, 'probe'), 'w');
const page = Buffer.alloc(8192, 1);
const took: number[] = [];

const timer = setInterval(() => {
  const start = performance.now();
  writeSync(fd, page, 0, page.length, 0);
  fdatasyncSync(fd);
  took.push(performance.now() - start);
}, INTERVAL_MS);

// It syncs from the moment it starts (the load generator's warm-up), so that starting a process
// does not fall inside the measured window, and counts from the line "start" on its stdin.
process.stdin.setEncoding('utf8');
process.stdin.on('data', (text: string) => {
  if (text.includes('start')) took.length = 0;
});
process.stdin.on('end', () => {
  clearInterval(timer);
  closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
  const sorted = took.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const figures: DiskSyncFigures = {
    syncs: sorted.length,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    over20: sorted.filter((t) => t > 20).length,
    dir: root,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
});
