import { paths } from '../../config/paths';
import type { DomainType } from '@backlay/contract';

/** A footer entry; `to` null means a label without a target (docs/product.md §2 Footer). */
export interface FooterLink {
  id: string;
  labelKey: string;
  label: string;
  to: string | null;
}

export interface FooterColumn {
  id: string;
  titleKey: string;
  title: string;
  links: FooterLink[];
  /** Company links navigate only on b2c sites. */
  navigates: boolean;
}

const exchangeLink: FooterLink = { id: 'exchange', labelKey: 'footer.exchange', label: 'Exchange', to: paths.exchange };
/**
 * "Online Sport Exchange at /online-exchange for b2c on some devices" (docs/product.md §2): we read "some
 * devices" as phones and tablets, the app's compact screens (up to 900 px, use-compact-screen),
 * where the footer is the player's way into the exchange. Same screen as /exchange.
 */
const onlineExchangeLink: FooterLink = {
  id: 'online-exchange',
  labelKey: 'footer.onlineSportExchange',
  label: 'Online Sport Exchange',
  to: paths.onlineExchange,
};

const gameColumn: FooterLink[] = [
  exchangeLink,
  { id: 'live-casino', labelKey: 'footer.liveCasino', label: 'Live Casino', to: paths.liveCasino },
  { id: 'crash-games', labelKey: 'footer.crashGames', label: 'Crash Games', to: paths.crashGames },
  { id: 'virtual-games', labelKey: 'footer.virtualGames', label: 'Virtual Games', to: paths.virtualGames },
  { id: 'slot-games', labelKey: 'footer.slotGames', label: 'Slot Games', to: paths.slotGames },
  { id: 'lottery', labelKey: 'footer.lotteryGames', label: 'Lottery Games', to: paths.lottery },
  { id: 'e-sports', labelKey: 'footer.eSports', label: 'E-Sports', to: null },
];

const companyColumn: FooterLink[] = [
  { id: 'about', labelKey: 'footer.aboutUs', label: 'About Us', to: paths.aboutUs },
  { id: 'rules', labelKey: 'footer.rulesAndRegulation', label: 'Rules & Regulation', to: paths.rules },
  { id: 'privacy', labelKey: 'footer.privacyPolicy', label: 'Privacy Policy', to: paths.privacy },
  { id: 'sitemap', labelKey: 'footer.sitemap', label: 'Sitemap', to: null },
  { id: 'responsible', labelKey: 'footer.responsibleGambling', label: 'Responsible Gambling', to: paths.responsibleGambling },
  { id: 'terms', labelKey: 'footer.termsAndConditions', label: 'Terms And Conditions', to: paths.terms },
];

const resourcesColumn: FooterLink[] = [
  // The white label's own posts (features/blogs), written by its staff in the console's Blog
  // posts screen; a brand with none yet shows 'No posts yet.' there rather than invented ones.
  { id: 'blogs', labelKey: 'footer.blogs', label: 'Blogs', to: paths.blogs },
  { id: 'promotions', labelKey: 'footer.promotions', label: 'Promotions', to: paths.promotions },
];

const supportColumn: FooterLink[] = [
  { id: 'faq', labelKey: 'footer.faq', label: 'FAQ', to: null },
  { id: 'tutorials', labelKey: 'footer.tutorials', label: 'Tutorials', to: null },
  { id: 'market', labelKey: 'footer.market', label: 'Market', to: null },
  { id: 'loyalty', labelKey: 'footer.loyalty', label: 'Loyalty', to: null },
  { id: 'contact', labelKey: 'footer.contactUs', label: 'Contact Us', to: null },
];

/**
 * The footer's link columns for a domain type: b2c adds Resources and Support, and on a
 * compact screen (phones, up to 900 px) leads its Game column with Online Sport Exchange.
 */
export function footerColumns(type: DomainType, { isCompact = false }: { isCompact?: boolean } = {}): FooterColumn[] {
  const b2c = type === 'b2c';
  const games = b2c && isCompact ? [onlineExchangeLink, ...gameColumn.slice(1)] : gameColumn;
  const columns: FooterColumn[] = [
    // b2b footers do not navigate at all (docs/product.md §1: "footer links do not navigate"),
    // the Game column included; §2 names the Company column's b2c-only links besides.
    { id: 'game', titleKey: 'footer.game', title: 'Game', links: games, navigates: b2c },
    { id: 'company', titleKey: 'footer.company', title: 'Company', links: companyColumn, navigates: b2c },
  ];
  if (b2c) {
    columns.push(
      { id: 'resources', titleKey: 'footer.resources', title: 'Resources', links: resourcesColumn, navigates: true },
      { id: 'support', titleKey: 'footer.support', title: 'Support', links: supportColumn, navigates: true },
    );
  }
  return columns;
}
