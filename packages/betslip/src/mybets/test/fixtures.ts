import type {
  BetCountResponse,
  DailySettledBetsResponse,
  MyBet,
  MyBetLeg,
  OpenBetsResponse,
} from '@clem/core';

/**
 * Sample platform answers shaped like the sandbox's (apps/sandbox/README.md "My Bets and
 * settlement"; descriptions and references as `betslip-placement.ts` writes them): the demo
 * player, account 42, in EUR. Tests and stories only.
 */

export const SAMPLE_ACCOUNT_ID = 42;

function leg(overrides: Partial<MyBetLeg> & Pick<MyBetLeg, 'legIndex'>): MyBetLeg {
  return {
    outcomeId: 5_000_123,
    outcomeDescription: 'Arsenal',
    marketId: 2_000_045,
    marketDescription: 'Match Result',
    periodDescription: 'Full Time',
    eventId: 1_000_007,
    eventDescription: 'Arsenal vs Chelsea',
    sportCode: 'FOOT',
    eventDate: '2026-11-23T15:00:00.000Z',
    decimal: 1.85,
    spread: null,
    result: 'open',
    ordinal: null,
    reserve: false,
    ...overrides,
  };
}

function bet(overrides: Partial<MyBet> & Pick<MyBet, 'betId' | 'reference'>): MyBet {
  return {
    kind: 'single',
    betTypeId: 200_001,
    description: 'Arsenal (Match Result) – Arsenal vs Chelsea',
    status: 'open',
    eachWay: false,
    jackpotId: null,
    unitStake: 1000,
    totalStake: 1000,
    numberOfBets: 1,
    decimal: 1.85,
    potentialReturns: 1850,
    payout: 0,
    currency: 'EUR',
    precision: 2,
    displayScale: 1,
    placedAt: '2026-11-23T10:00:00.000Z',
    settledAt: null,
    legs: [leg({ legIndex: 0 })],
    ...overrides,
  };
}

/** A single on the match result: €10.00 at 1.85. */
export const openSingle: MyBet = bet({ betId: 17, reference: 'BS00000012-1' });

/** A treble waiting for the attendant. */
export const pendingTreble: MyBet = bet({
  betId: 18,
  reference: 'BS00000013-1',
  kind: 'multiple',
  betTypeId: 200_003,
  description: 'Treble (3 selections)',
  status: 'pending_approval',
  unitStake: 500,
  totalStake: 500,
  decimal: 5.4,
  potentialReturns: 2700,
  placedAt: '2026-11-23T10:05:00.000Z',
  legs: [
    leg({ legIndex: 0, decimal: 2 }),
    leg({
      legIndex: 1,
      outcomeId: 5_000_211,
      outcomeDescription: 'Real Madrid',
      marketId: 2_000_090,
      marketDescription: 'Asian Handicap',
      eventId: 1_000_015,
      eventDescription: 'Real Madrid vs Sevilla',
      eventDate: '2026-11-23T20:00:00.000Z',
      decimal: 1.5,
      spread: -1.5,
    }),
    leg({
      legIndex: 2,
      outcomeId: 5_000_305,
      outcomeDescription: 'Over',
      marketId: 2_000_120,
      marketDescription: 'Total Goals',
      eventId: 1_000_022,
      eventDescription: 'Bayern Munich vs Dortmund',
      eventDate: '2026-11-24T17:30:00.000Z',
      decimal: 1.8,
      spread: 2.5,
    }),
  ],
});

/** A Trixie: 4 lines of €2.00 on three selections; systems have no combined price. */
export const openTrixie: MyBet = bet({
  betId: 16,
  reference: 'BS00000011-1',
  kind: 'system',
  betTypeId: 200_019,
  description: 'Trixie (4 bets)',
  unitStake: 200,
  totalStake: 800,
  numberOfBets: 4,
  decimal: null,
  potentialReturns: 4500,
  placedAt: '2026-11-23T09:40:00.000Z',
  legs: [
    leg({ legIndex: 0, decimal: 2, result: 'won' }),
    leg({
      legIndex: 1,
      outcomeId: 5_000_402,
      outcomeDescription: 'Novak Djokovic',
      marketId: 2_000_200,
      marketDescription: 'Match Winner',
      eventId: 1_000_031,
      eventDescription: 'Novak Djokovic vs Carlos Alcaraz',
      sportCode: 'TENN',
      decimal: 1.5,
    }),
    leg({
      legIndex: 2,
      outcomeId: 5_000_511,
      outcomeDescription: 'Lakers',
      marketId: 2_000_300,
      marketDescription: 'Match Winner',
      periodDescription: 'Full Time (incl. OT)',
      eventId: 1_000_040,
      eventDescription: 'Lakers vs Celtics',
      sportCode: 'BASK',
      decimal: 3,
    }),
  ],
});

