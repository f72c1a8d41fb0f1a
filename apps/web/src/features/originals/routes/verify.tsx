import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORIGINALS_GAME_CODES, type OriginalsGameCode } from '@backlay/contract';
import { verifyOriginalsRound } from '@backlay/domain';
import { useCrashHistory } from '../api/get-crash-state';
import { times } from '../lib/format';
import { GAME_NAMES } from '../lib/game-names';

interface Form {
  game: OriginalsGameCode;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
}

/**
 * /originals/verify (public, no login): anyone checks a past round of Backlay Originals. The
 * check runs here in the browser with the same domain code the game server plays with
 * (`verifyOriginalsRound`): SHA-256 of the server seed against the hash published before the
 * round, then the outcome recomputed from HMAC-SHA256(server seed, client seed:nonce:0...).
 * Nothing is sent to us. A recent crash round can be picked from the list.
 */
export function VerifyRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fromUrl = params.get('game');
  const [form, setForm] = useState<Form>({
    game: fromUrl && (ORIGINALS_GAME_CODES as readonly string[]).includes(fromUrl) ? (fromUrl as OriginalsGameCode) : 'crash',
    serverSeed: params.get('serverSeed') ?? '',
    serverSeedHash: params.get('serverSeedHash') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
  });
  const history = useCrashHistory(30);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const nonce = Number(form.nonce);
  const result = useMemo(() => {
    if (!form.serverSeed.trim() || !form.clientSeed.trim()) return null;
    return verifyOriginalsRound(form.game, {
      serverSeed: form.serverSeed,
      serverSeedHash: form.serverSeedHash,
      clientSeed: form.clientSeed.trim(),
      nonce: Number.isSafeInteger(nonce) ? nonce : -1,
    });
  }, [form, nonce]);

  const field = 'mt-1 h-10 w-full rounded-lg border border-line bg-surface px-3 font-mono text-sm';
  return (
    <div className="min-h-dvh bg-page text-fg">
      <header className="border-b border-line bg-surface px-4 py-3">
        <h1 className="text-lg font-bold">{t('originals.verifyTitle', 'Verify a round')}</h1>
        <p className="text-xs text-muted">Backlay Originals · {t('originals.verifyLocal', 'checked in your browser, nothing is sent')}</p>
      </header>
      <main className="mx-auto grid max-w-4xl gap-4 p-4 md:grid-cols-[1fr_16rem]">
        <form className="card space-y-3 p-4" onSubmit={(e) => e.preventDefault()} aria-label={t('originals.verifyTitle', 'Verify a round')}>
          <label className="block text-xs font-semibold text-muted">
            {t('originals.game', 'Game')}
            <select className={field} value={form.game} onChange={(e) => set({ game: e.target.value as OriginalsGameCode })}>
              {ORIGINALS_GAME_CODES.map((g) => (
                <option key={g} value={g}>
                  {GAME_NAMES[g]}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-xs font-semibold text-muted">
            {t('originals.serverSeed', 'Server seed')}
            <input className={field} value={form.serverSeed} onChange={(e) => set({ serverSeed: e.target.value })} spellCheck={false} />
          </label>
          <label className="block text-xs font-semibold text-muted">
            {t('originals.publishedHash', 'Published server seed hash (SHA-256)')}
            <input
              className={field}
              value={form.serverSeedHash}
              onChange={(e) => set({ serverSeedHash: e.target.value })}
              spellCheck={false}
            />
          </label>
          <div className="grid grid-cols-[1fr_7rem] gap-3">
            <label className="block text-xs font-semibold text-muted">
              {t('originals.clientSeed', 'Client seed')}
              <input className={field} value={form.clientSeed} onChange={(e) => set({ clientSeed: e.target.value })} spellCheck={false} />
            </label>
            <label className="block text-xs font-semibold text-muted">
              {t('originals.nonce', 'Nonce')}
              <input
                className={field}
                inputMode="numeric"
                value={form.nonce}
                onChange={(e) => set({ nonce: e.target.value.replace(/\D/g, '') })}
              />
            </label>
          </div>
          <output className="block rounded-xl bg-surface-2 p-3 text-sm" aria-live="polite" data-testid="verify-result">
            {!result ? (
              <span className="text-muted">{t('originals.verifyEnter', 'Enter the seeds of a round, or pick a crash round.')}</span>
            ) : (
              <>
                <p className="break-all font-mono text-xs">SHA-256: {result.computedHash ?? '—'}</p>
                {result.hashMatches !== null && (
                  <p className={`mt-1 font-bold ${result.hashMatches ? 'text-success' : 'text-danger'}`}>
                    {result.hashMatches
                      ? t('originals.hashMatches', '✓ matches the published hash')
                      : t('originals.hashDiffers', '✗ does not match the published hash')}
                  </p>
                )}
                {result.isValid ? (
                  <p className="mt-2 text-base font-black" data-testid="verify-summary">
                    {result.summary}
                  </p>
                ) : (
                  <p className="mt-2 font-semibold text-danger">{result.reason}</p>
                )}
                {result.isValid && result.reason && <p className="mt-1 text-xs text-muted">{result.reason}</p>}
              </>
            )}
          </output>
        </form>
        <aside className="card p-3">
          <h2 className="mb-2 text-sm font-bold">{t('originals.recentCrash', 'Recent crash rounds')}</h2>
          <ul className="max-h-96 space-y-1 overflow-y-auto text-xs">
            {(history.data ?? []).map((r) => (
              <li key={r.roundId}>
                <button
                  type="button"
                  className="flex w-full justify-between rounded-lg px-2 py-1.5 text-left hover:bg-surface-2"
                  onClick={() =>
                    set({
                      game: 'crash',
                      serverSeed: r.fairness.serverSeed ?? '',
                      serverSeedHash: r.fairness.serverSeedHash,
                      clientSeed: r.fairness.clientSeed,
                      nonce: String(r.fairness.nonce),
                    })
                  }
                >
                  <span>#{r.roundNumber}</span>
                  <b className="tabular-nums">{times(r.crashPoint)}</b>
                </button>
              </li>
            ))}
          </ul>
        </aside>
      </main>
    </div>
  );
}
