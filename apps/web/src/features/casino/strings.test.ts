import { describe, expect, it } from 'vitest';
import hindi from './strings.hi-in.json';

/** Every file of the casino feature (it owns the `casino.*` keys). */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!**/*.test.*', '!./test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  // Category keys sit in a table (lib/game-types.ts), so every quoted key counts.
  for (const text of Object.values(sources)) for (const m of text.matchAll(/'(casino\.[a-zA-Z0-9_]+)'/g)) keys.add(m[1]!);
  return keys;
}

describe('casino strings (Hindi)', () => {
  it('translate every casino.* key in use, and nothing else', () => {
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
