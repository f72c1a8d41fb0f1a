import { LAST_UPDATED, type LegalContent } from './types';
import { TERMS as T } from './terms-constants';

export const privacyContent: LegalContent = (brand) => ({
  title: 'Privacy Policy',
  summary: `This policy explains which personal data ${brand} collects, why we use it, who we share it with and the choices you have. We process personal data in line with the Digital Personal Data Protection Act, 2023 and the other laws that apply to us.`,
  updated: LAST_UPDATED,
  sections: [
    {
      id: 'collect',
      heading: '1. Data we collect',
      blocks: [
        {
          list: [
            'Account data: user name, full name, mobile number, e-mail address, date of birth and password (stored only in a hashed form).',
            'Verification data: identity documents and proof of address when we are required to verify you.',
            'Payment data: the payment accounts you register (bank account, UPI ID, wallet), deposit receipts, UTR numbers and the history of your deposits and withdrawals. We never store full card numbers.',
            'Activity data: bets, game rounds, balance movements, bonus use and messages with customer support.',
            'Technical data: IP address, approximate location (country and city), device, browser and operating system, login times, and cookies or similar local storage.',
          ],
        },
      ],
    },
    {
      id: 'use',
      heading: '2. Why we use it',
      blocks: [
        {
          list: [
            'To open and run your account, take your bets, settle them and pay your winnings.',
            'To process deposits and withdrawals and to prevent payment fraud.',
            `To verify that you are at least ${T.minimumAge}, that you hold only one account, and to meet our anti-money-laundering obligations.`,
            'To protect the integrity of our markets: detecting collusion, bots and the misuse of bonuses.',
            'To apply the responsible-gambling tools you choose, such as limits, cooling-off and self-exclusion.',
            'To answer your questions and to tell you about changes to our services. Promotional messages are sent only if you have agreed to them, and you can stop them at any time.',
          ],
        },
      ],
    },
    {
      id: 'share',
      heading: '3. Who we share it with',
      blocks: [
        'We do not sell your personal data. We share it only where needed with:',
        {
          list: [
            'payment service providers and banks that process your deposits and withdrawals;',
            'providers of casino games, odds data and identity verification, each only for their part of the service;',
            'hosting, security and communication providers working on our instructions;',
            'authorities, regulators and law-enforcement bodies when the law requires it or to prevent fraud and crime.',
          ],
        },
      ],
    },
    {
      id: 'storage',
      heading: '4. Storage and security',
      blocks: [
        'Your data is stored on secured servers with encryption in transit, access controls and activity logs. Passwords are never stored in readable form, and staff see only the data they need for their role.',
        'You can add a second layer of protection with Secure Auth (two-step verification) in your account menu. We will never ask you for your password or one-time codes by phone, e-mail or chat.',
        'We keep account and transaction records for as long as the account is open and afterwards for the period required by law (generally five to eight years for financial and anti-money-laundering records), then delete or anonymise them.',
      ],
    },
    {
      id: 'cookies',
      heading: '5. Cookies and local storage',
      blocks: [
        'The website keeps a few items in your browser: your login token, chosen language, light or dark mode and similar preferences. These are needed for the site to work and are removed when you log out or clear your browser data.',
        'We do not use third-party advertising cookies.',
      ],
    },
    {
      id: 'rights',
      heading: '6. Your rights',
      blocks: [
        'You may ask us for a summary of the personal data we hold about you, ask us to correct or complete it, and ask us to erase data that we no longer need to keep. You may withdraw consent to promotional messages at any time, and nominate another person to exercise your rights in case of death or incapacity.',
        'To exercise these rights, or to raise a grievance about how we handle your data, contact customer support. We will answer within 30 days. If you are not satisfied with our answer you may complain to the Data Protection Board of India.',
      ],
    },
    {
      id: 'changes',
      heading: '7. Changes to this policy',
      blocks: [
        'We may update this policy. The date at the top shows when it last changed; significant changes will be announced on the website.',
      ],
    },
  ],
});
