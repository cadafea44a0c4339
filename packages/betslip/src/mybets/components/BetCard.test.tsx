import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  lostDouble,
  openEachWay,
  openJackpot,
  openSingle,
  openTrixie,
  pendingTreble,
  vndSingle,
  voidSingle,
  wonSingle,
} from '../test/fixtures';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../messages/en.json';
import betslipSpanish from '../../messages/es.json';
import betslipThai from '../../messages/th.json';
import { BetCard } from './BetCard';

function card() {
  return screen.getByRole('article');
}

function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('BetCard', () => {
  it('shows an open single: kind, status, leg, stake, odds, potential returns, reference, time', () => {
    renderWithProviders(<BetCard bet={openSingle} oddsFormat="euro" timeZone="UTC" />, {
      messages: betslipEnglish,
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Single' })).toBeInTheDocument();
    expect(card()).toHaveAccessibleName('Single');
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Arsenal (Match Result) – Arsenal vs Chelsea')).toBeInTheDocument();
    const legs = screen.getByRole('list', { name: 'Selections' });
    const leg = within(legs).getByRole('listitem');
    expect(leg).toHaveTextContent('Arsenal');
    expect(leg).toHaveTextContent('1.85');
    expect(leg).toHaveTextContent('Match Result (Full Time)');
    expect(leg).toHaveTextContent('Arsenal vs Chelsea · 23/11/2026 15:00');
    expect(figure('Stake')).toBe('EUR 10.00');
    expect(figure('Odds')).toBe('1.85');
    expect(figure('Potential returns')).toBe('EUR 18.50');
    expect(screen.getByText('Ref. BS00000012-1')).toBeInTheDocument();
    expect(screen.getByText('Placed 23/11/2026 10:00')).toBeInTheDocument();
    expect(screen.queryByText(/^Settled/)).not.toBeInTheDocument();
  });

  it('writes the Open badge in the text colour (the brand primary is below 4.5:1 on white)', () => {
    renderWithProviders(<BetCard bet={openSingle} oddsFormat="euro" timeZone="UTC" />, {
      messages: betslipEnglish,
    });
    const badge = getComputedStyle(screen.getByText('Open'));
    expect(badge.color).toBe('var(--clem-color-text)');
  });

  it('shows lines, signed handicaps and unsigned totals, in the player odds format', () => {
    renderWithProviders(<BetCard bet={pendingTreble} oddsFormat="us" negativeOddsEnabled />, {
      messages: betslipEnglish,
    });
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Multiple' })).toBeInTheDocument();
    const legs = within(screen.getByRole('list', { name: 'Selections' })).getAllByRole('listitem');
    expect(legs).toHaveLength(3);
    expect(legs[1]).toHaveTextContent('Real Madrid -1.5');
    expect(legs[1]).toHaveTextContent('-200');
    expect(legs[2]).toHaveTextContent('Over 2.5');
    expect(legs[2]).toHaveTextContent('-125');
    expect(figure('Odds')).toBe('+440');
  });

  it('shows no negative price while the operator keeps negative odds off', () => {
    renderWithProviders(<BetCard bet={pendingTreble} oddsFormat="us" />, {
      messages: betslipEnglish,
    });
    const legs = within(screen.getByRole('list', { name: 'Selections' })).getAllByRole('listitem');
    expect(legs.map((leg) => within(leg).getByText(/^[-+]?[\d.,]+$/).textContent)).toEqual([
      '+100',
      '1.50',
      '1.80',
    ]);
    expect(card()).not.toHaveTextContent(/-\d{3}/);
    expect(figure('Odds')).toBe('+440');
  });

  it('shows combined odds that agree with the returns of 1.00, rounded down', () => {
    const treble = { ...pendingTreble, decimal: 67.025, totalStake: 100, unitStake: 100 };
    renderWithProviders(
      <BetCard bet={{ ...treble, potentialReturns: 6702 }} oddsFormat="euro" timeZone="UTC" />,
      { messages: betslipEnglish },
    );
    expect(figure('Odds')).toBe('67.02');
    expect(figure('Potential returns')).toBe('EUR 67.02');
  });

  it('dates a bet like the event lists: Today/Tomorrow kick-offs, DD/MM/YYYY HH:mm', () => {
    const now = new Date('2026-11-23T10:30:00.000Z');
    const { unmount } = renderWithProviders(
      <BetCard bet={pendingTreble} oddsFormat="euro" timeZone="UTC" now={now} />,
      { messages: betslipEnglish },
    );
    const legs = () => within(card()).getAllByRole('listitem');
    expect(legs()[1]).toHaveTextContent('· Today 20:00');
    expect(legs()[2]).toHaveTextContent('· Tomorrow 17:30');
    expect(screen.getByText('Placed 23/11/2026 10:05')).toBeInTheDocument();
    unmount();
    // The same shape in Thai (Gregorian year, 24-hour clock), its words from its catalogue.
    renderWithProviders(
      <BetCard bet={pendingTreble} oddsFormat="euro" timeZone="Asia/Bangkok" now={now} />,
      { messages: betslipThai, locale: 'th' },
    );
    expect(legs()[1]).toHaveTextContent(`· ${betslipThai.betslip.myBets.tomorrow} 03:00`);
    expect(card()).toHaveTextContent('23/11/2026 17:05');
  });

  it('names a multiple in the player language, with its number of bets when it has several', () => {
    const doubles = {
      ...pendingTreble,
      betTypeId: 200_002,
      numberOfBets: 3,
      description: 'Doubles (3 bets from 3 selections)',
    };
    const { unmount } = renderWithProviders(<BetCard bet={doubles} oddsFormat="euro" />, {
      messages: betslipSpanish,
      locale: 'es',
    });
    expect(card()).toHaveTextContent('Dobles × 3 apuestas');
    expect(card()).not.toHaveTextContent('Doubles');
    unmount();
    renderWithProviders(<BetCard bet={pendingTreble} oddsFormat="euro" />, {
      messages: betslipSpanish,
      locale: 'es',
    });
    expect(card()).toHaveTextContent(betslipSpanish.betslip.betType.treble);
    expect(card()).not.toHaveTextContent(/\bTreble\b/);
  });

  it('shows a system stake as lines × unit stake and no combined odds', () => {
    renderWithProviders(<BetCard bet={openTrixie} oddsFormat="euro" />, {
      messages: betslipEnglish,
    });
    expect(screen.getByRole('heading', { name: 'System' })).toBeInTheDocument();
    expect(figure('Stake')).toBe('EUR 8.00 (4 lines × EUR 2.00)');
    expect(screen.queryByText('Odds', { selector: 'dt' })).not.toBeInTheDocument();
    expect(figure('Potential returns')).toBe('EUR 45.00');
    // A decided leg shows its result; open legs do not.
    const legs = within(screen.getByRole('list', { name: 'Selections' })).getAllByRole('listitem');
    expect(legs[0]).toHaveTextContent('Won');
    expect(legs[1]).not.toHaveTextContent('Won');
  });

  it('marks each-way and jackpot bets', () => {
    const { unmount } = renderWithProviders(<BetCard bet={openEachWay} oddsFormat="euro" />, {
      messages: betslipEnglish,
    });
    expect(screen.getByRole('heading', { name: 'Single · Each way' })).toBeInTheDocument();
    expect(figure('Stake')).toBe('EUR 10.00 (2 lines × EUR 5.00)');
    unmount();
    renderWithProviders(<BetCard bet={openJackpot} oddsFormat="euro" />, {
      messages: betslipEnglish,
    });
    expect(screen.getByRole('heading', { name: 'Jackpot' })).toBeInTheDocument();
    const legs = within(screen.getByRole('list', { name: 'Selections' })).getAllByRole('listitem');
    expect(legs.map((leg) => leg.firstChild?.textContent)).toEqual([
      'Event 1',
      'Event 2',
      'Event 3 · Reserve',
    ]);
  });

  it('shows the payout and the settled time once settled', () => {
    const { unmount } = renderWithProviders(
      <BetCard bet={wonSingle} oddsFormat="euro" timeZone="UTC" />,
      { messages: betslipEnglish },
    );
    expect(screen.getByText('Won', { selector: 'header span' })).toBeInTheDocument();
    expect(figure('Payout')).toBe('EUR 18.50');
    expect(screen.queryByText('Potential returns')).not.toBeInTheDocument();
    expect(screen.getByText('Settled 22/11/2026 16:55')).toBeInTheDocument();
    unmount();
    renderWithProviders(<BetCard bet={lostDouble} oddsFormat="euro" />, {
      messages: betslipEnglish,
    });
    expect(figure('Payout')).toBe('EUR 0.00');
    expect(screen.getByText('Lost', { selector: 'header span' })).toBeInTheDocument();
  });

  it('shows a void bet with its refunded stake', () => {
    renderWithProviders(<BetCard bet={voidSingle} oddsFormat="euro" />, {
      messages: betslipEnglish,
    });
    expect(screen.getByText('Void', { selector: 'header span' })).toBeInTheDocument();
    expect(figure('Payout')).toBe('EUR 10.00');
  });

  it('shows amounts in thousands for a displayScale of 1000', () => {
    renderWithProviders(<BetCard bet={vndSingle} oddsFormat="euro" />, {
      messages: betslipEnglish,
    });
    expect(figure('Stake')).toBe('VND 50');
    expect(figure('Potential returns')).toBe('VND 92');
  });

  it('takes the heading level it is given', () => {
    renderWithProviders(<BetCard bet={openSingle} oddsFormat="euro" headingLevel={4} />, {
      messages: betslipEnglish,
    });
    expect(screen.getByRole('heading', { level: 4, name: 'Single' })).toBeInTheDocument();
  });
});
