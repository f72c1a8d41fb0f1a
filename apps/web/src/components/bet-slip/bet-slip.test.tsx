import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import type { OpenBet, Profile } from '@backlay/contract';
import { renderInShell } from '../test/render';
import { resetSessionBetweenTests } from '../test/reset-session';
import { signInPlayer } from '../sports/test/fixtures';
import { useSession } from '../../lib/session-store';
import { useUi } from '../../lib/ui-store';
import { resetBetSlip, useBetSlip } from '../../lib/bet-slip/bet-slip-store';
import { openBet, openBetsPage, slipBet } from '../../lib/bet-slip/test/fixtures';
import { applyMarketPrice, usePriceStore } from '../../lib/live/price-store';
import { price } from '../../lib/live/test/fixtures';
import type { SlipBet } from '../../lib/bet-slip/slip-bet';
import { BetSlipPanel } from './bet-slip-panel';
import { PlacingLoader } from './placing-loader';
import { AVERAGE_SPINNER_MS } from './open-bets-list';

resetSessionBetweenTests();
beforeEach(() => {
  resetBetSlip();
  usePriceStore.setState({ prices: {}, stale: {} });
});
afterEach(() => vi.useRealTimers());

type Answer = { status?: number; body: unknown };

/**
 * Fetch answered by method and path: GET /api/user/openBet lists `openBets`, POST places with
 * `place` (which may hold the answer back), the stake buttons are the defaults.
 */
