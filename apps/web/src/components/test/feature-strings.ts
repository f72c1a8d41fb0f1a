import { describe, expect, it } from 'vitest';
import shellHindi from '../../../public/intl/hi-in/strings.json';

/** What the site serves as hi-in: the shell's file plus every feature's own (vite.config.ts). */
const featureHindi = import.meta.glob<Record<string, string>>('../../features/*/strings.hi-in.json', { import: 'default', eager: true });

/** The keys of `t('key'` calls, and those `extraKeys` (a global pattern, the key its group 1) finds. */
function usedKeys(sources: Record<string, string>, extraKeys?: RegExp): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
    if (extraKeys) for (const m of text.matchAll(extraKeys)) keys.add(m[1]!);
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
  /** The key prefixes the feature owns (a feature may own the keys of a shared piece too). */
  prefix: string | readonly string[];
  /** Keys written outside `t()` calls, as in a table of label keys. */
  extraKeys?: RegExp;
  minKeys: number;
  sources: Record<string, string>;
  hindi: Record<string, string>;
  /** Every Hindi key must have its English default written beside it in a `t()` call. */
  isEnglishRequired?: boolean;
}): void {
  const { sources, hindi } = opts;
  const prefixes = typeof opts.prefix === 'string' ? [opts.prefix] : opts.prefix;
  const owned = new RegExp(`^(${prefixes.join('|')})\\.`);
  describe(`${opts.name} strings (Hindi)`, () => {
    it(`translate every ${prefixes.map((p) => `${p}.*`).join(' and ')} key in use, and nothing else`, () => {
      const used = [...usedKeys(sources, opts.extraKeys)].filter((k) => owned.test(k));
      expect(used.length).toBeGreaterThan(opts.minKeys);
      expect(used.filter((k) => !(k in hindi))).toEqual([]);
      expect(Object.keys(hindi).filter((k) => !used.includes(k))).toEqual([]);
      for (const [k, v] of Object.entries(hindi)) expect(v.trim(), k).not.toBe('');
    });

    it('find Hindi for the shared keys it borrows (nav.*, common.*, auth.*) in the merged hi-in file', () => {
      const merged: Record<string, string> = Object.assign({}, shellHindi, ...Object.values(featureHindi));
      expect([...usedKeys(sources, opts.extraKeys)].filter((k) => !owned.test(k) && !(k in merged))).toEqual([]);
    });

    it('keep every interpolation', () => {
      const source = Object.values(sources).join('\n');
      for (const [key, text] of Object.entries(hindi)) {
        // A key whose English default is a constant (an exact message of docs/product.md) has no literal beside it.
        const english = new RegExp(`'${key.replaceAll('.', '\\.')}',\\s*'([^']*)'`).exec(source)?.[1];
        if (opts.isEnglishRequired) expect(english, key).toBeDefined();
        if (english === undefined) continue;
        expect((text.match(/\{\{\w+\}\}/g) ?? []).sort(), key).toEqual((english.match(/\{\{\w+\}\}/g) ?? []).sort());
      }
    });
  });
}
