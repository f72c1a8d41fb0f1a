import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { Profile } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { useBetSlip } from '../../../lib/bet-slip/bet-slip-store';
import { readQuickBetSettings } from '../../../lib/bet-slip/quick-bet-settings';
import { useUi } from '../../../lib/ui-store';
import { stakeCacheKeys } from '../../../lib/stake-queries';
import { TRY_AGAIN_ATTEMPTS, TRY_AGAIN_DELAY_MS } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { ButtonValuesRoute } from './button-values';

const saved = [
  { label: '100', value: 100 },
  { label: '500', value: 500 },
  { label: '1K', value: 1000 },
  { label: '5K', value: 5000 },
  { label: '10K', value: 10000 },
  { label: '25K', value: 25000 },
];
const savedQuick = [
  { label: '200', value: 200 },
  { label: '400', value: 400 },
  { label: '800', value: 800 },
];

/** The stake calls of a server holding `saved`; POSTs answer what was sent, as the server does. */
function stubStakeServer({ failLoads = false } = {}) {
  const posts: { path: string; body: unknown }[] = [];
  const fetchMock = stubApi((path) => {
    if (failLoads) return undefined;
    if (path === '/api/user/stake') return { body: { docs: saved } };
    if (path === '/api/user/quickBet') return { body: { docs: savedQuick } };
    return undefined;
  });
  const answerGet = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { stake: unknown[] };
      posts.push({ path: new URL(String(input), 'http://localhost').pathname, body });
      return new Response(JSON.stringify({ message: 'Updated Sucessfully', docs: body.stake }), { status: 200 });
    }
    return answerGet(input, init);
  });
  return { fetchMock, posts };
}

function renderPage() {
  return renderInShell(
    <>
      <ButtonValuesRoute />
      <Toaster />
    </>,
    { path: '/button-values' },
  );
}

function valueInputs(rowName: string, count: number): HTMLInputElement[] {
  return Array.from({ length: count }, (_, i) => screen.getByRole('textbox', { name: `${rowName} ${i + 1} value` }) as HTMLInputElement);
}

resetSessionBetweenTests();

