import { LAST_UPDATED, type LegalContent } from './types';
import { TERMS as T } from './terms-constants';

export const termsContent: LegalContent = (brand) => ({
  title: 'Terms And Conditions',
  summary: `These terms form the agreement between you and ${brand} for the use of the website, the betting exchange, the sportsbook markets and the casino games. Please read them carefully: by opening an account or placing a bet you accept them in full.`,
  updated: LAST_UPDATED,
  sections: [
    {
      id: 'definitions',
      heading: '1. Definitions',
      blocks: [
        {
          list: [
            `"${brand}", "we", "us" and "our" mean the operator of this website and its services.`,
            '"You", "player" and "account holder" mean the person who registered the account and is the only person allowed to use it.',
            '"Exchange" means the markets where players back (bet for) and lay (bet against) outcomes at odds offered by other players.',
            '"Bookmaker" and "Fancy" (also called Session) markets are markets priced by us, settled as described in the Rules & Regulation.',
            '"Points" or "balance" means the value held in your account, shown in Indian Rupees (INR).',
            '"Exposure" (also called liability) means the amount reserved from your balance to cover the worst outcome of your open bets.',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Eligibility and your account',
      blocks: [
        `You must be at least ${T.minimumAge} years old, and of legal age to gamble where you live, to open an account or use any of our services. We may ask for proof of age and identity at any time and will close accounts of under-age users and void their bets. Any deposits made by an under-age user will be returned; winnings will not be paid.`,
        'You may hold only one account. Duplicate or linked accounts, including accounts opened for other people or with the same payment details, may be closed and their bets voided.',
        'You are responsible for the accuracy of the details you give us and for keeping them up to date. Keep your password private and enable Secure Auth (two-step verification) to protect your account. Every bet placed with your login is treated as placed by you.',
        'It is your responsibility to make sure that online gaming is lawful in the place where you are when you use the website. We do not offer our services where they are prohibited, and you must not use a VPN or similar tool to hide your location.',
      ],
    },
    {
      id: 'deposits',
      heading: '3. Deposits',
      blocks: [
        'Deposits can be made with the payment methods shown on the Deposit screen (such as UPI, IMPS, NEFT, QR and other listed options). Payments must come from an account or wallet in your own name; third-party payments will be refused or returned.',
        'For manual methods, enter the correct UTR / reference number and upload the payment receipt. Deposits are credited after our team has verified the payment, usually within a few minutes.',
        'Bonus offers, when available, carry their own minimum and maximum amounts and conditions, shown with the offer. A bonus is added to your balance only if the deposit meets those conditions.',
        `If you dispute or reverse a deposit with your bank or payment provider (a chargeback) after it was credited, we may suspend the account, recover the amount from your balance and charge an administration fee of €${T.chargebackFeeEur} (or its Indian Rupee equivalent) per chargeback.`,
      ],
    },
    {
      id: 'withdrawals',
      heading: '4. Withdrawals',
      blocks: [
        `The minimum withdrawal is €${T.minWithdrawalEur} (or its Indian Rupee equivalent) per transaction. Withdrawals are paid only to a payment account registered in your name.`,
        `If your balance is at least ${T.balanceToDepositsMultiple} times the total of your deposits, the maximum you can withdraw in a calendar month is €${T.monthlyMaxEurHighBalance}; otherwise the monthly maximum is €${T.monthlyMaxEurStandard} (each at its Indian Rupee equivalent). Amounts above the monthly maximum are paid in the following months.`,
        'Only one withdrawal request can be pending at a time. The amount is reserved from your balance when you request it and is either paid or returned to your balance when the request is decided.',
        'Before paying a withdrawal we may ask you to verify your identity, your payment account and the source of the funds. Withdrawals can be delayed until that check is complete.',
        'Demo accounts cannot deposit or withdraw.',
      ],
    },
    {
      id: 'bets',
      heading: '5. Placing and accepting bets',
      blocks: [
        'A bet is accepted only when it appears in your Open Bets. A bet shown in the bet slip, or still being processed during a market delay, is not yet accepted. In-play markets may apply a short delay before acceptance, and the bet is rejected if the price or market status changes during that delay.',
        'Each market has a minimum and maximum stake. You need enough available balance to cover the exposure of the bet; your exposure is reserved until the market is settled.',
        'Exchange bets are matched against other players. A back bet at odds O with stake S returns a profit of S × (O − 1) if the selection wins; a lay bet at the same odds risks S × (O − 1) to win S.',
        'Bets cannot be cancelled once accepted. Where a market offers cash out, the amount offered is shown before you confirm.',
        `Our liability on any single bet is limited to €${T.liabilityCapEur} (or its Indian Rupee equivalent) or the amount of the bet, whichever is less, where a bet is affected by a technical failure, an obvious error in prices or settlement, or any other event outside our reasonable control.`,
      ],
    },
    {
      id: 'settlement',
      heading: '6. Results, settlement and disputes',
      blocks: [
        'Markets are settled on the official result published by the governing body of the sport or event, as described in the Rules & Regulation.',
        `Results are final ${T.resultsFinalHours} hours after settlement. Changes to an official result made after that time are not taken into account.`,
        `Any dispute about a bet or its settlement must be raised with customer support within ${T.disputeDays} days after the settlement of the market, giving the bet details. Disputes raised later cannot be considered.`,
        `If an event is postponed for more than ${T.postponedVoidHours} hours, or abandoned, bets on markets that were not yet decided are void and stakes are returned, unless the market rules say otherwise.`,
        'We may void bets placed at prices that were clearly wrong (a palpable error), bets placed after the start of an event where the market should have been suspended, and bets placed using information not available to other players.',
      ],
    },
    {
      id: 'fair-play',
      heading: '7. Fair play and prohibited use',
      blocks: [
        {
          list: [
            'No match-fixing, courtsiding, collusion with other players or use of inside information.',
            'No automated betting software, scripts, scrapers or attempts to interfere with the website or its prices.',
            'No use of the services for money laundering or any other unlawful purpose.',
            'No abuse of bonuses, including opening several accounts to claim the same offer.',
          ],
        },
        'Where we have reasonable grounds to believe that an account breaks these rules, we may suspend it, void the bets concerned, withhold winnings and report the matter to the relevant authorities.',
      ],
    },
    {
      id: 'casino',
      heading: '8. Casino and games',
      blocks: [
        'Casino games are supplied by us and by third-party providers. The rules and return-to-player of each game are shown in the game. A game round is settled according to the game server of its provider; in case of a malfunction, all pays and plays of the affected round are void.',
        'If your connection drops during a game round, the round is completed by the game server and the result is credited or debited to your balance.',
      ],
    },
    {
      id: 'responsible',
      heading: '9. Responsible gambling',
      blocks: [
        `We offer deposit limits, a ${T.coolingOffDays}-day cooling-off period and self-exclusion. A self-exclusion request is processed within ${T.selfExclusionProcessHours} hours and locks the account for at least ${T.selfExclusionMinMonths} months. See the Responsible Gambling page for details.`,
      ],
    },
    {
      id: 'suspension',
      heading: '10. Suspension and closure',
      blocks: [
        'You may close your account at any time by contacting customer support. Any remaining balance, less any amount owed to us, is paid to your registered payment account.',
        'We may suspend or close an account if these terms are broken, if we are required to by law, or if the account has been inactive for a long period. Where an account is closed without breach, the available balance is returned to you.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes and governing terms',
      blocks: [
        'We may change these terms from time to time. The version shown on this page applies from the date stated at the top; material changes will be announced on the website before they take effect. Continuing to use the services after that date means you accept the changes.',
        'If any part of these terms is found to be invalid, the rest remains in force. The English version prevails over any translation.',
      ],
    },
    {
      id: 'contact',
      heading: '12. Contact',
      blocks: [
        `For any question about these terms, your account or a bet, contact ${brand} customer support through the contact options shown in the footer of the website.`,
      ],
    },
  ],
});
