import { expectNoAxeViolations, fragmentRules, renderWithProviders } from '@clem/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import sportsEn from '../../messages/en.json';
import { Scoreboard } from './Scoreboard';
import {
  basketballHalftime,
  basketballThirdQuarter,
  boxingRound,
  cricketChase,
  dartsManySets,
  footballFirstHalf,
  footballSecondHalf,
  iceHockey,
  flagOff,
  missingPicture,
  tennisThirdSet,
  viewOf,
  volleyballFifthSet,
} from './test/scoreboardSamples';
import type { ScoreboardEvent } from '@clem/core';

function show(event: ScoreboardEvent, options = { showFootballHalftime: true }) {
  return renderWithProviders(<Scoreboard view={viewOf(event, options)} />, { messages: sportsEn });
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('Scoreboard', () => {
  it('shows quarters as a real table: team and period headers, the current quarter marked', async () => {
    const { container } = show(basketballThirdQuarter);
    const table = screen.getByRole('table', {
      name: 'Scoreboard: Boston Celtics v Los Angeles Lakers',
    });
    expect(headers(table)).toEqual([
      'Team',
      'Q11st quarter',
      'Q22nd quarter',
      'HTHalf time',
      'Q33rd quarter, current period',
      'Q44th quarter',
      'TotalTotal',
    ]);
    const current = within(table).getByRole('columnheader', { name: /current period/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveAttribute('scope', 'col');
    const home = within(table).getByRole('row', { name: /Boston Celtics/ });
    expect(within(home).getByRole('rowheader')).toHaveAttribute('scope', 'row');
    expect(
      within(home)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['24', '28', '52', '16', '–', '68']);
    expect(screen.getByText("3rd quarter 26'")).toBeInTheDocument();
    await expectNoAxeViolations(container, { rules: fragmentRules });
  });

  it('highlights the halftime column at half time', () => {
    show(basketballHalftime);
    expect(screen.getByRole('columnheader', { name: /current period/ })).toHaveTextContent(
      'HTHalf time',
    );
    expect(screen.getByText('Half time', { selector: '.cs-sb-clock' })).toBeInTheDocument();
  });

  it('shows numbered periods', () => {
    show(iceHockey);
    expect(screen.getByRole('columnheader', { name: '2nd period, current period' })).toBeVisible();
  });

  it('shows FOOT cards and corners with text alternatives, and the halftime score behind its flag', async () => {
    const { container, unmount } = show(footballFirstHalf);
    for (const name of ['Red cards', 'Yellow cards', 'Corners']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const away = screen.getByRole('row', { name: /Chelsea/ });
    expect(
      within(away)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '1', '1', '2']);
    await expectNoAxeViolations(container, { rules: fragmentRules });
    unmount();
    show(footballSecondHalf);
    expect(screen.getAllByRole('columnheader', { name: 'Half time' })).toHaveLength(1);
  });

  it('leaves the halftime score out when the flag is off', () => {
    show(footballSecondHalf, flagOff);
    // The 1st-half column of the period table remains; no separate halftime-score column.
    expect(screen.queryByRole('columnheader', { name: 'Half time' })).not.toBeInTheDocument();
  });

  it('marks the tennis server with text and says Game n / Set m', async () => {
    const { container } = show(tennisThirdSet);
    expect(screen.getByText('Game 4 / Set 3')).toBeInTheDocument();
    const server = screen.getByRole('rowheader', { name: 'Jannik Sinner Serving' });
    expect(server.querySelector('.cs-sb-dot')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('rowheader', { name: 'Carlos Alcaraz' })).toBeInTheDocument();
    expect(headers(screen.getByRole('table'))).toEqual([
      'Team',
      'S1Set 1',
      'S2Set 2',
      'S3Set 3, current period',
      'PtsPoints',
      'SetsSets won',
    ]);
    await expectNoAxeViolations(container, { rules: fragmentRules });
  });

  it('shows five volleyball sets, and only the match score beyond 8 sets', () => {
    const { unmount } = show(volleyballFifthSet);
    expect(screen.getAllByRole('columnheader', { name: /^Set \d/ })).toHaveLength(5);
    unmount();
    show(dartsManySets);
    expect(screen.queryByRole('columnheader', { name: /^Set \d/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sets won' })).toBeInTheDocument();
  });

  it('shows cricket innings with the batting side marked', async () => {
    const { container } = show(cricketChase);
    expect(screen.getByRole('rowheader', { name: 'Australia Batting' })).toBeInTheDocument();
    const india = screen.getByRole('row', { name: /India/ });
    expect(within(india).getByRole('cell')).toHaveTextContent('168/6 (20.0 ov)20.0 overs');
    await expectNoAxeViolations(container, { rules: fragmentRules });
  });

  it('renders nothing for boxing', () => {
    const { container } = show(boxingRound);
    expect(container).toBeEmptyDOMElement();
  });

  it('switches to the dark fallback when the picture fails', () => {
    const { container } = show(missingPicture);
    const frame = container.querySelector('.cs-sb-frame');
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('src', '/backgrounds/scoreboard/hand.png');
    expect(picture).toHaveAttribute('alt', '');
    expect(frame).not.toHaveClass('cs-sb-fallback');
    fireEvent.error(picture as HTMLImageElement);
    expect(frame).toHaveClass('cs-sb-fallback');
    expect(container.querySelector('img')).toBeNull();
    // The scores are still there.
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('renders on the server', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={sportsEn} timeZone="UTC">
        <Scoreboard view={viewOf(tennisThirdSet)} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('<caption');
    expect(html).toContain('Game 4 / Set 3');
  });
});
