import type { FairRandom } from './fair-random.js';
import type { ExactRatio, MultiplierHundredths } from './payout.js';

/**
 * "Fruit Line", a 3-reel, 3-row slot with 5 paylines. Published rules:
 *
 * - Each of the 3 reels carries the same 32-stop strip below (seven 1, bar 2, bell 3, plum 4,
 *   orange 6, lemon 7, cherry 9). A spin stops each reel at a uniform stop, drawn independently
 *   from the round's fair stream; the window shows the stop and its two neighbours.
 * - The stake is split evenly over the 5 paylines: middle, top, bottom, and the two diagonals.
 * - A line pays, in line bets: three sevens 100, three bars 30, three bells 15, three plums 12,
 *   three cherries 6, three oranges 6, three lemons 5; otherwise cherries on reels 1 and 2 pay
 *   5 and a cherry on reel 1 alone pays 2.
 * - RTP, by enumerating all 32^3 = 32,768 equally likely stop combinations (`SLOT_RTP`):
 *   exactly 31,461/32,768 = 96.01%; standard deviation of one spin's return 0.81 stakes,
 *   so a million spins land within 0.5 points of it with room to spare.
 */

export const SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'plum', 'orange', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** The strip of every reel, top to bottom as it scrolls; symbols spread so no row runs dry. */
export const SLOT_REEL_STRIP: readonly SlotSymbol[] = [
  'orange', 'lemon', 'cherry', 'cherry', 'lemon', 'orange', 'plum', 'bell',
  'cherry', 'lemon', 'bar', 'orange', 'cherry', 'lemon', 'plum', 'cherry',
  'seven', 'orange', 'bell', 'cherry', 'lemon', 'orange', 'cherry', 'plum',
  'lemon', 'cherry', 'bar', 'orange', 'lemon', 'cherry', 'bell', 'plum',
];

export const SLOT_REELS = 3;
export const SLOT_ROWS = 3;

/** Row (0 top, 1 middle, 2 bottom) the line crosses on each reel. */
export const SLOT_PAYLINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Line-bet multiples for three of a kind on a line. */
export const SLOT_THREE_OF_A_KIND_PAYS: Readonly<Record<SlotSymbol, number>> = {
  seven: 100,
  bar: 30,
  bell: 15,
  plum: 12,
  cherry: 6,
  orange: 6,
  lemon: 5,
};
/** Cherries counted from the left when the line is not three of a kind. */
export const SLOT_TWO_CHERRIES_PAY = 5;
export const SLOT_ONE_CHERRY_PAY = 2;

export interface SlotLineWin {
  /** Index into SLOT_PAYLINES. */
  line: number;
  symbols: readonly [SlotSymbol, SlotSymbol, SlotSymbol];
  /** In line bets. */
  pay: number;
}

export interface SlotSpin {
  /** Stop index on the strip for each reel (the middle row). */
  stops: readonly number[];
  /** window[reel][row]. */
  window: readonly (readonly SlotSymbol[])[];
  lineWins: readonly SlotLineWin[];
  /** Total return on the whole stake, in hundredths. */
  multiplier: MultiplierHundredths;
}

/** What one payline pays, in line bets. */
export function slotLinePay(symbols: readonly [SlotSymbol, SlotSymbol, SlotSymbol]): number {
  const [first, second, third] = symbols;
  if (first === second && second === third) return SLOT_THREE_OF_A_KIND_PAYS[first];
  if (first !== 'cherry') return 0;
  return second === 'cherry' ? SLOT_TWO_CHERRIES_PAY : SLOT_ONE_CHERRY_PAY;
}

function symbolAt(position: number): SlotSymbol {
  const length = SLOT_REEL_STRIP.length;
  return SLOT_REEL_STRIP[((position % length) + length) % length]!;
}

/** The outcome of given stops: the game's single rule book, used by the spin and the RTP enumeration alike. */
export function slotOutcome(stops: readonly number[]): SlotSpin {
  if (stops.length !== SLOT_REELS || stops.some((stop) => !Number.isInteger(stop) || stop < 0 || stop >= SLOT_REEL_STRIP.length)) {
    throw new RangeError('a spin needs one stop per reel on the strip');
  }
  const window = stops.map((stop) => [symbolAt(stop - 1), symbolAt(stop), symbolAt(stop + 1)]);
  const lineWins: SlotLineWin[] = [];
  let linePays = 0;
  SLOT_PAYLINES.forEach((rows, line) => {
    const symbols = [window[0]![rows[0]]!, window[1]![rows[1]]!, window[2]![rows[2]]!] as const;
    const pay = slotLinePay(symbols);
    if (pay > 0) lineWins.push({ line, symbols, pay });
    linePays += pay;
  });
  // Each line carries 1/5 of the stake: hundredths of the stake = line pays * 100 / 5.
  return { stops, window, lineWins, multiplier: (linePays * 100) / SLOT_PAYLINES.length };
}

/** One spin from the round's fair stream: a uniform stop per reel, left to right. */
export function spinSlot(random: FairRandom): SlotSpin {
  const stops: number[] = [];
  for (let reel = 0; reel < SLOT_REELS; reel++) stops.push(random.nextInt(SLOT_REEL_STRIP.length));
  return slotOutcome(stops);
}

/** Exact RTP: the mean multiplier over every stop combination, each equally likely. */
export function computeSlotRtp(): ExactRatio {
  const length = SLOT_REEL_STRIP.length;
  let total = 0n;
  for (let a = 0; a < length; a++) {
    for (let b = 0; b < length; b++) {
      for (let c = 0; c < length; c++) total += BigInt(slotOutcome([a, b, c]).multiplier);
    }
  }
  return { numerator: total, denominator: BigInt(length ** SLOT_REELS * 100) };
}

export const SLOT_RTP: ExactRatio = /* @__PURE__ */ computeSlotRtp();
