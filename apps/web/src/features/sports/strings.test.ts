import { describe, expect, it } from 'vitest';
import hindi from './strings.hi-in.json';

/**
 * Every file that uses the sports feature's `sports.*` keys: this feature, the signed-in
 * home, the shared sports components, the side menu's tree, search and menu entries, and
 * the favourites toasts of lib/sports-queries.ts.
 */
const sources = import.meta.glob<string>(
  [
    './**/*.{ts,tsx}',
    '../home/**/*.{ts,tsx}',
    '../../components/sports/**/*.{ts,tsx}',
    '../../components/layout/{sports-tree,global-search,menu-items}.{ts,tsx}',
    '../../lib/sports-queries.ts',
    '!**/*.test.*',
  ],
  { query: '?raw', import: 'default', eager: true },
);

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/\bt\(\s*'(sports\.[a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
    for (const m of text.matchAll(/\blabelKey: '(sports\.[a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
  }
  return keys;
}

describe('sports strings (Hindi)', () => {
  it('translate every sports.* key in use, and nothing else', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((k) => !(k in hindi))).toEqual([]);
    expect(Object.keys(hindi).filter((k) => !used.has(k))).toEqual([]);
  });

  it('keep every interpolation', () => {
    const source = Object.values(sources).join('\n');
    for (const [key, text] of Object.entries(hindi as Record<string, string>)) {
      const english = new RegExp(`'${key.replace('.', '\\.')}',\\s*'([^']*)'`).exec(source)?.[1];
      if (english === undefined) continue;
      expect((text.match(/\{\{\w+\}\}/g) ?? []).sort(), key).toEqual((english.match(/\{\{\w+\}\}/g) ?? []).sort());
    }
  });
});
