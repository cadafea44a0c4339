'use client';

import { Dialog } from '@clem/ui';
import { useTranslations } from 'next-intl';
import type { ReactNode, RefObject } from 'react';

export interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel: a `SettingsPanel` or `ConnectedSettingsPanel` with `hideHeading`. */
  children: ReactNode;
  /**
   * Where focus goes back on close: the button that opened it (a menu entry, not a Radix
   * trigger). Without it Radix returns focus to what had it before opening.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The settings panel as a dialog (§2 "also usable as a dialog"): the ui `Dialog`, so focus moves in
 * and is trapped, Escape and the overlay close it, and focus returns to the trigger.
 */
export function SettingsDialog({
  open,
  onOpenChange,
  children,
  returnFocusTo,
}: SettingsDialogProps) {
  const t = useTranslations('settings');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
      closeLabel={t('close')}
      returnFocusTo={returnFocusTo}
      testId="settings-dialog"
    >
      {children}
    </Dialog>
  );
}
