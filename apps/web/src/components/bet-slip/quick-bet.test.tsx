import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import type { Profile, StakePreset } from '@backlay/contract';
import { renderInShell } from '../test/render';
import { resetSessionBetweenTests } from '../test/reset-session';
import { signInPlayer } from '../sports/test/fixtures';
import { useSession } from '../../lib/session-store';
import { useUi } from '../../lib/ui-store';
import { resetBetSlip, useBetSlip } from '../../lib/bet-slip/bet-slip-store';
import { useSelectBet } from '../../lib/bet-slip/select-bet';
import { openBet, openBetsPage, slipBet } from '../../lib/bet-slip/test/fixtures';
import type { SlipBet } from '../../lib/bet-slip/slip-bet';
import { BetSlipPanel } from './bet-slip-panel';

resetSessionBetweenTests();
beforeEach(() => resetBetSlip());

type Answer = { status?: number; body: unknown };
type Call = { method: string; path: string; body: unknown };

const myQuickBets: StakePreset[] = [
  { label: '500', value: 500 },
  { label: '1K', value: 1000 },
  { label: '2K', value: 2000 },
];

/**
 * The player's server, by method and path: quick bets and stakes answer the given lists (and
 * saves answer what was sent unless `save` says otherwise), placing answers `place`.
 */
