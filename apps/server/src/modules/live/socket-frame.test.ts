import { describe, expect, it } from 'vitest';
import { encodeMessage, frameHeader } from './socket-frame.js';

/** Reads one unmasked frame the way RFC 6455 §5.2 says a client must. */
function readFrame(frame: Buffer): { fin: boolean; opcode: number; masked: boolean; text: string } {
  const fin = (frame[0]! & 0x80) !== 0;
  const opcode = frame[0]! & 0x0f;
  const masked = (frame[1]! & 0x80) !== 0;
  let length = frame[1]! & 0x7f;
  let offset = 2;
  if (length === 126) {
    length = frame.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    length = Number(frame.readBigUInt64BE(2));
    offset = 10;
  }
  expect(frame.length).toBe(offset + length);
  return { fin, opcode, masked, text: frame.subarray(offset).toString('utf8') };
}

describe('encodeMessage', () => {
  it('is a single unmasked text frame holding 4 + the socket.io event packet', () => {
    const { packet, frame } = encodeMessage('getMarketCacheUpdates', { marketId: '1.2', seq: 3 });
    expect(packet).toBe('2["getMarketCacheUpdates",{"marketId":"1.2","seq":3}]');
    expect(readFrame(frame)).toEqual({ fin: true, opcode: 1, masked: false, text: `4${packet}` });
  });

  it('counts the length in bytes, not characters, for unicode payloads', () => {
    const { packet, frame } = encodeMessage('getBroadcastNotification', { title: 'शुभ दिन ⚽ 🏏', description: 'é', image: null });
    expect(readFrame(frame).text).toBe(`4${packet}`);
  });

  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 70_000])('frames a %i-byte body with the right length field', (length) => {
    const header = frameHeader(length);
    const expectedSize = length <= 125 ? 2 : length <= 65_535 ? 4 : 10;
    expect(header.length).toBe(expectedSize);
    expect(header[0]).toBe(0x81);
    const frame = Buffer.concat([header, Buffer.alloc(length, 0x61)]);
    expect(readFrame(frame).text).toBe('a'.repeat(length));
  });
});
