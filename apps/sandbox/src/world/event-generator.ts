import type { Insertable } from 'kysely';
import type { EventPathRow, JsonValue } from '../db/schema';
import type {
  EventsTable,
  MarketStatus,
  MarketsTable,
  OutcomesTable,
} from '../events/world-tables';
import {
  OUTRIGHT_TEMPLATE,
  livePeriodOf,
  marketTemplates,
  marketTypeStyle,
  period,
  type MarketTemplate,
} from './market-catalogue';
import { participantsFor } from './participant-names';
import { mulberry32, randomInt, type Random } from './prng';
import { slugify } from './slug';

export type NewEvent = Insertable<EventsTable>;
export type NewMarket = Insertable<MarketsTable>;
export type NewOutcome = Insertable<OutcomesTable>;

/** The events, markets and outcomes one seed gives, relative to one anchor time. */
export interface WorldEvents {
  readonly events: NewEvent[];
  readonly markets: NewMarket[];
  readonly outcomes: NewOutcome[];
}

export const FIRST_EVENT_ID = 1_000_001;
export const FIRST_MARKET_ID = 2_000_001;
export const FIRST_OUTCOME_ID = 5_000_001;
/** Opponent ids start here (a seeded world numbers them per sport from `+ sportId * 1000`). */
export const FIRST_OPPONENT_ID = 700_000;
const PRICE_ID_OFFSET = 100_000_000;
const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
/** Sports with an outright ("Winner") event per league. */
const OUTRIGHT_SPORTS = new Set(['FOOT', 'BASK', 'ICEH', 'CRIC', 'CSGO', 'LOLS']);
const ESPORTS = new Set(['CSGO', 'DOTA', 'LOLS']);

/** The anchor of a freshly seeded world: the current time, truncated to the minute. */
export function worldAnchor(now = new Date()): Date {
  return new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
}

/**
 * Every league gets exactly its `event_count` game events (so the tree's counts are the real
 * counts), a share of them in play; some sports also get one outright per league. Prematch
 * events start between 5 minutes and 7 days after `anchor` (a few up to 12 days).
 */
export function generateWorldEvents(
  seed: number,
  eventPaths: readonly EventPathRow[],
  anchor: Date,
): WorldEvents {
  const builder = new WorldBuilder(mulberry32((seed ^ 0x5eed_e7e7) >>> 0), anchor);
  const byId = new Map(eventPaths.map((row) => [row.id, row]));
  for (const league of eventPaths) {
    if (league.kind !== 'league' || league.parent_id === null) continue;
    const country = byId.get(league.parent_id);
    const sport = country?.parent_id == null ? undefined : byId.get(country.parent_id);
    if (country === undefined || sport === undefined) continue;
    builder.league(sport, country, league);
  }
  return builder.result();
}

/** Prematch events a fill adds start between 1 hour and 7 days after the anchor. */
const FILL_PREMATCH_MINUTES: readonly [number, number] = [61, 7 * DAY_MINUTES];

/** What `generateLeagueEvents` needs to add events to a seeded world. */
export interface LeagueFill {
  readonly sport: EventPathRow;
  readonly country: EventPathRow;
  readonly league: EventPathRow;
  /** How many game events to add. */
  readonly count: number;
  /** The league's game events now: with the league id, it seeds the fill. */
  readonly currentCount: number;
  /** Dates are relative to this instant (truncated to the minute). */
  readonly now: Date;
  /** The first free ids (one past the highest stored). */
  readonly nextIds: { readonly event: number; readonly market: number; readonly outcome: number };
  /** Opponents the world already has, by `${sportId}/${name}`: they keep their ids. */
  readonly opponents: ReadonlyMap<string, number>;
  /** The id a new opponent gets (then the next ones). */
  readonly nextOpponentId: number;
}

/**
 * `count` prematch game events for one league, made the way the world makes its own (names,
 * markets, prices), starting between 1 hour and 7 days after `now`. The same league, count and
 * current count give the same events; ids continue after the stored ones.
 */
