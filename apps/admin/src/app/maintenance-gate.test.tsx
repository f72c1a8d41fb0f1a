import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { MESSAGES } from '@backlay/contract';
import { callsOf, renderWithProviders, stubFetch, type Answer } from '../components/test/render';
import { loginDocs, resetBetweenTests, signInAs } from '../components/test/session';
import { MAINTENANCE_REFRESH_MS } from '../lib/get-maintenance';
import { useSession } from '../lib/session-store';
import { SignInRoute } from '../features/auth/routes/sign-in';
import { MaintenanceGate } from './maintenance-gate';
import { Shell } from './shell';

resetBetweenTests();

beforeEach(() => {
  useSession.setState({ isMaintenance: false });
});

/** The gate above the sign-in page and the signed-in frame, as in the app. */
const app = (
  <Routes>
    <Route element={<MaintenanceGate />}>
      <Route path="/sign-in" element={<SignInRoute />} />
      <Route path="*" element={<Shell />}>
        <Route path="*" element={<p>dashboard page</p>} />
      </Route>
    </Route>
  </Routes>
);

const MAINTENANCE_PATH = '/api/common/maintenance';
const underMaintenance: Answer = { status: 503, body: { message: MESSAGES.websiteUnderMaintenance, code: 'MAINTENANCE' } };
const pts = { pts: 500000, availablePts: 500000, exposure: 0, casinoPts: 0, sportsPts: 0, thirdPartyPts: 0, creditPts: 0, bonusPts: 0 };

/** A server whose maintenance can be ended mid-test; the maintenance question is open throughout. */
function platform(state: { isMaintenance: boolean }) {
  return stubFetch((url, init) => {
    if (url === MAINTENANCE_PATH) return { body: { docs: { isMaintenance: state.isMaintenance } } };
    if (url.startsWith('/api/master/auth') && init.method === 'DELETE') return { body: { message: 'Logout Successfully' } };
    if (state.isMaintenance) return underMaintenance;
    if (url === '/api/master/pts') return { body: { docs: pts } };
    return undefined;
  });
}

const maintenanceCalls = (fetchMock: ReturnType<typeof stubFetch>) => callsOf(fetchMock).filter((c) => c.url === MAINTENANCE_PATH).length;

describe('console maintenance screen', () => {
  it('stands in for the pages when a call is refused with a confirmed 503, with the server’s message', async () => {
    signInAs('master', 'master1');
    platform({ isMaintenance: true });
    renderWithProviders(app, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Website is Under Maintenance' })).toBeTruthy();
    expect(useSession.getState().isMaintenance).toBe(true);
    expect(screen.queryByText('dashboard page')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByText(/come back by itself/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('shows the exact message of the spec when the flag is set', () => {
    signInAs('master', 'master1');
    useSession.getState().setMaintenance(true);
    platform({ isMaintenance: true });
    renderWithProviders(app, { path: '/' });
    expect(screen.getByRole('heading').textContent).toBe(MESSAGES.websiteUnderMaintenance);
    expect(MESSAGES.websiteUnderMaintenance).toBe('Website is Under Maintenance');
  });

  it('“Try again” asks the endpoint, stays while in maintenance, then shows the pages again and refetches them', async () => {
    signInAs('master', 'master1');
    useSession.getState().setMaintenance(true);
    const state = { isMaintenance: true };
    const fetchMock = platform(state);
    renderWithProviders(app, { path: '/' });
    // The API client has just confirmed maintenance: the screen does not ask again at once.
    expect(screen.getByRole('heading', { name: MESSAGES.websiteUnderMaintenance })).toBeTruthy();
    expect(maintenanceCalls(fetchMock)).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(maintenanceCalls(fetchMock)).toBe(1));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText(/^Still under maintenance · checked at \d\d:\d\d$/)).toBeTruthy();
    expect(useSession.getState().isMaintenance).toBe(true);

    state.isMaintenance = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(maintenanceCalls(fetchMock)).toBe(2);
    expect(screen.queryByRole('heading', { name: MESSAGES.websiteUnderMaintenance })).toBeNull();
    expect(useSession.getState().isMaintenance).toBe(false);
    // The frame is back and loads its figures afresh.
    expect(await screen.findByText('5,00,000.00')).toBeTruthy();
  });

  it('signs out from the screen to the sign-in page', async () => {
    signInAs('master', 'master1');
    useSession.getState().setMaintenance(true);
    const fetchMock = platform({ isMaintenance: true });
    renderWithProviders(app, { path: '/money/deposits' });
    expect(screen.getByText('master1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/sign-in');
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().isMaintenance).toBe(false);
    expect(callsOf(fetchMock).some((c) => c.method === 'DELETE' && c.url.startsWith('/api/master/auth'))).toBe(true);
  });

  it('shows the screen for a refused sign-in, and lets the administrator log in after it', async () => {
    stubFetch((url, init) => {
      if (url === MAINTENANCE_PATH) return { body: { docs: { isMaintenance: true } } };
      if (url === '/api/auth') {
        const { email } = JSON.parse(String(init.body)) as { email: string };
        return email === 'administrator'
          ? { body: { docs: loginDocs({ userName: 'administrator', userType: 'administrator', whiteLabelId: null }) } }
          : underMaintenance;
      }
      return undefined;
    });
    renderWithProviders(app, { path: '/sign-in' });
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('User Name', 'master1');
    type('Password', 'Backlay123');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.websiteUnderMaintenance })).toBeTruthy();
    // Set only once GET api/common/maintenance confirmed the 503 (asked here or by a call just before).
    expect(useSession.getState().isMaintenance).toBe(true);
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    type('User Name', 'administrator');
    type('Password', 'Backlay123');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(useSession.getState().isMaintenance).toBe(false);
    expect(screen.queryByRole('heading', { name: MESSAGES.websiteUnderMaintenance })).toBeNull();
  });

  it('clears a flag left from before when the administrator signs in', () => {
    useSession.getState().setMaintenance(true);
    useSession.getState().signIn({ ...loginDocs({ userName: 'administrator', whiteLabelId: null }), userType: 'administrator' });
    expect(useSession.getState().isMaintenance).toBe(false);
  });

  describe('every 30 s', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('asks the endpoint by itself and leaves once maintenance is over', async () => {
      signInAs('master', 'master1');
      useSession.getState().setMaintenance(true);
      const state = { isMaintenance: true };
      const fetchMock = platform(state);
      renderWithProviders(app, { path: '/' });
      await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_REFRESH_MS - 1_000));
      expect(maintenanceCalls(fetchMock)).toBe(0);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(maintenanceCalls(fetchMock)).toBe(1);
      expect(screen.getByRole('heading', { name: MESSAGES.websiteUnderMaintenance })).toBeTruthy();

      state.isMaintenance = false;
      await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_REFRESH_MS));
      expect(maintenanceCalls(fetchMock)).toBe(2);
      expect(await screen.findByText('dashboard page')).toBeTruthy();
    });
  });
});
