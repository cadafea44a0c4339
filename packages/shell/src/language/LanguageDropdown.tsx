'use client';

import * as Popover from '@radix-ui/react-popover';
import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import { languageDisplay } from '../i18n/languages';
import { Flag } from './Flag';
import { flagCodeFor } from './flags';
import { showsLanguageSelector } from './languageColumns';

function loadPanel() {
  return import('./LanguagePanel').then((module) => ({ default: module.LanguagePanel }));
}

const LanguagePanel = lazy(loadPanel);

export interface LanguageDropdownProps {
  /** The page's locale. */
  current: string;
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

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.border};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  > svg:last-child {
    width: 10px;
    height: 10px;
    transition: transform 0.15s;
  }

  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

/**
 * The language dropdown (spec §2 "Language dropdown"): the trigger shows the current language's
 * flag and an arrow, named "Language: English" for assistive technology. The list opens below
 * or beside, closes on outside click and Escape (Radix Popover; focus returns to the trigger),
 * is one column for up to 7 languages, else two, and marks the current language aria-current.
 * Nothing renders when only one language is offered.
 *
 * The list is lazy: its module starts loading when the pointer enters or focus reaches the
 * trigger, and renders once loaded. Choice where the spec is silent: below the trigger the list
 * lines up with the trigger's end (a header's right side), beside it with its top.
 */
export function LanguageDropdown({
  current,
  offered,
  defaultLocale,
  pathname,
  placement = 'below',
  className,
}: LanguageDropdownProps) {
  const t = useTranslations('language');
  const [open, setOpen] = useState(false);
  if (!showsLanguageSelector(offered)) return null;
  const preload = () => {
    void loadPanel();
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Trigger
          type="button"
          className={className}
          aria-label={t('trigger', { language: languageDisplay(current).title })}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <Flag code={flagCodeFor(current)} />
          <svg viewBox="0 0 10 10" aria-hidden="true" focusable="false">
            <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
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
