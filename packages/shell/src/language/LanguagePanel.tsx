'use client';

import * as Popover from '@radix-ui/react-popover';
import { styled } from 'styled-components';
import { languageDisplay } from '../i18n/languages';
import { languageHref } from '../i18n/paths';
import { zIndex } from '../layout/tokens';
import { Flag } from './Flag';
import { flagCodeFor } from './flags';
import { languageColumns } from './languageColumns';
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

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const List = styled.ul<{ $columns: 1 | 2 }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: inherit;
  font-size: 0.875rem;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  &[aria-current='true'] {
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The open list of the language dropdown: its own module, loaded with React.lazy the first time
 * the dropdown opens, so the header only ships the trigger. Each tile is a real link to the same
 * page in that language (works without JavaScript and with "open in new tab"); a click first
 * stores NEXT_USER_LOCALE, then the browser follows the link.
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
  const columns = languageColumns(offered.length);
  return (
    <Popover.Portal>
      <Content
        side={placement === 'beside' ? 'right' : 'bottom'}
        align={placement === 'beside' ? 'start' : 'end'}
        sideOffset={6}
        collisionPadding={8}
        aria-label={label}
      >
        <List $columns={columns} data-columns={columns}>
          {offered.map((locale) => {
            const display = languageDisplay(locale);
            const isCurrent = locale === current;
            return (
              <li key={locale}>
                <Tile
                  href={languageHref(locales, pathname, locale)}
                  hrefLang={display.htmlLang}
                  lang={display.htmlLang}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => rememberLocale(locale)}
                >
                  <Flag code={flagCodeFor(locale)} />
                  <span>{display.title}</span>
                </Tile>
              </li>
            );
          })}
        </List>
      </Content>
    </Popover.Portal>
  );
}
