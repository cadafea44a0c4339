import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: {
    title: 'Something went wrong',
    message: 'We could not load the events. Check your connection and try again.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, title: 'This event has finished', message: 'Markets are closed.' },
};

export const TitleOnly: Story = { args: { message: undefined, onRetry: undefined } };

export const LongText: Story = {
  args: {
    title:
      'Die Wettmärkte für diese Veranstaltung sind vorübergehend nicht verfügbar, weil der Anbieter Wartungsarbeiten durchführt',
    message:
      'Bitte versuchen Sie es in einigen Minuten erneut. Wenn das Problem weiterhin besteht, wenden Sie sich an den Kundendienst. Ihre offenen Wetten sind davon nicht betroffen.',
    retryLabel: 'Erneut versuchen',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const CustomIcon: Story = {
  args: {
    icon: <span style={{ fontSize: '2.5rem' }}>🔌</span>,
    title: 'You are offline',
    message: 'Reconnect to see live odds.',
  },
};
