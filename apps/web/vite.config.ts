import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * /intl/{locale}/strings.json is the shell's public/intl file plus every feature's own
 * `src/features/<name>/strings.{locale}.json`, so each feature keeps its translations beside
 * its code and the site still fetches one file per locale (docs/product.md §7).
 */
function mergedStrings(locale: string): Record<string, string> | null {
  const base = join(webRoot, 'public/intl', locale, 'strings.json');
  const out: Record<string, string> = existsSync(base) ? JSON.parse(readFileSync(base, 'utf8')) : {};
  let found = existsSync(base);
  const features = join(webRoot, 'src/features');
  for (const name of existsSync(features) ? readdirSync(features) : []) {
    const file = join(features, name, `strings.${locale}.json`);
    if (!existsSync(file)) continue;
    found = true;
    Object.assign(out, JSON.parse(readFileSync(file, 'utf8')));
  }
  return found ? out : null;
}

function intlStrings(): Plugin {
  let outDir = 'dist';
  let isBuild = false;
  return {
    name: 'backlay-intl-strings',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // Vitest resolves a config too (command 'serve'): only a real build writes files.
      isBuild = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = /^\/intl\/([a-z]{2}-[a-z]{2})\/strings\.json$/.exec((req.url ?? '').split('?')[0] ?? '');
        const strings = m ? mergedStrings(m[1]!) : null;
        if (!strings) return next();
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(strings));
      });
    },
    closeBundle() {
      if (!isBuild) return;
      const dir = join(webRoot, 'public/intl');
      for (const locale of existsSync(dir) ? readdirSync(dir) : []) {
        const strings = mergedStrings(locale);
        if (!strings) continue;
        mkdirSync(join(outDir, 'intl', locale), { recursive: true });
        writeFileSync(join(outDir, 'intl', locale, 'strings.json'), JSON.stringify(strings));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), intlStrings()],
  // Vite 8: default imports of CommonJS packages (react-fast-marquee) must arrive as the
  // module's default export, not `{ default }` (docs/stack.md).
  legacy: { inconsistentCjsInterop: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      // Static data the server serves (country-list/phone-codes.json).
      '/country-list': 'http://localhost:3000',
      // The live channel (socket.io over websocket) of the same server.
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
