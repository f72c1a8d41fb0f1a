import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site-config';
import { useSession } from '../../lib/session-store';
import { useUi } from '../../lib/ui-store';
import { storage } from '../../lib/storage';
import { storageKeys } from '../../config/paths';
import { Dialog } from '../../components/ui/dialog';
import { Icon } from '../../components/ui/icons';

/**
 * The phishing warning (theme.phishingBanner): shown once to a signed-in player, after the
 * first login on this device, and remembered in local storage 'phishingSeen'. It waits while
 * a login step or an auth popup is in front.
 */
export function PhishingBanner() {
  const { t } = useTranslation();
  const { theme, whiteLabel } = useSite();
  const isLogin = useSession((s) => s.isLogin);
  const mustChangePassword = useSession((s) => s.mustChangePassword);
  const authPopup = useUi((s) => s.authPopup);
  const [seen, setSeen] = useState(() => storage.get(storageKeys.phishingSeen) === 'true');
  const banner = theme.phishingBanner;

  const open = isLogin && !seen && banner.enabled && !mustChangePassword && authPopup === null && Boolean(banner.text || banner.image);
  const dismiss = () => {
    storage.set(storageKeys.phishingSeen, 'true');
    setSeen(true);
  };

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      title={t('phishing.title', 'Beware of phishing sites')}
      className="w-[min(30rem,calc(100vw-1.5rem))]"
    >
      <div className="p-5">
        {banner.image ? (
          <img src={banner.image} alt="" className="mb-4 w-full rounded-xl object-cover" />
        ) : (
          <div className="mb-4 flex items-center gap-3 rounded-xl bg-accent/15 p-3 text-sm font-semibold">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent text-on-accent">
              <Icon name="shield" />
            </span>
            <span>
              {t('phishing.official', 'Official site of {{name}}', { name: theme.logoText || whiteLabel.name })}: {window.location.host}
            </span>
          </div>
        )}
        {banner.text && <p className="text-sm leading-6">{banner.text}</p>}
        <button type="button" className="btn btn-accent mt-5 w-full" onClick={dismiss}>
          {t('phishing.understood', 'I understand')}
        </button>
      </div>
    </Dialog>
  );
}
