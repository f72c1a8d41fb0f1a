import { describe, expect, it } from 'vitest';
import hindi from './strings.hi-in.json';
import shellHindi from '../../../public/intl/hi-in/strings.json';

/** Every file of the statements feature (it owns the `statements.*` keys). */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!**/*.test.*'], { query: '?raw', import: 'default', eager: true });
/** What the site serves as hi-in: the shell's file plus every feature's own (vite.config.ts). */
const featureHindi = import.meta.glob<Record<string, string>>('../*/strings.hi-in.json', { import: 'default', eager: true });
const owned = /^statements\./;

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
  }
  return keys;
}

describe('statements strings (Hindi)', () => {
  it('translate every statements.* key in use, and nothing else', () => {
    const used = [...usedKeys()].filter((k) => owned.test(k));
    expect(used.length).toBeGreaterThan(15);
    expect(used.filter((k) => !(k in hindi))).toEqual([]);
    expect(Object.keys(hindi).filter((k) => !used.includes(k))).toEqual([]);
    for (const [k, v] of Object.entries(hindi as Record<string, string>)) expect(v.trim(), k).not.toBe('');
  });

  it('find Hindi for the shared keys it borrows (nav.*, common.*, auth.*) in the merged hi-in file', () => {
    const merged: Record<string, string> = Object.assign({}, shellHindi, ...Object.values(featureHindi));
    expect([...usedKeys()].filter((k) => !owned.test(k) && !(k in merged))).toEqual([]);
  });

  it('keep every interpolation', () => {
    const source = Object.values(sources).join('\n');
    for (const [key, text] of Object.entries(hindi as Record<string, string>)) {
      // A key whose English default is a constant (a spec string) has no literal beside it.
      const english = new RegExp(`'${key.replaceAll('.', '\\.')}',\\s*'([^']*)'`).exec(source)?.[1];
      if (english === undefined) continue;
      expect((text.match(/\{\{\w+\}\}/g) ?? []).sort(), key).toEqual((english.match(/\{\{\w+\}\}/g) ?? []).sort());
    }
  });
});
