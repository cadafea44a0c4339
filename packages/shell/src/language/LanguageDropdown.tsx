'use client';

import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { languageDisplay } from '../i18n/languages';
import { loadThemed } from '../theme/lazyThemed';
import { showsLanguageSelector } from '@clem/ui';
import { Trigger, TriggerFace } from './languageTrigger';
import type { LanguagePopoverProps } from './LanguagePopover';

export interface LanguageDropdownProps {
  /** The page's locale. */
  current: string;
  /**
   * The current language's flag, drawn: `<LanguageFlag locale={current} className="ch-flag" />`.
   * The frame draws it on the server (`useLanguageFlag`), so no page ships the flags' code.
   */
  flag: ReactNode;
  /** The brand's offered locales, in display order. */
  offered: readonly string[];
  /** The brand's default locale (no path prefix). */
  defaultLocale: string;
  /** The current path, with or without its locale prefix. */
  pathname: string;
  /** Where the list opens: below the trigger (header, default) or beside it (side menu). */
  placement?: 'below' | 'beside';
  className?: string;
}

type Popover = ComponentType<LanguagePopoverProps>;
let loaded: Popover | null = null;
let loading: Promise<Popover> | null = null;

function loadPopover(): Promise<Popover> {
  // The popover is styled: its theme wrapper (and styled-components) load with it.
  loading ??= loadThemed(() =>
    import('./LanguagePopover').then((module) => module.LanguagePopover),
  ).then((component) => (loaded = component));
  return loading;
}

/**
 * The language dropdown (spec §2 "Language dropdown"): the trigger shows the current language's
 * flag and an arrow, named "Language: English" for assistive technology. The list opens below
 * or beside, closes on outside click and Escape (Radix Popover; focus returns to the trigger),
 * is one column for up to 7 languages, else two, and marks the current language aria-current.
 * Nothing renders when only one language is offered.
 *
 * Every page has this trigger and few players use it, so the page ships only a light trigger:
 * the popover (Radix, with its positioning code) loads when the pointer enters or focus reaches
 * it, and replaces it in place — opened at once if the player clicked before it arrived, with
 * focus handed over if the light trigger had it. Choice where the spec is silent: below the
 * trigger the list lines up with the trigger's end (a header's right side), beside it with its
 * top.
 */
export function LanguageDropdown(props: LanguageDropdownProps) {
  const t = useTranslations('language');
  const [Loaded, setLoaded] = useState<Popover | null>(() => loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  if (!showsLanguageSelector(props.offered)) return null;
  if (Loaded) {
    return <Loaded {...props} initiallyOpen={openOnLoad} focusTrigger={focused} />;
  }
  const load = () => {
    loadPopover().then(
      (component) => setLoaded(() => component),
      () => {
        // A failed chunk: the light trigger stays; the next approach tries again.
        loading = null;
      },
    );
  };
  return (
    <Trigger
      type="button"
      className={props.className}
      aria-label={t('trigger', { language: languageDisplay(props.current).title })}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => {
        setFocused(false);
      }}
      onClick={() => {
        setOpenOnLoad(true);
        load();
      }}
    >
      <TriggerFace flag={props.flag} />
    </Trigger>
  );
}
