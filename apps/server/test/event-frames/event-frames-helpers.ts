import type { LightMyRequestResponse } from 'fastify';
import { liveTvSchema, scoreSchema, type LiveTv, type Score, type SetEventFramesBody } from '@backlay/contract';
import type { TestApp } from '../test-app.js';
import { CODE } from '../ledger/helpers.js';
import { staffCall } from '../market-admin/market-admin-helpers.js';
import { newCompetition, newEvent, type NewEventOptions } from '../sports/sports-factories.js';
import type { EventRow } from '../../src/modules/sports/index.js';

/** Helpers of the event frames tests: the staff calls, and what a player's calls answer. */

export interface Staff {
  token: string;
  role: 'administrator' | 'whiteLabel';
}

export function setFrames(t: TestApp, as: Staff, body: SetEventFramesBody): Promise<LightMyRequestResponse> {
  return staffCall(t, as.token, as.role, 'PUT', 'market/eventFrames', body as Record<string, unknown>);
}

export function setHosts(
  t: TestApp,
  as: Staff,
  whiteLabelId: string,
  streamHosts: string[],
  transactionCode: string = CODE,
): Promise<LightMyRequestResponse> {
  return staffCall(t, as.token, as.role, 'PUT', `setting/streamHosts/${whiteLabelId}`, { streamHosts, transactionCode });
}

async function playerGet(t: TestApp, token: string, url: string): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { docs: unknown }).docs;
}

/** GET api/protected/game/liveTv as a player. */
export async function liveTvOf(t: TestApp, token: string, eventId: string): Promise<LiveTv> {
  return liveTvSchema.parse(await playerGet(t, token, `/api/protected/game/liveTv?eventId=${eventId}`));
}

/** GET api/protected/game/marketScoreList?eventId as a player. */
export async function scoresOf(t: TestApp, token: string, eventId?: string): Promise<Score[]> {
  const query = eventId === undefined ? '' : `?eventId=${eventId}`;
  return scoreSchema.array().parse(await playerGet(t, token, `/api/protected/game/marketScoreList${query}`));
}

/** A cricket event for a test of its own (in play unless told otherwise). */
export async function newCricketEvent(t: TestApp, opts: Partial<NewEventOptions> = {}): Promise<EventRow> {
  const competition = await newCompetition(t.app.ctx, { eventTypeId: 4 });
  return newEvent(t.app.ctx, {
    competition,
    name: 'India v Australia',
    status: 'inPlay',
    openDate: new Date(t.clock.now().getTime() - 3_600_000),
    ...opts,
  });
}
