import { describe, expect, it } from 'vitest';
import { pickHeadline, type HeadlineCandidate } from './event-headline.js';

const m = (id: string, patch: Partial<HeadlineCandidate> = {}): HeadlineCandidate => ({
  id,
  type: 'betfair',
  externalType: '',
  name: id,
  sort: 0,
  ...patch,
});

describe('pickHeadline', () => {
  it("takes the betfair Match Odds or Win market wherever it sits in the page's order", () => {
    const overUnder = m('1.2', { name: 'Over/Under 2.5 Goals', sort: 0 });
    const matchOdds = m('1.1', { name: ' match odds ', sort: 5 });
    expect(pickHeadline([overUnder, matchOdds])).toBe(matchOdds);
    const win = m('1.3', { name: 'Win', sort: 9 });
    expect(pickHeadline([m('1.4', { name: 'Place' }), win])).toBe(win);
    // A bookmaker called Match Odds is not the exchange's headline.
    expect(pickHeadline([m('9.1', { type: 'bookmaker', name: 'Match Odds', sort: 0 }), matchOdds])).toBe(matchOdds);
  });

  it('else takes the first market in page order (sort, then id), and null for an event without markets', () => {
    const bookmaker = m('9.1', { type: 'bookmaker', name: 'Bookmaker', sort: 1 });
    const session = m('8.1', { type: 'session', name: '6 Over Runs', sort: 2 });
    expect(pickHeadline([session, bookmaker])).toBe(bookmaker);
    expect(pickHeadline([m('8.3', { type: 'session' }), m('8.2', { type: 'session' })])?.id).toBe('8.2');
    expect(pickHeadline([])).toBeNull();
  });
});
