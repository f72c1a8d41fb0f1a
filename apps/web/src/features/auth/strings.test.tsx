import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import hindi from './strings.hi-in.json';
import { useSession } from '../../lib/session-store';
import { useUi } from '../../lib/ui-store';
import { AuthPopups } from './components/auth-popups';
import { renderWithProviders, stubFetch } from './test/render';

/** Every source file of the three features this Hindi file serves. */
const sources = {
  ...import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../two-factor/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../profile/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
};

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const [file, text] of Object.entries(sources)) {
    if (file.includes('.test.')) continue;
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
    for (const m of text.matchAll(/\bkey: '([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
  }
  return keys;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useUi.setState({ authPopup: null });
});

describe('Hindi strings', () => {
  it('translate every key the auth, two-factor and profile screens use, and nothing else', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((k) => !(k in hindi))).toEqual([]);
    expect(Object.keys(hindi).filter((k) => !used.has(k))).toEqual([]);
  });

  it('render through i18next with the flat dotted keys', async () => {
    stubFetch();
    useSession.getState().clear();
    act(() => useUi.getState().openAuthPopup('login'));
    await renderWithProviders(<AuthPopups />, { lng: 'hi-IN', resources: hindi });
    expect(screen.getByRole('dialog', { name: 'लॉगिन' })).toBeTruthy();
    expect(screen.getByLabelText('यूज़र नेम')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'डेमो लॉगिन' })).toBeTruthy();
  });
});
