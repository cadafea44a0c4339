import { describe, expect, it } from 'vitest';
import { footballEvent, labels, market, outcome } from '../test/fixtures';
import { eventMarketsView } from './marketView';

describe('eventMarketsView', () => {
  it('groups markets by period, outcomes by ordinal position, spreads in labels', () => {
    const firstHalf = market(12, 'WIN_DRAW_WIN', '1st Half Result', [
      outcome('Newcastle United', 4, 3),
      outcome('Aston Villa', 2.5, 1),
      outcome('Draw', 2.2, 2),
    ]);
    firstHalf.periodId = 201;
    firstHalf.period = {
      id: 201,
      abbreviation: 'H1',
      description: '1st Half',
      sequence: 2,
      periodTypeId: 2,
    };
    const event = footballEvent();
    event.markets.push(firstHalf);
    const periods = eventMarketsView(event, labels);
    expect(periods.map((period) => period.title)).toEqual(['Full Time', '1st Half']);
    expect(periods[1]?.markets[0]?.outcomes.map((o) => o.label)).toEqual([
      'Aston Villa',
      'Draw',
      'Newcastle United',
    ]);
    expect(periods[0]?.markets[1]?.outcomes.map((o) => o.label)).toEqual([
      'Aston Villa -0.5',
      'Newcastle United +0.5',
    ]);
  });

  it('removes closed, lts and all-hidden markets; a feed alert suspends its feed', () => {
    const event = footballEvent({
      markets: [
        market(1, 'WIN_DRAW_WIN', 'Match Result', [outcome('A', 2, 1)], { status: 'closed' }),
        market(350, 'OTHER', 'Both Teams to Score', [outcome('Yes', 1.8, 1, { hidden: true })]),
        market(13, 'OVER_UNDER', 'Total Goals', [outcome('Over', 1.9, 1)], { feedId: 'f1' }),
        market(45, 'OTHER', 'Correct Score', [outcome('1-0', 7, 1)], {
          playerName: null,
          teamName: 'Aston Villa',
        }),
      ],
    });
    const [period] = eventMarketsView(event, labels, new Set(['f1']));
    expect(period?.markets.map((m) => m.title)).toEqual([
      'Total Goals',
      'Aston Villa – Correct Score',
    ]);
    expect(period?.markets[0]?.bettable).toBe(false);
    expect(period?.markets[1]?.bettable).toBe(true);
  });
});
