import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKLAY_ORIGINALS, type CasinoGame } from '@backlay/contract';
import { installOriginalsStudio } from '../../src/db/seed/originals-studio.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newProvider } from './casino-helpers.js';

/**
 * The lobby's search box (apps/web features/casino): `search` narrows the catalogue by game
 * name, case-insensitively, with LIKE wildcards taken literally, and the provider chips
 * (`subProviderNames`) follow the search but not the chosen provider.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => installOriginalsStudio(tx, new Date()));
});
afterAll(async () => t.close());

type Page = { docs: CasinoGame[]; totalDocs: number; subProviderNames: string[] };
const list = async (query: string): Promise<Page> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/common/game/casinoGame${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

describe('GET api/common/game/casinoGame?search=', () => {
  it('finds games by part of the name, in any case', async () => {
    expect((await list('?search=RAS')).docs.map((g) => g.name)).toEqual(['Crash']);
    expect((await list('?gameType=slot&search=fruit')).docs.map((g) => g.name)).toEqual(['Fruit Line']);
    expect((await list('?gameType=crash&search=fruit')).totalDocs).toBe(0);
    // Surrounding spaces are trimmed; an empty term lists everything.
    expect((await list('?search=%20%20crash%20')).docs.map((g) => g.name)).toEqual(['Crash']);
    expect((await list('?search=')).totalDocs).toBe(4);
  });

  it('takes % and _ literally', async () => {
    expect((await list(`?search=${encodeURIComponent('%')}`)).totalDocs).toBe(0);
    expect((await list('?search=_')).totalDocs).toBe(0);
    expect((await list(`?search=${encodeURIComponent('6/49')}`)).docs.map((g) => g.name)).toEqual(['Lotto 6/49']);
  });

  it('lists the provider chips of the searched games, whatever provider is chosen', async () => {
    await newProvider(t, { name: 'Spribe' });
    const all = await list('?gameType=crash');
    expect(all.subProviderNames).toEqual([BACKLAY_ORIGINALS, 'Spribe']);
    // The test provider's games are named after it ('Spribe crash').
    const searched = await list(`?gameType=crash&search=spribe&subProviderName=${encodeURIComponent(BACKLAY_ORIGINALS)}`);
    expect(searched.docs).toEqual([]);
    expect(searched.subProviderNames).toEqual(['Spribe']);
    expect((await list('?gameType=crash&search=spribe')).docs.map((g) => g.name)).toEqual(['Spribe crash']);
  });

  it('refuses a search longer than 100 characters with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/common/game/casinoGame?search=${'x'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
  });
});