function stubBetting({
  openBets = [] as OpenBet[],
  place,
}: { openBets?: OpenBet[]; place?: (body: unknown) => Answer | Promise<Answer> } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    let answer: Answer;
    if (url.pathname === '/api/user/openBet' && init?.method === 'POST' && place) answer = await place(JSON.parse(String(init.body)));
    else if (url.pathname === '/api/user/openBet') answer = { body: openBetsPage(openBets) };
    else answer = { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const placeCalls = (fetchMock: ReturnType<typeof stubBetting>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

async function renderSlip(bet: SlipBet | null = slipBet(), eventId?: string) {
  if (bet) useBetSlip.getState().selectBet(bet);
  return renderInShell(
    <>
      <BetSlipPanel eventId={eventId} />
      <Toaster />
    </>,
  );
}

const stakeInput = () => screen.getByLabelText<HTMLInputElement>('Stake');
const placeButton = () => screen.getByRole('button', { name: 'Place Bet' });

function withConfirmBets(on: boolean) {
  useSession.setState({ userData: { confirmBets: on } as Profile });
}

describe('bet slip: the bet form', () => {
  it('shows the selected price, takes digits only in the stake, and previews profit and liability', async () => {
    signInPlayer();
    stubBetting();
    await renderSlip(slipBet({ odd: 1.85 }));

    expect(screen.getByTestId('slip-team').textContent).toBe('India');
    expect(screen.getByLabelText<HTMLInputElement>('Odds').value).toBe('1.85');
    fireEvent.change(stakeInput(), { target: { value: '00a1-2 5' } });
    expect(stakeInput().value).toBe('125');
    expect(useBetSlip.getState().betSlipStake).toBe(125);
    // A pasted amount with paise is its whole rupees, never a hundred times more.
    fireEvent.change(stakeInput(), { target: { value: '1,500.75' } });
    expect(stakeInput().value).toBe('1500');

    fireEvent.change(stakeInput(), { target: { value: '1000' } });
    expect(screen.getByTestId('slip-profit').textContent).toBe('850.00');
    expect(screen.getByTestId('slip-liability').textContent).toBe('1,000.00');

    fireEvent.click(screen.getByRole('button', { name: 'Higher odds' }));
    expect(screen.getByLabelText<HTMLInputElement>('Odds').value).toBe('1.86');
    expect(screen.getByTestId('slip-profit').textContent).toBe('860.00');

    // A stake button replaces the stake.
    fireEvent.click(screen.getByRole('button', { name: '4000' }));
    expect(stakeInput().value).toBe('4000');

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByText('No market selected')).toBeTruthy();
    expect(useBetSlip.getState()).toMatchObject({ bet: null, betSlipStake: 0 });
  });

  it.each([
    ['no stake', '', {}, 'Invalid Stake'],
    ['a stake under the min', '99', {}, 'amount should be in range'],
    ['a stake over the max', '100001', {}, 'amount should be in range'],
    ['odds of 0', '500', { odd: 0 }, "Odd/Run Can't be 0"],
    ['a run of 0', '500', { run: 0 }, "Odd/Run Can't be 0"],
  ])('refuses %s with the docs/product.md message and sends nothing', async (_case, stake, patch, message) => {
    signInPlayer();
    const fetchMock = stubBetting({ place: () => ({ body: {} }) });
    await renderSlip(slipBet(patch));
    fireEvent.change(stakeInput(), { target: { value: stake } });
    fireEvent.click(placeButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(placeCalls(fetchMock)).toHaveLength(0);
  });

  it("signed out: 'login to place order' and the login popup", async () => {
    const fetchMock = stubBetting({ place: () => ({ body: {} }) });
    await renderSlip();
    fireEvent.change(stakeInput(), { target: { value: '500' } });
    fireEvent.click(placeButton());
    expect(await screen.findByText('login to place order')).toBeTruthy();
    expect(useUi.getState().authPopup).toBe('login');
    expect(placeCalls(fetchMock)).toHaveLength(0);
  });
});

describe('bet slip: placing', () => {
  it("counts the delay down under 'Betting in process', then 'Order Placed' and the slip empties", async () => {
    signInPlayer();
    let answer: (a: Answer) => void = () => {};
    const placed = openBet({ stake: 500 });
    const serverList: OpenBet[] = [];
    const fetchMock = stubBetting({ openBets: serverList, place: () => new Promise<Answer>((resolve) => (answer = resolve)) });
    await renderSlip(slipBet({ delaySecond: 5 }));

    fireEvent.change(stakeInput(), { target: { value: '500' } });
    fireEvent.click(placeButton());
    expect(await screen.findByText('Betting in process')).toBeTruthy();
    expect(screen.getByTestId('placing-countdown').textContent).toBe('5');
    // A second press while the first is in flight is ignored.
    fireEvent.click(placeButton());
    expect(placeCalls(fetchMock)).toHaveLength(1);

    const body = JSON.parse(String(placeCalls(fetchMock)[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      marketId: '1.1',
      oddType: 'BACK',
      odd: 1.85,
      run: 2500,
      teamId: 'r1',
      eventId: 'e1',
      marketType: 'BETFAIR',
      stake: 500,
      nation: 'Unknown',
    });
    expect(body.browserDetail).toEqual(expect.objectContaining({ mobile: expect.any(Boolean) }));
    // Each attempt carries its own idempotency key, so a duplicated request places one bet.
    const headers = placeCalls(fetchMock)[0]![1]!.headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);

    serverList.push(placed);
    await act(async () => answer({ body: { message: 'Order Placed', docs: placed } }));
    expect(await screen.findByText('Order Placed')).toBeTruthy();
    expect(screen.queryByText('Betting in process')).toBeNull();
    expect(screen.getByText('No market selected')).toBeTruthy();
    expect(useBetSlip.getState()).toMatchObject({ bet: null, betSlipStake: 0, isLoading: false });
    // The new bet is on the Open Bets tab at once.
    expect((await screen.findByTestId('open-bets-badge')).textContent).toBe('1');
  });

  it('keeps the bet and shows the server message when the order is refused', async () => {
    signInPlayer();
    stubBetting({ place: () => ({ status: 409, body: { message: 'Odds changed, bet not placed', code: 'PRICE_CHANGED' } }) });
    await renderSlip();
    fireEvent.change(stakeInput(), { target: { value: '500' } });
    fireEvent.click(placeButton());
    // In the slip itself (a toast sits under the modal drawer on phones), until the bet changes.
    expect((await screen.findByRole('alert')).textContent).toBe('Odds changed, bet not placed');
    expect(useBetSlip.getState()).toMatchObject({ isLoading: false, betSlipStake: 500, bet: { teamId: 'r1' } });
    fireEvent.change(stakeInput(), { target: { value: '400' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for confirmation first when the profile has confirmBets on', async () => {
    signInPlayer();
    withConfirmBets(true);
    const fetchMock = stubBetting({ place: () => ({ body: { message: 'Order Placed', docs: openBet() } }) });
    await renderSlip();
    fireEvent.change(stakeInput(), { target: { value: '1000' } });
    fireEvent.click(placeButton());

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your bet' });
    expect(within(dialog).getByText('Back · India')).toBeTruthy();
    expect(within(dialog).getByText('850.00')).toBeTruthy();
    expect(placeCalls(fetchMock)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm your bet' })).toBeNull();
    expect(placeCalls(fetchMock)).toHaveLength(0);

    fireEvent.click(placeButton());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm your bet' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order Placed')).toBeTruthy();
    expect(placeCalls(fetchMock)).toHaveLength(1);
  });

  it('sends at once when confirmBets is off', async () => {
    signInPlayer();
    withConfirmBets(false);
    const fetchMock = stubBetting({ place: () => ({ body: { message: 'Order Placed', docs: openBet() } }) });
    await renderSlip();
    fireEvent.change(stakeInput(), { target: { value: '1000' } });
    fireEvent.click(placeButton());
    expect(await screen.findByText('Order Placed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(placeCalls(fetchMock)).toHaveLength(1);
  });

  it('counts down whole seconds from the market delay to 0', async () => {
    vi.useFakeTimers({ now: 10_000 });
    useBetSlip.setState({ bet: slipBet(), isLoading: true, placing: { startedAt: 10_000, delaySecond: 3 } });
    await act(async () => {
      await renderInShell(<PlacingLoader />);
    });
    expect(screen.getByTestId('placing-countdown').textContent).toBe('3');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('placing-countdown').textContent).toBe('2');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('placing-countdown').textContent).toBe('0');
  });

  it("keeps the player's odds after 'Odds changed', shows the price on offer and takes it in one tap", async () => {
    signInPlayer();
    // The market moved from 1.85 to 1.8 while the order waited for its delay.
    applyMarketPrice(
      price('1.1', 2, {
        runners: [
          { id: 'r1', status: 'active', back: [{ odd: 1.8, run: 900 }], lay: [{ odd: 1.82, run: 400 }] },
          { id: 'r2', status: 'active', back: [{ odd: 2.1, run: 700 }], lay: [{ odd: 2.14, run: 300 }] },
        ],
      }),
    );
    const answers: Answer[] = [
      { status: 409, body: { message: 'Odds changed, bet not placed', code: 'CONFLICT' } },
      { body: { message: 'Order Placed', docs: openBet({ stake: 500 }) } },
    ];
    const fetchMock = stubBetting({ place: () => answers.shift()! });
    await renderSlip();
    fireEvent.change(stakeInput(), { target: { value: '500' } });
    fireEvent.click(placeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Odds changed, bet not placed');
    expect(screen.getByLabelText<HTMLInputElement>('Odds').value).toBe('1.85');
    expect(screen.getByTestId('slip-new-price').textContent).toContain('1.8');
    expect(stakeInput().value).toBe('500');

    fireEvent.click(screen.getByRole('button', { name: 'Take new price' }));
    expect(screen.getByLabelText<HTMLInputElement>('Odds').value).toBe('1.8');
    expect(screen.queryByTestId('slip-new-price')).toBeNull();
    fireEvent.click(placeButton());
    // Placed: the slip empties (the 'Order Placed' toast may share the screen with earlier ones).
    await waitFor(() => expect(useBetSlip.getState().bet).toBeNull());
    const bodies = placeCalls(fetchMock).map(([, init]) => JSON.parse(String(init!.body)) as { odd: number; run: number; stake: number });
    expect(bodies.map(({ odd, run, stake }) => ({ odd, run, stake }))).toEqual([
      { odd: 1.85, run: 2500, stake: 500 },
      { odd: 1.8, run: 900, stake: 500 },
    ]);
  });

  it('sends "accept any odds" with the order once the player switches it on', async () => {
    signInPlayer();
    const fetchMock = stubBetting({ place: () => ({ body: { message: 'Order Placed', docs: openBet({ stake: 500 }) } }) });
    await renderSlip();
    fireEvent.change(stakeInput(), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Accept any odds' }));
    expect(screen.getByRole('switch', { name: 'Accept any odds' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(placeButton());
    await waitFor(() => expect(useBetSlip.getState().bet).toBeNull());
    const [body] = placeCalls(fetchMock).map(([, init]) => JSON.parse(String(init!.body)) as { acceptAnyOdds?: boolean });
    expect(body).toMatchObject({ acceptAnyOdds: true });
  });
});

describe('bet slip: open bets', () => {
  it("caps the badge at '50+'", async () => {
    signInPlayer();
    stubBetting({ openBets: Array.from({ length: 51 }, () => openBet()) });
    await renderSlip(null);
    expect((await screen.findByTestId('open-bets-badge')).textContent).toBe('50+');
  });

  it('shows 50 as 50', async () => {
    signInPlayer();
    stubBetting({ openBets: Array.from({ length: 50 }, () => openBet()) });
    await renderSlip(null);
    expect((await screen.findByTestId('open-bets-badge')).textContent).toBe('50');
  });

  it('groups by event then market, averages odds after a 1 s spinner, shows receipts and filters to this event', async () => {
    signInPlayer();
    const india = { id: 'e1', name: 'India v Australia' };
    stubBetting({
      openBets: [
        openBet({ market: { event: india }, odds: { odd: 2, teamName: 'India' }, stake: 1000 }),
        openBet({
          market: { id: '2.1', name: 'Match Odds', event: { id: 'e2', name: 'Chelsea v Arsenal' } },
          odds: { teamName: 'Chelsea', odd: 1.5 },
        }),
        openBet({ market: { event: india }, odds: { odd: 3, teamName: 'India' }, stake: 3000 }),
        openBet({
          market: { id: 'bm.1', name: 'Bookmaker', type: 'bookmaker', event: india },
          odds: { odd: 85, teamName: 'India' },
          marketType: 'BOOKMAKER',
        }),
      ],
    });
    await renderSlip(null, 'e1');
    fireEvent.click(screen.getByRole('tab', { name: /Open Bets/ }));

    const event = await screen.findByRole('region', { name: 'India v Australia' });
    const matchOdds = within(event).getByRole('group', { name: 'Match Odds' });
    expect(
      within(matchOdds)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['India21,000.00', 'India33,000.00']);
    expect(within(event).getByRole('group', { name: 'Bookmaker' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Chelsea v Arsenal' })).toBeTruthy();

    // Bet info: each bet's receipt.
    fireEvent.click(screen.getByRole('switch', { name: 'Bet info' }));
    expect(screen.getAllByTestId('bet-receipt')).toHaveLength(4);
    expect(within(screen.getAllByTestId('bet-receipt')[0]!).getByText('Asked odds')).toBeTruthy();
    expect(within(screen.getAllByTestId('bet-receipt')[0]!).getByText('After the delay')).toBeTruthy();

    // Average odds: a spinner for a second, then one row per side of a selection.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('switch', { name: 'Average odds' }));
    expect(screen.queryByRole('region', { name: 'India v Australia' })).toBeNull();
    act(() => vi.advanceTimersByTime(AVERAGE_SPINNER_MS - 1));
    expect(screen.queryByRole('region', { name: 'India v Australia' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    const averaged = within(screen.getByRole('region', { name: 'India v Australia' })).getByRole('group', { name: 'Match Odds' });
    expect(
      within(averaged)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['India2.754,000.00']);

    fireEvent.click(screen.getByRole('switch', { name: 'bet for this event only' }));
    expect(screen.queryByRole('region', { name: 'Chelsea v Arsenal' })).toBeNull();
    expect(screen.getByRole('region', { name: 'India v Australia' })).toBeTruthy();
  });
});
