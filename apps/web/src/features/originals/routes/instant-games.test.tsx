import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { drawLottery, FairRandom, formatRatioPercent, hashServerSeed, playDragonTiger, SLOT_RTP, spinSlot } from '@backlay/domain';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { callsTo, serverSeedOf, slotFamily, stubStudio } from '../test/fake-studio';
import { DragonTigerRoute } from './dragon-tiger';
import { FruitLineRoute } from './fruit-line';
import { LottoRoute } from './lotto';

resetSessionBetweenTests();
beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

const seedsOf = (family: number, nonce = 0, clientSeed = 'player-seed') => ({ serverSeed: serverSeedOf(family, nonce), clientSeed, nonce });

describe('Fruit Line page', () => {
  it('opens the game session from the launch token and shows the paytable with the published RTP', async () => {
    const { fetchMock } = stubStudio({ game: 'fruit-line' });
    await renderInShell(<FruitLineRoute />, { path: '/originals/fruit-line?token=launch-1' });
    expect(await screen.findByRole('button', { name: 'Spin' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/originals/session')).toEqual([
      { method: 'POST', session: undefined, body: { token: 'launch-1', game: 'fruit-line' } },
    ]);
    expect(screen.getByTestId('game-balance').textContent).toBe('₹1,000.00');
    expect(screen.getByRole('heading', { name: `Paytable · RTP ${formatRatioPercent(SLOT_RTP)}%` })).toBeTruthy();
    expect(formatRatioPercent(SLOT_RTP)).toBe('96.01');
    // The next round's hash is published before the spin, its seed hidden.
    const committed = await screen.findByLabelText('Next round');
    expect(within(committed).getByText('revealed after the round')).toBeTruthy();
    expect(within(committed).getByTitle(hashServerSeed(serverSeedOf(1, 0)))).toBeTruthy();
  });

  it('spins a winning round: the window, the win, the new balance and the revealed seed with its verify link', async () => {
    const family = slotFamily(true);
    const spin = spinSlot(FairRandom.forRound(seedsOf(family)));
    const payout = (100 * spin.multiplier) / 100;
    const { fetchMock } = stubStudio({ game: 'fruit-line', family });
    await renderInShell(<FruitLineRoute />, { path: '/originals/fruit-line?token=launch-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    const result = await screen.findByText(/^Win ₹/);
    expect(result.textContent).toBe(
      `Win ₹${payout.toLocaleString('en-IN', { minimumFractionDigits: 2 })} (${(spin.multiplier / 100).toFixed(2)}x)`,
    );
    expect(callsTo(fetchMock, '/api/originals/fruit-line/spin')).toEqual([{ method: 'POST', session: 's1', body: { amount: 100 } }]);
    // The window reads row by row (window[reel][row]), as the server dealt it.
    const cells = within(screen.getByTestId('slot-window')).getAllByRole('img');
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual(
      [0, 1, 2].flatMap((row) => [0, 1, 2].map((reel) => spin.window[reel]![row])),
    );
    await waitFor(() =>
      expect(screen.getByTestId('game-balance').textContent).toBe(
        `₹${(900 + payout).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
      ),
    );
    const last = screen.getByLabelText('Last round');
    expect(within(last).getByTitle(serverSeedOf(family, 0))).toBeTruthy();
    const verify = within(last).getByRole('link', { name: 'Verify this round' }).getAttribute('href')!;
    expect(Object.fromEntries(new URL(verify, 'http://x').searchParams)).toEqual({
      game: 'fruit-line',
      serverSeed: serverSeedOf(family, 0),
      serverSeedHash: hashServerSeed(serverSeedOf(family, 0)),
      clientSeed: 'player-seed',
      nonce: '0',
    });
    // The next commitment is the next nonce's.
    expect(within(screen.getByLabelText('Next round')).getByText('1')).toBeTruthy();
  });

  it('spins a losing round, and refuses a stake out of range without calling', async () => {
    const family = slotFamily(false);
    const { fetchMock } = stubStudio({ game: 'fruit-line', family });
    const error = vi.spyOn(toast, 'error');
    await renderInShell(<FruitLineRoute />, { path: '/originals/fruit-line?token=launch-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('No win this time')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('₹900.00'));

    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Stake must be from \d+ to [\d,]+$/));
    expect(callsTo(fetchMock, '/api/originals/fruit-line/spin')).toHaveLength(1);
  });

  it("shows the studio's refusal of a play (e.g. not enough balance)", async () => {
    stubStudio({ game: 'fruit-line', playError: { status: 400, message: 'Insufficient balance', code: 'VALIDATION' } });
    const error = vi.spyOn(toast, 'error');
    await renderInShell(<FruitLineRoute />, { path: '/originals/fruit-line?token=launch-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Insufficient balance'));
    expect(screen.getByText('Press Spin')).toBeTruthy();
    expect(screen.getByTestId('game-balance').textContent).toBe('₹1,000.00');
  });

  it('asks for a new commitment after a play refused because another play took the seeds', async () => {
    const { fetchMock } = stubStudio({
      game: 'fruit-line',
      playError: {
        status: 409,
        message: 'Another round of this game session was played at the same time, please play again',
        code: 'CONFLICT',
      },
    });
    const error = vi.spyOn(toast, 'error');
    await renderInShell(<FruitLineRoute />, { path: '/originals/fruit-line?token=launch-1' });
    await screen.findByLabelText('Next round');
    const asked = callsTo(fetchMock, '/api/originals/fair').length;
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Another round of this game session was played at the same time, please play again'),
    );
    await waitFor(() => expect(callsTo(fetchMock, '/api/originals/fair').length).toBe(asked + 1));
    expect(await screen.findByLabelText('Next round')).toBeTruthy();
  });

  it('asks to open the game from the lobby when there is no launch token', async () => {
    const { fetchMock } = stubStudio({ game: 'fruit-line' });
    await renderInShell(<FruitLineRoute />, { path: '/originals/fruit-line' });
    expect(screen.getByRole('alert').textContent).toContain('Open this game from the casino lobby.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Lotto 6/49 page', () => {
  it('picks six numbers (no seventh), buys a ticket and shows the draw, the matches and the balance', async () => {
    const { fetchMock } = stubStudio({ game: 'lotto-6-49', family: 3 });
    const error = vi.spyOn(toast, 'error');
    await renderInShell(<LottoRoute />, { path: '/originals/lotto-6-49?token=launch-2' });
    const buy = await screen.findByRole('button', { name: 'Buy ticket and draw' });
    fireEvent.click(buy);
    expect(error).toHaveBeenCalledWith('Pick 6 numbers');

    for (const n of [3, 11, 19, 27, 35, 43, 49]) fireEvent.click(screen.getByRole('button', { name: String(n), pressed: false }));
    expect(screen.getByRole('heading', { name: 'Pick 6 numbers (6/6)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '49' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(buy);

    const draw = drawLottery(FairRandom.forRound(seedsOf(3)));
    const result = await screen.findByTestId('lotto-result');
    expect(
      within(result)
        .getAllByText(/^\d+$/)
        .map((e) => Number(e.textContent)),
    ).toEqual(draw);
    const matches = draw.filter((n) => [3, 11, 19, 27, 35, 43].includes(n)).length;
    expect(result.textContent).toContain(`${matches} matches`);
    expect(callsTo(fetchMock, '/api/originals/lotto-6-49/play')).toEqual([
      { method: 'POST', session: 's1', body: { amount: 100, numbers: [3, 11, 19, 27, 35, 43] } },
    ]);
    expect(within(screen.getByLabelText('Last round')).getByTitle(serverSeedOf(3, 0))).toBeTruthy();
  });

  it('quick pick chooses six different numbers; clear empties the ticket', async () => {
    stubStudio({ game: 'lotto-6-49' });
    await renderInShell(<LottoRoute />, { path: '/originals/lotto-6-49?token=launch-2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Quick pick' }));
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });
});

describe('Dragon Tiger page', () => {
  it('shows each side with its pay and RTP, deals the chosen side and shows the cards, the result and the balance', async () => {
    const { fetchMock, state } = stubStudio({ game: 'dragon-tiger', family: 5 });
    await renderInShell(<DragonTigerRoute />, { path: '/originals/dragon-tiger?token=launch-3' });
    const tiger = await screen.findByRole('button', { name: /^Tiger/ });
    expect(tiger.textContent).toMatch(/1:1 · tie returns half.*RTP \d+\.\d\d%/);
    expect(screen.getByRole('button', { name: /^Tie/ }).textContent).toContain('11:1');
    expect(screen.getByText('Choose a side and deal')).toBeTruthy();
    fireEvent.click(tiger);
    expect(tiger.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));

    const hand = playDragonTiger(FairRandom.forRound(seedsOf(5)));
    const said = { dragon: 'Dragon wins', tiger: 'Tiger wins', tie: 'Tie' }[hand.result];
    // The line is on screen before the deal ('Choose a side and deal'): wait for the hand's result.
    const result = screen.getByTestId('dt-result');
    await waitFor(() => expect(result.textContent).toContain(said));
    expect(result.textContent).toContain(hand.result === 'dragon' ? 'no win' : 'returned ₹');
    expect(callsTo(fetchMock, '/api/originals/dragon-tiger/play')).toEqual([
      { method: 'POST', session: 's1', body: { amount: 100, bet: 'tiger' } },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('game-balance').textContent).toBe(
        `₹${state.balance.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
      ),
    );
  });

  it('changes the client seed: a new commitment is shown for the next hand', async () => {
    const { fetchMock } = stubStudio({ game: 'dragon-tiger' });
    await renderInShell(<DragonTigerRoute />, { path: '/originals/dragon-tiger?token=launch-3' });
    const next = await screen.findByLabelText('Next round');
    expect(within(next).getByText('player-seed')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'New client seed' }), { target: { value: 'my-lucky-seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await within(screen.getByLabelText('Next round')).findByText('my-lucky-seed')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/originals/fair').find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      session: 's1',
      body: { clientSeed: 'my-lucky-seed' },
    });
  });
});
