'use client';

import { useEffect, useId, useRef, useState } from 'react';

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
    <div className="cs-sib" ref={wrap}>
      <button
        className="cs-sib-trigger"
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="cs-vh">{`${triggerName}: `}</span>
        <span>{label}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div className="cs-sib-panel" id={panelId} hidden={!open}>
        {groups.map((group) => (
          <section key={group.key} aria-label={group.title}>
            <h2 className="cs-sib-group">{group.title}</h2>
            <ul className="cs-sib-list">
              {group.events.map((event) => (
                <li key={event.id}>
                  <a
                    className="cs-sib-item"
                    href={event.href}
                    aria-current={event.current ? 'page' : undefined}
                  >
                    <span>{event.name}</span>
                    <time>{event.dateText}</time>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
