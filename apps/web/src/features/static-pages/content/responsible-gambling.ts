import { LAST_UPDATED, type LegalContent } from './types';
import { TERMS as T } from './terms-constants';

export const responsibleGamblingContent: LegalContent = (brand) => ({
  title: 'Responsible Gambling',
  summary: `Betting should be entertainment, never a way to make money or to escape problems. ${brand} is committed to helping you stay in control, and to keeping minors and vulnerable people away from gambling.`,
  updated: LAST_UPDATED,
  sections: [
    {
      id: 'principles',
      heading: '1. Play safely',
      blocks: [
        {
          list: [
            'Only bet with money you can afford to lose; never with money meant for rent, bills, food or savings.',
            'Set a budget and a time limit before you start, and stop when you reach either of them.',
            'Do not chase losses: trying to win back what you lost usually leads to losing more.',
            'Do not gamble when you are upset, stressed, tired or under the influence of alcohol.',
            'Balance gambling with other activities, and take regular breaks.',
          ],
        },
      ],
    },
    {
      id: 'warning-signs',
      heading: '2. Warning signs',
      blocks: [
        'Gambling may be becoming a problem if you recognise any of these signs:',
        {
          list: [
            'You spend more money or time gambling than you planned, or hide it from family and friends.',
            'You borrow money, sell belongings or miss payments to gamble.',
            'You feel restless or irritable when you try to cut down.',
            'Gambling affects your work, studies, sleep or relationships.',
            'You gamble to recover losses or to feel better about other problems.',
          ],
        },
        'If these sound familiar, please use the tools below and talk to someone you trust or to a professional support service.',
      ],
    },
    {
      id: 'tools',
      heading: '3. Tools to stay in control',
      blocks: [
        'Deposit limits: ask customer support to set a daily, weekly or monthly limit on your deposits. A lower limit applies at once; a request to raise or remove a limit takes effect only after a 24-hour waiting period.',
        `Cooling-off: take a break of ${T.coolingOffDays} days. During a cooling-off period you cannot log in, deposit or bet; the account reopens by itself when the period ends.`,
        `Self-exclusion: if you need a longer break, ask us to exclude you. A self-exclusion request is processed within ${T.selfExclusionProcessHours} hours and locks your account for at least ${T.selfExclusionMinMonths} months. During that time the account cannot be reopened for any reason, open bets are settled normally and the remaining balance is returned to your registered payment account. We will also stop sending you any promotional messages.`,
        'Reality checks: your open bets, exposure and account statement are always available from the menu, so you can see what you have spent at any time.',
        'To use any of these tools, contact customer support through the options in the footer. Requests are handled confidentially.',
      ],
    },
    {
      id: 'minors',
      heading: '4. Protecting minors',
      blocks: [
        `You must be at least ${T.minimumAge} years old to open an account. We check the age of our players and close any account found to belong to someone under ${T.minimumAge}; deposits are returned and bets are void.`,
        'If children use your device, keep your password private, do not let the browser remember it, and consider parental-control software that blocks gambling websites.',
      ],
    },
    {
      id: 'help',
      heading: '5. Where to get help',
      blocks: [
        'Problem gambling can be treated. Free and confidential help is available from counsellors, doctors and support groups. In India you can reach the Tele-MANAS national mental-health helpline on 14416 or 1-800-891-4416, available 24 hours a day in several Indian languages.',
        'Gamblers Anonymous runs meetings for people who want to stop gambling, and GamCare and similar organisations offer online chat and self-help material in English.',
        { note: 'If you or someone close to you is in crisis, contact local emergency services straight away.' },
      ],
    },
  ],
});
