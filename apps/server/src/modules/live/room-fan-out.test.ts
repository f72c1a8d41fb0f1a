import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Namespace } from 'socket.io';
import { FAN_OUT_SLICE, RoomFanOut } from './room-fan-out.js';

/**
 * The fan-out's own bookkeeping (membership, one copy per socket, slices, order) against a
 * stand-in namespace whose sockets take the public fallback (`conn.write`). The real
 * socket.io path is covered by test/live/live-fan-out.test.ts.
 */
function fakeNamespace() {
  const adapter = new EventEmitter();
  const sockets = new Map<string, unknown>();
  const writes = new Map<string, string[]>();
  const nsp = { adapter, sockets } as unknown as Namespace;
  function connect(id: string, ...roomsJoined: string[]) {
    const got: string[] = [];
    writes.set(id, got);
    sockets.set(id, {
      id,
      conn: { readyState: 'open', transport: { name: 'polling', writable: true }, writeBuffer: [], write: (p: string) => got.push(p) },
    });
    adapter.emit('join-room', id, id);
    for (const room of roomsJoined) adapter.emit('join-room', room, id);
  }
  function disconnect(id: string) {
    sockets.delete(id);
  }
  return { nsp, adapter, connect, disconnect, writes };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
async function settle() {
  for (let i = 0; i < 20; i++) await turn();
}

describe('RoomFanOut', () => {
  it(`delivers a big broadcast ${FAN_OUT_SLICE} sockets per loop turn`, async () => {
    const f = fakeNamespace();
    const fanOut = new RoomFanOut(f.nsp);
    for (let i = 0; i < 2_500; i++) f.connect(`s${i}`, 'event:1');
    fanOut.broadcast('event:1', 'getHomeCacheUpdates', { at: 'x' });
    const delivered = () => [...f.writes.values()].filter((w) => w.length === 1).length;
    expect(delivered()).toBe(0);
    await turn();
    expect(delivered()).toBe(FAN_OUT_SLICE);
    await settle();
    expect(delivered()).toBe(2_500);
    expect(fanOut.stats()).toEqual({ fast: 0, fallback: 2_500, dropped: 0 });
  });

  it('keeps broadcasts in the order they were emitted, across slices', async () => {
    const f = fakeNamespace();
    const fanOut = new RoomFanOut(f.nsp);
    for (let i = 0; i < 1_500; i++) f.connect(`s${i}`, 'event:1');
    for (let i = 0; i < 10; i++) f.connect(`other${i}`, 'event:2');
    for (let seq = 1; seq <= 3; seq++) fanOut.broadcast('event:1', 'getMarketCacheUpdates', { seq });
    fanOut.broadcast('event:2', 'getMarketCacheUpdates', { seq: 1 });
    fanOut.broadcast('event:1', 'getMarketCacheUpdates', { seq: 4 });
    await settle();
    for (let i = 0; i < 1_500; i++) {
      expect(f.writes.get(`s${i}`)).toEqual([1, 2, 3, 4].map((seq) => `2["getMarketCacheUpdates",{"seq":${seq}}]`));
    }
    // The three waiting broadcasts to event:1 went out together: one delivery per socket for them.
    expect(fanOut.stats().fallback).toBe(1_500 + 10 + 1_500);
  });

  it('sends one copy to a socket in several target rooms, none to sockets that left or went away', async () => {
    const f = fakeNamespace();
    const fanOut = new RoomFanOut(f.nsp);
    f.connect('both', 'all', 'user:1');
    f.connect('left', 'all');
    f.connect('gone', 'user:1');
    f.adapter.emit('leave-room', 'all', 'left');
    fanOut.broadcast(['all', 'user:1'], 'getRefreshPage', { at: 'now' });
    f.disconnect('gone');
    await settle();
    expect(f.writes.get('both')).toEqual(['2["getRefreshPage",{"at":"now"}]']);
    expect(f.writes.get('left')).toEqual([]);
    expect(f.writes.get('gone')).toEqual([]);
    expect(fanOut.roomSize('all')).toBe(1);
    expect(fanOut.roomSize('both')).toBe(0);
  });

  it('sends nothing once closed', async () => {
    const f = fakeNamespace();
    const fanOut = new RoomFanOut(f.nsp);
    f.connect('a', 'all');
    fanOut.broadcast('all', 'getRefreshPage', { at: '1' });
    fanOut.close();
    fanOut.broadcast('all', 'getRefreshPage', { at: '2' });
    await settle();
    expect(f.writes.get('a')).toEqual([]);
  });
});
