import { defaultPlatformSettings } from '@clem/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAccountMessages } from '../pages/stories/withAccountStore';
import { SettingsPanel } from './SettingsPanel';
import { settingsOptions } from './settingsOptions';

const allOn = settingsOptions({
  settings: {
    ...defaultPlatformSettings,
    enable_switching_theme_modes: true,
    allow_higher_odds_and_cashout: true,
  },
  capabilities: { hideDefaultStake: false },
  loggedIn: true,
  currentLayout: 'asian',
  restrictedVariant: false,
});

const meta = {
  title: 'Account/Settings/SettingsPanel',
  component: SettingsPanel,
  decorators: [withAccountMessages],
  args: {
    options: allOn,
    currency: 'EUR',
    onSave: fn(),
    initialValues: {
      sortBy: 'competition',
      oddsFormat: 'euro',
      layout: 'asian',
      theme: 'system',
      acceptHigherOdds: true,
      defaultStake: '10',
    },
  },
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in, theme switching and higher odds allowed. */
export const Everything: Story = {};

/** Anonymous with the default settings: no theme, no higher odds, no default stake. */
export const Anonymous: Story = {
  args: {
    options: settingsOptions({
      settings: defaultPlatformSettings,
      capabilities: { hideDefaultStake: false },
      loggedIn: false,
      currentLayout: null,
      restrictedVariant: false,
    }),
  },
};

/** A restricted variant (no Thai layout) on a brand that hides the default stake. */
export const RestrictedWithoutStake: Story = {
  args: {
    options: settingsOptions({
      settings: { ...defaultPlatformSettings, odds_types: ['hk'] },
      capabilities: { hideDefaultStake: true },
      loggedIn: true,
      currentLayout: 'asian',
      restrictedVariant: true,
    }),
  },
};

export const Saving: Story = { args: { saving: true } };
