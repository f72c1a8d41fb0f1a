import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { describeOriginalsOutcome, FairRandom, hashServerSeed, ORIGINALS_PLAYS } from '@backlay/domain';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { stubApi } from '../../../components/sports/test/fixtures';
import { serverSeedOf } from '../test/fake-studio';
import { VerifyRoute } from './verify';

resetSessionBetweenTests();

const seed = serverSeedOf(7, 42);
const hash = hashServerSeed(seed);
const clientSeed = 'backlay-crash';
const outcomeOf = (game: keyof typeof ORIGINALS_PLAYS, s = seed, nonce = 42) =>
  describeOriginalsOutcome(game, ORIGINALS_PLAYS[game](FairRandom.forRound({ serverSeed: s, clientSeed, nonce })));

/** The recent crash rounds of the side list (public call); nothing else is called. */
function stubHistory() {
  return stubApi((path) =>
    path === '/api/originals/crash/history'
      ? {
          body: {
            docs: [
              {
                roundId: 'c42',
                roundNumber: 42,
                crashPoint: 2.5,
                endedAt: '2026-11-01T10:00:00.000Z',
                fairness: { serverSeed: seed, serverSeedHash: hash, clientSeed, nonce: 42 },
              },
            ],
          },
        }
      : undefined,
  );
}

const open = (query: Record<string, string>) =>
  renderInShell(<VerifyRoute />, { path: `/originals/verify?${new URLSearchParams(query).toString()}` });
const result = () => screen.getByTestId('verify-result');

describe('/originals/verify', () => {
  it('recomputes a round from the address and confirms the published hash', async () => {
    stubHistory();
    await open({ game: 'crash', serverSeed: seed, serverSeedHash: hash, clientSeed, nonce: '42' });
    expect(result().textContent).toContain(`SHA-256: ${hash}`);
    expect(within(result()).getByText('✓ matches the published hash')).toBeTruthy();
    expect(screen.getByTestId('verify-summary').textContent).toBe(outcomeOf('crash'));
    expect(outcomeOf('crash')).toMatch(/^Crashed at \d+\.\d\dx$/);
  });

  it('says so when the seed does not match the published hash (wrong hash), and shows no outcome', async () => {
    stubHistory();
    await open({ game: 'crash', serverSeed: seed, serverSeedHash: hashServerSeed(serverSeedOf(7, 43)), clientSeed, nonce: '42' });
    expect(within(result()).getByText('✗ does not match the published hash')).toBeTruthy();
    expect(within(result()).getByText('The server seed does not match the published hash.')).toBeTruthy();
    expect(screen.queryByTestId('verify-summary')).toBeNull();
    // The hash of what was typed is still shown, for the player to compare.
    expect(result().textContent).toContain(`SHA-256: ${hash}`);
  });

  it('refuses a server seed that is not 64 hexadecimal digits (bad seed)', async () => {
    stubHistory();
    await open({ game: 'crash', serverSeed: 'not-a-seed', serverSeedHash: hash, clientSeed, nonce: '42' });
    expect(result().textContent).toContain('SHA-256: —');
    expect(within(result()).getByText('The server seed must be 64 hexadecimal digits.')).toBeTruthy();
    expect(screen.queryByText('✓ matches the published hash')).toBeNull();
    expect(screen.queryByTestId('verify-summary')).toBeNull();

    // One digit short is as bad as letters.
    fireEvent.change(screen.getByLabelText('Server seed'), { target: { value: seed.slice(1) } });
    expect(within(result()).getByText('The server seed must be 64 hexadecimal digits.')).toBeTruthy();
  });

  it('refuses a client seed with a space or a colon', async () => {
    stubHistory();
    await open({ game: 'fruit-line', serverSeed: seed, serverSeedHash: hash, clientSeed: 'two words', nonce: '42' });
    expect(within(result()).getByText('✓ matches the published hash')).toBeTruthy();
    expect(within(result()).getByText('The client seed must be 1 to 64 printable characters without spaces or colons.')).toBeTruthy();
    expect(screen.queryByTestId('verify-summary')).toBeNull();
  });

  it('without a published hash, recomputes the outcome and says the commitment was not checked', async () => {
    stubHistory();
    await open({ game: 'dragon-tiger', serverSeed: seed, clientSeed, nonce: '42' });
    expect(screen.getByTestId('verify-summary').textContent).toBe(outcomeOf('dragon-tiger'));
    expect(within(result()).getByText('No published hash given: the outcome is recomputed, the commitment is not checked.')).toBeTruthy();
    expect(screen.queryByText(/matches the published hash/)).toBeNull();
  });

  it('asks for the seeds when none are given, and fills them from a recent crash round', async () => {
    stubHistory();
    await open({});
    expect(result().textContent).toBe('Enter the seeds of a round, or pick a crash round.');
    fireEvent.click(await screen.findByRole('button', { name: /#42/ }));
    expect((screen.getByLabelText('Server seed') as HTMLInputElement).value).toBe(seed);
    expect((screen.getByLabelText('Nonce') as HTMLInputElement).value).toBe('42');
    expect(within(result()).getByText('✓ matches the published hash')).toBeTruthy();
    expect(screen.getByTestId('verify-summary').textContent).toBe(outcomeOf('crash'));
  });
});
