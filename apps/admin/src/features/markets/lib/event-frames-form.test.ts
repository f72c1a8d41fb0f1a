import { describe, expect, it } from 'vitest';
import { EVENT_FRAME_MESSAGES, eventFrameMessage } from '@backlay/contract';
import { brandsShowing, changesOf, hostsOf, urlProblem } from './event-frames-form';

const labels = [
  { _id: 'wl-a', name: 'Alpha', streamHosts: ['tv.example.com', 'own.example.com'] },
  { _id: 'wl-b', name: 'Beta', streamHosts: ['tv.example.com'] },
];

describe('the Live TV & score form', () => {
  it('checks an address as the server will: https only, and on a whiteLabel’s own hosts', () => {
    expect(urlProblem('', null)).toBeNull();
    expect(urlProblem('https://anything.example.com/x', null)).toBeNull();
    expect(urlProblem('http://tv.example.com/x', null)).toBe(EVENT_FRAME_MESSAGES.urlInvalid);
    expect(urlProblem('https://tv.example.com/x', ['tv.example.com'])).toBeNull();
    expect(urlProblem('https://own.example.com/x', ['tv.example.com'])).toBe(eventFrameMessage.hostNotListed('own.example.com'));
  });

  it('names the brands an address of the administrator’s row reaches', () => {
    expect(brandsShowing('https://tv.example.com/live', labels)).toEqual(['Alpha', 'Beta']);
    expect(brandsShowing('https://own.example.com/live', labels)).toEqual(['Alpha']);
    expect(brandsShowing('https://else.example.com/live', labels)).toEqual([]);
    expect(brandsShowing('  ', labels)).toEqual([]);
  });

  it('sends only what changed, an emptied address as null', () => {
    const before = { liveTvUrl: 'https://tv.example.com/1', scoreFrameUrl: '' };
    expect(changesOf('e1', null, before, before)).toBeNull();
    expect(changesOf('e1', null, before, { liveTvUrl: ' https://tv.example.com/2 ', scoreFrameUrl: '' })).toEqual({
      eventId: 'e1',
      liveTvUrl: 'https://tv.example.com/2',
    });
    expect(changesOf('e1', 'wl-a', before, { liveTvUrl: '', scoreFrameUrl: 'https://tv.example.com/s' })).toEqual({
      eventId: 'e1',
      ofWhiteLabel: 'wl-a',
      liveTvUrl: null,
      scoreFrameUrl: 'https://tv.example.com/s',
    });
  });

  it('reads stream hosts one a line, normalised, and names the first bad one', () => {
    expect(hostsOf(' TV.example.com \n\nplayer.example.com:8443\ntv.example.com')).toEqual({
      hosts: ['tv.example.com', 'player.example.com:8443'],
    });
    expect(hostsOf('tv.example.com\nhttps://x.example.com/live')).toEqual({
      problem: eventFrameMessage.hostInvalid('https://x.example.com/live'),
    });
    expect(hostsOf(Array.from({ length: 21 }, (_, i) => `h${i}.example.com`).join('\n'))).toEqual({
      problem: EVENT_FRAME_MESSAGES.tooManyHosts,
    });
    expect(hostsOf('')).toEqual({ hosts: [] });
  });
});
