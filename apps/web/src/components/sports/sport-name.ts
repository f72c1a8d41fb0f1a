import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_TYPES } from '@backlay/contract';

/**
 * The translation key of each sport's name, by event type id. Written out (not built from the
 * id) so the sports strings test finds every key and its Hindi in the feature's file.
 */
export const SPORT_NAME_KEYS: Readonly<Record<number, string>> = {
  1: 'sports.eventType.1',
  2: 'sports.eventType.2',
  3: 'sports.eventType.3',
  4: 'sports.eventType.4',
  5: 'sports.eventType.5',
  6: 'sports.eventType.6',
  7: 'sports.eventType.7',
  8: 'sports.eventType.8',
  10: 'sports.eventType.10',
  11: 'sports.eventType.11',
  1477: 'sports.eventType.1477',
  3503: 'sports.eventType.3503',
  4339: 'sports.eventType.4339',
  6422: 'sports.eventType.6422',
  6423: 'sports.eventType.6423',
  7511: 'sports.eventType.7511',
  7522: 'sports.eventType.7522',
  7524: 'sports.eventType.7524',
  61420: 'sports.eventType.61420',
  451485: 'sports.eventType.451485',
  468328: 'sports.eventType.468328',
  998917: 'sports.eventType.998917',
  2152880: 'sports.eventType.2152880',
  2378961: 'sports.eventType.2378961',
  23789607: 'sports.eventType.23789607',
  26420387: 'sports.eventType.26420387',
  27454571: 'sports.eventType.27454571',
};

/**
 * A sport's name in the player's language. The server names sports in English (the contract's
 * EVENT_TYPES); the site shows them translated like every other label. `english` is the name
 * the server sent, shown as it is for an id the site has no key for; without it, the contract's
 * name of the id.
 */
export function useSportName(): (eventTypeId: number | string, english?: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (eventTypeId, english) => {
      const id = Number(eventTypeId);
      const name = english ?? EVENT_TYPES.find((e) => e.id === id)?.name ?? String(eventTypeId);
      const key = SPORT_NAME_KEYS[id];
      return key ? t(key, name) : name;
    },
    [t],
  );
}
