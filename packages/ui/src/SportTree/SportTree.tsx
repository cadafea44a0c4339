'use client';

import { type ReactNode, useId, useState } from 'react';
import { styled } from 'styled-components';
import { Heading } from '../Heading';
import { focusRing } from '../theme/styles';
import type {} from '../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden';

/** One node of the event path tree: a sport, a country (or region), a league. */
export interface SportTreeNode {
  id: number;
  name: string;
  slug: string;
  sportCode?: string;
  eventCount?: number;
  children?: SportTreeNode[];
}

/** Translated texts; functions so that plurals and word order stay with the translations. */
export interface SportTreeLabels {
  /** Name of the navigation landmark and its heading, e.g. "Sports". */
  title: string;
  /** A count's accessible text, e.g. `(n) => \`${n} events\``. */
  events: (count: number) => string;
  /** Accessible name of a sport's expand button, e.g. `(name) => \`Show ${name} leagues\``. */
  expand: (name: string) => string;
  /** Shown when there are no sports. */
  empty?: string;
}

export interface SportTreeProps {
  /** The sports, each with its countries and their leagues as `children`. */
  nodes: SportTreeNode[];
  /** The link of a node, from its path: `[sport]`, `[sport, country]`, `[sport, country, league]`. */
  hrefFor: (path: SportTreeNode[]) => string;
  labels: SportTreeLabels;
  /** Controlled: the id of the open sport (null: none). */
  openId?: number | null;
  /** Uncontrolled: the sport open at first. Default: the sport holding `currentHref`, if any. */
  defaultOpenId?: number | null;
  onOpenChange?: (openId: number | null) => void;
  /** The current page: its link gets `aria-current="page"`. */
  currentHref?: string;
  /** A sport's icon (decorative), e.g. from its `sportCode`. */
  renderIcon?: (sport: SportTreeNode) => ReactNode;
  /** Keep the title for assistive technology only. */
  hideTitle?: boolean;
  className?: string;
}

const Nav = styled.nav`
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled(Heading)`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SportItem = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const SportRow = styled.div`
  display: flex;
  align-items: stretch;
`;

