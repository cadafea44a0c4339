'use client';

import { styled } from 'styled-components';
import { LanguageFlag } from '../CountryFlag/languageFlag';
import { focusRingInset } from '../theme/styles';
import type {} from '../theme/theme';
import { languageColumns } from './languageColumns';

/** One language the player can switch to. */
export interface LanguageOption {
  /** The URL locale code (en, sc, jp, ja …): it picks the flag. */
  locale: string;
  /** The language's own name, e.g. "Español". */
  title: string;
  /** Its BCP 47 tag, for `lang` and `hreflang` (`zh-Hans` for sc). */
  htmlLang: string;
  /** The same page in that language. */
  href: string;
}

export interface LanguageListProps {
  options: readonly LanguageOption[];
  /** The page's locale: its link is marked `aria-current`. */
  current: string;
  /** Called when a language's link is followed, before the browser goes there. */
  onChoose?: ((locale: string) => void) | undefined;
}

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

  ${focusRingInset}

  /* Text stays on the contrast-guaranteed pair; the bar in primary marks the current language. */
  &[aria-current='true'] {
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

const Flag = styled(LanguageFlag)`
  display: block;
  border-radius: 2px;
`;

/**
 * The languages of the language picker, each with its flag: one column for up to seven, two
 * beyond. Each tile is a real link to the same page in that language (works without JavaScript
 * and with "open in new tab"), written in its own language.
 */
export function LanguageList({ options, current, onChoose }: LanguageListProps) {
  const columns = languageColumns(options.length);
  return (
    <List $columns={columns} data-columns={columns}>
      {options.map((option) => (
        <li key={option.locale}>
          <Tile
            href={option.href}
            hrefLang={option.htmlLang}
            lang={option.htmlLang}
            aria-current={option.locale === current ? 'true' : undefined}
            onClick={onChoose ? () => onChoose(option.locale) : undefined}
          >
            <Flag locale={option.locale} />
            <span>{option.title}</span>
          </Tile>
        </li>
      ))}
    </List>
  );
}
