import { blogSlugOf } from '@backlay/domain';
import type { Tx } from '../client.js';
import { blogPosts } from '../schema/index.js';

/**
 * The b2c demo brand's blog (the footer's Blogs at /blogs): two posts an operator would really
 * publish, explaining the site rather than inventing news. The figures follow the platform's
 * own rules (docs/architecture.md §4 book math: a back at odds o, stake s wins s(o-1) or loses s; a
 * lay risks s(o-1) to win s; exposure is the worst outcome of a market; available points are the
 * balance minus every market's exposure) and the Responsible Gambling page's tools and numbers
 * (apps/web features/static-pages/content/responsible-gambling.ts). Keep them in step.
 */

interface DemoPost {
  title: string;
  summary: string;
  body: string;
}

const BACK_AND_LAY: DemoPost = {
  title: 'Back and lay: how the exchange works',
  summary:
    'Backing, laying, liability and exposure explained with worked examples, so you know exactly what you can win and what you risk before you place a bet.',
  body: `On a bookmaker's site you can only bet that something will happen. On an exchange you can also bet that it will not. Those are the two sides of every exchange market: back and lay. This post explains both, with the numbers the bet slip shows you.

Backing is betting for a selection: a back bet says "this selection will win". Exchange odds are decimal odds, such as 1.85 or 3.40. Your profit if the selection wins is your stake times the odds minus one. Back India at 1.85 with a stake of 1,000 points: if India win you make 1,000 × 0.85 = 850 points profit and get your stake back; if they lose, you lose the 1,000 points stake. The most a back bet can cost you is its stake.

Laying is betting against a selection: a lay bet says "this selection will not win". You take the other side of a back bet, so the numbers are mirrored. Lay India at 1.85 with a stake of 1,000: if India do not win, you win the 1,000 points stake; if India win, you pay out the backer's profit, 1,000 × 0.85 = 850 points. That amount is your liability: what a lay can cost you. At higher odds the liability grows quickly. A lay at 5.00 with a stake of 1,000 has a liability of 4,000 points, so always read the liability on the bet slip before you confirm a lay.

On the market screen the back prices are in the blue columns and the lay prices in the pink ones. Tap a price to open the bet slip with those odds. The slip shows your stake, and for a lay your liability, before you place the bet.

Exposure is the worst case of a market. You can hold several bets on one market, backs and lays on different selections. For every selection we work out your profit or loss if that selection wins; this is your book for the market, and the market screen shows it beside each selection. Your exposure on the market is the worst of those outcomes when it is a loss. For example, back India at 1.85 for 1,000 and then lay India at 1.70 for 1,000: if India win you make 850 on the back and lose 700 on the lay, so 150 profit; if they lose, you lose 1,000 on the back and win 1,000 on the lay, so nothing either way. Your exposure on that market is zero and you are guaranteed not to lose.

Points held against open markets cannot be used twice. Your available points are your balance minus the exposure of all your open markets, and the header shows both. A new bet is accepted only if, after it, your available points stay at zero or above. When a market is settled its exposure is released and the result is credited or debited.

Bets placed while a match is live are accepted after a short delay, shown as a countdown on the bet slip. If the market is suspended during the delay, or the price moves past the odds you asked for, the bet is not placed. Markets are suspended at key moments such as a wicket or a goal and reopen with new prices.

Bookmaker markets quote rates in hundreds rather than decimal odds: a back at 85 with 100 points wins 85 points, and a lay at the same rate risks 85 to win 100. Session (fancy) markets are Yes / No markets on a number, such as the runs scored in the first six overs: Yes wins if the final number is equal to or above the line, No wins if it is below. The full settlement rules of every market type are on the Rules & Regulation page.

Before your first bet, try a small stake and watch how the book and your exposure change on the market screen. It is the quickest way to get a feel for backing and laying.`,
};

const PLAYING_RESPONSIBLY: DemoPost = {
  title: 'Playing responsibly',
  summary:
    'Betting should stay entertainment. Practical habits that help you keep control, the signs that it is slipping, and the tools we offer when you need a break.',
  body: `Betting on sport and playing casino games should be something you enjoy, not a way to make money or to escape problems. Most people who bet never have a problem, but anyone can lose track of time or money. Here is what we recommend, and what we can do to help.

Set your limits before you start. Decide how much you are prepared to spend and for how long, before you place your first bet of the day, and stop when you reach either limit. Only bet with money you can afford to lose, never with money meant for rent, bills, food or savings.

Do not chase losses. Losing runs happen to everyone. Raising your stakes to win back what you lost usually leads to losing more. If a session has gone badly, stop and come back another day, or not at all.

Keep an eye on your numbers. Your balance, your exposure and your available points are always in the header, and your open bets, bet history and account statement are in the menu. Looking at them regularly is the simplest reality check there is.

Bet with a clear head: avoid betting when you are upset, stressed, tired or have been drinking, and take regular breaks. Gambling should be one activity among many, not the centre of your day.

Know the warning signs. Gambling may be becoming a problem if you spend more money or time on it than you planned, hide it from family or friends, borrow money or miss payments to gamble, feel restless when you try to cut down, or find that it affects your work, studies, sleep or relationships.

We offer tools to help you stay in control. Customer support can set a daily, weekly or monthly limit on your deposits. A lower limit applies at once; raising or removing a limit takes effect only after 24 hours. You can take a cooling-off break of seven days, during which you cannot log in, deposit or bet. If you need a longer break, you can ask to be self-excluded: the request is processed within 24 hours and locks your account for at least six months. Contact support through the options in the footer; requests are handled confidentially.

You must be at least 18 years old to play. If children use your device, keep your password private and do not let the browser remember it.

Problem gambling can be treated, and free, confidential help is available. In India you can call the Tele-MANAS national mental-health helpline on 14416 or 1-800-891-4416, 24 hours a day, in several Indian languages. Gamblers Anonymous and GamCare also offer meetings, online chat and self-help material.

The full details are on our Responsible Gambling page, linked in the footer.`,
};

/** The posts are the brand's own words, written by its whiteLabel account; published a minute apart, newest last. */
export async function seedDemoBlogPosts(tx: Tx, whiteLabelId: string, authorId: string, at: Date): Promise<void> {
  await tx.insert(blogPosts).values(
    [BACK_AND_LAY, PLAYING_RESPONSIBLY].map((p, i) => {
      const when = new Date(at.getTime() - (1 - i) * 60_000);
      return {
        whiteLabelId,
        slug: blogSlugOf(p.title),
        title: p.title,
        summary: p.summary,
        body: p.body,
        status: 'published' as const,
        publishedAt: when,
        createdBy: authorId,
        createdAt: when,
        updatedAt: when,
      };
    }),
  );
}