const Link = styled.a<{ $depth: number }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  min-width: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme, $depth }) => theme.space(4 + $depth * 4)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ $depth }) => ($depth === 0 ? 600 : 400)};
  text-decoration: none;
  ${focusRing}

  &:focus-visible {
    outline-offset: -2px;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  /* Text colours stay on the contrast-guaranteed pairs; the bar in primary marks the place. */
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

/* Block (as a flex item it is anyway) so the accessible name reads "Football (412 events)". */
const Name = styled.span`
  display: block;
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  flex: none;
  min-width: 1.75rem;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  line-height: 1.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
`;

const Toggle = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  min-height: 2.75rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  ${focusRing}

  &:focus-visible {
    outline-offset: -2px;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }

  svg {
    width: 1rem;
    height: 1rem;
    transition: transform 150ms ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const Panel = styled.div`
  background: ${({ theme }) => theme.colors.background};

  &[hidden] {
    display: none;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Chevron() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      focusable="false"
      aria-hidden="true"
    >
      <path d="m3 6 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** True when `href` is the link of `node` or of anything below it. */
function holdsHref(
  node: SportTreeNode,
  path: SportTreeNode[],
  href: string,
  hrefFor: SportTreeProps['hrefFor'],
): boolean {
  const here = [...path, node];
  if (hrefFor(here) === href) return true;
  return (node.children ?? []).some((child) => holdsHref(child, here, href, hrefFor));
}

interface NodeLabelProps {
  node: SportTreeNode;
  labels: SportTreeLabels;
}

/** The node's name and, when known, its event count (a bare number on screen, "12 events" read). */
function NodeLabel({ node, labels }: NodeLabelProps) {
  return (
    <>
      <Name>{node.name}</Name>
      {node.eventCount === undefined ? null : (
        <>
          <Count aria-hidden="true">{node.eventCount}</Count>
          <VisuallyHidden>({labels.events(node.eventCount)})</VisuallyHidden>
        </>
      )}
    </>
  );
}

interface BranchProps {
  nodes: SportTreeNode[];
  path: SportTreeNode[];
  hrefFor: SportTreeProps['hrefFor'];
  labels: SportTreeLabels;
  currentHref: string | undefined;
}

/** Countries and their leagues (any depth) below an open sport. */
function Branch({ nodes, path, hrefFor, labels, currentHref }: BranchProps) {
  return (
    <List>
      {nodes.map((node) => {
        const here = [...path, node];
        const href = hrefFor(here);
        return (
          <li key={node.id}>
            <Link
              href={href}
              $depth={path.length}
              aria-current={href === currentHref ? 'page' : undefined}
            >
              <NodeLabel node={node} labels={labels} />
            </Link>
            {node.children && node.children.length > 0 ? (
              <Branch
                nodes={node.children}
                path={here}
                hrefFor={hrefFor}
                labels={labels}
                currentHref={currentHref}
              />
            ) : null}
          </li>
        );
      })}
    </List>
  );
}

/**
 * The sport -> country -> league menu. Each sport is a link to its page plus a button that opens
 * its countries and leagues; opening one sport closes the other ("only one toggled submenu section
 * is open at a time"). Links are plain `<a href>`: the shell decides how they navigate.
 */
export function SportTree({
  nodes,
  hrefFor,
  labels,
  openId,
  defaultOpenId,
  onOpenChange,
  currentHref,
  renderIcon,
  hideTitle = false,
  className,
}: SportTreeProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [uncontrolledOpenId, setUncontrolledOpenId] = useState<number | null>(() => {
    if (defaultOpenId !== undefined) return defaultOpenId;
    if (currentHref === undefined) return null;
    return nodes.find((sport) => holdsHref(sport, [], currentHref, hrefFor))?.id ?? null;
  });
  const open = openId === undefined ? uncontrolledOpenId : openId;

  const toggle = (id: number) => {
    const next = open === id ? null : id;
    if (openId === undefined) setUncontrolledOpenId(next);
    onOpenChange?.(next);
  };

  return (
    <Nav aria-labelledby={titleId} className={className}>
      {hideTitle ? (
        <VisuallyHidden id={titleId}>{labels.title}</VisuallyHidden>
      ) : (
        <Title id={titleId} level={2} size={5}>
          {labels.title}
        </Title>
      )}
      {nodes.length === 0 ? (
        labels.empty ? (
          <Empty>{labels.empty}</Empty>
        ) : null
      ) : (
        <List>
          {nodes.map((sport) => {
            const isOpen = open === sport.id;
            const panelId = `${baseId}-sport-${sport.id}`;
            const hasChildren = sport.children !== undefined && sport.children.length > 0;
            const href = hrefFor([sport]);
            return (
              <SportItem key={sport.id}>
                <SportRow>
                  <Link
                    href={href}
                    $depth={0}
                    aria-current={href === currentHref ? 'page' : undefined}
                  >
                    {renderIcon ? (
                      <IconSlot aria-hidden="true">{renderIcon(sport)}</IconSlot>
                    ) : null}
                    <NodeLabel node={sport} labels={labels} />
                  </Link>
                  {hasChildren ? (
                    <Toggle
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      aria-label={labels.expand(sport.name)}
                      onClick={() => toggle(sport.id)}
                    >
                      <Chevron />
                    </Toggle>
                  ) : null}
                </SportRow>
                {hasChildren ? (
                  <Panel id={panelId} hidden={!isOpen}>
                    {isOpen && sport.children ? (
                      <Branch
                        nodes={sport.children}
                        path={[sport]}
                        hrefFor={hrefFor}
                        labels={labels}
                        currentHref={currentHref}
                      />
                    ) : null}
                  </Panel>
                ) : null}
              </SportItem>
            );
          })}
        </List>
      )}
    </Nav>
  );
}
