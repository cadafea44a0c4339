'use client';

import * as Popover from '@radix-ui/react-popover';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { languageDisplay } from '../i18n/languages';
import type { LanguageDropdownProps } from './LanguageDropdown';
import { Trigger, TriggerFace } from './languageTrigger';

function loadPanel() {
  return import('./LanguagePanel').then((module) => ({ default: module.LanguagePanel }));
}

const LanguagePanel = lazy(loadPanel);

export interface LanguagePopoverProps extends LanguageDropdownProps {
  /** Open at once (the player clicked the light trigger before this module arrived). */
  initiallyOpen: boolean;
  /** Move focus to the trigger on mount (the light trigger had focus when it was replaced). */
  focusTrigger: boolean;
}

/**
 * The interactive language dropdown (Radix Popover), loaded by `LanguageDropdown` on the
 * player's first approach. The list closes on outside click and Escape, focus returns to the
 * trigger, and the list itself (`LanguagePanel`) is one more lazy step.
 */
export function LanguagePopover({
  current,
  flag,
  offered,
  defaultLocale,
  pathname,
  placement = 'below',
  className,
  initiallyOpen,
  focusTrigger,
}: LanguagePopoverProps) {
  const t = useTranslations('language');
  const [open, setOpen] = useState(initiallyOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
    // Only on mount: the hand-over from the light trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const preload = () => {
    void loadPanel();
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Trigger
          ref={triggerRef}
          type="button"
          className={className}
          aria-label={t('trigger', { language: languageDisplay(current).title })}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <TriggerFace flag={flag} />
        </Trigger>
      </Popover.Trigger>
      {open ? (
        <Suspense fallback={null}>
          <LanguagePanel
            current={current}
            offered={offered}
            defaultLocale={defaultLocale}
            pathname={pathname}
            placement={placement}
            label={t('list')}
          />
        </Suspense>
      ) : null}
    </Popover.Root>
  );
}
