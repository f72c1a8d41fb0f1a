import type { DomainFeatures, FooterTheme, ThemeConfig } from '@backlay/contract';
import { defaultFooter, defaultTheme } from '../../modules/tenancy/default-theme.js';

/**
 * The two demo brands: what their sites look like and which switches they have. Slide images
 * are served by the player site from /brand/ (apps/web/public/brand).
 */

export interface DemoBrand {
  name: string;
  type: 'b2b' | 'b2c';
  /** Hosts in order: the first is the brand's main domain. */
  hosts: string[];
  features: DomainFeatures;
  depositWhatsapp: string;
  withdrawWhatsapp: string;
  /** Refer and Earn cap, paise, and percentage, basis points. */
  referralMaxBonus: number;
  referralBonusBps: number;
  theme: ThemeConfig;
  footer: FooterTheme;
}

const year = new Date().getUTCFullYear();

function b2cBrand(): DemoBrand {
  const name = 'Backlay';
  const base = defaultTheme(name, 'b2c');
  return {
    name,
    type: 'b2c',
    hosts: ['b2c.localhost', 'localhost', '127.0.0.1'],
    features: {
      whatsappDeposit: false,
      whatsappWithdraw: false,
      casinoHome: false,
      sportsBook: false,
      referAndEarn: true,
      switchTheme: true,
      cockFight: true,
    },
    depositWhatsapp: '+919999900001',
    withdrawWhatsapp: '+919999900002',
    referralMaxBonus: 1_000 * 100,
    referralBonusBps: 1_000,
    theme: {
      ...base,
      registration: { whatsappNumber: '+919999900001' },
      headerBottom: {
        marqueeText:
          'Welcome to Backlay! Back and lay on live cricket, football and tennis at prices set by players. Refer a friend and earn 10% of their deposits, up to ₹1,000. Play responsibly: 18+ only.',
      },
      slideShow: [
        { image: '/brand/slide-1.svg', title: 'Live cricket, ball by ball', link: '/inPlay' },
        { image: '/brand/slide-2.svg', title: 'Live casino tables, day and night', link: '/live-casino' },
        { image: '/brand/slide-3.svg', title: 'Refer a friend, earn 10%', link: '/refer' },
      ],
      theme: { mobileBanner: '/brand/slide-1.svg', bannerText: 'Back your side, lay the odds: the exchange where players set the price' },
      themeColor: { primary: '#1d4ed8', secondary: '#0f172a', accent: '#facc15', back: '#72bbef', lay: '#faa9ba' },
      background: { light: '#f1f5f9', dark: '#0b1220' },
    },
    footer: {
      ...defaultFooter(name),
      mainTitle: 'Backlay: the players’ exchange',
      mainDescription:
        'Backlay is a betting exchange: you back or lay against other players instead of a bookmaker, so the prices are fairer and you can trade out before the result. Beside the exchange sit live casino tables, slots, crash games and lotteries, all on one wallet in rupees.',
      companyDetail:
        'Backlay is a demonstration brand of the Backlay platform. Deposits and withdrawals are handled by our support team within minutes, every day of the year. Gambling can be addictive: set limits, take breaks, and never bet money you cannot afford to lose.',
      companyTermsCondition:
        'By using this site you confirm that you are 18 or older and accept our Terms and Conditions, Privacy Policy and Rules & Regulations. Bets are settled on official results; disputes must be raised within 3 days of settlement.',
      copyrighMessage: `© ${year} Backlay. All rights reserved.`,
    },
  };
}

function b2bBrand(): DemoBrand {
  const name = 'Backlay Exchange';
  const base = defaultTheme(name, 'b2b');
  return {
    name,
    type: 'b2b',
    hosts: ['b2b.localhost'],
    features: {
      whatsappDeposit: false,
      whatsappWithdraw: false,
      casinoHome: false,
      sportsBook: false,
      referAndEarn: false,
      switchTheme: false,
    },
    depositWhatsapp: '',
    withdrawWhatsapp: '',
    referralMaxBonus: 0,
    referralBonusBps: 0,
    theme: {
      ...base,
      headerBottom: {
        marqueeText:
          'Backlay Exchange: in-play markets on every major match. Bet limits and commission are set by your upline; contact your agent for points. 18+ only.',
      },
      slideShow: [
        { image: '/brand/slide-1.svg', title: 'In-play markets, matched in milliseconds', link: '/inPlay' },
        { image: '/brand/slide-2.svg', title: 'Exchange, bookmaker and session markets', link: '/exchange' },
        { image: '/brand/slide-3.svg', title: 'Casino beside the exchange', link: '/live-casino' },
      ],
      theme: { mobileBanner: '/brand/slide-2.svg', bannerText: 'Trade the match: exchange, bookmaker and fancy markets in one book' },
      themeColor: { primary: '#047857', secondary: '#052e2b', accent: '#f97316', back: '#72bbef', lay: '#faa9ba' },
      background: { light: '#ecfdf5', dark: '#06140f' },
    },
    footer: {
      ...defaultFooter(name),
      mainTitle: 'Backlay Exchange',
      mainDescription:
        'Backlay Exchange is a member exchange for agents and their players: back and lay on cricket, football, tennis and racing, with bookmaker and session markets run live by our traders.',
      companyDetail:
        'Accounts are opened and credited by your upline. Points, limits and commission are agreed with them; our platform keeps every movement in a double-entry ledger you can read in your account statement.',
      companyTermsCondition:
        'Use of this exchange is subject to the Rules & Regulations shown on the site. Results are final 72 hours after settlement. 18+ only; gamble responsibly.',
      copyrighMessage: `© ${year} Backlay Exchange. All rights reserved.`,
    },
  };
}

export const DEMO_BRANDS = { b2c: b2cBrand(), b2b: b2bBrand() } as const;
