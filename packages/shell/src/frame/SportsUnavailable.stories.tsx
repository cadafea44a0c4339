import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { SportsUnavailable } from './SportsUnavailable';

const meta = {
  title: 'Shell/SportsUnavailable',
  component: SportsUnavailable,
  decorators: [withShellMessages],
  args: {
    error: { kind: 'network', status: undefined, messageKey: 'error-404', message: 'ECONNREFUSED' },
  },
} satisfies Meta<typeof SportsUnavailable>;

export default meta;
export const PlatformDown: StoryObj<typeof meta> = {};