function stubServer({
  quickBets = myQuickBets,
  place = () => ({ body: { message: 'Order Placed', docs: openBet() } }),
  save,
}: {
  quickBets?: StakePreset[];
  place?: (body: unknown) => Answer | Promise<Answer>;
  save?: (path: string, body: unknown) => Answer | undefined;
} = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      let answer: Answer = { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
      if (path === '/api/user/openBet' && method === 'POST') answer = await place(body);
      else if (path === '/api/user/openBet') answer = { body: openBetsPage([]) };
      else if ((path === '/api/user/quickBet' || path === '/api/user/stake') && method === 'POST') {
        answer = save?.(path, body) ?? { body: { message: 'Updated Sucessfully', docs: (body as { stake: StakePreset[] }).stake } };
      } else if (path === '/api/user/quickBet') answer = { body: { docs: quickBets } };
      else if (path === '/api/user/stake') answer = { body: { docs: [{ label: '100', value: 100 }] } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return {
    calls,
    placed: () => calls.filter((c) => c.method === 'POST' && c.path === '/api/user/openBet'),
  };
}

/** Stands for a price cell of the event page: it calls the slip's selection hook. */
function PriceButton({ bet }: { bet: SlipBet }) {
  const select = useSelectBet();
  return (
    <button type="button" onClick={() => select(bet)}>
      price {bet.teamName}
    </button>
  );
}

async function renderSlip(price: SlipBet = slipBet()) {
  return renderInShell(
    <>
      <PriceButton bet={price} />
      <BetSlipPanel />
      <Toaster />
    </>,
  );
}

const quickSwitch = () => screen.getByRole('switch', { name: 'Quick Bet' });
const quickButtons = () => within(screen.getByRole('radiogroup', { name: 'Quick bet stake' })).getAllByRole('radio');

async function turnQuickBetOn() {
  fireEvent.click(quickSwitch());
  const warning = await screen.findByRole('dialog', { name: 'Turn quick bet on?' });
  expect(within(warning).getByText('Existing bet data will be cleared.')).toBeTruthy();
  fireEvent.click(within(warning).getByRole('button', { name: 'OK' }));
}

describe('bet slip: the quick-bet switch', () => {
  it('warns that the bet data is cleared; Cancel keeps everything, OK switches and clears the slip', async () => {
    signInPlayer();
    stubServer();
    useBetSlip.getState().selectBet(slipBet());
    useBetSlip.getState().setStake(700);
    await renderSlip();

    fireEvent.click(quickSwitch());
    const warning = await screen.findByRole('dialog', { name: 'Turn quick bet on?' });
    fireEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(quickSwitch().getAttribute('aria-checked')).toBe('false');
    expect(useBetSlip.getState()).toMatchObject({ quickBet: false, bet: { teamId: 'r1' }, betSlipStake: 700 });
    expect(screen.queryByRole('radiogroup')).toBeNull();

    await turnQuickBetOn();
    expect(quickSwitch().getAttribute('aria-checked')).toBe('true');
    expect(useBetSlip.getState()).toMatchObject({ quickBet: true, bet: null, betSlipStake: 0 });
    // The three saved amounts, the first selected.
    await waitFor(() => expect(quickButtons().map((b) => b.textContent)).toEqual(['500', '1K', '2K']));
    expect(quickButtons().map((b) => b.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    fireEvent.click(quickButtons()[2]!);
    expect(quickButtons().map((b) => b.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true']);

    fireEvent.click(quickSwitch());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Turn quick bet off?' })).getByRole('button', { name: 'OK' }));
    expect(useBetSlip.getState().quickBet).toBe(false);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows the defaults 1000, 2000, 3000 when the saved amounts cannot be loaded', async () => {
    signInPlayer();
    stubServer({ quickBets: [] });
    vi.mocked(fetch).mockImplementation(async () => {
      throw new TypeError('fetch failed');
    });
    await renderSlip();
    await turnQuickBetOn();
    await waitFor(() => expect(quickButtons().map((b) => b.textContent)).toEqual(['1000', '2000', '3000']));
    expect(quickButtons()[0]!.getAttribute('aria-checked')).toBe('true');
  });

  it("gives a demo account the demo-account error, and a signed-out visitor 'login first to continue'", async () => {
    signInPlayer();
    useSession.setState({ isDemo: true });
    stubServer();
    await renderSlip();
    fireEvent.click(quickSwitch());
    expect(screen.getByRole('alert').textContent).toBe('This is your Demo Account, Please Login as Normal user');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Stakes' }));
    expect(screen.getByRole('alert').textContent).toBe('This is your Demo Account, Please Login as Normal user');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();

    act(() => useSession.getState().clear());
    fireEvent.click(quickSwitch());
    expect(screen.getByRole('alert').textContent).toBe('login first to continue');
    expect(useUi.getState().authPopup).toBe('login');
    expect(useBetSlip.getState().quickBet).toBe(false);
  });
});

describe('bet slip: placing with quick bet on', () => {
  it('places at once on a price click with the selected quick stake, and keeps the stake afterwards', async () => {
    signInPlayer();
    useSession.setState({ userData: { confirmBets: false } as Profile });
    const server = stubServer();
    await renderSlip();
    await turnQuickBetOn();
    await waitFor(() => expect(quickButtons().map((b) => b.textContent)).toEqual(['500', '1K', '2K']));
    fireEvent.click(quickButtons()[1]!);

    fireEvent.click(screen.getByRole('button', { name: 'price India' }));
    expect(await screen.findByText('Order Placed')).toBeTruthy();
    expect(server.placed()).toHaveLength(1);
    expect(server.placed()[0]!.body).toMatchObject({ marketId: '1.1', teamId: 'r1', oddType: 'BACK', odd: 1.85, stake: 1000 });
    expect(useBetSlip.getState()).toMatchObject({ bet: null, betSlipStake: 1000, isLoading: false, quickBet: true });
    expect(screen.getByText('No market selected')).toBeTruthy();
  });

  it('asks for confirmation first when the profile has confirmBets on', async () => {
    signInPlayer();
    useSession.setState({ userData: { confirmBets: true } as Profile });
    const server = stubServer();
    await renderSlip();
    await turnQuickBetOn();
    await waitFor(() => expect(quickButtons().map((b) => b.textContent)).toEqual(['500', '1K', '2K']));

    fireEvent.click(screen.getByRole('button', { name: 'price India' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your bet' });
    // Back India at 1.85 for the first quick amount: 425.00 to win.
    expect(within(dialog).getByText('425.00')).toBeTruthy();
    expect(server.placed()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order Placed')).toBeTruthy();
    expect(server.placed()[0]!.body).toMatchObject({ stake: 500 });
  });

  it('counts the delay down while the order is held, and shows a refusal in the slip', async () => {
    signInPlayer();
    let answer: (a: Answer) => void = () => {};
    const server = stubServer({ place: () => new Promise<Answer>((resolve) => (answer = resolve)) });
    await renderSlip(slipBet({ delaySecond: 4 }));
    await turnQuickBetOn();
    await waitFor(() => expect(quickButtons().map((b) => b.textContent)).toEqual(['500', '1K', '2K']));

    fireEvent.click(screen.getByRole('button', { name: 'price India' }));
    expect(await screen.findByText('Betting in process')).toBeTruthy();
    expect(screen.getByTestId('placing-countdown').textContent).toBe('4');
    // Another click while the first is held is ignored.
    fireEvent.click(screen.getByRole('button', { name: 'price India' }));
    expect(server.placed()).toHaveLength(1);

    await act(async () => answer({ status: 409, body: { message: 'Odds changed, bet not placed', code: 'PRICE_CHANGED' } }));
    expect((await screen.findByRole('alert')).textContent).toBe('Odds changed, bet not placed');
    expect(useBetSlip.getState()).toMatchObject({ isLoading: false, bet: { teamId: 'r1' }, betSlipStake: 500 });
  });

  it("refuses a quick stake outside the market's range in the slip, sending nothing", async () => {
    signInPlayer();
    const server = stubServer();
    await renderSlip(slipBet({ max: 400 }));
    await turnQuickBetOn();
    await waitFor(() => expect(quickButtons().map((b) => b.textContent)).toEqual(['500', '1K', '2K']));
    fireEvent.click(screen.getByRole('button', { name: 'price India' }));
    expect((await screen.findByRole('alert')).textContent).toBe('amount should be in range');
    expect(server.placed()).toHaveLength(0);
  });

  it('puts the price on the slip as before with quick bet off', async () => {
    signInPlayer();
    const server = stubServer();
    await renderSlip();
    fireEvent.click(screen.getByRole('button', { name: 'price India' }));
    expect(screen.getByTestId('slip-team').textContent).toBe('India');
    expect(useBetSlip.getState().betSlipStake).toBe(0);
    expect(server.placed()).toHaveLength(0);
  });

  it("signed out: a quick-bet price gives 'Login First to Place order' and the login popup, sending nothing", async () => {
    const server = stubServer();
    // Not reachable from the screens (quick bet is switched on signed in only): the guard's own check.
    useBetSlip.setState({ quickBet: true });
    await renderSlip();
    fireEvent.click(screen.getByRole('button', { name: 'price India' }));
    expect(await screen.findByText('Login First to Place order')).toBeTruthy();
    expect(screen.queryByText('login to place order')).toBeNull();
    expect(useUi.getState().authPopup).toBe('login');
    expect(server.placed()).toHaveLength(0);
  });
});

describe('bet slip: editing stakes and quick-bet amounts', () => {
  it('shows one panel at a time: an editor replaces the bet form, a price click brings the form back', async () => {
    signInPlayer();
    stubServer();
    useBetSlip.getState().selectBet(slipBet());
    await renderSlip(slipBet({ teamId: 'r2', teamName: 'Australia' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit Stakes' }));
    expect(await screen.findByRole('textbox', { name: 'Stake 1 value' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Bet form' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Stakes' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: /Open Bets/ }));
    expect(screen.queryByRole('textbox', { name: 'Stake 1 value' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Bet Slip' }));
    expect(screen.getByRole('form', { name: 'Bet form' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Stakes' }));
    await screen.findByRole('textbox', { name: 'Stake 1 value' });
    fireEvent.click(screen.getByRole('button', { name: 'price Australia' }));
    expect(screen.queryByRole('textbox', { name: 'Stake 1 value' })).toBeNull();
    expect(screen.getByTestId('slip-team').textContent).toBe('Australia');
  });

  it("saves the stake buttons with 'Updated Sucessfully' and goes back to the bet form", async () => {
    signInPlayer();
    const server = stubServer();
    useBetSlip.getState().selectBet(slipBet());
    await renderSlip();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Stakes' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Stake 1 value' }), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Updated Sucessfully')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST' && c.path === '/api/user/stake')!.body).toEqual({
      stake: [{ label: '250', value: 250 }],
    });
    // The slip's stake buttons are the saved ones.
    expect(screen.getByRole('form', { name: 'Bet form' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '250' })).toBeTruthy();
  });

  it('keeps the editor and its rows when the save fails, with Update usable again', async () => {
    signInPlayer();
    stubServer({ save: () => ({ status: 500, body: { message: 'Something Went Wrong, Please Try again!', code: 'INTERNAL' } }) });
    await renderSlip();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Stakes' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Stake 1 value' }), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Something Went Wrong, Please Try again!')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Update' }).disabled).toBe(false));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Stake 1 value' }).value).toBe('250');
  });

  it('saves the quick-bet amounts and keeps the selected button selected with its new amount', async () => {
    signInPlayer();
    const server = stubServer();
    await renderSlip();
    await turnQuickBetOn();
    await waitFor(() => expect(quickButtons().map((b) => b.textContent)).toEqual(['500', '1K', '2K']));
    fireEvent.click(quickButtons()[1]!);

    fireEvent.click(screen.getByRole('button', { name: 'Edit quick bet amounts' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Quick bet 2 value' }), { target: { value: '1500' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Quick bet 2 label' }), { target: { value: '1.5K' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Updated Sucessfully')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST' && c.path === '/api/user/quickBet')!.body).toEqual({
      stake: [
        { label: '500', value: 500 },
        { label: '1.5K', value: 1500 },
        { label: '2K', value: 2000 },
      ],
    });
    await waitFor(() => expect(quickButtons().map((b) => b.textContent)).toEqual(['500', '1.5K', '2K']));
    expect(quickButtons().map((b) => b.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(useBetSlip.getState().quickBetValue).toBe(1500);
  });
});
