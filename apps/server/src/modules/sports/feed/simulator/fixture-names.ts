/**
 * Names the simulator draws fixtures from: real competitions and teams, so the demo reads like
 * a real book. Competition ids are fixed numbers (a real feed keeps them for years), team
 * strengths are rough ratings that tilt the simulated results.
 */

export interface Team {
  name: string;
  /** Short name used in cricket scores and session names ("IND"). */
  code: string;
  /** Rating around 1.0; a stronger side wins more often. */
  strength: number;
}

export interface CompetitionInfo {
  id: string;
  name: string;
  region: string;
  countryCode: string;
  timezone: string;
  highlight: boolean;
  teams: readonly Team[];
}

const team = (name: string, code: string, strength: number): Team => ({ name, code, strength });

export const CRICKET_INTERNATIONAL: readonly Team[] = [
  team('India', 'IND', 1.25),
  team('Australia', 'AUS', 1.2),
  team('England', 'ENG', 1.1),
  team('South Africa', 'SA', 1.05),
  team('New Zealand', 'NZ', 1.05),
  team('Pakistan', 'PAK', 1.0),
  team('Sri Lanka', 'SL', 0.9),
  team('West Indies', 'WI', 0.9),
  team('Afghanistan', 'AFG', 0.9),
  team('Bangladesh', 'BAN', 0.85),
];

export const IPL: CompetitionInfo = {
  id: '101480',
  name: 'Indian Premier League',
  region: 'IN',
  countryCode: 'IN',
  timezone: 'Asia/Kolkata',
  highlight: true,
  teams: [
    team('Chennai Super Kings', 'CSK', 1.1),
    team('Mumbai Indians', 'MI', 1.1),
    team('Royal Challengers Bengaluru', 'RCB', 1.0),
    team('Kolkata Knight Riders', 'KKR', 1.05),
    team('Delhi Capitals', 'DC', 0.95),
    team('Punjab Kings', 'PBKS', 0.95),
    team('Rajasthan Royals', 'RR', 1.0),
    team('Sunrisers Hyderabad', 'SRH', 1.0),
    team('Gujarat Titans', 'GT', 1.05),
    team('Lucknow Super Giants', 'LSG', 0.95),
  ],
};

export const INTERNATIONAL_T20: CompetitionInfo = {
  id: '11365612',
  name: 'International Twenty20 Matches',
  region: 'INT',
  countryCode: 'IN',
  timezone: 'Asia/Kolkata',
  highlight: true,
  teams: CRICKET_INTERNATIONAL,
};

export const ODI: CompetitionInfo = {
  id: '2609466',
  name: 'One Day Internationals',
  region: 'INT',
  countryCode: 'IN',
  timezone: 'Asia/Kolkata',
  highlight: true,
  teams: CRICKET_INTERNATIONAL,
};

