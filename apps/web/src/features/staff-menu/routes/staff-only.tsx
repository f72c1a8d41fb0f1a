import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@backlay/contract';

/**
 * /user-hierarchy and /news-letter: staff screens that the spec's player-site menu names
 * (whiteLabel sees User Hierarchy and News Letter, the administrator News Letter; platform-core
 * §6). The player site refuses staff sessions ('Login with admin website', platform-core §1),
 * so these paths send a visitor to the matching screen of the staff console (apps/admin,
 * served under /admin/ on the same host): the downline tree, and the broadcast notifications
 * that are the news letter.
 */
function StaffOnly({ titleKey, title, consolePath }: { titleKey: string; title: string; consolePath: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="staff-only-title" className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-10 text-center">
      <h1 id="staff-only-title" className="text-xl font-black tracking-tight sm:text-2xl">
        {t(titleKey, title)}
      </h1>
      <div className="card flex w-full flex-col items-center gap-4 p-5">
        <p className="font-semibold">{t('staffMenu.loginWithAdmin', MESSAGES.loginWithAdminWebsite)}</p>
        <a href={consolePath} className="btn btn-accent min-h-11 px-6">
          {t('staffMenu.openConsole', 'Open the admin website')}
        </a>
      </div>
    </section>
  );
}

/** Console paths (apps/admin/src/config/paths.ts under its /admin basename). */
export const CONSOLE_PATHS = {
  userHierarchy: '/admin/hierarchy/tree',
  newsLetter: '/admin/support/notifications',
} as const;

export function UserHierarchyRoute() {
  return <StaffOnly titleKey="staffMenu.userHierarchy" title="User Hierarchy" consolePath={CONSOLE_PATHS.userHierarchy} />;
}

export function NewsLetterRoute() {
  return <StaffOnly titleKey="staffMenu.newsLetter" title="News Letter" consolePath={CONSOLE_PATHS.newsLetter} />;
}
