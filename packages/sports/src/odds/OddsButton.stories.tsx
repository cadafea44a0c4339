import { pickToggled } from '@clem/betslip/picks';
import {
  defaultPlatformSettings,
  playerSettingsChanged,
  sessionStarted,
  settingsReceived,
  type OddsFormat,
} from '@clem/core';
import { Button } from '@clem/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSportsStore, type SportsStoreParameters } from '../stories/decorators';
import { storyT } from '../stories/storyLabels';
import { OddsButton, type OddsButtonProps } from './OddsButton';

/** Arsenal to win in Arsenal vs Chelsea (ids as in stories/sampleEvents.ts). */
const arsenalToWin = {
  outcomeId: 7100101011,
  marketId: 710010101,
  eventId: 7100101,
  decimal: 1.95,
  bettable: true,
  label: '1',
  name: storyT('toWin', { name: 'Arsenal' }),
  outcomeDescription: 'Arsenal',
  marketDescription: 'Match Result',
  eventDescription: 'Arsenal vs Chelsea',
  movedUp: storyT('priceUp'),
  movedDown: storyT('priceDown'),
  unavailable: storyT('suspended'),
} satisfies OddsButtonProps;

/** The width of one slot of a three-way list column on a phone. */
function Slot({ children }: { children: ReactNode }) {
  return <div style={{ width: '6.5rem' }}>{children}</div>;
}

const meta = {
  title: 'Sports/OddsButton',
  component: OddsButton,
  decorators: [withSportsStore],
  args: arsenalToWin,
  render: (args) => (
    <Slot>
      <OddsButton {...args} />
    </Slot>
  ),
} satisfies Meta<typeof OddsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (parameters: SportsStoreParameters) => ({ sportsStore: parameters });

export const Default: Story = {};

/** In the betslip: the outcome was picked (`pickToggled` into the story's store), so pressed. */
export const Selected: Story = {
  parameters: store({
    actions: [
      pickToggled({
        outcomeId: arsenalToWin.outcomeId,
        marketId: arsenalToWin.marketId,
        eventId: arsenalToWin.eventId,
        decimal: arsenalToWin.decimal,
        outcomeDescription: arsenalToWin.outcomeDescription,
        marketDescription: arsenalToWin.marketDescription,
        eventDescription: arsenalToWin.eventDescription,
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Arsenal to win/ });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A press adds the pick to the betslip (pressed); a second press takes it out again. */
export const PressToSelect: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Arsenal to win/ });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * A logged-out press: login is asked for and the pick waits, pressed and marked with a dashed
 * outline, its name saying it is waiting for login; a second press lets it go.
 */
export const PendingLogin: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Arsenal to win/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-pending');
    await expect(button).toHaveAccessibleName(/waiting for login$/);
    await userEvent.click(button);
    await expect(button).not.toHaveAttribute('data-pending');
  },
};

/**
 * A logged-in press by keyboard: the next Tab reaches "Go to betslip" (shown while focused),
 * which opens the slip at the new selection's stake.
 */
export const GoToBetslip: Story = {
  parameters: store({ actions: [sessionStarted({ jweToken: 'story', username: 'demo' })] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Arsenal to win/ }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go to betslip' })).toHaveFocus();
  },
};

/** The market is suspended: the button is disabled and its name says so. */
export const Disabled: Story = {
  args: { bettable: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: /^Arsenal to win, 1\.95\W+suspended$/,
    });
    await expect(button).toBeDisabled();
  },
};

/**
 * The price as a refreshed list sends it: it starts at `decimal` and moves to `to` right after
 * the first paint; the button below moves it back and forth again. The arrow shows for
 * `MOVEMENT_MS` (4 s) after each change.
 */
function MovingPrice({ to, ...props }: OddsButtonProps & { to: number }) {
  const [decimal, setDecimal] = useState(props.decimal);
  useEffect(() => {
    const timer = setTimeout(() => setDecimal(to), 300);
    return () => clearTimeout(timer);
  }, [to]);
  const next = decimal === to ? props.decimal : to;
  return (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <Slot>
        <OddsButton {...props} decimal={decimal} />
      </Slot>
      <Button variant="secondary" size="sm" onClick={() => setDecimal(next)}>
        Next price: {next.toFixed(2)}
      </Button>
    </div>
  );
}

