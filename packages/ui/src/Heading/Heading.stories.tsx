import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading';
import { Stack } from '../Stack';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Premier League' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'inline-radio', options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllLevels: Story = {
  render: (args) => (
    <Stack gap={3}>
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} {...args} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
};

export const LongName: Story = {
  args: {
    children:
      'Liga de Fútbol Profesional Boliviana — Clausura, Segunda Fase, Grupo de Campeonato Internacional',
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const SmallerThanItsLevel: Story = { args: { level: 2, size: 5, children: 'Sports' } };
