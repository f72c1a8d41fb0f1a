import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { GATEWAY_MESSAGES, type CommunicationChannel } from '@backlay/contract';
import { useCommunicationDetail } from '../../lib/communication-detail';
import { useSite } from '../../lib/site-config';
import { Icon } from '../ui/icons';
import { whatsappHref } from './whatsapp';

/**
 * The number Support opens (docs/decisions/bottom-bar-variants.md): the site's communication
 * channel (GET api/user/communicationDetail, a player's only) — its deposit contact, else its
 * withdrawal contact — else the theme's registration.whatsappNumber, which visitors get too.
 */
export function supportWhatsappNumber(channel: CommunicationChannel | undefined, themeNumber: string | null | undefined): string {
  return channel?.depositWhatsapp || channel?.withdrawWhatsapp || themeNumber || '';
}

/**
 * The bottom bar's Support cell: the site's WhatsApp contact in a new tab, open to visitors
 * too; with no number anywhere it says so, as the money shortcuts do.
 */
export function SupportEntry({ className }: { className: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const channel = useCommunicationDetail().data;
  const href = whatsappHref(supportWhatsappNumber(channel, site.theme.registration.whatsappNumber));
  const content = (
    <>
      <Icon name="headset" />
      <span className="truncate">{t('nav.support', 'Support')}</span>
    </>
  );
  if (!href) {
    return (
      <button type="button" className={className} onClick={() => toast.error(t('header.noWhatsapp', GATEWAY_MESSAGES.noWhatsapp))}>
        {content}
      </button>
    );
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
