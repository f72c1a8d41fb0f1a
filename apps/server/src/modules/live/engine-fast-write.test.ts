import { describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io';
import { MAX_UNSENT_BYTES, deliverEncoded } from './engine-fast-write.js';
import { encodeMessage } from './socket-frame.js';

/** A websocket connection shaped like engine.io 6.6 / ws 8.21 inside, with `unsent` bytes waiting. */
function websocketClient(unsent: number) {
  const tcpWrites: Buffer[] = [];
  const tcp = { writable: true, destroyed: false, writableLength: unsent, write: (b: Buffer) => tcpWrites.push(b) };
  const disconnect = vi.fn();
  const socket = {
    disconnect,
    conn: {
      readyState: 'open',
      upgrading: false,
      writeBuffer: [],
      transport: { name: 'websocket', writable: true, socket: { readyState: 1, _sender: { _state: 0, _queue: [] }, _socket: tcp } },
      write: vi.fn(),
    },
  } as unknown as Socket;
  return { socket, tcpWrites, disconnect };
}

describe('deliverEncoded', () => {
  const message = encodeMessage('getHomeCacheUpdates', { at: 'now' });

  it('writes the frame straight to an idle websocket', () => {
    const c = websocketClient(0);
    expect(deliverEncoded(c.socket, [message], message.frame)).toBe('fast');
    expect(c.tcpWrites).toEqual([message.frame]);
    expect(c.disconnect).not.toHaveBeenCalled();
  });

  it('disconnects a socket that has fallen more than 1 MiB behind instead of buffering more for it', () => {
    const c = websocketClient(MAX_UNSENT_BYTES + 1);
    expect(deliverEncoded(c.socket, [message], message.frame)).toBe('dropped');
    expect(c.tcpWrites).toEqual([]);
    expect(c.disconnect).toHaveBeenCalledWith(true);
  });
});
