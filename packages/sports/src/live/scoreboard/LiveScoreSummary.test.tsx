import { renderWithProviders } from '@clem/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import sportsEn from '../../messages/en.json';
import { LiveScoreSummary } from './LiveScoreSummary';
import {
  basketballHalftime,
  boxingRound,
  cricketChase,
  footballSecondHalf,
  tennisThirdSet,
  viewOf,
} from './test/scoreboardSamples';
import type { ScoreboardEvent } from '@clem/core';

function show(event: ScoreboardEvent) {
  return renderWithProviders(<LiveScoreSummary view={viewOf(event)} />, { messages: sportsEn });
}

describe('LiveScoreSummary', () => {
  it('shows the short clock and the score, and gives screen readers the full words', () => {
    const { container } = show(footballSecondHalf);
    expect(screen.getByText("H2 67'")).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText("2nd half 67'")).toHaveClass('cs-vh');
    expect(container.textContent).toContain('Arsenal 2');
    expect(container.textContent).toContain('Chelsea 1');
  });

  it('says half time in a break at half time', () => {
    show(basketballHalftime);
    expect(screen.getByText('HT')).toBeInTheDocument();
    expect(screen.getByText('Half time')).toBeInTheDocument();
  });

  it('marks the tennis server with text', () => {
    const { container } = show(tennisThirdSet);
    const mark = container.querySelector('[data-mark="serving"]');
    expect(mark).toHaveTextContent('Serving');
    expect(mark?.closest('.cs-sb-sum-side')).toHaveTextContent('Jannik Sinner');
  });

  it('marks the batting side in cricket, and still shows a row for sports without a scoreboard', () => {
    const { container, unmount } = show(cricketChase);
    expect(
      container.querySelector('[data-mark="batting"]')?.closest('.cs-sb-sum-side'),
    ).toHaveTextContent('Australia');
    unmount();
    const boxing = show(boxingRound);
    expect(boxing.container.textContent).toContain('Oleksandr Usyk 4');
  });
});
