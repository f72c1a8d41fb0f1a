import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@backlay/contract';

/**
 * /user-hierarchy and /news-letter: staff screens that the spec's player-site menu names
 * (whiteLabel sees User Hierarchy and News Letter, the administrator News Letter; platform-core
 * §6). The player site refuses staff sessions ('Login with admin website', platform-core §1),
 * so these paths only send a visitor to the staff console, where the downline hierarchy and
 * broadcast notifications live.
 */
function StaffOnly({ titleKey, title }: { titleKey: string; title: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="staff-only-title" className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-10 text-center">
      <h1 id="staff-only-title" className="text-xl font-black tracking-tight sm:text-2xl">
        {t(titleKey, title)}
      </h1>
      <div className="card flex w-full flex-col items-center gap-4 p-5">
        <p className="font-semibold">{t('staffMenu.loginWithAdmin', MESSAGES.loginWithAdminWebsite)}</p>
        <a href="/admin/" className="btn btn-accent min-h-11 px-6">
          {t('staffMenu.openConsole', 'Open the admin website')}
        </a>
      </div>
    </section>
  );
}

export function UserHierarchyRoute() {
  return <StaffOnly titleKey="staffMenu.userHierarchy" title="User Hierarchy" />;
}

export function NewsLetterRoute() {
  return <StaffOnly titleKey="staffMenu.newsLetter" title="News Letter" />;
}
