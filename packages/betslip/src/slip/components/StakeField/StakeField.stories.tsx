import { singleBetKey, systemBetKey } from '@clem/core/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withBetslipMessages } from '../withBetslipMessages';
import { StakeField } from './StakeField';

const meta = {
  title: 'Betslip/StakeField',
  component: StakeField,
  decorators: [
    withBetslipMessages,
    (Story) => (
      <div style={{ maxWidth: 180 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    betKey: singleBetKey(101),
    name: 'Arsenal',
    value: '',
    currency: 'EUR',
    onStakeChange: fn(),
    onStakeActivate: fn(),
  },
} satisfies Meta<typeof StakeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '10' } };

/** The on-screen keypad types into it: no device keyboard, highlighted. */
export const TouchKeypadActive: Story = {
  args: { value: '10', touchKeypad: true, active: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const WithError: Story = {
  args: { value: '1500', error: 'The maximum stake is €500.00' },
};

export const PerLineWithHint: Story = {
  args: {
    betKey: systemBetKey('sys1'),
    name: 'Trixie',
    perLine: true,
    hint: 'Minimum €1.00 per line',
  },
};

export const Locked: Story = { args: { value: '10', locked: true } };
