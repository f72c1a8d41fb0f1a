import { LAST_UPDATED, type LegalContent } from './types';
import { TERMS as T } from './terms-constants';

export const aboutContent: LegalContent = (brand) => ({
  title: 'About Us',
  summary: `${brand} is a betting exchange and online casino built for players in India: fair prices set by players, markets on the sports you follow, and payments in Indian Rupees.`,
  updated: LAST_UPDATED,
  sections: [
    {
      id: 'who',
      heading: 'Who we are',
      blocks: [
        `${brand} brings together a player-to-player betting exchange, bookmaker and fancy markets, and a casino with live dealers, crash games, slots, virtual sports and lottery draws, all in a single account and a single balance.`,
        'On the exchange you are not betting against the house: you back or lay at the odds you want and are matched with other players. That is why exchange prices are usually better than fixed odds, and why you can also act as the bookmaker by laying a selection.',
      ],
    },
    {
      id: 'offer',
      heading: 'What we offer',
      blocks: [
        {
          list: [
            'Cricket first: every international series, the T20 leagues and domestic cricket, with match odds, bookmaker and session (fancy) markets ball by ball.',
            'Football, tennis, horse racing, kabaddi, basketball and many more sports, in play and before the start.',
            'Live casino tables, crash games with provably fair results, slots, virtual games and lottery draws.',
            'Payments in Indian Rupees through UPI, IMPS, NEFT and other popular methods, with deposits and withdrawals reviewed around the clock.',
            'A site built for the phone first, in English and Hindi, with a dark mode for late matches.',
          ],
        },
      ],
    },
    {
      id: 'values',
      heading: 'Fair, secure and responsible',
      blocks: [
        'Every market is settled on official results under published rules. Your balance is accounted for in a double-entry ledger, so every rupee that moves can be traced.',
        'Accounts are protected by hashed passwords, optional two-step verification (Secure Auth) and continuous monitoring for unusual activity.',
        `Gambling is for adults only: you must be ${T.minimumAge} or older to play. We offer deposit limits, a ${T.coolingOffDays}-day cooling-off period and self-exclusion for anyone who needs a break.`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `Our support team is available every day of the year. Use the WhatsApp and social links in the footer, or the contact options in your account, and we will get back to you quickly.`,
      ],
    },
  ],
});