export function generateLeagueEvents(fill: LeagueFill): WorldEvents {
  const random = mulberry32(leagueFillSeed(fill.league.id, fill.currentCount));
  const builder = new WorldBuilder(random, worldAnchor(fill.now), {
    eventOffset: fill.nextIds.event - FIRST_EVENT_ID,
    marketOffset: fill.nextIds.market - FIRST_MARKET_ID,
    outcomeOffset: fill.nextIds.outcome - FIRST_OUTCOME_ID,
    opponents: fill.opponents,
    nextOpponentId: fill.nextOpponentId,
    prematchMinutes: FILL_PREMATCH_MINUTES,
  });
  builder.prematchEvents(fill.sport, fill.country, fill.league, fill.count);
  return builder.result();
}

/** The PRNG seed of a league fill: the league id mixed with its current event count. */
export function leagueFillSeed(leagueId: number, currentCount: number): number {
  let hash = Math.imul(leagueId ^ 0x1ea9_f111, 0x9e37_79b1);
  hash = Math.imul(hash ^ (hash >>> 15) ^ currentCount, 0x85eb_ca6b);
  return (hash ^ (hash >>> 13)) >>> 0;
}

/** Where a builder that extends a stored world starts. */
interface BuilderStart {
  readonly eventOffset: number;
  readonly marketOffset: number;
  readonly outcomeOffset: number;
  readonly opponents: ReadonlyMap<string, number>;
  readonly nextOpponentId: number;
  /** Prematch start offsets in minutes, both included (instead of the seed's spread). */
  readonly prematchMinutes: readonly [number, number];
}

interface LeagueContext {
  readonly sport: EventPathRow;
  readonly sportCode: string;
  readonly country: EventPathRow;
  readonly league: EventPathRow;
  readonly participants: readonly string[];
}

interface Side {
  readonly id: number;
  readonly description: string;
}

class WorldBuilder {
  private readonly events: NewEvent[] = [];
  private readonly markets: NewMarket[] = [];
  private readonly outcomes: NewOutcome[] = [];
  private readonly opponentIds: Map<string, number>;
  private readonly eventOffset: number;
  private readonly marketOffset: number;
  private readonly outcomeOffset: number;
  private nextOpponentId: number | undefined;

  /** Without `start`, a fresh world: ids from the first ones, opponents numbered per sport. */
  constructor(
    private readonly random: Random,
    private readonly anchor: Date,
    private readonly start?: BuilderStart,
  ) {
    this.opponentIds = new Map(start?.opponents ?? []);
    this.eventOffset = start?.eventOffset ?? 0;
    this.marketOffset = start?.marketOffset ?? 0;
    this.outcomeOffset = start?.outcomeOffset ?? 0;
    this.nextOpponentId = start?.nextOpponentId;
  }

  result(): WorldEvents {
    return { events: this.events, markets: this.markets, outcomes: this.outcomes };
  }

  league(sport: EventPathRow, country: EventPathRow, league: EventPathRow): void {
    const context = this.leagueContext(sport, country, league);
    const { sportCode } = context;
    const share = sportCode === 'EFOT' || sportCode === 'EBSK' ? 0.3 : 0.07;
    const liveCount = Math.min(
      league.event_count,
      Math.floor(league.event_count * share + this.random()),
    );
    for (let index = 0; index < league.event_count; index += 1) {
      this.gameEvent(context, index < liveCount);
    }
    if (OUTRIGHT_SPORTS.has(sportCode)) this.outrightEvent(context);
  }

  /** `count` more prematch game events of one league (no outright). */
  prematchEvents(
    sport: EventPathRow,
    country: EventPathRow,
    league: EventPathRow,
    count: number,
  ): void {
    const context = this.leagueContext(sport, country, league);
    for (let index = 0; index < count; index += 1) this.gameEvent(context, false);
  }

  private leagueContext(
    sport: EventPathRow,
    country: EventPathRow,
    league: EventPathRow,
  ): LeagueContext {
    const sportCode = sport.sport_code ?? '';
    return {
      sport,
      sportCode,
      country,
      league,
      participants: participantsFor(sportCode, country.name, league.name),
    };
  }

  private get nextEventIndex(): number {
    return this.eventOffset + this.events.length;
  }

