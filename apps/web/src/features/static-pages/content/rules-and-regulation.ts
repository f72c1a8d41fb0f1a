import { LAST_UPDATED, type LegalContent } from './types';
import { TERMS as T } from './terms-constants';

export const rulesContent: LegalContent = (brand) => ({
  title: 'Rules & Regulation',
  summary: `How markets on ${brand} work and how they are settled. These rules apply together with the Terms And Conditions; the specific rules of a market, shown with it, take precedence over the general rules below.`,
  updated: LAST_UPDATED,
  sections: [
    {
      id: 'general',
      heading: '1. General rules',
      blocks: [
        'All bets are settled on the official result declared by the governing body of the sport or the organiser of the event. Where no official result is available, we settle on the result published by reliable independent sources.',
        `Results are final ${T.resultsFinalHours} hours after settlement. Later changes to an official result (for example after an appeal or a disqualification) do not affect settlement.`,
        `Any dispute must reach customer support within ${T.disputeDays} days after the market is settled.`,
        `If an event is postponed for more than ${T.postponedVoidHours} hours, bets on markets that are not yet decided are void. Markets already decided before the postponement stand.`,
        'If a market is opened or left open by mistake after its outcome is known, bets placed after that point are void.',
        'Match times shown on the website are given for guidance; we are not responsible for incorrect start times. Bets placed after the actual start on a market that was not meant to be in-play are void.',
        'In case of a technical failure, an obvious error in prices or settlement, or a suspicion of fraud, we may void the bets concerned. Cheating, collusion and the use of inside information lead to the voiding of all bets concerned and the closure of the accounts.',
      ],
    },
    {
      id: 'match-odds',
      heading: '2. Exchange (Match Odds) markets',
      blocks: [
        'Exchange markets are player-to-player: you back (for) or lay (against) a selection at the odds you choose, and your bet is matched with other players at those odds or better.',
        'Match Odds markets are settled on the result at the end of regular time, including injury or stoppage time, unless the market says it includes extra time or penalties.',
        'In-play bets are accepted after a short delay. If the market is suspended or the price moves beyond your odds during the delay, the bet is not accepted.',
        'A market is suspended at key moments (a goal, a wicket, a penalty, a red card) and reopens with new prices.',
      ],
    },
    {
      id: 'bookmaker',
      heading: '3. Bookmaker markets',
      blocks: [
        'Bookmaker markets are priced by us with rates quoted in hundreds: a back at 85 with ₹100 returns ₹85 profit if the selection wins. A lay at the same rate risks ₹85 to win ₹100.',
        'Bookmaker markets follow the same result rules as the corresponding Match Odds market. If a match is tied and the market has no tie selection, bets are void, unless a Super Over or another tie-break decides the winner and the market includes it.',
        'Bets placed while a bookmaker market shows as suspended, or at a rate that has already changed, are void.',
      ],
    },
    {
      id: 'fancy',
      heading: '4. Fancy / Session markets',
      blocks: [
        'Session markets are Yes / No markets on a number (runs in overs, a player\'s runs, wickets, boundaries). "Yes" wins when the final number is equal to or above the line; "No" wins when it is below.',
        'The odds shown with a line (for example 100 / 90) are rates in hundreds: a Yes at 100 with ₹1,000 wins ₹1,000, a No at 90 risks ₹900 to win ₹1,000.',
        'If an innings is shortened by rain or any other reason after a session market opened, that market is settled on the runs scored if the session was completed; otherwise bets are void. Markets already decided stand.',
        'Player runs markets: if the player retires hurt, the market is settled on the runs scored at that moment. If the player does not bat, bets are void.',
        'Bets placed on a session after its result is known, at a wrong line or while the market should have been suspended, are void.',
      ],
    },
    {
      id: 'cricket',
      heading: '5. Cricket',
      blocks: [
        'Match Odds in Test matches include a draw; in limited-overs matches, if a match is tied and decided by a Super Over, the Super Over decides the market.',
        'If a limited-overs match is reduced in overs, Match Odds stand as long as a result is declared under the playing conditions (for example by the DLS method).',
        'If a match is abandoned or declared no result, Match Odds bets are void; completed session markets stand.',
        'Tournament winner markets are settled on the team that lifts the trophy; bets on a team that withdraws stand.',
      ],
    },
    {
      id: 'soccer',
      heading: '6. Football (soccer)',
      blocks: [
        'Markets are settled on the result after 90 minutes plus stoppage time. Extra time and penalty shoot-outs count only for markets that say so (for example "To Qualify").',
        'If a match is abandoned before 90 minutes, bets on undecided markets are void; markets already decided (such as First Goalscorer after the goal) stand.',
        'Goal markets are settled on goals officially credited; own goals count for the team credited with them but not for player goalscorer markets.',
      ],
    },
    {
      id: 'tennis',
      heading: '7. Tennis',
      blocks: [
        'Match Odds: if a player retires or is disqualified after the first ball has been played, the player who advances is the winner. If the match does not start, bets are void.',
        'Set and game markets that are already decided when a player retires stand; the others are void.',
        'A change of venue, surface or indoor / outdoor play does not affect bets.',
      ],
    },
    {
      id: 'horse-racing',
      heading: '8. Horse racing and greyhounds',
      blocks: [
        'Win markets are settled on the official result at the time the "weighed in" (or equivalent) announcement is made. Later stewards\' inquiries or appeals do not change settlement.',
        'Non-runners: when a runner is withdrawn before the race, bets on it are void and a reduction factor may be applied to matched bets on the other runners, as shown on the market.',
        'Place markets pay on the number of places shown on the market when the bet was placed.',
        'Dead heats: stakes are divided by the number of runners sharing the position, and the odds apply to that part.',
      ],
    },
    {
      id: 'casino',
      heading: '9. Casino and virtual games',
      blocks: [
        "Each game has its own rules and payouts, shown in the game. Results come from the game provider's server and are final.",
        'A malfunction voids all pays and plays of the round concerned. If a round cannot be completed, the stake is returned.',
      ],
    },
  ],
});
