import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetSlip } from '../../../lib/bet-slip/bet-slip-store';
import { useSession } from '../../../lib/session-store';
import { useSetConfirmBets } from '../../../lib/stake-queries';
import { SlipSwitch } from '../../../components/bet-slip/slip-switch';

/**
 * The player's bet settings beside the button values: how a bet is matched when the price has
 * moved (the same choice as the slip's "Accept any odds" switch, docs/decisions/
 * price-checks-at-placement.md) and whether the slip asks for a confirmation before placing
 * (the profile's confirmBets, POST api/user/confirmBets).
 *
 * The odds choice lasts for the session on this browser, as the quick-bet setting does: a fresh
 * login starts from "my price or better", so nobody is matched at a worse price by a choice
 * they made on another day or another device.
 */
export function BetPreferences() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card flex flex-col gap-4 p-4">
      <h2 id={titleId} className="font-semibold">
        {t('buttonValues.betSettings', 'Bet settings')}
      </h2>
      <OddsChoice />
      <ConfirmBetsSwitch />
    </section>
  );
}

function OddsChoice() {
  const { t } = useTranslation();
  const acceptAnyOdds = useBetSlip((s) => s.acceptAnyOdds);
  const isLoading = useBetSlip((s) => s.isLoading);
  const name = useId();
  const choices = [
    {
      value: false,
      label: t('buttonValues.myPrice', 'My price or better'),
      help: t(
        'buttonValues.myPriceHelp',
        'Matched at your odds, or at a better price when one is on offer. Refused when the price has moved against you.',
      ),
    },
    {
      value: true,
      label: t('betSlip.acceptAnyOdds', 'Accept any odds'),
      help: t(
        'buttonValues.acceptAnyOddsHelp',
        'Matched at the price on offer when the bet is placed, even below your odds. A session line never moves.',
      ),
    },
  ];
  return (
    <fieldset className="flex flex-col gap-2" disabled={isLoading}>
      <legend className="mb-1 text-sm font-semibold">{t('buttonValues.oddsChoice', 'When the price moves')}</legend>
      {choices.map((c) => (
        <label
          key={String(c.value)}
          className={`flex cursor-pointer items-start gap-3 rounded-md p-3 ring-1 ${acceptAnyOdds === c.value ? 'ring-accent' : 'ring-line'}`}
        >
          <input
            type="radio"
            name={name}
            className="mt-1 accent-[var(--color-accent)]"
            checked={acceptAnyOdds === c.value}
            onChange={() => useBetSlip.getState().setAcceptAnyOdds(c.value)}
          />
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold">{c.label}</span>
            <span className="text-sm text-muted">{c.help}</span>
          </span>
        </label>
      ))}
      <p className="text-xs text-muted">
        {t('buttonValues.oddsChoiceSession', 'Kept until you log out; the bet slip has the same switch.')}
      </p>
    </fieldset>
  );
}

function ConfirmBetsSwitch() {
  const { t } = useTranslation();
  const confirmBets = useSession((s) => s.userData?.confirmBets === true);
  const save = useSetConfirmBets();
  return (
    <div className="flex flex-col gap-1">
      <SlipSwitch
        label={<span className="font-semibold">{t('buttonValues.confirmBets', 'Confirm each bet before it is placed')}</span>}
        checked={confirmBets}
        disabled={save.isPending}
        onChange={(on) => save.mutate(on)}
      />
      <p className="text-sm text-muted">
        {t('buttonValues.confirmBetsHelp', 'The bet slip shows the bet as it will go out and waits for Confirm.')}
      </p>
    </div>
  );
}
