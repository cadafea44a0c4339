import { describe, expect, it } from 'vitest';
import { footballEvent, labels, market, outcome } from '../test/fixtures';
import { eventRowView } from './rowView';

const now = new Date('2026-11-23T12:00:00Z');

describe('eventRowView', () => {
  it('shows the football 1X2 column in euro layout, named for screen readers', () => {
    const view = eventRowView(footballEvent(), { layout: 'euro', now, timeZone: 'UTC', labels });
    expect(view.href).toBe('/events/1000134-aston-villa-vs-newcastle-united');
    expect(view.dateText).toBe('Tomorrow 06:24');
    expect(view.columns).toHaveLength(1);
    const cells = view.columns[0]?.cells ?? [];
    expect(cells.map((cell) => cell?.label)).toEqual(['1', 'X', '2']);
    expect(cells.map((cell) => cell?.name)).toEqual([
      'Aston Villa to win',
      'Draw',
      'Newcastle United to win',
    ]);
    expect(cells.every((cell) => cell?.bettable)).toBe(true);
  });

  it('shows handicap and totals with their spreads in asian layout', () => {
    const view = eventRowView(footballEvent(), { layout: 'asian', now, timeZone: 'UTC', labels });
    expect(view.columns.map((column) => column.group)).toEqual(['HDP', 'OVER_UNDER']);
    expect(view.columns[0]?.cells.map((cell) => cell?.label)).toEqual([
      'Aston Villa -0.5',
      'Newcastle United +0.5',
    ]);
    expect(view.columns[1]?.cells[0]?.name).toBe('Total Goals: Over 2.5');
  });

  it('keeps the grid with empty slots when the market is missing, and marks suspended ones', () => {
    const noResult = footballEvent({ markets: [] });
    const empty = eventRowView(noResult, { layout: 'euro', now, timeZone: 'UTC', labels });
    expect(empty.columns[0]?.cells).toEqual([null, null, null]);

    const suspended = footballEvent({
      markets: [
        market(
          1,
          'WIN_DRAW_WIN',
          'Match Result',
          [outcome('A', 2, 1), outcome('Draw', 3, 2), outcome('B', 4, 3)],
          { status: 'suspended' },
        ),
      ],
    });
    const view = eventRowView(suspended, { layout: 'euro', now, timeZone: 'UTC', labels });
    expect(view.columns[0]?.cells.every((cell) => cell?.bettable === false)).toBe(true);
  });

  it('leaves out settled markets and hidden outcomes (betting §4)', () => {
    const event = footballEvent({
      markets: [
        market(1, 'WIN_DRAW_WIN', 'Match Result', [outcome('A', 2, 1)], { status: 'settled' }),
      ],
    });
    const view = eventRowView(event, { layout: 'euro', now, timeZone: 'UTC', labels });
    expect(view.columns[0]?.cells).toEqual([null, null, null]);
  });

  it('dates the event in the player time zone', () => {
    const event = footballEvent({ eventDate: '2026-11-23T23:30:00.000Z' });
    expect(eventRowView(event, { layout: 'euro', now, timeZone: 'UTC', labels }).dateText).toBe(
      'Today 23:30',
    );
    expect(
      eventRowView(event, { layout: 'euro', now, timeZone: 'Europe/Berlin', labels }).dateText,
    ).toBe('Tomorrow 00:30');
  });
});
