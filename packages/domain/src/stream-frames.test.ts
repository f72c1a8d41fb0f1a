import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { FRAME_URL_MAX } from '@backlay/contract';
import { frameHostOf, isFrameShown, shownFrame, streamHostOf } from './stream-frames.js';

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
/** Names as hosts have them: the last label starts with a letter (a numeric one reads as an IPv4 address). */
const topLabel = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);
const hostName = fc.tuple(fc.array(label, { maxLength: 3 }), topLabel).map(([labels, top]) => [...labels, top].join('.'));
const port = fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: null });

/** The WHATWG URL parser browsers use (the package's types leave out the platform's globals). */
const WhatwgUrl = (globalThis as unknown as { URL: new (url: string) => { host: string } }).URL;
const pathPart = fc.constantFrom('', '/', '/live/1', '?t=1', '#x', '/a/b?c=d#e');

describe('stream frames', () => {
  it('takes the host of https addresses only, lower case, without the default port', () => {
    expect(frameHostOf('https://Stream.Example.com/live/1?t=2#x')).toBe('stream.example.com');
    expect(frameHostOf('https://stream.example.com:443/live')).toBe('stream.example.com');
    expect(frameHostOf('https://127.0.0.1:9443/frame')).toBe('127.0.0.1:9443');
    expect(frameHostOf('HTTPS://stream.example.com:08443')).toBe('stream.example.com:8443');
    for (const bad of [
      'http://stream.example.com/live',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//stream.example.com/live',
      '/live/1',
      'https://user:secret@stream.example.com/',
      'https://a;b.example.com/',
      'https://stream.example.com./x',
      'not a url',
      'https:evil.example.com/',
      'https:///evil.example.com/',
      'https://allowed.example.com\\@evil.example.com/',
      'https://evil.example.com\\.allowed.example.com/',
      'https://allo\twed.example.com/',
      'https://0x7f.1/',
      'https://1.2/',
      'https://stream.example.com:/',
      `https://stream.example.com/${'x'.repeat(FRAME_URL_MAX)}`,
    ]) {
      expect(frameHostOf(bad), bad).toBeNull();
    }
  });

  it('reads a stream host as typed, refusing schemes, paths, wildcards and anything a policy could misread', () => {
    expect(streamHostOf('  Stream.Example.com ')).toBe('stream.example.com');
    expect(streamHostOf('player.example.com:8443')).toBe('player.example.com:8443');
    expect(streamHostOf('player.example.com:443')).toBe('player.example.com');
    expect(streamHostOf('127.0.0.1:9443')).toBe('127.0.0.1:9443');
    for (const bad of [
      '',
      'https://stream.example.com',
      'stream.example.com/live',
      '*.example.com',
      'stream example.com',
      "stream.example.com 'unsafe-inline'",
      'stream.example.com;script-src',
      'stream.example.com:0',
      'stream.example.com:70000',
      '-stream.example.com',
      'user@stream.example.com',
      '1.2',
      'a.0',
      '256.1.1.1',
    ]) {
      expect(streamHostOf(bad), bad).toBeNull();
    }
  });

  test.prop([hostName, port])('an address is shown exactly when its host is listed', (host, p) => {
    const listed = streamHostOf(p === null ? host : `${host}:${p}`);
    expect(listed).not.toBeNull();
    const url = `https://${p === null ? host : `${host}:${p}`}/live/1`;
    expect(frameHostOf(url)).toBe(listed);
    expect(isFrameShown(url, [listed!])).toBe(true);
    expect(isFrameShown(url, [])).toBe(false);
    expect(isFrameShown(url.replace('https:', 'http:'), [listed!])).toBe(false);
    expect(streamHostOf(listed!)).toBe(listed);
  });

  test.prop([hostName, port, pathPart, fc.boolean()])('reads every address it accepts as a browser does', (host, p, path, upper) => {
    const url = `${upper ? 'HTTPS' : 'https'}://${p === null ? host : `${host}:${p}`}${path}`;
    expect(frameHostOf(url)).toBe(new WhatwgUrl(url).host);
  });

  it("shows the brand's own address first, the administrator's next, and only what the brand lists", () => {
    const own = 'https://own.example.com/tv';
    const platform = 'https://platform.example.com/tv';
    expect(shownFrame([own, platform], ['own.example.com', 'platform.example.com'])).toBe(own);
    expect(shownFrame([own, platform], ['platform.example.com'])).toBe(platform);
    expect(shownFrame([null, platform], ['platform.example.com'])).toBe(platform);
    expect(shownFrame([own, platform], [])).toBeNull();
    expect(shownFrame([undefined, null], ['own.example.com'])).toBeNull();
    expect(isFrameShown(null, ['own.example.com'])).toBe(false);
  });
});
