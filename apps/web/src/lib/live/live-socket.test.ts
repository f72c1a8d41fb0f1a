import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { LIVE_CLIENT, getAllMarketAckSchema } from '@backlay/contract';
import { LiveClient, useLiveStatusStore } from './live-socket';
import { applyMarketPrice, usePriceStore } from './price-store';
import { price } from './test/fixtures';
import { FakeSocket } from './test/fake-socket';

let socket: FakeSocket;
let client: LiveClient;

beforeEach(() => {
  vi.useFakeTimers();
  usePriceStore.setState({ prices: {}, stale: {} });
  client = new LiveClient((auth) => {
    socket = new FakeSocket(auth);
    return socket as unknown as Socket;
  });
  client.start({});
});
afterEach(() => {
  client.stop();
  vi.useRealTimers();
});

describe('live client', () => {
  it('hands handlers only messages that pass the contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const got: unknown[] = [];
    client.on('getMarketCacheUpdates', (p) => got.push(p));
    socket.serverConnect();
    socket.serverSend('getMarketCacheUpdates', price('1.1', 1));
    socket.serverSend('getMarketCacheUpdates', { marketId: '1.1', seq: 'two' });
    socket.serverSend('notAMessageOfTheContract', price('1.1', 3));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ marketId: '1.1', seq: 1 });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('runs on-connect hooks at once and again after every reconnect, and drops emits while down', () => {
    const hook = vi.fn(() => client.emit('postEventSubscription', { eventId: 'e1' }));
    socket.serverConnect();
    const off = client.onConnect(hook);
    expect(hook).toHaveBeenCalledTimes(1);
    socket.serverDrop();
    client.emit('deleteEventSubscription', { eventId: 'e1' });
    socket.serverConnect();
    expect(hook).toHaveBeenCalledTimes(2);
    expect(socket.emits.map((e) => e.name)).toEqual(['postEventSubscription', 'postEventSubscription']);
    off();
    socket.serverDrop();
    socket.serverConnect();
    expect(hook).toHaveBeenCalledTimes(2);
  });

  it('on a drop shows Reconnecting and suspends every price until fresh ones arrive', () => {
    socket.serverConnect();
    applyMarketPrice(price('1.1', 9));
    socket.serverDrop();
    expect(useLiveStatusStore.getState()).toMatchObject({ connected: false, socketDisconnect: true });
    expect(usePriceStore.getState().prices['1.1']?.status).toBe('suspended');
    socket.serverConnect();
    expect(useLiveStatusStore.getState()).toMatchObject({ connected: true, socketDisconnect: false });
  });

  it('reconnects with new credentials on login without showing a drop', () => {
    socket.serverConnect();
    client.setAuth({ token: 'tok', type: 'user' });
    expect(socket.auth).toEqual({ token: 'tok', type: 'user' });
    expect(useLiveStatusStore.getState().socketDisconnect).toBe(false);
    expect(socket.connectCalls).toBe(2);
    client.setAuth({ token: 'tok', type: 'user' });
    expect(socket.connectCalls).toBe(2);
  });

  it('when the server closes a signed-in socket (its session ended), dials once, and on the refusal goes on as a visitor', () => {
    client.setAuth({ token: 'ended', type: 'user' });
    socket.serverConnect();
    const opened = socket.connectCalls;
    socket.serverDrop('io server disconnect');
    expect(socket.connectCalls).toBe(opened + 1);
    socket.serverRefuse();
    expect(socket.auth).toEqual({});
    expect(socket.connectCalls).toBe(opened + 2);
    socket.serverConnect();
    // No loop with the dead token: nothing more is dialled while the visitor socket holds.
    vi.advanceTimersByTime(10 * LIVE_CLIENT.reconnectionDelayMax);
    expect(socket.connectCalls).toBe(opened + 2);
    expect(useLiveStatusStore.getState()).toMatchObject({ connected: true, socketDisconnect: false });
  });

  it('pings active every 30 s while connected', () => {
    socket.serverConnect();
    vi.advanceTimersByTime(LIVE_CLIENT.activeIntervalMs * 2);
    expect(socket.emits.filter((e) => e.name === 'active')).toHaveLength(2);
    socket.serverDrop();
    vi.advanceTimersByTime(LIVE_CLIENT.activeIntervalMs * 2);
    expect(socket.emits.filter((e) => e.name === 'active')).toHaveLength(2);
  });

  it('checks the connection every second and reopens a socket that is neither connected nor reconnecting', () => {
    socket.serverConnect();
    const opened = socket.connectCalls;
    // Connected, then dropped with socket.io retrying by itself: the check leaves it alone.
    vi.advanceTimersByTime(5 * LIVE_CLIENT.connectionCheckMs);
    socket.serverDrop('transport close');
    vi.advanceTimersByTime(5 * LIVE_CLIENT.connectionCheckMs);
    expect(socket.connectCalls).toBe(opened);
    // Dead without anyone retrying (socket.io gave the socket up): reopened at the next check.
    socket.active = false;
    vi.advanceTimersByTime(LIVE_CLIENT.connectionCheckMs - 1);
    expect(socket.connectCalls).toBe(opened);
    vi.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(opened + 1);
    expect(socket.active).toBe(true);
    vi.advanceTimersByTime(5 * LIVE_CLIENT.connectionCheckMs);
    expect(socket.connectCalls).toBe(opened + 1);
  });

  it('leaves a refused visitor to its own retry after the longest reconnect delay, and stops checking once stopped', () => {
    const opened = socket.connectCalls;
    socket.serverRefuse();
    vi.advanceTimersByTime(LIVE_CLIENT.reconnectionDelayMax - 1);
    expect(socket.connectCalls).toBe(opened);
    vi.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(opened + 1);
    client.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers an acknowledged request with the checked answer, or null when malformed', async () => {
    socket.serverConnect();
    const good = client.request('getAllMarket', {}, getAllMarketAckSchema);
    socket.acks.get('getAllMarket')!(null, { markets: [price('1.1', 1)] });
    await expect(good).resolves.toMatchObject({ markets: [{ marketId: '1.1' }] });
    const bad = client.request('getAllMarket', {}, getAllMarketAckSchema);
    socket.acks.get('getAllMarket')!(null, { markets: 'none' });
    await expect(bad).resolves.toBeNull();
  });
});

