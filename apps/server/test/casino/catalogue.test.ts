import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKLAY_ORIGINALS, type CasinoGame } from '@backlay/contract';
import { casinoGames } from '../../src/db/schema/index.js';
import { installOriginalsStudio } from '../../src/db/seed/originals-studio.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newProvider } from './casino-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => installOriginalsStudio(tx, new Date()));
});
afterAll(async () => t.close());

type Page = { docs: CasinoGame[]; totalDocs: number; totalPages: number; nextPage: boolean; subProviderNames: string[] };
const list = async (query: string): Promise<Page> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/common/game/casinoGame${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

describe('GET api/common/game/casinoGame', () => {
  it('lists the built-in studio: one game of each of its types, in the fixed order of game types', async () => {
    const all = await list('');
    expect(all.docs.map((g) => [g.gameType, g.name])).toEqual([
      ['virtual', 'Dragon Tiger'],
      ['slot', 'Fruit Line'],
      ['crash', 'Crash'],
      ['lottery', 'Lotto 6/49'],
    ]);
    expect(all.docs.every((g) => g.subProviderName === BACKLAY_ORIGINALS)).toBe(true);
    const crash = await list('?gameType=crash');
    expect(crash.docs.map((g) => g.code)).toEqual(['crash']);
    expect((await list('?top=true')).docs.map((g) => g.code)).toEqual(['fruit-line', 'crash']);
  });

  it('orders providers by the fixed list (unknown ones after, alphabetically), pages, and hides inactive games', async () => {
    const zeta = await newProvider(t, { name: 'Zeta Studio' });
    const alpha = await newProvider(t, { name: 'Alpha Studio' });
    await newProvider(t, { name: 'Evolution' });
    const hidden = await newProvider(t, { name: 'Hidden', active: false });
    const slots = await list('?gameType=slot');
    expect(slots.subProviderNames).toEqual([BACKLAY_ORIGINALS, 'Evolution', 'Alpha Studio', 'Zeta Studio']);
    expect(slots.docs.map((g) => g.subProviderName)).toEqual([BACKLAY_ORIGINALS, 'Evolution', 'Alpha Studio', 'Zeta Studio']);
    expect(slots.docs.some((g) => g.providerId === hidden.id)).toBe(false);

    await t.db.update(casinoGames).set({ active: false }).where(eq(casinoGames.id, zeta.games.slot.id));
    expect((await list('?gameType=slot')).subProviderNames).not.toContain('Zeta Studio');

    const page1 = await list('?gameType=live&limit=1&page=1');
    expect(page1).toMatchObject({ totalDocs: 3, totalPages: 3, nextPage: true });
    expect(page1.docs[0]!.subProviderName).toBe('Evolution');
    const filtered = await list(`?gameType=live&subProviderName=${encodeURIComponent('Alpha Studio')}`);
    expect(filtered.docs.map((g) => g._id)).toEqual([alpha.games.live.id]);
    expect(filtered.subProviderNames).toEqual(['Evolution', 'Alpha Studio', 'Zeta Studio']);
  });

  it('refuses an unknown game type with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/common/game/casinoGame?gameType=poker' });
    expect(res.statusCode).toBe(400);
  });
});