/** An each-way single (nextbet's UK betslip): 2 lines of €5.00. */
export const openEachWay: MyBet = bet({
  betId: 15,
  reference: 'BS00000010-1',
  description: 'Arsenal (Outright Winner) – Premier League 2026/27',
  eachWay: true,
  unitStake: 500,
  totalStake: 1000,
  numberOfBets: 2,
  decimal: 5,
  potentialReturns: 3500,
  placedAt: '2026-11-22T18:00:00.000Z',
  legs: [
    leg({
      legIndex: 0,
      marketDescription: 'Outright Winner',
      periodDescription: 'Season',
      eventId: 1_000_900,
      eventDescription: 'Premier League 2026/27',
      eventDate: '2027-05-23T15:00:00.000Z',
      decimal: 5,
    }),
  ],
});

/** A jackpot bet: one pick per jackpot event ordinal, one of them a reserve. */
export const openJackpot: MyBet = bet({
  betId: 14,
  reference: 'BS00000009-1',
  kind: 'jackpot',
  betTypeId: 300_001,
  description: 'Weekend Jackpot (3 selections)',
  jackpotId: 3,
  unitStake: 200,
  totalStake: 200,
  decimal: null,
  potentialReturns: 10_000_000,
  placedAt: '2026-11-22T12:00:00.000Z',
  legs: [1, 2, 3].map((ordinal) =>
    leg({
      legIndex: ordinal - 1,
      outcomeId: 5_000_600 + ordinal,
      outcomeDescription: ordinal === 2 ? 'Draw' : 'Home',
      eventId: 1_000_600 + ordinal,
      eventDescription: ['Leeds vs Everton', 'Fulham vs Brentford', 'Wolves vs Burnley'][
        ordinal - 1
      ],
      decimal: 2.2,
      ordinal,
      reserve: ordinal === 3,
    }),
  ),
});

export const sampleOpenBetsResponse: OpenBetsResponse = {
  accountId: SAMPLE_ACCOUNT_ID,
  count: 5,
  bets: [pendingTreble, openSingle, openTrixie, openEachWay, openJackpot],
};

export const emptyOpenBetsResponse: OpenBetsResponse = {
  accountId: SAMPLE_ACCOUNT_ID,
  count: 0,
  bets: [],
};

type SettledBet = DailySettledBetsResponse['bets'][number];

export const wonSingle: SettledBet = {
  ...openSingle,
  betId: 12,
  reference: 'BS00000007-1',
  status: 'won',
  payout: 1850,
  placedAt: '2026-11-22T13:00:00.000Z',
  settledAt: '2026-11-22T16:55:00.000Z',
  legs: openSingle.legs.map((l) => ({ ...l, result: 'won' as const })),
};

export const lostDouble: SettledBet = {
  ...pendingTreble,
  betId: 11,
  reference: 'BS00000006-1',
  betTypeId: 200_002,
  description: 'Double (2 selections)',
  status: 'lost',
  decimal: 3,
  potentialReturns: 1500,
  placedAt: '2026-11-22T11:00:00.000Z',
  settledAt: '2026-11-22T21:50:00.000Z',
  legs: (pendingTreble.legs.slice(0, 2) as MyBetLeg[]).map((l, index) => ({
    ...l,
    result: index === 0 ? ('won' as const) : ('lost' as const),
  })),
};

export const voidSingle: SettledBet = {
  ...openSingle,
  betId: 10,
  reference: 'BS00000005-1',
  status: 'void',
  payout: 1000,
  description: 'Draw (Match Result) – Leeds vs Everton',
  placedAt: '2026-11-22T09:00:00.000Z',
  settledAt: '2026-11-22T14:52:00.000Z',
  legs: [
    leg({
      legIndex: 0,
      outcomeDescription: 'Draw',
      eventDescription: 'Leeds vs Everton',
      decimal: 3.4,
      result: 'void',
    }),
  ],
};

export const sampleSettledBetsResponse: DailySettledBetsResponse = {
  accountId: SAMPLE_ACCOUNT_ID,
  numberOfBets: 50,
  count: 3,
  bets: [lostDouble, wonSingle, voidSingle],
};

export const emptySettledBetsResponse: DailySettledBetsResponse = {
  accountId: SAMPLE_ACCOUNT_ID,
  numberOfBets: 50,
  count: 0,
  bets: [],
};

/** A VND bet: precision 0, shown in thousands (displayScale 1000). */
export const vndSingle: MyBet = {
  ...openSingle,
  betId: 30,
  reference: 'BS00000030-1',
  unitStake: 50_000,
  totalStake: 50_000,
  potentialReturns: 92_500,
  currency: 'VND',
  precision: 0,
  displayScale: 1000,
};

export function betCountBody(count: number): BetCountResponse {
  return { balance: 100_000, count, currency: 'EUR', precision: 2, displayScale: 1 };
}
