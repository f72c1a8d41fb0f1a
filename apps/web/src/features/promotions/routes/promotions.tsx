import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumb } from '../../../components/layout/page-breadcrumb';
import { MESSAGES } from '@backlay/contract';
import { paths, storageKeys } from '../../../config/paths';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useSession } from '../../../lib/session-store';
import { useSite } from '../../../lib/site-config';
import { storage } from '../../../lib/storage';
import { useUi } from '../../../lib/ui-store';
import { Icon } from '../../../components/ui/icons';
import { EmptyState } from '../../../components/sports/empty-state';
import { headerShortcuts } from '../../../components/layout/menu-items';
import { ShortcutLink, useShortcutTarget } from '../../../components/layout/money-shortcuts';
import { usePromotions } from '../api/get-promotions';
import { PromotionCard } from '../components/promotion-card';

const depositItem = headerShortcuts.b2c[0];

/**
 * /promotions (docs/product.md §2 Footer, Resources column): the site's bonus offers that are
 * on now, open to visitors (GET api/common/promotions). Each card ends in the way to claim it:
 * a signed-in player gets the Deposit drawer (the header's Deposit shortcut, so a brand that
 * takes deposits on WhatsApp or has switched the button off behaves as it does there; the
 * offer is picked in the drawer's offer step); a visitor gets the login popup and comes back
 * here once signed in.
 *
 * Decisions where docs/product.md is silent: staff signed in on the player site and players of b2b
 * sites (no deposit shortcut there, §1) see the offers without a call to action; the page
 * lists every offer on now, also one the player has used up (the drawer lists only those the
 * player may still claim).
 */
export function PromotionsRoute() {
  const { t } = useTranslation();
  const { theme, whiteLabel } = useSite();
  const brand = theme.logoText || whiteLabel.name;
  const q = usePromotions();
  const action = useClaimAction();
  const title = t('promotions.title', 'Promotions');

  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [title, brand]);

  let body;
  if (q.isPending)
    body = (
      <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1].map((i) => (
          <div key={i} className="card h-80 animate-pulse bg-surface-2" />
        ))}
      </div>
    );
  else if (q.isError) body = <LoadFailed error={q.error} onRetry={() => void q.refetch()} />;
  else if (q.data.length === 0) body = <EmptyState message={t('common.noDataFound', MESSAGES.noDataFound)} />;
  else
    body = (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {q.data.map((offer) => (
          <PromotionCard key={offer._id} offer={offer} action={action} />
        ))}
      </div>
    );

  return (
    <section aria-labelledby="promotions-title" className="mx-auto w-full max-w-6xl px-4 py-6 nav:px-6 nav:py-10">
      <PageBreadcrumb title={title} />
      <header className="mt-4 max-w-3xl">
        <h1 id="promotions-title" className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-base leading-7 text-muted">
          {t('promotions.summary', 'Bonus offers on now at {{brand}}. Pick one when you deposit; its terms are on its card.', { brand })}
        </p>
      </header>
      <div className="mt-8">{body}</div>
    </section>
  );
}

/** The call to action every card ends with, for who is looking (null: none). */
function useClaimAction() {
  const { t } = useTranslation();
  const site = useSite();
  const isLogin = useSession((s) => s.isLogin);
  const isPlayer = useSession((s) => s.isLogin && s.userType === 'user');
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  const target = useShortcutTarget();
  if (!isLogin)
    return (
      <button
        type="button"
        className="btn btn-primary w-full"
        onClick={() => {
          // Back here after the login (as the header's shortcuts do), not to the home page.
          storage.set(storageKeys.redirectPath, paths.promotions);
          openAuthPopup('login');
        }}
      >
        <Icon name="user" size={18} />
        {t('promotions.loginToClaim', 'Login to claim')}
      </button>
    );
  const deposit = isPlayer && site.domain.type === 'b2c' ? target(depositItem) : null;
  if (!deposit) return null;
  return (
    <ShortcutLink target={deposit} className="btn btn-accent w-full">
      <Icon name="deposit" size={18} />
      {t('promotions.depositToClaim', 'Deposit to claim')}
    </ShortcutLink>
  );
}
