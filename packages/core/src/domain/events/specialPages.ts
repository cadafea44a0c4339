import { featureVisible, type GatedFeature, type GatingContext } from '../featureGating';

/**
 * The special sports pages (betting spec §2 "Special sports pages: /sports/betradar-virtuals,
 * /sports/edge, /sports/esports, /sports/esportsbull, /sports/exchange, /sports/kiron,
 * /sports/parlaybay, /sports/soccerbet, /sports/vir2al-games, /sports/leap, /cryptoblast,
 * /powerball, /lotto") and their gating (§6 "Feature visibility by setting and currency", as
 * `featureGating.ts` implements it).
 */

export type SpecialPageId =
  | 'betradar-virtuals'
  | 'edge'
  | 'esports'
  | 'esportsbull'
  | 'exchange'
  | 'kiron'
  | 'parlaybay'
  | 'soccerbet'
  | 'vir2al-games'
  | 'leap'
  | 'cryptoblast'
  | 'powerball'
  | 'lotto';

export type SpecialPage = {
  id: SpecialPageId;
  /** Without locale prefix. */
  path: string;
  /** The English product name (translations key on `id`). */
  name: string;
  /** The `featureGating` feature that gates the page, or null when ungated. */
  gate: GatedFeature | null;
};

/**
 * The special pages of §2, each with its path, English name and the §6 gate (featureGating's
 * tag): esports is Pinnacle Esports (`pinnacle`), kiron `kiron-virtuals`, leap `leap-virtuals`,
 * lotto `live-lottery`, betradar-virtuals the embedded virtuals; the others use their own name.
 */
export const SPECIAL_PAGES: readonly SpecialPage[] = [
  {
    id: 'betradar-virtuals',
    path: '/sports/betradar-virtuals',
    name: 'Betradar Virtuals',
    gate: 'betradar-virtuals',
  },
  { id: 'edge', path: '/sports/edge', name: 'Edge', gate: 'edge' },
  { id: 'esports', path: '/sports/esports', name: 'Pinnacle Esports', gate: 'pinnacle' },
  { id: 'esportsbull', path: '/sports/esportsbull', name: 'Esports Bull', gate: 'esportsbull' },
  { id: 'exchange', path: '/sports/exchange', name: 'Exchange', gate: 'exchange' },
  { id: 'kiron', path: '/sports/kiron', name: 'Kiron Virtuals', gate: 'kiron-virtuals' },
  { id: 'parlaybay', path: '/sports/parlaybay', name: 'ParlayBay', gate: 'parlaybay' },
  { id: 'soccerbet', path: '/sports/soccerbet', name: 'SoccerBet', gate: 'soccerbet' },
  { id: 'vir2al-games', path: '/sports/vir2al-games', name: 'Vir2al Games', gate: 'vir2al-games' },
  { id: 'leap', path: '/sports/leap', name: 'Leap Virtuals', gate: 'leap-virtuals' },
  { id: 'cryptoblast', path: '/cryptoblast', name: 'CryptoBlast', gate: 'cryptoblast' },
  { id: 'powerball', path: '/powerball', name: 'Powerball', gate: 'powerball' },
  { id: 'lotto', path: '/lotto', name: 'Lotto', gate: 'live-lottery' },
];

/**
 * The special page at a path (§2 "Special sports pages"), the path being without locale prefix.
 *
 * Decisions (spec silent): a query string, a fragment and a trailing slash are ignored; matching
 * is case-sensitive; `/sports/leap/{gameId…}` is the leap page too (§2 route
 * `/sports/leap/[[...leapGameId]]`); other sub-paths match nothing.
 */
export function specialPageByPath(path: string): SpecialPage | undefined {
  let bare = path.split(/[?#]/, 1)[0] ?? '';
  if (bare.length > 1 && bare.endsWith('/')) bare = bare.slice(0, -1);
  return SPECIAL_PAGES.find(
    (page) => page.path === bare || (page.id === 'leap' && bare.startsWith(`${page.path}/`)),
  );
}

/**
 * Whether a player may see a special page (§6 "Feature visibility by setting and currency"): the
 * rule of the page's gate, as `featureVisible` of featureGating evaluates it (currency lists and
 * the settings it names); an ungated page is always visible.
 *
 * Decision: `featureVisible` never needs the side menu's CMS item (that is only where the side
 * menu finds the tag), so it is the right rule for a page opened directly; the tags whose only
 * flag is the CMS item (edge, exchange, kiron, soccerbet, vir2al-games) are therefore visible.
 */
export function specialPageVisible(page: SpecialPage, context: GatingContext): boolean {
  return page.gate === null || featureVisible(page.gate, context);
}