  private opponent(sportId: number, name: string): Side {
    const key = `${sportId}/${name}`;
    let id = this.opponentIds.get(key);
    if (id === undefined) {
      if (this.nextOpponentId === undefined) {
        id = FIRST_OPPONENT_ID + sportId * 1000 + this.opponentIds.size;
      } else {
        id = this.nextOpponentId;
        this.nextOpponentId += 1;
      }
      this.opponentIds.set(key, id);
    }
    return { id, description: name };
  }

  private gameEvent(context: LeagueContext, live: boolean): void {
    const { sport, sportCode, participants } = context;
    const random = this.random;
    const homeIndex = randomInt(random, 0, participants.length - 1);
    const awayIndex =
      (homeIndex + randomInt(random, 1, participants.length - 1)) % participants.length;
    const home = this.opponent(sport.id, participants[homeIndex] ?? 'Home');
    const away = this.opponent(sport.id, participants[awayIndex] ?? 'Away');
    const id = FIRST_EVENT_ID + this.nextEventIndex;
    const name = `${home.description} vs ${away.description}`;

    // Home minus away strength in [-1, 1]; one event in 20 is a near-certain mismatch.
    let strength = random() * 2 - 1;
    if (random() < 0.05) strength = (strength < 0 ? -1 : 1) * (0.985 + random() * 0.015);
    const margin = 0.03 + random() * 0.05;

    const prematch = this.start?.prematchMinutes;
    const startOffset = live
      ? -randomInt(random, 1, 100)
      : prematch !== undefined
        ? randomInt(random, prematch[0], prematch[1])
        : random() < 0.9
          ? randomInt(random, 5, 7 * DAY_MINUTES - 5)
          : randomInt(random, 7 * DAY_MINUTES, 12 * DAY_MINUTES);
    const eventDate = new Date(this.anchor.getTime() + startOffset * MINUTE);
    const liveState = live ? this.liveState(sportCode, home, away, -startOffset) : undefined;
    const streaming = live ? ESPORTS.has(sportCode) || random() < 0.5 : random() < 0.2;

    this.events.push({
      id,
      sport_id: sport.id,
      country_id: context.country.id,
      league_id: context.league.id,
      event_type: 'GAME_EVENT',
      name,
      slug: `${id}-${slugify(name)}`,
      sport_code: sportCode,
      opponents: JSON.stringify([home, away]),
      event_date: eventDate.toISOString(),
      feed_code: feedCode(sportCode, id),
      live_streaming: streaming,
      betradar_id: ESPORTS.has(sportCode) ? null : 40_000_000 + id,
      stream_id: streaming ? `stream-${id}` : null,
      tracker_id: live && random() < 0.3 ? `https://tracker.sandbox.invalid/${id}` : null,
      is_live: live,
      clock_minutes: liveState?.minutes ?? null,
      clock_status: liveState?.status ?? null,
      period_abbreviation: liveState?.abbreviation ?? null,
      period_number: liveState?.number ?? null,
      scores: liveState ? JSON.stringify(liveState.scores) : null,
      is_finished: false,
      sort_order: this.nextEventIndex,
    });

    const cutoff = new Date(eventDate.getTime() + (live ? 180 : 0) * MINUTE).toISOString();
    for (const template of marketTemplates(sportCode)) {
      if (template.liveOnly && !live) continue;
      if (
        live &&
        liveState &&
        template.period.sequence > 0 &&
        template.period.abbreviation === liveState.abbreviation &&
        template.period.sequence < liveState.number
      ) {
        continue; // that period is over
      }
      if (template.kind === 'correctScore' && random() < 0.5) continue;
      const lines = template.lines ?? [null];
      lines.forEach((line, instance) => {
        if (instance > 0 && random() < 0.3) return;
        this.market(id, template, {
          home,
          away,
          strength,
          margin,
          live,
          cutoff,
          line,
          instance: instance + 1,
          firstLine: lines[0] ?? null,
        });
      });
    }
  }

