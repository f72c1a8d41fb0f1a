import { describe, expect, it } from 'vitest';
import shellHindi from '../../../public/intl/hi-in/strings.json';

/** What the site serves as hi-in: the shell's file plus every feature's own (vite.config.ts). */
const featureHindi = import.meta.glob<Record<string, string>>('../../features/*/strings.hi-in.json', { import: 'default', eager: true });

function usedKeys(sources: Record<string, string>): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
  }
  return keys;
}

/**
 * The Hindi checks of a feature that owns a key prefix and its own strings.hi-in.json: every
 * owned key in use is translated (and nothing else is in the file), the shared keys it borrows
 * are in the merged hi-in file, and interpolations survive. `sources` is the feature's own
 * `import.meta.glob` of its files as raw text (a glob is relative to the file that calls it).
 */
export function describeFeatureStrings(opts: {
  name: string;
  prefix: string;
  minKeys: number;
  sources: Record<string, string>;
  hindi: Record<string, string>;
}): void {
  const { sources, hindi, prefix } = opts;
  const owned = new RegExp(`^${prefix}\\.`);
  describe(`${opts.name} strings (Hindi)`, () => {
    it(`translate every ${prefix}.* key in use, and nothing else`, () => {
      const used = [...usedKeys(sources)].filter((k) => owned.test(k));
      expect(used.length).toBeGreaterThan(opts.minKeys);
      expect(used.filter((k) => !(k in hindi))).toEqual([]);
      expect(Object.keys(hindi).filter((k) => !used.includes(k))).toEqual([]);
      for (const [k, v] of Object.entries(hindi)) expect(v.trim(), k).not.toBe('');
    });

    it('find Hindi for the shared keys it borrows (nav.*, common.*, auth.*) in the merged hi-in file', () => {
      const merged: Record<string, string> = Object.assign({}, shellHindi, ...Object.values(featureHindi));
      expect([...usedKeys(sources)].filter((k) => !owned.test(k) && !(k in merged))).toEqual([]);
    });

    it('keep every interpolation', () => {
      const source = Object.values(sources).join('\n');
      for (const [key, text] of Object.entries(hindi)) {
        // A key whose English default is a constant (a spec string) has no literal beside it.
        const english = new RegExp(`'${key.replaceAll('.', '\\.')}',\\s*'([^']*)'`).exec(source)?.[1];
        if (english === undefined) continue;
        expect((text.match(/\{\{\w+\}\}/g) ?? []).sort(), key).toEqual((english.match(/\{\{\w+\}\}/g) ?? []).sort());
      }
    });
  });
}
