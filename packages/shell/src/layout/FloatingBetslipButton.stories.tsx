import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withShellMessages } from '../stories/withShellMessages';
import { FloatingBetslipButton } from './FloatingBetslipButton';

/** The floating betslip button (enable_floating_betslip) with its count badge. */
const meta = {
  title: 'Shell/Layout/FloatingBetslipButton',
  component: FloatingBetslipButton,
  decorators: [withShellMessages],
  parameters: { layout: 'fullscreen' },
  args: { enabled: true, selectionCount: 3, onClick: fn() },
} satisfies Meta<typeof FloatingBetslipButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSelections: Story = {};
export const OverNinetyNine: Story = { args: { selectionCount: 120 } };
export const Empty: Story = { args: { selectionCount: 0 } };
