import { useTranslation } from 'react-i18next';
import { GATEWAY_MESSAGES } from '@backlay/contract';
import { Icon } from '../../../components/ui/icons';
import { whatsappHref } from '../../../components/layout/whatsapp';

/**
 * Money through WhatsApp (docs/product.md §1): on brands whose domain routes deposits (or
 * withdrawals) to a WhatsApp contact, the screen is that contact instead of the drawer. The
 * number is the white label's channel (depositWhatsapp / withdrawWhatsapp), else the theme's
 * registration.whatsappNumber; with neither the player is told 'No Whatsapp Found! click on
 * contact us'.
 */
export function WhatsappMoney({ kind, number }: { kind: 'deposit' | 'withdraw'; number: string }) {
  const { t } = useTranslation();
  const href = whatsappHref(number);
  if (!href) {
    return (
      <p role="alert" className="card p-4 font-semibold text-danger">
        {t('money.noWhatsapp', GATEWAY_MESSAGES.noWhatsapp)}
      </p>
    );
  }
  const text =
    kind === 'deposit'
      ? t('money.whatsappDepositHello', 'Hello, I want to deposit.')
      : t('money.whatsappWithdrawHello', 'Hello, I want to withdraw.');
  return (
    <div className="card flex flex-col items-center gap-4 p-6 text-center">
      <Icon name="whatsapp" size={40} className="text-green-500" />
      <p className="font-semibold">
        {kind === 'deposit'
          ? t('money.whatsappDepositIntro', 'Deposits on this site are handled on WhatsApp.')
          : t('money.whatsappWithdrawIntro', 'Withdrawals on this site are handled on WhatsApp.')}
      </p>
      <a
        href={`${href}?text=${encodeURIComponent(text)}`}
        target="_blank"
        rel="noopener noreferrer"
        className="btn btn-accent min-h-11 w-full max-w-xs"
      >
        <Icon name="whatsapp" size={18} />
        {t('money.whatsapp', 'WHATSAPP')}
      </a>
    </div>
  );
}
