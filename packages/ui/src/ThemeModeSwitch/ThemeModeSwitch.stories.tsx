import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { type ThemeModePreference, ThemeModeSwitch } from './ThemeModeSwitch';

const meta = {
  title: 'Components/ThemeModeSwitch',
  component: ThemeModeSwitch,
  args: {
    value: 'system',
    onChange: fn(),
    labels: { legend: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  },
  argTypes: { value: { control: 'inline-radio', options: ['light', 'dark', 'system'] } },
} satisfies Meta<typeof ThemeModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value comes from args: change it in the Controls panel. */
export const Static: Story = {};

function Interactive(args: Parameters<typeof ThemeModeSwitch>[0]) {
  const [mode, setMode] = useState<ThemeModePreference>(args.value);
  return (
    <ThemeModeSwitch
      {...args}
      value={mode}
      onChange={(next) => {
        setMode(next);
        args.onChange(next);
      }}
    />
  );
}

/** Click or use the arrow keys; the choice stays in the story's state. */
export const Playground: Story = { render: (args) => <Interactive {...args} /> };

export const HiddenLegend: Story = { args: { hideLegend: true } };

/** Icons only below the desktop breakpoint (try the mobile viewport); names stay accessible. */
export const Compact: Story = { args: { hideLegend: true, compact: true } };

export const LongLabels: Story = {
  args: {
    value: 'light',
    labels: {
      legend: 'Erscheinungsbild',
      light: 'Hell',
      dark: 'Dunkel',
      system: 'Wie das Gerät (Systemeinstellung)',
    },
  },
};
