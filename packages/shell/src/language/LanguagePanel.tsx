'use client';

import * as Popover from '@radix-ui/react-popover';
import { styled } from 'styled-components';
import { focusRing, LanguageList, zIndex } from '@clem/ui';
import { languageDisplay } from '../i18n/languages';
import { languageHref } from '../i18n/paths';
import { rememberLocale } from './localeCookie';

export interface LanguagePanelProps {
  current: string;
  offered: readonly string[];
  defaultLocale: string;
  pathname: string;
  placement: 'below' | 'beside';
  /** Translated name of the list, e.g. "Choose a language". */
  label: string;
}

const Content = styled(Popover.Content)`
  z-index: ${zIndex.popover};
  max-height: min(70vh, var(--radix-popover-content-available-height, 70vh));
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
  font-family: ${({ theme }) => theme.fonts.body};
  ${focusRing}
`;

/**
 * The open list of the language dropdown: its own module, loaded with React.lazy the first time
 * the dropdown opens, so the header only ships the trigger. The brand's languages become links to
 * the same page in each (ui's `LanguageList`); a click first stores NEXT_USER_LOCALE, then the
 * browser follows the link.
 */
export function LanguagePanel({
  current,
  offered,
  defaultLocale,
  pathname,
  placement,
  label,
}: LanguagePanelProps) {
  const locales = { default: defaultLocale, offered };
  return (
    <Popover.Portal>
      <Content
        side={placement === 'beside' ? 'right' : 'bottom'}
        align={placement === 'beside' ? 'start' : 'end'}
        sideOffset={6}
        collisionPadding={8}
        aria-label={label}
      >
        <LanguageList
          current={current}
          options={offered.map((locale) => {
            const display = languageDisplay(locale);
            return {
              locale,
              title: display.title,
              htmlLang: display.htmlLang,
              href: languageHref(locales, pathname, locale),
            };
          })}
          onChoose={rememberLocale}
        />
      </Content>
    </Popover.Portal>
  );
}
