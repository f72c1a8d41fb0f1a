import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../lib/account-queries';
import { useSession } from '../lib/session-store';
import { useCockFightAccount } from '../lib/cock-fight';
import { useSportsLiveRefresh } from '../lib/sports-queries';
import { Header } from '../components/layout/header';
import { SideMenu } from '../components/layout/side-menu';
import { SportsTree } from '../components/layout/sports-tree';
import { GlobalSearch } from '../components/layout/global-search';
import { Footer } from '../components/layout/footer';
import { BottomBar } from '../components/layout/bottom-bar';
import { RulesModal } from '../components/rules/rules-modal';
import { PhishingBanner } from '../features/phishing-banner/phishing-banner';
import { useDemoExpiry } from '../features/site/demo-expiry';
import { LiveSessionEffects } from '../lib/live/live-session-effects';

// The popups load right after the first paint, in their own chunk.
const AuthPopups = lazy(async () => ({ default: (await import('../features/auth/components/auth-popups')).AuthPopups }));
// The money drawers the header and wallet shortcuts open (features/money), for signed-in players.
const MoneySheets = lazy(async () => ({ default: (await import('../features/money/components/money-sheets')).MoneySheets }));

/** The layout every page renders in: header, side menu, content, footer, bottom bar, popups. */
export function Shell() {
  const { t } = useTranslation();
  useProfile();
  useSportsLiveRefresh();
  useDemoExpiry();
  useCockFightAccount();
  const isPlayer = useSession((s) => s.isLogin && s.userType === 'user');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-bold text-on-accent focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent', 'Skip to content')}
      </a>
      <Header />
      <div className="flex flex-1">
        <SideMenu
          search={(onNavigate) => <GlobalSearch onNavigate={onNavigate} />}
          sports={(onNavigate) => <SportsTree onNavigate={onNavigate} />}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      <BottomBar />
      <RulesModal />
      <LiveSessionEffects />
      <PhishingBanner />
      <Suspense fallback={null}>
        <AuthPopups />
      </Suspense>
      {isPlayer && (
        <Suspense fallback={null}>
          <MoneySheets />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
