'use client';

import { useDisplayTimeZone, type MyBet, type OddsFormat } from '@clem/core';
import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useId, useState } from 'react';
import { betLineName } from '../../slip/slipView/betTypeName';
import type { Translate } from '../../slip/slipView/slipViewInput';
import {
  betReturns,
  formatBetMoney,
  formatBetOdds,
  formatBetTime,
  formatKickOff,
  countdownText,
  formatSpread,
  isCountdownBet,
  secondsToDecision,
  showsUnitStake,
  sortedLegs,
} from '../myBetsRules';
import {
  Card,
  CardFooter,
  CardHeader,
  Description,
  Figures,
  Leg,
  LegMain,
  LegResult,
  Legs,
  Muted,
  Price,
  StatusBadge,
} from './myBetsStyles';

export interface BetCardProps {
  bet: MyBet;
  /** The player's odds format (core's `selectOddsFormat`). */
  oddsFormat: OddsFormat;
  /**
   * The operator's `betslip_negative_odds_enabled` (core's `selectNegativeOddsEnabled`); without
   * it, the nearest `NegativeOddsContext` (My Bets' panel provides it), off by default.
   */
  negativeOddsEnabled?: boolean;
  /** The zone dates show in; without it, the player's (core's `useDisplayTimeZone`). */
  timeZone?: string;
  /** "Now" for a kick-off's Today/Tomorrow; without it, the time the card first rendered. */
  now?: Date;
  /** Outline level of the card's title, below the panel's (and a group's) heading. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /**
   * show_countdown_digits (betting §9, default on): a bet waiting for approval counts down to
   * the decision in m:ss; off, it only says it is waiting.
   */
  showCountdownDigits?: boolean;
}

/**
 * show_countdown_digits for every card below a provider (My Bets' panel provides it); a card's own
 * `showCountdownDigits` wins.
 */
export const CountdownDigitsContext = createContext(true);

/**
 * betslip_negative_odds_enabled for every card below a provider (My Bets' panel provides it); a
 * card's own `negativeOddsEnabled` wins. Off by default, the setting's default.
 */
export const NegativeOddsContext = createContext(false);

/**
 * The countdown to an approval decision, ticking once a second on its own (only this line
 * renders again). A `timer`: screen readers read it when asked, not at every tick.
 */
function DecisionCountdown({ decideAt, digits }: { decideAt: string | null; digits: boolean }) {
  const t = useTranslations('betslip.myBets');
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsToDecision(decideAt, now);
  const ticking = digits && seconds !== undefined && seconds > 0;
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000 - (now % 1000));
    return () => clearTimeout(timer);
  }, [ticking, now]);
  if (!digits || seconds === undefined) return <Muted>{t('countdownPending')}</Muted>;
  return (
    <Muted role="timer" data-countdown-seconds={seconds}>
      {seconds > 0 ? t('countdown', { time: countdownText(seconds) }) : t('countdownDue')}
    </Muted>
  );
}

/**
 * A bet's name in the player's language: a multiple is named as the slip named it (Double,
 * Trebles × 4 bets…, from its bet type id and number of bets); anything else keeps the platform's
 * description (system bundles are proper names).
 */
function betDescription(bet: MyBet, t: Translate) {
  if (bet.kind !== 'multiple') return bet.description;
  const line = {
    betTypeId: bet.betTypeId,
    noOfBets: bet.numberOfBets,
    description: bet.description,
  };
  const name = betLineName(line, 'multiple', t);
  return bet.numberOfBets > 1 ? `${name} ${t('ui.lineBets', { count: bet.numberOfBets })}` : name;
}

/**
 * One bet of My Bets (betting §1): its kind and the platform's description, a status badge, every
 * leg (event, market and period, outcome with its line, the price taken, the leg's result once
 * decided; jackpot legs with their event ordinal and reserve flag), the stake (lines × unit stake
 * for systems and each-way), the combined odds when there are any, potential returns while open
 * or the payout once settled, the reference and the placed / settled times.
 *
 * Presentational: the bet comes in as the platform sent it (integer minor units, decimal odds);
 * money, odds and dates are formatted by core's one formatter through the pure rules (prices with
 * the operator's negative-odds setting; placed and settled times as DD/MM/YYYY HH:mm; kick-offs
 * as the event lists show them, "Today 15:00"), labels by the `betslip.myBets` messages.
 */
