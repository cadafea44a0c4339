import { pressKey } from '@clem/core/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { euroKeypad, wonKeypad } from '../sampleViews';
import { storyActions } from '../storyActions';
import { withBetslipMessages } from '../withBetslipMessages';
import { Keypad } from './Keypad';

const meta = {
  title: 'Betslip/Keypad',
  component: Keypad,
  decorators: [
    withBetslipMessages,
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { keypad: euroKeypad, actions: storyActions() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof Keypad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDecimalKey: Story = {};

/** KRW: no decimals, no decimal key. */
export const WithoutDecimalKey: Story = { args: { keypad: wonKeypad } };

/** Wired to the real keypad rule (`pressKey`, 2 decimals) so the keys can be tried. */
export const TryIt: Story = {
  render: function TryIt(args) {
    const [entry, setEntry] = useState('');
    const currency = { precision: 2, scaledBy1000: false };
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <output aria-label="Stake" style={{ fontVariantNumeric: 'tabular-nums', fontSize: 24 }}>
          {entry || '0'}
        </output>
        <Keypad
          keypad={args.keypad}
          actions={{
            onKeypadKey: (key) => setEntry((current) => pressKey(current, key, currency)),
            onQuickStake: setEntry,
            onKeypadDone: args.actions.onKeypadDone,
          }}
        />
      </div>
    );
  },
};