/** From 1.95 to 2.10: the green frame and ▲ for `MOVEMENT_MS`; "price up" in the name. */
export const PriceUp: Story = {
  render: (args) => <MovingPrice {...args} to={2.1} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: /^Arsenal to win, 2\.10\W+price up$/ }),
      ).toBeVisible(),
    );
  },
};

/** From 1.95 to 1.80: the red frame and ▼; "price down" in the name. */
export const PriceDown: Story = {
  render: (args) => <MovingPrice {...args} to={1.8} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: /^Arsenal to win, 1\.80\W+price down$/ }),
      ).toBeVisible(),
    );
  },
};

/** A label longer than the slot (a player market with a line) is cut with an ellipsis. */
export const LongLabel: Story = {
  args: {
    label: 'Brighton & Hove Albion +1.25',
    name: storyT('outcomeOf', {
      market: 'Asian Handicap',
      outcome: 'Brighton & Hove Albion +1.25',
    }),
    decimal: 2.025,
  },
};

/** A price-only button (no label), as some market grids show. */
export const PriceOnly: Story = { args: { label: '' } };

/**
 * The same two prices (a favourite at 1.50 and an outsider at 3.40) in one odds format, chosen
 * in the story's store as the player's settings would (the setting is `oddsType`), with the
 * operator's `betslip_negative_odds_enabled` off (the default, as on zedbet) or on (dafabet).
 */
function formatStory(oddsFormat: OddsFormat, negativeOddsEnabled = false): Story {
  return {
    parameters: store({
      actions: [
        settingsReceived({
          ...defaultPlatformSettings,
          betslip_negative_odds_enabled: negativeOddsEnabled,
        }),
        playerSettingsChanged({ oddsType: oddsFormat }),
      ],
    }),
    render: (args) => (
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Slot>
          <OddsButton {...args} decimal={1.5} />
        </Slot>
        <Slot>
          <OddsButton
            {...args}
            outcomeId={7100101013}
            label="2"
            name={storyT('toWin', { name: 'Chelsea' })}
            outcomeDescription="Chelsea"
            decimal={3.4}
          />
        </Slot>
      </div>
    ),
  };
}

/** The two prices as the page shows them: no price text starts with a minus sign. */
function pricesAre(expected: string[]): Story['play'] {
  return async ({ canvasElement }) => {
    const prices = within(canvasElement)
      .getAllByTestId('price')
      .map((price) => price.textContent);
    await expect(prices).toEqual(expected);
  };
}

/** Euro (decimal): 1.50 and 3.40. */
export const FormatDecimal: Story = formatStory('euro');
/** Hong Kong (decimal − 1): 0.50 and 2.40. */
export const FormatHongKong: Story = formatStory('hk');
/**
 * American with negative odds off (zedbet): the favourite shows its decimal price 1.50 (a US
 * value is ±100 based, so a short price has no positive US form), the outsider +240.
 */
export const FormatAmerican: Story = { ...formatStory('us'), play: pricesAre(['1.50', '+240']) };
/** Malay with negative odds off (zedbet): 0.50 and 2.40 (d − 1 above 2.00). */
export const FormatMalay: Story = { ...formatStory('malay'), play: pricesAre(['0.50', '2.40']) };
/** Indonesian with negative odds off (zedbet): 0.50 (d − 1 below 2.00) and 2.40. */
export const FormatIndonesian: Story = {
  ...formatStory('indo'),
  play: pricesAre(['0.50', '2.40']),
};
/** American with negative odds on (dafabet): −200 and +240. */
export const FormatAmericanNegative: Story = {
  ...formatStory('us', true),
  play: pricesAre(['-200', '+240']),
};
/** Malay with negative odds on (dafabet): 0.50 and −0.42 (negative above 2.00). */
export const FormatMalayNegative: Story = {
  ...formatStory('malay', true),
  play: pricesAre(['0.50', '-0.42']),
};
/** Indonesian with negative odds on (dafabet): −2.00 (negative below 2.00) and 2.40. */
export const FormatIndonesianNegative: Story = {
  ...formatStory('indo', true),
  play: pricesAre(['-2.00', '2.40']),
};
