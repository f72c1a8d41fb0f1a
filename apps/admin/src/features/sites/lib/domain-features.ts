import type { BottomBarVariant, DomainFeatures } from '@backlay/contract';

/** What each per-domain switch does on the player site (docs/product.md §1), as the console names it. */
export const DOMAIN_FEATURES: Record<keyof DomainFeatures, { label: string; hint: string }> = {
  casinoHome: { label: 'Home jumps to Live Casino', hint: 'Visitors opening / are sent to /live-casino.' },
  whatsappDeposit: { label: 'Deposit on WhatsApp', hint: 'The Deposit button opens the WhatsApp contact instead of the drawer.' },
  whatsappWithdraw: { label: 'Withdraw on WhatsApp', hint: 'The Withdraw button opens the WhatsApp contact instead of the drawer.' },
  sportsBook: { label: 'Sports book', hint: 'The sports book page is open (otherwise it says Coming soon).' },
  referAndEarn: { label: 'Refer and Earn', hint: 'Players see Refer and Earn when the white label has a referral bonus.' },
  switchTheme: { label: 'Switch Theme button', hint: 'The header shows the Switch Theme button.' },
  cockFight: { label: 'Cock fight games', hint: 'Players get an account at the cock-fight provider on their first visit.' },
};

export const DOMAIN_FEATURE_KEYS = Object.keys(DOMAIN_FEATURES) as (keyof DomainFeatures)[];

/** The phone bottom bar's variants (docs/decisions/bottom-bar-variants.md), as the console names them. */
export const BOTTOM_BARS: Record<BottomBarVariant, { label: string; hint: string }> = {
  sports: { label: 'Sports', hint: 'Home, Sports, Casino, Bet, Transactions.' },
  crash: { label: 'Crash', hint: 'Home, Crash (the Crash game), Casino, Bet, Transactions.' },
  support: { label: 'Support', hint: 'Home, Sports, Casino, Bet, Support (the site’s WhatsApp contact).' },
};

export const BOTTOM_BAR_OPTIONS = (Object.keys(BOTTOM_BARS) as BottomBarVariant[]).map((value) => ({
  value,
  label: BOTTOM_BARS[value].label,
}));
