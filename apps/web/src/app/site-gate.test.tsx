import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { routes } from '@backlay/contract';
import { callApi } from '../lib/api-client';
import { MAINTENANCE_CHECK_FRESH_MS, TRY_AGAIN_DELAY_MS } from '@backlay/contract';
import { useSession } from '../lib/session-store';
import { testConfiguration } from '../components/test/render';
import { SiteGate } from './site-gate';

/**
 * Stubs the API: the maintenance switch (`server.maintenance`, changeable mid-test; the
 * maintenance endpoint answers it and other calls answer 503 while it is on), and the
 * configuration's statuses in turn (the last repeats). A 503 there with the switch off is a
 * proxy's or a restarting process's.
 */
function stubApi({ maintenance = false, configStatus = 200 }: { maintenance?: boolean; configStatus?: number | number[] } = {}) {
  const server = { maintenance };
  const statuses = [configStatus].flat();
  let configSent = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/common/wholeAppConfiguration')) {
        const status = statuses[Math.min(configSent++, statuses.length - 1)]!;
        if (status === 200) return Response.json({ docs: testConfiguration('b2c') });
        if (status === 503) return Response.json({ message: 'Website is Under Maintenance', code: 'MAINTENANCE' }, { status });
        return Response.json({ message: 'WhiteLabel is Missing!', code: 'NOT_FOUND' }, { status });
      }
      if (url.startsWith('/api/common/maintenance')) return Response.json({ docs: { isMaintenance: server.maintenance } });
      if (url.startsWith('/api/user/pts') && server.maintenance) {
        return Response.json({ message: 'Website is Under Maintenance', code: 'MAINTENANCE' }, { status: 503 });
      }
      throw new TypeError('fetch failed');
    }),
  );
  return server;
}

async function renderGate() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en-us', resources: {}, react: { useSuspense: false } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SiteGate>
          <p>the site</p>
        </SiteGate>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

// The client asks the maintenance endpoint once for a burst of 503s: each test's clock starts
// past the last test's question (Date only; timers stay real).
let clockShift = 0;
beforeEach(() => {
  clockShift += 10 * MAINTENANCE_CHECK_FRESH_MS;
  vi.setSystemTime(Date.now() + clockShift);
  useSession.setState({ isMaintenance: false, isDuplicateScreen: false, token: null, userType: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SiteGate', () => {
  it('shows the loading screen until the configuration is there, then the site with its theme', async () => {
    stubApi();
    await renderGate();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('the site')).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#0f766e');
    expect(document.title).toBe('Demo Exchange');
  });

  it('shows the maintenance page to players and lets administrator through', async () => {
    stubApi({ maintenance: true });
    await renderGate();
    expect(await screen.findByText('Website is Under Maintenance')).toBeTruthy();
    expect(screen.getByText('OOPS!')).toBeTruthy();
    expect(screen.getByText('Wait for a few Minute')).toBeTruthy();
    cleanup();
    useSession.setState({ userType: 'administrator' });
    await renderGate();
    expect(await screen.findByText('the site')).toBeTruthy();
  });

  it('shows the duplicate-screen page when the session was taken elsewhere', async () => {
    stubApi();
    await renderGate();
    await screen.findByText('the site');
    act(() => useSession.getState().setDuplicateScreen(true));
    expect(screen.getByText('Duplicate Screen or UnAuthorized Access')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close the Screen' })).toBeTruthy();
    expect(screen.queryByText('the site')).toBeNull();
  });

  it('shows the maintenance page when a call answers 503 and the maintenance endpoint confirms it', async () => {
    const server = stubApi();
    await renderGate();
    await screen.findByText('the site');
    // Switched on after the last poll: the next call's 503 is confirmed and the page stays.
    server.maintenance = true;
    useSession.setState({ token: 't', userType: 'user' });
    await act(async () => {
      await expect(callApi(routes.profile.getPts)).rejects.toMatchObject({ status: 503 });
    });
    expect(await screen.findByText('Website is Under Maintenance')).toBeTruthy();
    expect(screen.queryByText('the site')).toBeNull();
  });

  it('keeps the maintenance page away on a 503 the maintenance endpoint does not confirm, and asks again', async () => {
    stubApi({ configStatus: [503, 200] });
    await renderGate();
    expect(await screen.findByText('the site', undefined, { timeout: 3 * TRY_AGAIN_DELAY_MS })).toBeTruthy();
    expect(screen.queryByText('Website is Under Maintenance')).toBeNull();
    expect(useSession.getState().isMaintenance).toBe(false);
  });

  it('shows the server message with a retry when the site is unknown', async () => {
    stubApi({ configStatus: 404 });
    await renderGate();
    expect(await screen.findByText('WhiteLabel is Missing!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
