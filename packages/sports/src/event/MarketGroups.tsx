import type { ReactNode } from 'react';
import { LiveMarketGate } from '../live/islands/LiveMarketGate';
import { OddsCellButton } from '../odds/OddsCellButton';
import { OddsWordsProvider } from '../odds/OddsWords';
import type { PeriodView } from './marketView';

/**
 * All markets of an event, by period (server-rendered; only the odds buttons hydrate). Each period
 * is a section with a heading, each market a titled group of outcome buttons.
 */
export interface MarketGroupsLabels {
  movedUp: string;
  movedDown: string;
  suspended: string;
  noMarkets: string;
}

export interface MarketGroupsProps {
  periods: PeriodView[];
  eventName: string;
  labels: MarketGroupsLabels;
  /**
   * The id of a live event whose markets these are: each follows the live data (a market that
   * closes, settles or goes lts leaves the page at once, and all of them when the event ends).
   */
  liveEventId?: number | undefined;
}

export function MarketGroups({ periods, eventName, labels, liveEventId }: MarketGroupsProps) {
  const gate = (marketId: number, node: ReactNode) =>
    liveEventId !== undefined ? (
      <LiveMarketGate key={marketId} marketId={marketId} eventId={liveEventId}>
        {node}
      </LiveMarketGate>
    ) : (
      node
    );
  if (periods.length === 0) return <p role="status">{labels.noMarkets}</p>;
  const words = {
    movedUp: labels.movedUp,
    movedDown: labels.movedDown,
    suspended: labels.suspended,
  };
  return (
    <OddsWordsProvider words={words}>
      {periods.map((period) => (
        <section
          className="cs-period"
          key={period.periodId}
          aria-labelledby={`period-${period.periodId}`}
        >
          <h2 className="cs-period-title" id={`period-${period.periodId}`}>
            {period.title}
          </h2>
          {period.markets.map((market) =>
            gate(
              market.id,
              <div
                role="group"
                className="cs-market"
                key={market.id}
                aria-labelledby={`market-${market.id}`}
                data-market-id={market.id}
              >
                <h3 className="cs-market-title" id={`market-${market.id}`}>
                  <span>{market.title}</span>
                  {market.bettable ? null : <span className="cs-status">{labels.suspended}</span>}
                </h3>
                <div className={market.columns === 3 ? 'cs-outcomes cs-outcomes-3' : 'cs-outcomes'}>
                  {market.outcomes.map((cell) => (
                    <OddsCellButton key={cell.outcomeId} cell={cell} eventDescription={eventName} />
                  ))}
                </div>
              </div>,
            ),
          )}
        </section>
      ))}
    </OddsWordsProvider>
  );
}
