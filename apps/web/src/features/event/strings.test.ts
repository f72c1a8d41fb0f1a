import { describe, expect, it } from 'vitest';
import hindi from './strings.hi-in.json';

/**
 * This file also carries the Hindi of the shared live and market pieces (lib/live,
 * components/markets) and of the bet slip (components/bet-slip, lib/bet-slip), which the event
 * page mounts: the site merges every feature's strings into one file per locale.
 */
const sources = {
  ...import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../lib/live/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../components/markets/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../components/bet-slip/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../lib/bet-slip/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
};
const OWN = /^(event|markets|live|betSlip)\./;

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const [file, text] of Object.entries(sources)) {
    if (file.includes('.test.')) continue;
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) if (OWN.test(m[1]!)) keys.add(m[1]!);
    for (const m of text.matchAll(/\['((?:event|markets|live)\.[a-zA-Z0-9_.]+)', '/g)) keys.add(m[1]!);
  }
  return keys;
}

describe('event Hindi strings', () => {
  it('translate every event, market and live key in use, and nothing else', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((k) => !(k in hindi))).toEqual([]);
    expect(Object.keys(hindi).filter((k) => !used.has(k))).toEqual([]);
  });
});
