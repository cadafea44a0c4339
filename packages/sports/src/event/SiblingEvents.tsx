'use client';

import { visuallyHidden } from '@clem/ui/styles';
import { clemTheme } from '@clem/ui/tokens';
import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';

/**
 * The event page's sibling-events dropdown (betting §2: other events of the same event path,
 * grouped by path; the page refreshes them every 15 s). A disclosure: the trigger says where the
 * player is, the panel lists links. Escape or a click outside closes it and focus returns to the
 * trigger.
 */
export interface SiblingEventLink {
  id: number;
  name: string;
  href: string;
  dateText: string;
  current: boolean;
}

export interface SiblingGroup {
  key: string;
  title: string;
  events: SiblingEventLink[];
}

export interface SiblingEventsProps {
  /** The trigger's text (the league), e.g. "England · Premier League". */
  label: string;
  /** The trigger's accessible name, e.g. "Other events in Premier League". */
  triggerName: string;
  groups: SiblingGroup[];
}

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border: 1px solid ${clemTheme.colors.border};
  border-radius: ${clemTheme.radius.md};
  background: ${clemTheme.colors.surface};
  color: ${clemTheme.colors.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${clemTheme.colors.focus};
    outline-offset: 2px;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Panel = styled.div`
  position: absolute;
  z-index: 30;
  top: calc(100% + 0.25rem);
  left: 0;
  width: min(24rem, 90vw);
  max-height: 60vh;
  overflow: auto;
  padding: 0.5rem 0;
  border: 1px solid ${clemTheme.colors.border};
  border-radius: ${clemTheme.radius.md};
  background: ${clemTheme.colors.surfaceRaised};
  box-shadow: 0 8px 24px rgb(0 0 0 / 20%);
`;

const GroupTitle = styled.h2`
  margin: 0.25rem 0;
  padding: 0 0.75rem;
  color: ${clemTheme.colors.textMuted};
  font-size: 0.75rem;
  text-transform: uppercase;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.a`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.5rem 0.75rem;
  color: ${clemTheme.colors.text};
  text-decoration: none;
  &[aria-current='page'] {
    font-weight: 700;
  }
  &:hover {
    background: ${clemTheme.colors.surface};
  }
  &:focus-visible {
    outline: 2px solid ${clemTheme.colors.focus};
    outline-offset: -2px;
  }
  time {
    color: ${clemTheme.colors.textMuted};
    font-size: 0.8125rem;
    white-space: nowrap;
  }
`;

export function SiblingEvents({ label, triggerName, groups }: SiblingEventsProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Wrap ref={wrap}>
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Hidden>{`${triggerName}: `}</Hidden>
        <span>{label}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        {groups.map((group) => (
          <section key={group.key} aria-label={group.title}>
            <GroupTitle>{group.title}</GroupTitle>
            <List>
              {group.events.map((event) => (
                <li key={event.id}>
                  <Item href={event.href} aria-current={event.current ? 'page' : undefined}>
                    <span>{event.name}</span>
                    <time>{event.dateText}</time>
                  </Item>
                </li>
              ))}
            </List>
          </section>
        ))}
      </Panel>
    </Wrap>
  );
}