  private outrightEvent(context: LeagueContext): void {
    const { sport, sportCode, league, participants } = context;
    const id = FIRST_EVENT_ID + this.nextEventIndex;
    const name =
      `${league.name} ${context.country.name === 'International' ? '' : `(${context.country.name}) `}Winner`.replace(
        '  ',
        ' ',
      );
    const eventDate = new Date(
      this.anchor.getTime() + randomInt(this.random, 30, 120) * DAY_MINUTES * MINUTE,
    );
    const sides = participants
      .slice(0, 20)
      .map((participant) => this.opponent(sport.id, participant));
    this.events.push({
      id,
      sport_id: sport.id,
      country_id: context.country.id,
      league_id: league.id,
      event_type: 'OUTRIGHT',
      name,
      slug: `${id}-${slugify(name)}`,
      sport_code: sportCode,
      opponents: JSON.stringify([]),
      event_date: eventDate.toISOString(),
      feed_code: `sr:season:${league.id}`,
      live_streaming: false,
      betradar_id: null,
      stream_id: null,
      tracker_id: null,
      is_live: false,
      clock_minutes: null,
      clock_status: null,
      period_abbreviation: null,
      period_number: null,
      scores: null,
      is_finished: false,
      sort_order: this.nextEventIndex,
    });
    const marketId = this.pushMarket(id, OUTRIGHT_TEMPLATE, 'open', eventDate.toISOString(), 1);
    const weights = sides.map(() => this.random() ** 3 + 0.002);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    sides.forEach((side, index) => {
      this.pushOutcome(
        marketId,
        side.description,
        index + 1,
        side.id,
        (weights[index] ?? 0) / total,
        0.12,
        null,
        this.random() < 0.05,
      );
    });
  }

  private liveState(sportCode: string, home: Side, away: Side, elapsed: number): LiveState {
    const random = this.random;
    const { kind, count } = livePeriodOf(sportCode);
    const periods = sportCode === 'BOXI' ? 12 : count;
    const number = Math.min(periods, 1 + Math.floor((elapsed / 100) * periods));
    const abbreviation = period(kind, number).abbreviation;
    const status = random() < 0.1 ? 'INTERMISSION' : 'RUNNING';
    const minutes = sportCode === 'FOOT' ? Math.min(90, elapsed) : elapsed;
    const isSets = kind === 'SETS' || kind === 'MAP';
    const withPeriods = kind === 'QTR' || kind === 'PERIOD' || isSets;
    // Per-period scores first; the match score follows from them (sets or maps won, or sums).
    const periodScores: [number, number][] = [];
    if (withPeriods) {
      for (let instance = 1; instance <= number; instance += 1) {
        const finished = instance < number;
        if (kind === 'SETS') {
          const won = random() < 0.5;
          const loser = randomInt(random, 0, 5);
          const winner = loser === 5 ? 7 : 6;
          periodScores.push(
            finished
              ? won
                ? [winner, loser]
                : [loser, winner]
              : [randomInt(random, 0, 5), randomInt(random, 0, 5)],
          );
        } else if (kind === 'MAP') {
          const won = random() < 0.5;
          const loser = randomInt(random, 3, 11);
          periodScores.push(
            finished
              ? won
                ? [13, loser]
                : [loser, 13]
              : [randomInt(random, 0, 12), randomInt(random, 0, 12)],
          );
        } else {
          const max = kind === 'QTR' ? 30 : 3;
          periodScores.push([randomInt(random, 0, max), randomInt(random, 0, max)]);
        }
      }
    }
    const sum = (side: 0 | 1) => periodScores.reduce((total, score) => total + score[side], 0);
    const won = (side: 0 | 1) =>
      periodScores.slice(0, -1).filter((score) => score[side] > score[side === 0 ? 1 : 0]).length;
    const goals = (max: number) => [randomInt(random, 0, max), randomInt(random, 0, max)] as const;
    const [homePoints, awayPoints] = isSets
      ? [won(0), won(1)]
      : withPeriods
        ? [sum(0), sum(1)]
        : goals(sportCode === 'FOOT' || sportCode === 'EFOT' ? Math.floor(minutes / 30) + 1 : 4);
    const servingHome = random() < 0.5;
    const footballExtras =
      sportCode === 'FOOT' || sportCode === 'EFOT'
        ? () => ({
            redCards: random() < 0.1 ? 1 : 0,
            yellowCards: randomInt(random, 0, 4),
            corners: randomInt(random, 0, 9),
          })
        : () => ({});
    const scores: { [key: string]: JsonValue } = {
      scores: [
        {
          opponentId: home.id,
          points: homePoints,
          formattedPoints: String(homePoints),
          serving: servingHome,
          ...footballExtras(),
        },
        {
          opponentId: away.id,
          points: awayPoints,
          formattedPoints: String(awayPoints),
          serving: !servingHome,
          ...footballExtras(),
        },
      ],
    };
    if (isSets) {
      const gamePoints = ['0', '15', '30', '40'];
      scores.sets = {
        maxSets: periods,
        gameSet: [
          {
            opponentId: home.id,
            formattedPoints: gamePoints[randomInt(random, 0, 3)] ?? '0',
            serving: servingHome,
          },
          {
            opponentId: away.id,
            formattedPoints: gamePoints[randomInt(random, 0, 3)] ?? '0',
            serving: !servingHome,
          },
        ],
      };
    }
    if (withPeriods) {
      const perPeriod: JsonValue[] = [];
      periodScores.forEach((score, index) => {
        [home, away].forEach((side, sideIndex) => {
          perPeriod.push({
            opponentId: side.id,
            periodKey: abbreviation,
            periodInstance: index + 1,
            score: score[sideIndex] ?? 0,
          });
        });
      });
      scores.scoresPerPeriod = perPeriod;
    }
    return { minutes, status, abbreviation, number, scores };
  }

