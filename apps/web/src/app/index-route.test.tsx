import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderInShell, testConfiguration } from '../components/test/render';
import { resetSessionBetweenTests } from '../components/test/reset-session';
import { Logo } from '../components/layout/logo';
import { paths } from '../config/paths';
import { IndexRoute } from './index-route';

resetSessionBetweenTests();

function casinoFirst(on: boolean) {
  const config = testConfiguration('b2c');
  config.domain.features.casinoHome = on;
  return config;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** `/` inside the app (after logout or a logo click, no page load), with the live-casino screen present or not. */
async function openIndex(casinoHome: boolean, hasLiveCasino = true) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
  await renderInShell(
    <>
      <Routes>
        <Route path="/" element={<IndexRoute />} />
        <Route path={paths.liveCasino} element={<p>Live casino screen</p>} />
      </Routes>
      <Where />
    </>,
    { config: casinoFirst(casinoHome), isAvailable: (to) => hasLiveCasino || to !== paths.liveCasino },
  );
}

describe('the client-side / -> /live-casino jump (domain.features.casinoHome)', () => {
  it('sends / to /live-casino on a casino-first domain', async () => {
    await openIndex(true);
    expect(await screen.findByText('Live casino screen')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/live-casino');
  });

  it('keeps / on other domains', async () => {
    await openIndex(false);
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.queryByText('Live casino screen')).toBeNull();
  });

  it('keeps / while the live-casino screen does not exist on the site', async () => {
    await openIndex(true, false);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('points the logo at /live-casino only on casino-first domains', async () => {
    for (const [on, href] of [
      [true, '/live-casino'],
      [false, '/'],
    ] as const) {
      const view = await renderInShell(<Logo />, { config: casinoFirst(on) });
      expect(screen.getByRole('link', { name: 'Demo Exchange home' }).getAttribute('href')).toBe(href);
      view.unmount();
    }
  });
});
