import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { EVENT_TYPES } from '@backlay/contract';
import sportsHindi from '../../features/sports/strings.hi-in.json';
import { SPORT_NAME_KEYS, useSportName } from './sport-name';

async function sportNameIn(lng: 'en-us' | 'hi-in') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    // As the site starts it (lib/i18n.ts): 'hi-in' stays the resource's name.
    lowerCaseLng: true,
    resources: { 'hi-in': { translation: sportsHindi } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useSportName(), { wrapper }).result.current;
}

describe('sport names', () => {
  it('have a key, and a Hindi name, for every event type of the contract', () => {
    expect(Object.keys(SPORT_NAME_KEYS).map(Number).sort()).toEqual(EVENT_TYPES.map((e) => e.id as number).sort());
    for (const key of Object.values(SPORT_NAME_KEYS)) expect(sportsHindi, key).toHaveProperty(key);
  });

  it('shows the name the server sent in English, and the translation in Hindi', async () => {
    const english = await sportNameIn('en-us');
    expect(english(4, 'Cricket')).toBe('Cricket');
    expect(english('1')).toBe('Soccer');
    const hindi = await sportNameIn('hi-in');
    expect(hindi(4, 'Cricket')).toBe('क्रिकेट');
    expect(hindi('23789607')).toBe('कबड्डी');
  });

  it('keeps the server’s name for an event type the site has no key for', async () => {
    const hindi = await sportNameIn('hi-in');
    expect(hindi(999, 'Sepak Takraw')).toBe('Sepak Takraw');
    expect(hindi(999)).toBe('999');
  });
});
