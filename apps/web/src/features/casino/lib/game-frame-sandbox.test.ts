import { describe, expect, it } from 'vitest';
import { gameFrameSandbox, isSiteOrigin } from './game-frame-sandbox';

const SITE = 'https://b2c.example.com';

describe('gameFrameSandbox', () => {
  it('keeps a page of the site itself (the studio) off the site origin', () => {
    for (const url of ['/originals/crash?token=x', `${SITE}/originals/lotto-6-49?token=x`, 'originals/crash']) {
      const flags = gameFrameSandbox(url, SITE).split(' ');
      expect(flags, url).toContain('allow-scripts');
      expect(flags, url).not.toContain('allow-same-origin');
    }
  });

  it("lets a provider's page of another origin keep its own origin", () => {
    for (const url of ['https://games.provider.test/play?token=x', 'https://b2c.example.com.evil.test/play', '//cdn.provider.test/x']) {
      expect(gameFrameSandbox(url, SITE).split(' '), url).toContain('allow-same-origin');
    }
  });

  it('never lets a frame navigate the site', () => {
    for (const url of ['/originals/crash', 'https://games.provider.test/play'])
      expect(gameFrameSandbox(url, SITE)).not.toContain('top-navigation');
  });
});

describe('isSiteOrigin', () => {
  it('compares scheme, host and port', () => {
    expect(isSiteOrigin('/x', SITE)).toBe(true);
    expect(isSiteOrigin('http://b2c.example.com/x', SITE)).toBe(false);
    expect(isSiteOrigin('https://b2c.example.com:8443/x', SITE)).toBe(false);
  });
});