describe('/button-values', () => {
  it('shows the six default stakes and three default quick bets when the load fails', async () => {
    stubStakeServer({ failLoads: true });
    act(() => signInPlayer());
    await renderPage();
    // Unanswered GETs are sent again before they fail (lib/api-client.ts).
    await waitFor(() => expect(screen.getAllByText('Your saved amounts could not be loaded; the defaults are shown.')).toHaveLength(2), {
      timeout: TRY_AGAIN_ATTEMPTS * TRY_AGAIN_DELAY_MS,
    });
    expect(valueInputs('Stake', 6).map((i) => i.value)).toEqual(['1000', '2000', '3000', '4000', '5000', '6000']);
    expect(valueInputs('Quick bet', 3).map((i) => i.value)).toEqual(['1000', '2000', '3000']);
    expect(screen.queryByRole('textbox', { name: 'Stake 7 value' })).toBeNull();
  });

  it('edits a button (digits only, leading zeros stripped, the label follows) and saves with the toast', async () => {
    const { posts } = stubStakeServer();
    act(() => signInPlayer());
    await renderPage();
    const first = (await screen.findByRole('textbox', { name: 'Stake 1 value' })) as HTMLInputElement;
    expect(first.value).toBe('100');

    fireEvent.change(first, { target: { value: '00a15b0' } });
    expect(first.value).toBe('150');
    expect((screen.getByRole('textbox', { name: 'Stake 1 label' }) as HTMLInputElement).value).toBe('150');
    // A label of its own stays when the value changes.
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake 3 value' }), { target: { value: '1500' } });
    expect((screen.getByRole('textbox', { name: 'Stake 3 label' }) as HTMLInputElement).value).toBe('1K');
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake 6 label' }), { target: { value: ' Max ' } });

    const [stakeUpdate] = screen.getAllByRole('button', { name: 'Update' });
    fireEvent.click(stakeUpdate!);
    expect(await screen.findByText('Updated Sucessfully')).toBeTruthy();
    expect(posts).toEqual([
      {
        path: '/api/user/stake',
        body: {
          stake: [
            { label: '150', value: 150 },
            { label: '500', value: 500 },
            { label: '1K', value: 1500 },
            { label: '5K', value: 5000 },
            { label: '10K', value: 10000 },
            { label: 'Max', value: 25000 },
          ],
        },
      },
    ]);
    // The saved list is cached for the next visit of this session.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(stakeCacheKeys.stakes)!).list[0]).toEqual({ label: '150', value: 150 }));
  });

  it('saves the three quick-bet amounts on their own', async () => {
    const { posts } = stubStakeServer();
    act(() => signInPlayer());
    await renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Quick bet 2 value' }), { target: { value: '450' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Update' })[1]!);
    expect(await screen.findByText('Updated Sucessfully')).toBeTruthy();
    expect(posts).toEqual([
      {
        path: '/api/user/quickBet',
        body: {
          stake: [
            { label: '200', value: 200 },
            { label: '450', value: 450 },
            { label: '800', value: 800 },
          ],
        },
      },
    ]);
  });

  it('refuses an empty amount or label under the row, without calling the server', async () => {
    const { posts } = stubStakeServer();
    act(() => signInPlayer());
    await renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Stake 2 value' }), { target: { value: '000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake 4 label' }), { target: { value: '   ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Update' })[0]!);
    // Row 2's label followed its value to empty; row 4's label was blanked.
    expect(await screen.findByText('Label is required · Value should be between 1 and 10,00,00,000')).toBeTruthy();
    expect(screen.getByText('Label is required')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Stake 2 value' }).getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    // Reset to defaults fills the default rows (saved only on Update).
    fireEvent.click(screen.getAllByRole('button', { name: 'Reset to defaults' })[0]!);
    expect(valueInputs('Stake', 6).map((i) => i.value)).toEqual(['1000', '2000', '3000', '4000', '5000', '6000']);
    expect(screen.queryByText('Label is required')).toBeNull();
  });

  it('sets the odds choice the slip uses and the confirmation before placing', async () => {
    const { fetchMock } = stubStakeServer();
    const answer = fetchMock.getMockImplementation()!;
    const confirmPosts: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/user/confirmBets')) {
        const body = JSON.parse(String(init!.body)) as { confirmBets: boolean };
        confirmPosts.push(body);
        return new Response(JSON.stringify({ docs: { confirmBets: body.confirmBets } }), { status: 200 });
      }
      return answer(input, init);
    });
    act(() => {
      signInPlayer();
      useSession.setState({ userData: { confirmBets: false } as Profile });
    });
    await renderPage();

    const myPrice = screen.getByRole('radio', { name: /My price or better/ }) as HTMLInputElement;
    const anyOdds = screen.getByRole('radio', { name: /Accept any odds/ }) as HTMLInputElement;
    expect(myPrice.checked).toBe(true);
    fireEvent.click(anyOdds);
    expect(useBetSlip.getState().acceptAnyOdds).toBe(true);
    expect(readQuickBetSettings('t').acceptAnyOdds).toBe(true);
    expect(anyOdds.checked).toBe(true);
    fireEvent.click(myPrice);
    expect(useBetSlip.getState().acceptAnyOdds).toBe(false);

    const confirm = screen.getByRole('switch', { name: 'Confirm each bet before it is placed' });
    expect(confirm.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-checked')).toBe('true'));
    expect(confirmPosts).toEqual([{ confirmBets: true }]);
    expect(useSession.getState().userData?.confirmBets).toBe(true);
  });

  it('shows a demo account the demo-account error and no form', async () => {
    const { fetchMock } = stubStakeServer();
    act(() => {
      signInPlayer();
      useSession.setState({ isDemo: true });
    });
    await renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('This is your Demo Account, Please Login as Normal user');
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('asks a signed-out visitor to log in first', async () => {
    const { fetchMock } = stubStakeServer();
    await renderPage();
    expect(useUi.getState().authPopup).toBe('login');
    expect(localStorage.getItem('redirectPath')).toBe('/button-values');
    expect(screen.getByText('login first to continue')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
