import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAKE_MESSAGES } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { paths } from '../../../config/paths';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { useQuickBets, useSaveQuickBets, useSaveStakes, useStakes } from '../../../lib/stake-queries';
import { QuickBetButtonsEditor, StakeButtonsEditor } from '../../../components/stake-presets/stake-list-editors';
import { BetPreferences } from '../components/bet-preferences';

/**
 * /button-values: the player sets the label and amount of each stake button of the bet slip
 * and of the three quick-bet buttons (docs/product.md §2, §3 "Stake preset", §5). Signed-out
 * visitors get the login popup; demo accounts, which cannot set button values (§1), see the
 * demo-account error instead of the form.
 */
export function ButtonValuesRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const isDemo = useSession((s) => s.isDemo);
  useLoginWhenSignedOut(paths.buttonValues);
  const title = t('buttonValues.title', 'Button Values');

  if (!isLogin) return <SignedOut title={title} />;
  if (isDemo) {
    return (
      <Page title={title}>
        <p role="alert" className="card p-4 text-danger">
          {t('stakes.demoAccount', STAKE_MESSAGES.demoAccount)}
        </p>
      </Page>
    );
  }
  return (
    <Page title={title}>
      <p className="text-sm text-muted">
        {t('buttonValues.intro', 'Set the label and amount of each button in your bet slip. Amounts are whole rupees.')}
      </p>
      <StakeButtons />
      <QuickBetButtons />
      <BetPreferences />
    </Page>
  );
}

function StakeButtons() {
  const stakes = useStakes();
  const save = useSaveStakes();
  return (
    <PresetSection isLoading={stakes.isLoading} isFallback={stakes.isFallback}>
      <StakeButtonsEditor presets={stakes.presets} isSaving={save.isPending} onSave={(presets) => save.mutate(presets)} />
    </PresetSection>
  );
}

function QuickBetButtons() {
  const quickBets = useQuickBets();
  const save = useSaveQuickBets();
  return (
    <PresetSection isLoading={quickBets.isLoading} isFallback={quickBets.isFallback}>
      <QuickBetButtonsEditor presets={quickBets.presets} isSaving={save.isPending} onSave={(presets) => save.mutate(presets)} />
    </PresetSection>
  );
}

/** Waits for the first load (so edits are not replaced by it) and says when defaults stand in. */
function PresetSection({ isLoading, isFallback, children }: { isLoading: boolean; isFallback: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <p aria-busy="true" className="card p-4 text-muted">
        {t('common.loading', 'Loading…')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {isFallback ? (
        <p role="status" className="text-sm text-muted">
          {t('buttonValues.loadFailed', 'Your saved amounts could not be loaded; the defaults are shown.')}
        </p>
      ) : null}
      {children}
    </div>
  );
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="button-values-title" className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 py-4 md:px-4 md:py-6">
      <h1 id="button-values-title" className="text-xl font-semibold">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A signed-out visitor sees the message of docs/product.md and a way to log in, nothing of the account. */
function SignedOut({ title }: { title: string }) {
  const { t } = useTranslation();
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  return (
    <Page title={title}>
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <p>{t('stakes.loginFirst', STAKE_MESSAGES.loginFirst)}</p>
        <button type="button" className="btn btn-primary w-full max-w-xs" onClick={() => openAuthPopup('login')}>
          {t('auth.login.submit', 'Login')}
        </button>
      </div>
    </Page>
  );
}
