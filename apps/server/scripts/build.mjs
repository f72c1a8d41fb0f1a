// The production build: plain JavaScript in dist/ that node runs without tsx or TypeScript
// (docs/stack.md "Production build"). esbuild, because it is fast enough to run on every
// `npm start` and needs no type information (`npm run typecheck` checks types).
import { build } from 'esbuild';
import { cpSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const started = performance.now();
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// Listed, not named: a new CLI is built with no change here. new-migration drives drizzle-kit
// (a dev dependency) over src/, so it never runs from the build.
const cliEntries = readdirSync(join(root, 'src/cli'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'new-migration.ts')
  .map((f) => ({ in: `src/cli/${f}`, out: `cli/${f.slice(0, -3)}` }));

// The workspace packages export their TypeScript source, which node cannot load, so they are
// bundled in. Every other package stays an import: `npm ci --omit=dev` installs it, and some
// read their own files at run time (PGlite's wasm, tesseract's worker, swagger-ui's assets).
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@backlay/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(dist, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: [{ in: 'src/server.ts', out: 'server' }, ...cliEntries],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  // ESM like the source (package.json "type": "module"). Nothing CommonJS is bundled (every
  // npm package is external), so no createRequire banner is needed.
  format: 'esm',
  // Mappings only: `node --enable-source-maps` points stack traces at src/ lines.
  sourcemap: true,
  sourcesContent: false,
  plugins: [externalPackages],
  metafile: true,
  logLevel: 'warning',
}).catch(() => process.exit(1)); // esbuild has printed the errors

// An import of a package that is only a dev dependency would pass here and fail in production
// after `npm prune --omit=dev`: refuse it now.
const builtins = new Set(builtinModules);
const packageOf = (path) => path.match(/^(@[^/]+\/)?[^/]+/)[0];
const undeclared = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((o) => o.imports)
    .filter((i) => i.external && !i.path.startsWith('node:') && !builtins.has(i.path))
    .map((i) => packageOf(i.path))
    .filter((p) => !dependencies[p]),
);
if (undeclared.size) {
  console.error(`Imported at run time but not in apps/server dependencies: ${[...undeclared].join(', ')}`);
  process.exit(1);
}

// Files read at run time keep their place relative to the code (src/lib/server-paths.ts).
// drizzle-kit's schema snapshots are for writing the next migration, not for migrating.
for (const folder of ['db/migrations', 'db/functions']) {
  cpSync(join(root, 'src', folder), join(dist, folder), { recursive: true, filter: (f) => !f.endsWith('_snapshot.json') });
}

const entries = 1 + cliEntries.length;
console.log(`server built: ${entries} entry points in apps/server/dist in ${Math.round(performance.now() - started)} ms`);