  private market(eventId: number, template: MarketTemplate, options: MarketOptions): void {
    const random = this.random;
    const roll = random();
    const status: MarketStatus = options.live
      ? roll < 0.08
        ? 'suspended'
        : roll < 0.09
          ? 'lts'
          : 'open'
      : roll < 0.03
        ? 'suspended'
        : roll < 0.04
          ? 'lts'
          : roll < 0.045
            ? 'closed'
            : 'open';
    const marketId = this.pushMarket(eventId, template, status, options.cutoff, options.instance);
    const { home, away, strength, margin, line } = options;
    const hide = () => random() < 0.01;
    const homeWin = 0.5 + 0.495 * Math.sign(strength) * Math.abs(strength) ** 1.3;
    switch (template.kind) {
      case 'h2h':
        this.pushOutcome(marketId, home.description, 1, home.id, homeWin, margin, null, hide());
        this.pushOutcome(marketId, away.description, 2, away.id, 1 - homeWin, margin, null, hide());
        return;
      case 'wdw': {
        const draw =
          template.marketTypeId === 8001 ? 0.03 : Math.max(0.05, 0.3 - 0.22 * Math.abs(strength));
        this.pushOutcome(
          marketId,
          home.description,
          1,
          home.id,
          (1 - draw) * homeWin,
          margin,
          null,
          hide(),
        );
        this.pushOutcome(marketId, 'Draw', 2, null, draw, margin, null, hide());
        this.pushOutcome(
          marketId,
          away.description,
          3,
          away.id,
          (1 - draw) * (1 - homeWin),
          margin,
          null,
          hide(),
        );
        return;
      }
      case 'hdp': {
        const value = line ?? 0;
        const scale = Math.max(1, Math.abs(options.firstLine ?? 1000) / 1500);
        const cover = clamp(0.5 + 0.2 * strength + (value / 1000 / scale) * 0.12, 0.08, 0.92);
        this.pushOutcome(marketId, home.description, 1, home.id, cover, margin, value, false);
        this.pushOutcome(marketId, away.description, 2, away.id, 1 - cover, margin, -value, false);
        return;
      }
      case 'ou': {
        const value = line ?? 0;
        const first = options.firstLine ?? value;
        const scale = Math.max(1, first / 2500);
        const over = clamp(
          0.5 + ((first - value) / 1000 / scale) * 0.18 + (random() - 0.5) * 0.1,
          0.06,
          0.94,
        );
        this.pushOutcome(marketId, 'Over', 1, null, over, margin, value, false);
        this.pushOutcome(marketId, 'Under', 2, null, 1 - over, margin, value, false);
        return;
      }
      case 'btts': {
        const yes = 0.42 + random() * 0.18 - 0.1 * Math.abs(strength);
        this.pushOutcome(marketId, 'Yes', 1, null, yes, margin, null, false);
        this.pushOutcome(marketId, 'No', 2, null, 1 - yes, margin, null, false);
        return;
      }
      case 'nextGoal': {
        const none = 0.1 + random() * 0.1;
        this.pushOutcome(
          marketId,
          home.description,
          1,
          home.id,
          (1 - none) * homeWin,
          margin,
          null,
          false,
        );
        this.pushOutcome(marketId, 'No Goal', 2, null, none, margin, null, false);
        this.pushOutcome(
          marketId,
          away.description,
          3,
          away.id,
          (1 - none) * (1 - homeWin),
          margin,
          null,
          false,
        );
        return;
      }
      case 'correctScore': {
        const homeRate = Math.max(0.2, 1.35 + 0.9 * strength);
        const awayRate = Math.max(0.2, 1.1 - 0.8 * strength);
        let covered = 0;
        let ordinal = 1;
        for (let homeGoals = 0; homeGoals <= 3; homeGoals += 1) {
          for (let awayGoals = 0; awayGoals <= 3; awayGoals += 1) {
            const probability = poisson(homeRate, homeGoals) * poisson(awayRate, awayGoals);
            covered += probability;
            this.pushOutcome(
              marketId,
              `${homeGoals}-${awayGoals}`,
              ordinal,
              null,
              probability,
              margin * 2,
              null,
              hide(),
            );
            ordinal += 1;
          }
        }
        this.pushOutcome(
          marketId,
          'Any Other Score',
          ordinal,
          null,
          Math.max(0.005, 1 - covered),
          margin * 2,
          null,
          false,
        );
        return;
      }
      case 'outright':
        return;
    }
  }