export function BetCard({
  bet,
  oddsFormat,
  negativeOddsEnabled,
  timeZone,
  now: givenNow,
  headingLevel = 3,
  showCountdownDigits,
}: BetCardProps) {
  const digitsAround = useContext(CountdownDigitsContext);
  const negativesAround = useContext(NegativeOddsContext);
  const t = useTranslations('betslip.myBets');
  const tSlip = useTranslations('betslip');
  const playerZone = useDisplayTimeZone();
  const zone = timeZone ?? playerZone;
  const [firstRender] = useState(() => new Date());
  const now = givenNow ?? firstRender;
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const display = { oddsFormat, negativeOddsEnabled: negativeOddsEnabled ?? negativesAround };
  const money = (minor: number) => formatBetMoney(minor, bet);
  const odds = formatBetOdds(bet.decimal, display);
  const returns = betReturns(bet);
  const placed = formatBetTime(bet.placedAt, zone);
  const settled = formatBetTime(bet.settledAt, zone);
  const words = { today: t('today'), tomorrow: t('tomorrow') };

  return (
    <Card aria-labelledby={titleId} data-bet-status={bet.status} data-bet-kind={bet.kind}>
      <CardHeader>
        <Title id={titleId}>
          {t(`kind.${bet.kind}`)}
          {bet.eachWay ? ` · ${t('eachWay')}` : null}
        </Title>
        <StatusBadge $status={bet.status}>{t(`status.${bet.status}`)}</StatusBadge>
      </CardHeader>
      {isCountdownBet(bet) ? (
        <DecisionCountdown
          decideAt={bet.decideAt ?? null}
          digits={showCountdownDigits ?? digitsAround}
        />
      ) : null}
      {bet.description ? <Description>{betDescription(bet, tSlip)}</Description> : null}
      {bet.legs.length > 0 ? (
        <Legs aria-label={t('selections')}>
          {sortedLegs(bet).map((leg) => {
            const line = formatSpread(leg.spread, leg.outcomeDescription);
            const period =
              leg.periodDescription && leg.periodDescription !== leg.marketDescription
                ? ` (${leg.periodDescription})`
                : '';
            const kickOff = formatKickOff(leg.eventDate, now, zone, words);
            return (
              <Leg key={`${leg.legIndex}-${leg.outcomeId}`} data-leg-result={leg.result}>
                {leg.ordinal !== null ? (
                  <Muted>
                    {t('jackpotEvent', { ordinal: leg.ordinal })}
                    {leg.reserve ? ` · ${t('reserve')}` : null}
                  </Muted>
                ) : null}
                <LegMain>
                  <span>
                    {leg.outcomeDescription}
                    {line ? ` ${line}` : null}
                  </span>
                  <Price>{formatBetOdds(leg.decimal, display)}</Price>
                </LegMain>
                <Muted>
                  {leg.marketDescription}
                  {period}
                </Muted>
                <Muted>
                  {leg.eventDescription}
                  {kickOff ? ` · ${kickOff}` : null}
                </Muted>
                {leg.result !== 'open' ? (
                  <LegResult $status={leg.result}>{t(`status.${leg.result}`)}</LegResult>
                ) : null}
              </Leg>
            );
          })}
        </Legs>
      ) : null}
      <Figures>
        <div>
          <dt>{t('stake')}</dt>
          <dd>
            {money(bet.totalStake)}
            {showsUnitStake(bet) ? (
              <Muted>
                {' '}
                ({t('lines', { lines: bet.numberOfBets, unitStake: money(bet.unitStake) })})
              </Muted>
            ) : null}
          </dd>
        </div>
        {odds ? (
          <div>
            <dt>{t('odds')}</dt>
            <dd>{odds}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t(returns.kind)}</dt>
          <dd>{returns.text}</dd>
        </div>
      </Figures>
      <CardFooter>
        <span>{t('reference', { reference: bet.reference })}</span>
        {placed ? <span>{t('placedAt', { date: placed })}</span> : null}
        {settled ? <span>{t('settledAt', { date: settled })}</span> : null}
      </CardFooter>
    </Card>
  );
}
