// `node scripts/run-cli.mjs <name> [args...]` runs a server CLI: with NODE_ENV=production the
// built dist/cli/<name>.js (a production install has no tsx), otherwise src/cli/<name>.ts under
// tsx, so a change to the source needs no build.
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [name, ...args] = process.argv.slice(2);
if (!name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('usage: node scripts/run-cli.mjs <cli-name> [args...]');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));

// eslint-disable-next-line no-restricted-properties -- chooses the code to run; config.ts is not loaded yet
if (process.env.NODE_ENV === 'production') {
  const file = join(root, 'dist/cli', `${name}.js`);
  if (!existsSync(file)) {
    console.error(`${file} does not exist: run npm run build first`);
    process.exit(2);
  }
  // The CLI sees the argv that `node dist/cli/<name>.js args` gives: its argument parsing and
  // its "am I the entry point" check (ledger-check) work unchanged.
  const entry = realpathSync(file);
  process.argv = [process.argv[0], entry, ...args];
  await import(pathToFileURL(entry).href);
} else {
  let tsx;
  try {
    tsx = createRequire(import.meta.url).resolve('tsx/cli');
  } catch {
    console.error('tsx is not installed (production install?): set NODE_ENV=production to run the build');
    process.exit(2);
  }
  const file = join(root, 'src/cli', `${name}.ts`);
  if (!existsSync(file)) {
    console.error(`${file} does not exist`);
    process.exit(2);
  }
  const child = spawn(process.execPath, [tsx, file, ...args], { stdio: 'inherit' });
  // Ctrl-C reaches the child from the terminal; a SIGTERM sent to this process alone is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}
