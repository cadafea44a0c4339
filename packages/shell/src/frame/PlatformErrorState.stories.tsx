import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { PlatformErrorState } from './PlatformErrorState';

const meta = {
  title: 'Shell/PlatformErrorState',
  component: PlatformErrorState,
  decorators: [withShellMessages],
  args: {
    error: { kind: 'network', status: undefined, messageKey: 'error-404', message: 'ECONNREFUSED' },
  },
} satisfies Meta<typeof PlatformErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform cannot be reached. */
export const PlatformDown: Story = {};

/** The platform answered something we could not read. */
export const MalformedAnswer: Story = {
  args: {
    error: {
      kind: 'malformed',
      status: 200,
      messageKey: 'error-malformed-response',
      message: 'bad JSON',
    },
  },
};

export const ServerError: Story = {
  args: { error: { kind: 'http', status: 500, messageKey: 'error-500', message: '500' } },
};

export const BadRequest: Story = {
  args: { error: { kind: 'http', status: 400, messageKey: 'error-400', message: '400' } },
};

export const Unknown: Story = {
  args: {
    error: { kind: 'http', status: 503, messageKey: 'something-went-wrong', message: '503' },
  },
};