export const SOCCER_COMPETITIONS: readonly CompetitionInfo[] = [
  {
    id: '10932509',
    name: 'English Premier League',
    region: 'GB',
    countryCode: 'GB',
    timezone: 'Europe/London',
    highlight: true,
    teams: [
      team('Arsenal', 'ARS', 1.25),
      team('Man City', 'MCI', 1.25),
      team('Liverpool', 'LIV', 1.25),
      team('Chelsea', 'CHE', 1.1),
      team('Tottenham', 'TOT', 1.05),
      team('Newcastle', 'NEW', 1.05),
      team('Aston Villa', 'AVL', 1.05),
      team('Man Utd', 'MUN', 1.0),
      team('Brighton', 'BHA', 0.95),
      team('West Ham', 'WHU', 0.9),
      team('Everton', 'EVE', 0.85),
      team('Fulham', 'FUL', 0.9),
    ],
  },
  {
    id: '117',
    name: 'Spanish La Liga',
    region: 'ES',
    countryCode: 'ES',
    timezone: 'Europe/Madrid',
    highlight: false,
    teams: [
      team('Real Madrid', 'RMA', 1.3),
      team('Barcelona', 'BAR', 1.3),
      team('Atletico Madrid', 'ATM', 1.15),
      team('Athletic Bilbao', 'ATH', 1.0),
      team('Real Sociedad', 'RSO', 0.95),
      team('Villarreal', 'VIL', 1.0),
      team('Real Betis', 'BET', 0.95),
      team('Sevilla', 'SEV', 0.9),
      team('Valencia', 'VAL', 0.9),
      team('Girona', 'GIR', 0.95),
    ],
  },
  {
    id: '81',
    name: 'Italian Serie A',
    region: 'IT',
    countryCode: 'IT',
    timezone: 'Europe/Rome',
    highlight: false,
    teams: [
      team('Inter', 'INT', 1.25),
      team('Napoli', 'NAP', 1.15),
      team('Juventus', 'JUV', 1.1),
      team('AC Milan', 'MIL', 1.1),
      team('Atalanta', 'ATA', 1.1),
      team('Roma', 'ROM', 1.0),
      team('Lazio', 'LAZ', 1.0),
      team('Fiorentina', 'FIO', 0.95),
      team('Bologna', 'BOL', 0.95),
      team('Torino', 'TOR', 0.9),
    ],
  },
  {
    id: '59',
    name: 'German Bundesliga',
    region: 'DE',
    countryCode: 'DE',
    timezone: 'Europe/Berlin',
    highlight: false,
    teams: [
      team('Bayern Munich', 'FCB', 1.3),
      team('Leverkusen', 'B04', 1.2),
      team('Dortmund', 'BVB', 1.15),
      team('RB Leipzig', 'RBL', 1.1),
      team('Stuttgart', 'VFB', 1.0),
      team('Eintracht Frankfurt', 'SGE', 1.0),
      team('Freiburg', 'SCF', 0.95),
      team('Wolfsburg', 'WOB', 0.9),
      team('Mainz', 'M05', 0.9),
      team('Werder Bremen', 'SVW', 0.9),
    ],
  },
  {
    id: '8594324',
    name: 'Indian Super League',
    region: 'IN',
    countryCode: 'IN',
    timezone: 'Asia/Kolkata',
    highlight: false,
    teams: [
      team('Mohun Bagan Super Giant', 'MBSG', 1.15),
      team('Mumbai City FC', 'MCFC', 1.1),
      team('FC Goa', 'FCG', 1.05),
      team('Bengaluru FC', 'BFC', 1.0),
      team('Kerala Blasters', 'KBFC', 1.0),
      team('East Bengal', 'EBFC', 0.95),
      team('Odisha FC', 'OFC', 0.95),
      team('Jamshedpur FC', 'JFC', 0.9),
      team('Chennaiyin FC', 'CFC', 0.9),
      team('Punjab FC', 'PFC', 0.85),
    ],
  },
];

export const TENNIS_COMPETITIONS: readonly CompetitionInfo[] = [
  {
    id: '12544821',
    name: 'ATP Finals',
    region: 'INT',
    countryCode: 'IT',
    timezone: 'Europe/Rome',
    highlight: false,
    teams: [
      team('Jannik Sinner', 'SIN', 1.3),
      team('Carlos Alcaraz', 'ALC', 1.3),
      team('Novak Djokovic', 'DJO', 1.2),
      team('Alexander Zverev', 'ZVE', 1.15),
      team('Daniil Medvedev', 'MED', 1.1),
      team('Taylor Fritz', 'FRI', 1.05),
      team('Casper Ruud', 'RUU', 1.0),
      team('Alex de Minaur', 'DEM', 1.0),
      team('Holger Rune', 'RUN', 0.95),
      team('Stefanos Tsitsipas', 'TSI', 0.95),
    ],
  },
  {
    id: '12544822',
    name: 'WTA Finals',
    region: 'INT',
    countryCode: 'SA',
    timezone: 'Asia/Riyadh',
    highlight: false,
    teams: [
      team('Aryna Sabalenka', 'SAB', 1.3),
      team('Iga Swiatek', 'SWI', 1.25),
      team('Coco Gauff', 'GAU', 1.15),
      team('Elena Rybakina', 'RYB', 1.1),
      team('Jessica Pegula', 'PEG', 1.05),
      team('Qinwen Zheng', 'ZHE', 1.05),
      team('Jasmine Paolini', 'PAO', 1.0),
      team('Mirra Andreeva', 'AND', 1.0),
      team('Emma Navarro', 'NAV', 0.95),
      team('Madison Keys', 'KEY', 0.95),
    ],
  },
];