describe('live client: the server’s resync order (liveResync)', () => {
  it('reruns the on-connect hooks, then the on-resync hooks, once per spread, after a random wait within it', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const order: string[] = [];
    socket.serverConnect();
    client.onConnect(() => {
      order.push('connect');
      client.emit('postEventSubscription', { eventId: 'e1' });
    });
    client.onResync(() => order.push('resync'));
    expect(order).toEqual(['connect']);

    socket.serverSend('liveResync', { at: '2026-11-01T10:00:00.000Z' });
    socket.serverSend('liveResync', { at: '2026-11-01T10:00:00.500Z' });
    vi.advanceTimersByTime(LIVE_CLIENT.resyncSpreadMs / 2 - 1);
    expect(order).toEqual(['connect']);
    vi.advanceTimersByTime(1);
    expect(order).toEqual(['connect', 'connect', 'resync']);
    expect(socket.emits.filter((e) => e.name === 'postEventSubscription')).toHaveLength(2);
    vi.advanceTimersByTime(LIVE_CLIENT.resyncSpreadMs);
    expect(order).toEqual(['connect', 'connect', 'resync']);

    // A malformed order is dropped like any malformed message.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    socket.serverSend('liveResync', {});
    vi.advanceTimersByTime(LIVE_CLIENT.resyncSpreadMs);
    expect(order).toEqual(['connect', 'connect', 'resync']);
    warn.mockRestore();
    random.mockRestore();
  });

  it('still refetches when the socket dropped during the wait, leaving the rooms to the reconnect', () => {
    const order: string[] = [];
    socket.serverConnect();
    client.onConnect(() => order.push('connect'));
    client.onResync(() => order.push('resync'));
    socket.serverSend('liveResync', { at: '2026-11-01T10:00:00.000Z' });
    socket.serverDrop();
    vi.advanceTimersByTime(LIVE_CLIENT.resyncSpreadMs);
    expect(order).toEqual(['connect', 'resync']);
  });
});
