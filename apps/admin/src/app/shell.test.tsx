import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { routes } from '@backlay/contract';
import { callsOf, renderWithProviders, stubFetch } from '../components/test/render';
import { resetBetweenTests, signInAs } from '../components/test/session';
import { useSession } from '../lib/session-store';
import { Shell } from './shell';
import { RoleGate } from './role-gate';

resetBetweenTests();

/** The shell beside a sign-in route, as in the app (the shell sends signed-out visitors there). */
const app = (
  <Routes>
    <Route path="/sign-in" element={<p>sign-in page</p>} />
    <Route path="*" element={<Shell />} />
  </Routes>
);

describe('console shell', () => {
  it('sends a visitor who is not signed in to the sign-in page', async () => {
    stubFetch(() => undefined);
    renderWithProviders(app, { path: '/money/deposits' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sign-in'));
  });

  it('shows who is signed in, the role and the balance, and logs out', async () => {
    signInAs('superMaster', 'supermaster1');
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/superMaster/pts')
        return {
          body: {
            docs: {
              pts: 500000,
              availablePts: 500000,
              exposure: 0,
              casinoPts: 0,
              sportsPts: 0,
              thirdPartyPts: 0,
              creditPts: 0,
              bonusPts: 0,
            },
          },
        };
      if (url.startsWith('/api/superMaster/auth') && init.method === 'DELETE') return { body: { message: 'Logout Successfully' } };
      return undefined;
    });
    renderWithProviders(app);
    expect(screen.getAllByText('supermaster1').length).toBeGreaterThan(0);
    expect(screen.getByText('Super Master')).toBeTruthy();
    expect(await screen.findByText('5,00,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(callsOf(fetchMock).some((c) => c.method === 'DELETE' && c.url.startsWith('/api/superMaster/auth'))).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sign-in'));
  });

  it('opens the navigation as a drawer from the menu button', async () => {
    signInAs('master');
    stubFetch(() => undefined);
    renderWithProviders(app);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Backlay Staff' })).toBeTruthy();
  });

  it('says a screen is not available to a role the server would refuse', () => {
    signInAs('master');
    renderWithProviders(
      <RoleGate requires={routes.tenancy.setMaintenance}>
        <p>switches</p>
      </RoleGate>,
    );
    expect(screen.getByText('This screen is not available for your role.')).toBeTruthy();
    expect(screen.queryByText('switches')).toBeNull();
  });
});