export const KABADDI: CompetitionInfo = {
  id: '28471156',
  name: 'Pro Kabaddi League',
  region: 'IN',
  countryCode: 'IN',
  timezone: 'Asia/Kolkata',
  highlight: false,
  teams: [
    team('Patna Pirates', 'PAT', 1.1),
    team('Bengal Warriorz', 'BEN', 1.0),
    team('Jaipur Pink Panthers', 'JPP', 1.1),
    team('U Mumba', 'MUM', 1.0),
    team('Puneri Paltan', 'PUN', 1.15),
    team('Dabang Delhi K.C.', 'DEL', 1.05),
    team('Bengaluru Bulls', 'BLR', 0.95),
    team('Telugu Titans', 'TEL', 0.9),
    team('Tamil Thalaivas', 'TAM', 0.95),
    team('Gujarat Giants', 'GUJ', 0.95),
    team('Haryana Steelers', 'HAR', 1.1),
    team('UP Yoddhas', 'UP', 1.0),
  ],
};

const course = (id: string, name: string): CompetitionInfo => ({
  id,
  name,
  region: 'GB',
  countryCode: 'GB',
  timezone: 'Europe/London',
  highlight: false,
  teams: [],
});

/** Race courses; a race's competition is its course, as on the exchange. */
export const RACE_COURSES: readonly CompetitionInfo[] = [
  course('31044101', 'Kempton'),
  course('31044102', 'Lingfield'),
  course('31044103', 'Wolverhampton'),
  course('31044104', 'Newcastle'),
];

export const HORSE_NAMES: readonly string[] = [
  'Golden Arrow',
  'Silent Thunder',
  'Monsoon Dancer',
  'Royal Ascent',
  'Midnight Falcon',
  'Desert Mirage',
  'Copper Kettle',
  'Sea The Sparks',
  'Velvet Storm',
  'Harbour Lights',
  'Kingston Jewel',
  'Northern Dawn',
  'Saffron Skies',
  'Brave Cavalier',
  'Lucky Lantern',
  'Iron Duchess',
  'Misty Meadow',
  'Captain Chaos',
  'Wild Orchid',
  'Silver Sovereign',
  'Emerald Isle',
  'Bold Venture',
  'Crimson Tide',
  'Twilight Express',
  'Highland Fling',
  'Noble Quest',
  'Rapid Response',
  'Star Of Mumbai',
  'Winter Rose',
  'Flying Scotsman',
  'Quiet Reflection',
  'Master Of Arts',
  'Ocean Breeze',
  'Sunset Boulevard',
  'Glorious Gold',
  'Dancing Brave',
  'Pepper Pot',
  'Cosmic Ray',
  'Hidden Agenda',
  'Morning Glory',
  'Amber Spirit',
  'Urban Legend',
  'Little Big Man',
  'Secret Garden',
  'Thunder Bay',
  'Blue Horizon',
  'Lady Penelope',
  'Mr Marvellous',
];

export interface PoliticsSpecial {
  name: string;
  marketName: string;
  candidates: readonly string[];
}

export const POLITICS: CompetitionInfo = {
  id: '28941037',
  name: 'Indian Politics',
  region: 'IN',
  countryCode: 'IN',
  timezone: 'Asia/Kolkata',
  highlight: false,
  teams: [],
};

export const POLITICS_SPECIALS: readonly PoliticsSpecial[] = [
  { name: 'Maharashtra Assembly Election', marketName: 'Most Seats', candidates: ['BJP', 'Shiv Sena (UBT)', 'INC', 'NCP (SP)', 'Others'] },
  { name: 'Bihar Assembly Election', marketName: 'Most Seats', candidates: ['BJP', 'RJD', 'JD(U)', 'INC', 'Jan Suraaj'] },
  { name: 'West Bengal Assembly Election', marketName: 'Most Seats', candidates: ['AITC', 'BJP', 'CPI(M)', 'INC'] },
  { name: 'Tamil Nadu Assembly Election', marketName: 'Most Seats', candidates: ['DMK', 'AIADMK', 'BJP', 'TVK', 'Others'] },
];
