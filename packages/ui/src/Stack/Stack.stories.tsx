import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from './Stack';

const Box = ({ label }: { label: string }) => (
  <div
    style={{
      padding: '0.75rem 1rem',
      borderRadius: '0.5rem',
      background: 'var(--clem-color-surface-raised)',
      color: 'var(--clem-color-text)',
      border: '1px solid var(--clem-color-border)',
    }}
  >
    {label}
  </div>
);

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { gap: 2, direction: 'column', wrap: false },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: { type: 'range', min: 0, max: 12 } },
  },
  render: (args) => (
    <Stack {...args}>
      <Box label="Football" />
      <Box label="Tennis" />
      <Box label="Basketball" />
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};

export const Row: Story = { args: { direction: 'row', align: 'center', gap: 4 } };

export const WrappingRow: Story = {
  args: { direction: 'row', wrap: true },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Stack {...args}>
        {['Football', 'Tennis', 'Basketball', 'Ice Hockey', 'Volleyball', 'Handball'].map((s) => (
          <Box key={s} label={s} />
        ))}
      </Stack>
    </div>
  ),
};

export const Empty: Story = { render: (args) => <Stack {...args} /> };
