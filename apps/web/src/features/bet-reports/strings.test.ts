import { describe, expect, it } from 'vitest';
import hindi from './strings.hi-in.json';

/** Every file of this feature that uses its own `betReports.*` keys. */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!**/*.test.*'], { query: '?raw', import: 'default', eager: true });
const owned = /^betReports\./;

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) if (owned.test(m[1]!)) keys.add(m[1]!);
  }
  return keys;
}

describe('bet reports strings (Hindi)', () => {
  it('translate every betReports.* key in use, and nothing else', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((k) => !(k in hindi))).toEqual([]);
    expect(Object.keys(hindi).filter((k) => !used.has(k))).toEqual([]);
  });

  it('keep every interpolation', () => {
    const source = Object.values(sources).join('\n');
    for (const [key, text] of Object.entries(hindi as Record<string, string>)) {
      const english = new RegExp(`'${key.replaceAll('.', '\\.')}',\\s*'([^']*)'`).exec(source)?.[1];
      expect(english, key).toBeDefined();
      expect((text.match(/\{\{\w+\}\}/g) ?? []).sort(), key).toEqual((english!.match(/\{\{\w+\}\}/g) ?? []).sort());
    }
  });
});
