'use client';

import { ConnectedSettingsPanel, SettingsDialog } from '@clem/account';
import { useSyncExternalStore, type RefObject } from 'react';
import { applyThemeMode, currentThemeMode, subscribeThemeMode } from '../../theme/themeMode';
import { notify } from '../../toasts/notify';
import { useFrameConfig } from '../frameConfig';

/**
 * The account package's settings panel on the frame: the brand's capabilities, the theme from
 * <html data-theme>, and the "your choice has been saved" toast. Loaded lazily (the menu's
 * settings popup, the header's settings dialog), so no page ships it before it is opened.
 */
export function FrameSettingsPanel({ onDone }: { onDone?: () => void }) {
  const config = useFrameConfig();
  const theme = useSyncExternalStore(subscribeThemeMode, currentThemeMode, () => 'system' as const);
  return (
    <ConnectedSettingsPanel
      capabilities={{
        hideDefaultStake: config.capabilities.hideDefaultStake,
        restrictThaiLayout: config.capabilities.restrictThaiLayout,
        loginApi: config.loginApi,
      }}
      theme={theme}
      onThemeChange={applyThemeMode}
      onSaved={(key) => notify(key)}
      onDone={onDone}
      hideHeading
    />
  );
}

/** The settings panel as a dialog (desktop header). */
export default function FrameSettingsDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <SettingsDialog open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo}>
      <FrameSettingsPanel onDone={() => onOpenChange(false)} />
    </SettingsDialog>
  );
}