  private pushMarket(
    eventId: number,
    template: MarketTemplate,
    status: MarketStatus,
    cutoff: string,
    instance: number,
  ): number {
    const id = FIRST_MARKET_ID + this.marketOffset + this.markets.length;
    this.markets.push({
      id,
      event_id: eventId,
      description: template.description,
      market_type_id: template.marketTypeId,
      market_type_style: marketTypeStyle(template.kind),
      market_group: template.group,
      period_id: template.period.id,
      status,
      feed_id: `feed-${template.marketTypeId}`,
      opponent_id: null,
      player_name: null,
      team_name: null,
      instance,
      cutoff_time: cutoff,
      sort_order: this.marketOffset + this.markets.length,
    });
    return id;
  }

  private pushOutcome(
    marketId: number,
    description: string,
    ordinalPosition: number,
    opponentId: number | null,
    probability: number,
    margin: number,
    spread: number | null,
    hidden: boolean,
  ): void {
    const id = FIRST_OUTCOME_ID + this.outcomeOffset + this.outcomes.length;
    this.outcomes.push({
      id,
      market_id: marketId,
      description,
      ordinal_position: ordinalPosition,
      opponent_id: opponentId,
      hidden,
      price_id: PRICE_ID_OFFSET + id,
      price_milli: priceMilli(probability, margin),
      spread_milli: spread,
      spread2_milli: null,
    });
  }
}

interface MarketOptions {
  home: Side;
  away: Side;
  strength: number;
  margin: number;
  live: boolean;
  cutoff: string;
  line: number | null;
  firstLine: number | null;
  instance: number;
}

interface LiveState {
  minutes: number;
  status: string;
  abbreviation: string;
  number: number;
  scores: { [key: string]: JsonValue };
}

/**
 * Decimal odds in 1/1000 for a probability, with the bookmaker's margin taken off the winnings:
 * 1 + (1/p - 1) * (1 - margin). Always above 1.000 and at most 1000.000.
 */
export function priceMilli(probability: number, margin: number): number {
  const p = clamp(probability, 0.0009, 0.9999);
  const winnings = (1 / p - 1) * (1 - clamp(margin, 0, 0.5));
  return clamp(Math.round((1 + winnings) * 1000), 1001, 1_000_000);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function poisson(rate: number, goals: number): number {
  let factorial = 1;
  for (let k = 2; k <= goals; k += 1) factorial *= k;
  return (Math.exp(-rate) * rate ** goals) / factorial;
}

function feedCode(sportCode: string, id: number): string {
  if (sportCode === 'EFOT' || sportCode === 'EBSK') return `bg:${id}`;
  if (ESPORTS.has(sportCode)) return `od:match:${id}`;
  return `sr:match:${40_000_000 + id}`;
}
