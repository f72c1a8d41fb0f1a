import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * /user-hierarchy and /news-letter: staff screens that the player-site menu names
 * (whiteLabel sees User Hierarchy and News Letter, the administrator News Letter;
 * docs/product.md §6), while the player site refuses staff logins ('Login with admin website',
 * docs/product.md §1).
 *
 * Decision: "the admin website" is our staff console (apps/admin, served under /admin/ on the
 * same host), and these two paths are its doors on the player site. Opening either one sends
 * the browser there with a full-page navigation (`location.replace`, so Back does not bounce
 * into the redirect again) to the console's matching screen: the downline tree, and the
 * broadcast notifications that are the news letter. The console asks a staff member who is
 * not signed in there to log in and then returns to that screen. Nothing staff-only is built
 * twice, and the player site never holds a staff session.
 */

/** The console's screens (apps/admin/src/config/paths.ts: hierarchyTree, sendNotification, under its /admin basename). */
export const CONSOLE_PATHS = {
  userHierarchy: '/admin/hierarchy/tree',
  newsLetter: '/admin/support/notifications',
} as const;

/** Full-page navigation out of the player site's router (a separate app serves /admin/). */
export function openConsole(path: string): void {
  window.location.replace(path);
}

function ConsoleRedirect({ consolePath }: { consolePath: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    openConsole(consolePath);
  }, [consolePath]);
  // Shown only for the moment the console takes to load (or if the navigation is blocked).
  return (
    <section role="status" className="mx-auto flex w-full max-w-md flex-col items-center gap-3 px-4 py-10 text-center">
      <p className="font-semibold">{t('staffMenu.openingConsole', 'Opening the admin website…')}</p>
      <a href={consolePath} className="btn btn-accent min-h-11 px-6">
        {t('staffMenu.openConsole', 'Open the admin website')}
      </a>
    </section>
  );
}

export function UserHierarchyRoute() {
  return <ConsoleRedirect consolePath={CONSOLE_PATHS.userHierarchy} />;
}

export function NewsLetterRoute() {
  return <ConsoleRedirect consolePath={CONSOLE_PATHS.newsLetter} />;
}
