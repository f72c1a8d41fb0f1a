import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { registrationsQuery, RegistrationsRoute } from './registrations';

resetBetweenTests();

const BRANCH_ID = '7d7f6a3e-0000-4000-8000-0000000000bb';

function row(over: Record<string, unknown> = {}) {
  return {
    _id: 'r1',
    userName: 'newbie1',
    utmSource: 'google',
    registrationSource: 'ads',
    branchId: BRANCH_ID,
    branchUserName: 'branch1',
    referrerUserName: null,
    parentUserName: 'branch1',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

describe('registrations report', () => {
  it('lists tracked sign-ups with their source, branch and referrer', async () => {
    signInAs('whiteLabel');
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/whiteLabel/report/registrations')
        ? {
            body: paged([
              row(),
              row({
                _id: 'r2',
                userName: 'friend2',
                utmSource: null,
                registrationSource: null,
                branchId: null,
                branchUserName: null,
                referrerUserName: 'newbie1',
              }),
            ]),
          }
        : undefined,
    );
    renderWithProviders(<RegistrationsRoute />);
    // newbie1 signed up, and referred friend2.
    expect(await screen.findAllByText('newbie1', { selector: 'td' })).toHaveLength(2);
    expect(screen.getByText('google')).toBeTruthy();
    expect(screen.getByText('ads')).toBeTruthy();
    expect(screen.getAllByText('branch1').length).toBeGreaterThan(0);
    expect(screen.getByText('friend2')).toBeTruthy();
    // No default range: every tracked sign-up, first page.
    const first = callsOf(fetchMock)[0]!.url;
    expect(first).toContain('page=1');
    expect(first).not.toContain('startDate');
  });

  it('sends each filter to the server and starts again from page 1', async () => {
    signInAs('whiteLabel');
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/whiteLabel/report/registrations') ? { body: paged([row()], 2, 25, 60) } : undefined,
    );
    renderWithProviders(<RegistrationsRoute />);
    await screen.findByText('newbie1', { selector: 'td' });
    fireEvent.change(screen.getByLabelText('UTM source'), { target: { value: 'facebook' } });
    fireEvent.change(screen.getByLabelText('Registration source'), { target: { value: 'reels' } });
    fireEvent.change(screen.getByLabelText('Branch'), { target: { value: 'branch1' } });
    fireEvent.change(screen.getByLabelText('Referrer'), { target: { value: 'ref7' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    await waitFor(() => {
      const url = callsOf(fetchMock).at(-1)!.url;
      for (const part of [
        'utmSource=facebook',
        'registrationSource=reels',
        'branch=branch1',
        'referrer=ref7',
        'startDate=2026-11-01',
        'endDate=2026-11-20',
        'page=1',
      ]) {
        expect(url).toContain(part);
      }
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(callsOf(fetchMock).at(-1)!.url).not.toContain('utmSource'));
  });

  it('reads a branch id in the Branch box as branchId', () => {
    const base = { startDate: '', endDate: '', utmSource: '', registrationSource: '', referrer: '', search: '' };
    expect(registrationsQuery({ ...base, branch: BRANCH_ID }, 1)).toEqual({ page: 1, limit: 25, branchId: BRANCH_ID });
    expect(registrationsQuery({ ...base, branch: ' branch1 ' }, 3)).toEqual({ page: 3, limit: 25, branch: 'branch1' });
  });

  it('says when nothing is tracked yet', async () => {
    signInAs('agent');
    stubFetch((url) => (url.startsWith('/api/agent/report/registrations') ? { body: paged([]) } : undefined));
    renderWithProviders(<RegistrationsRoute />);
    expect(await screen.findByText('No player has signed up through a tracked link yet.')).toBeTruthy();
  });
});
