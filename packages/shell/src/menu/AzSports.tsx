'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import { sportTreeHref, type EventPathNode } from '@clem/core';
import { VisuallyHidden } from '@clem/ui';
import { MenuIcon } from './MenuIcon';
import {
  MenuEntry,
  MenuHeading,
  MenuLabel,
  MenuList,
  MenuSection,
  type ResolveMenuHref,
} from './menuLinks';
import { toggleSection, type SectionPath } from './menuSections';

/** The first key of AZ Sports section paths (see menuSections). */
export const AZ_SECTION = 'az';

export interface AzSportsProps {
  /** The event path tree: sports, each with countries, each with leagues. */
  nodes: readonly EventPathNode[];
  resolveHref: ResolveMenuHref;
  currentPath?: string | undefined;
  /**
   * Controlled: the menu's one open section path (see menuSections); AZ Sports sections are
   * `['az', sportId]` and `['az', sportId, countryId]`. Uncontrolled when undefined.
   */
  openPath?: SectionPath | undefined;
  onOpenPathChange?: ((openPath: string[]) => void) | undefined;
  onNavigate?: (() => void) | undefined;
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space(1)} 0;
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

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The section path of AZ Sports to open for the current page (its sport and country), or []. */
export function azSectionPathFor(
  nodes: readonly EventPathNode[],
  resolveHref: ResolveMenuHref,
  currentPath: string | undefined,
): string[] {
  if (currentPath === undefined) return [];
  const isCurrent = (path: EventPathNode[]) =>
    resolveHref(sportTreeHref(path))?.href === currentPath;
  for (const sport of nodes) {
    for (const country of sport.children) {
      if (country.children.some((league) => isCurrent([sport, country, league]))) {
        return [AZ_SECTION, String(sport.id), String(country.id)];
      }
      if (isCurrent([sport, country])) return [AZ_SECTION, String(sport.id)];
    }
  }
  return [];
}

function NodeText({ node }: { node: EventPathNode }) {
  const t = useTranslations('menu');
  return (
    <>
      <MenuLabel>{node.name}</MenuLabel>
      {typeof node.eventCount === 'number' ? (
        <>
          <Count aria-hidden="true">{node.eventCount}</Count>
          <VisuallyHidden>({t('events', { count: node.eventCount })})</VisuallyHidden>
        </>
      ) : null}
    </>
  );
}

interface LevelProps {
  nodes: readonly EventPathNode[];
  /** The tree path above these nodes (empty for sports). */
  above: EventPathNode[];
  props: AzSportsProps;
  openPath: SectionPath;
  toggle: (path: SectionPath) => void;
  baseId: string;
}

/**
 * One level of the tree. Sports and countries with children are toggles (one open at a time per
 * level); leagues, and sports or countries without children, are links.
 */
function Level({ nodes, above, props, openPath, toggle, baseId }: LevelProps) {
  return (
    <MenuList>
      {nodes.map((node) => {
        const path = [...above, node];
        const sectionPath = [AZ_SECTION, ...path.map((n) => String(n.id))];
        const icon = above.length === 0 ? <MenuIcon name={node.sportCode ?? 'sports'} /> : null;
        // Leagues (third level) are always links: the spec's tree ends there.
        if (node.children.length === 0 || above.length >= 2) {
          return (
            <li key={node.id}>
              <MenuEntry
                link={sportTreeHref(path)}
                resolveHref={props.resolveHref}
                currentPath={props.currentPath}
                onNavigate={props.onNavigate}
              >
                {icon}
                <NodeText node={node} />
              </MenuEntry>
            </li>
          );
        }
        return (
          <li key={node.id}>
            <MenuSection
              path={sectionPath}
              openPath={openPath}
              toggle={toggle}
              baseId={baseId}
              depth={path.length}
              label={
                <>
                  {icon}
                  <NodeText node={node} />
                </>
              }
            >
              <Level
                nodes={node.children}
                above={path}
                props={props}
                openPath={openPath}
                toggle={toggle}
                baseId={baseId}
              />
            </MenuSection>
          </li>
        );
      })}
    </MenuList>
  );
}

/**
 * Tier 6 of the side menu, titled "AZ Sports" (account-and-shell §2): each sport expands to its
 * countries, each country to its leagues. An accordion: one sport open at a time, then one country
 * within it. Leagues are links (`sportTreeHref`, through the lead's link helper); a count shows
 * when the tree carries one. Closed panels render nothing inside (big trees stay light).
 *
 * Decisions: a sport or country without children is a link to its own page (nothing to expand);
 * the open section starts at the current page's sport and country when uncontrolled.
 */
export function AzSports(props: AzSportsProps) {
  const t = useTranslations('menu');
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [ownOpenPath, setOwnOpenPath] = useState<string[]>(() =>
    azSectionPathFor(props.nodes, props.resolveHref, props.currentPath),
  );
  const openPath = props.openPath ?? ownOpenPath;
  const toggle = (path: SectionPath) => {
    const next = toggleSection(openPath, path);
    if (props.openPath === undefined) setOwnOpenPath(next);
    props.onOpenPathChange?.(next);
  };

  return (
    <Section aria-labelledby={titleId} data-menu-tier="az-sports">
      <MenuHeading id={titleId} data-menu-label="">
        {t('azSports')}
      </MenuHeading>
      <div data-menu-hide-collapsed="">
        {props.nodes.length === 0 ? (
          <Empty>{t('noSports')}</Empty>
        ) : (
          <Level
            nodes={props.nodes}
            above={[]}
            props={props}
            openPath={openPath}
            toggle={toggle}
            baseId={baseId}
          />
        )}
      </div>
    </Section>
  );
}
