import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { ThemeControl } from './ThemeControl';

/** Switches <html data-theme> and stores `clem-theme`; try it with the mode toolbar too. */
const meta = {
  title: 'Shell/ThemeControl',
  component: ThemeControl,
  decorators: [withShellMessages],
} satisfies Meta<typeof ThemeControl>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
