import { describe, expect, it } from 'vitest';
import hindi from './strings.hi-in.json';

/** Every file of the originals feature (it owns the `originals.*` keys). */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!**/*.test.*', '!./test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) for (const m of text.matchAll(/'(originals\.[a-zA-Z0-9_]+)'/g)) keys.add(m[1]!);
  return keys;
}

/** Each key's English defaults, as written beside it in `t(key, 'English')`. */
function englishDefaults(): Map<string, Set<string>> {
  const english = new Map<string, Set<string>>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/'(originals\.[a-zA-Z0-9_]+)',\s*'([^']*)'/g)) {
      const seen = english.get(m[1]!) ?? new Set<string>();
      seen.add(m[2]!);
      english.set(m[1]!, seen);
    }
  }
  return english;
}

describe('originals strings (Hindi)', () => {
  it('translate every originals.* key in use, and nothing else', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !(k in hindi))).toEqual([]);
    expect(Object.keys(hindi).filter((k) => !used.has(k))).toEqual([]);
    for (const [key, text] of Object.entries(hindi as Record<string, string>)) expect(text.trim(), key).not.toBe('');
  });

  it('give each key one English text, and keep its interpolations in Hindi', () => {
    const english = englishDefaults();
    for (const [key, texts] of english) expect([...texts], key).toHaveLength(1);
    for (const [key, text] of Object.entries(hindi as Record<string, string>)) {
      const [en] = [...(english.get(key) ?? [])];
      if (en === undefined) continue;
      expect((text.match(/\{\{\w+\}\}/g) ?? []).sort(), key).toEqual((en.match(/\{\{\w+\}\}/g) ?? []).sort());
    }
  });
});
