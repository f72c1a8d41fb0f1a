import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server package is on disk, whichever way it runs. From source (tsx, tests) this
 * module is src/lib/server-paths.ts; from the build it is inlined into dist/server.js or
 * dist/cli/<name>.js, so `import.meta.url` is the bundle's and a fixed `../..` would point
 * elsewhere. The nearest folder above with a package.json is apps/server in both cases.
 */
const here = dirname(fileURLToPath(import.meta.url));

function packageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/** apps/server: the base of WEB_DIST and ADMIN_DIST. */
export const SERVER_ROOT = packageRoot(here);

/** Running the bundle from dist/ (node), not the TypeScript from src/ (tsx, tests). */
export const IS_BUILT = relative(SERVER_ROOT, here).split(sep)[0] === 'dist';

/**
 * src/ from source, dist/ when built: the build copies the files read at run time (migrations,
 * database code) to the same place under dist/ (scripts/build.mjs).
 */
export const CODE_ROOT = join(SERVER_ROOT, IS_BUILT ? 'dist' : 'src');
