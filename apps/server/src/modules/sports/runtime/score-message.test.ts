import { describe, expect, it } from 'vitest';
import { scoreSchema } from '@backlay/contract';
import { scoreMessage } from './score-message.js';

const cricket = {
  eventId: 'e1',
  eventTypeId: 4,
  state: 'live' as const,
  teams: [
    { name: 'IND', score: '145/3', detail: '(18.2 ov)' },
    { name: 'AUS', score: '', detail: 'Yet to bat' },
  ],
  summary: 'India chose to bat',
  clock: '18.2',
  recent: ['1', '4', 'W'],
  updatedAt: '2026-11-01T14:40:00.000Z',
};

describe('scoreMessage', () => {
  it('adds the one-line score and a null iframeUrl when the feed has no scoreboard page', () => {
    const message = scoreMessage(cricket);
    expect(scoreSchema.parse(message)).toEqual({ ...cricket, iframeUrl: null, score: 'IND 145/3 (18.2 ov) · AUS Yet to bat' });
  });

  it("keeps the feed's scoreboard page, and skips empty parts of a side's line", () => {
    const message = scoreMessage({
      ...cricket,
      eventTypeId: 1,
      teams: [
        { name: 'Arsenal', score: '1', detail: '' },
        { name: 'Chelsea', score: '0', detail: '' },
      ],
      iframeUrl: 'https://scores.example/e1',
    });
    expect(message).toMatchObject({ iframeUrl: 'https://scores.example/e1', score: 'Arsenal 1 · Chelsea 0' });
  });

  it('gives an empty score before any side has a line', () => {
    expect(scoreMessage({ ...cricket, teams: [] }).score).toBe('');
  });
});
