import { describe, expect, it } from 'vitest';
import { defaultHistoryFilter, historyQuery } from './history-filter';

describe('bet history filter', () => {
  it('defaults to the last 7 India-time days up to today, all statuses and sports', () => {
    // 20:00 UTC is 01:30 the next day in India: "today" is the India day.
    expect(defaultHistoryFilter(new Date('2026-11-01T20:00:00Z'))).toEqual({
      startDate: '2026-10-27',
      endDate: '2026-11-02',
      status: 'all',
      eventTypeId: '',
    });
    expect(defaultHistoryFilter(new Date('2026-03-01T06:00:00Z'))).toMatchObject({ startDate: '2026-02-23', endDate: '2026-03-01' });
  });

  it('sends the sport only when one is chosen', () => {
    const filter = defaultHistoryFilter(new Date('2026-11-01T06:00:00Z'));
    expect(historyQuery(filter)).toEqual({ startDate: '2026-10-26', endDate: '2026-11-01', status: 'all' });
    expect(historyQuery({ ...filter, status: 'void', eventTypeId: '4' })).toEqual({
      startDate: '2026-10-26',
      endDate: '2026-11-01',
      status: 'void',
      eventTypeId: '4',
    });
  });
});
