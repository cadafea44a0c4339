/**
 * Links into the sport tree (spec routes): a sport is `/sports/{id}-{CODE}` (or its plain slug
 * when it has no code), a country `/sports/competitions/{sport}/{country}` and a league
 * `/sports/competitions/{sport}/{country}/{league}`.
 */
export interface SportTreeNodeLike {
  id: number;
  slug: string;
  sportCode?: string | undefined;
}

export function sportSlug(sport: SportTreeNodeLike): string {
  return sport.sportCode ? `${sport.id}-${sport.sportCode}` : sport.slug;
}

export function sportTreeHref(path: readonly SportTreeNodeLike[]): string {
  const [sport, country, league] = path;
  if (!sport) return '/sports';
  if (!country) return `/sports/${encodeURIComponent(sportSlug(sport))}`;
  const base = `/sports/competitions/${encodeURIComponent(sport.slug)}/${encodeURIComponent(country.slug)}`;
  return league ? `${base}/${encodeURIComponent(league.slug)}` : base;
}

/** Total events below a node, from its own count or its children's. */
export function eventCountOf(node: {
  eventCount?: number | undefined;
  children?: readonly { eventCount?: number | undefined; children?: readonly unknown[] }[];
}): number {
  if (typeof node.eventCount === 'number') return node.eventCount;
  return (node.children ?? []).reduce((sum, child) => sum + eventCountOf(child as typeof node), 0);
}
