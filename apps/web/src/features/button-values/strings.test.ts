import { describe, expect, it } from 'vitest';
import hindi from './strings.hi-in.json';

/**
 * Every file that uses this feature's `buttonValues.*` keys and the stake hooks' `stakes.*`
 * keys: this page, the stake editor it shares with the bet slip (components/stake-presets),
 * the slip itself and lib/stake-queries.ts (toasts).
 */
const sources = import.meta.glob<string>(
  [
    './**/*.{ts,tsx}',
    '../../components/stake-presets/**/*.{ts,tsx}',
    '../../components/bet-slip/**/*.{ts,tsx}',
    '../../lib/bet-slip/**/*.{ts,tsx}',
    '../../lib/stake-queries.ts',
    '!**/*.test.*',
  ],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const owned = /^(buttonValues|stakes)\./;

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) if (owned.test(m[1]!)) keys.add(m[1]!);
  }
  return keys;
}

describe('button values strings (Hindi)', () => {
  it('translate every buttonValues.* and stakes.* key in use, and nothing else', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(15);
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
