'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../theme/styles';
import type {} from '../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden';

export interface LanguageOption {
  /** The URL locale, e.g. `en`, `es`, `pt-br`. */
  locale: string;
  /** The language's own name, e.g. "Español". */
  title: string;
  /** The same page in that language. */
  href: string;
  /** A flag emoji or short text; without it a small locale badge is shown. */
  flag?: string;
}

export interface LanguageSelectProps {
  /** The current locale. */
  value: string;
  options: LanguageOption[];
  /** Translated name of the control, e.g. "Language". */
  label: string;
  /** Which edge the list lines up with. Default `end` (a header's right side). */
  align?: 'start' | 'end';
  className?: string;
}

/** Up to this many options fit one column; more flow into two. */
export const languageSingleColumnMax = 7;

const Root = styled.div`
  position: relative;
  display: inline-block;
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  svg {
    width: 0.75rem;
    height: 0.75rem;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Flag = styled.span`
  display: inline-flex;
  font-size: 1.125rem;
  line-height: 1;
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.6875rem;
  line-height: 1.125rem;
  text-transform: uppercase;
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  z-index: 10;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  min-width: 12rem;
  max-width: min(32rem, calc(100vw - 1rem));
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 0.2);

  &[hidden] {
    display: none;
  }
`;

const List = styled.ul<{ $columns: 1 | 2 }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OptionLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  ${focusRing}

  &:focus-visible {
    outline-offset: -2px;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  /* Text stays on a contrast-guaranteed pair; the bar in primary marks the current language. */
  &[aria-current='true'] {
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

function Chevron() {
  return (
    <svg viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="m2 4.5 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Mark({ option }: { option: LanguageOption }) {
  return option.flag ? (
    <Flag aria-hidden="true">{option.flag}</Flag>
  ) : (
    <Badge aria-hidden="true">{option.locale}</Badge>
  );
}

/**
 * The current language with its flag; opens a list of the other languages as links to the same
 * page. Closes on Escape (focus returns to the button), on a click outside and when focus leaves.
 * Renders nothing when there is no other language to choose.
 */
export function LanguageSelect({
  value,
  options,
  label,
  align = 'end',
  className,
}: LanguageSelectProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (options.length <= 1) return null;

  const current = options.find((option) => option.locale === value) ?? options[0];
  if (!current) return null;
  const columns = options.length <= languageSingleColumnMax ? 1 : 2;

  return (
    <Root
      ref={rootRef}
      className={className}
      onBlur={(event) => {
        // Tab (or a focus move) to something outside closes it. A null relatedTarget is a click
        // on a non-focusable spot or a window switch: outside clicks are handled on pointerdown.
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <VisuallyHidden>{label}: </VisuallyHidden>
        <Mark option={current} />
        <span lang={current.locale}>{current.title}</span>
        <Chevron />
      </Trigger>
      <Panel id={panelId} hidden={!open} $align={align}>
        <List $columns={columns} data-columns={columns}>
          {options.map((option) => (
            <li key={option.locale}>
              <OptionLink
                href={option.href}
                hrefLang={option.locale}
                lang={option.locale}
                aria-current={option.locale === current.locale ? 'true' : undefined}
              >
                <Mark option={option} />
                {option.title}
              </OptionLink>
            </li>
          ))}
        </List>
      </Panel>
    </Root>
  );
}
