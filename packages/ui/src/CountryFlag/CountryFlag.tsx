import type { CSSProperties, ReactElement } from 'react';

/*
 * Small inline SVG flags for the countries of the sport tree, chosen by the country's URL slug.
 * No emoji flags: they render as two letters on Windows and in headless Chromium. Every flag is
 * drawn on one 30×20 (3:2) canvas as a few paths; the shapes are simplified but recognisable and
 * the colours are the flags' own (content, not theme tokens). The box is a fixed 24×16 px so a flag
 * never shifts the layout while it paints, and a faint outline in the text colour keeps white flags
 * visible on light surfaces. Regions and unknown slugs get a neutral globe in the text colour.
 *
 * No hooks, no context, no theme: this renders the same on the server (React Server Components)
 * and in the browser.
 */

/** One shape on the 30×20 canvas: path data filled with a colour, or stroked when it has a width. */
type Shape = readonly [colour: string, d: string, strokeWidth?: number];

/** Two decimals at most, so the path data stays short. */
const round = (n: number) => Math.round(n * 100) / 100;

/** A rectangle as path data. */
const box = (x: number, y: number, w: number, h: number) =>
  `M${round(x)} ${round(y)}h${round(w)}v${round(h)}h${round(-w)}z`;

const FULL = box(0, 0, 30, 20);

/** An ellipse (a circle when `ry` is left out) as path data: two half arcs. */
const disc = (cx: number, cy: number, rx: number, ry = rx) =>
  `M${round(cx - rx)} ${cy}a${rx} ${ry} 0 1 0 ${round(2 * rx)} 0a${rx} ${ry} 0 1 0 ${round(-2 * rx)} 0z`;

/**
 * A five-pointed star around (cx, cy) with outer radius r, one point up (turned clockwise by `turn`
 * degrees); or, for `pentagram`, the five lines of an outlined star (to stroke, not fill).
 */
function star(cx: number, cy: number, r: number, turn = 0, pentagram = false): string {
  const points: string[] = [];
  for (let i = 0; i < (pentagram ? 5 : 10); i += 1) {
    const radius = !pentagram && i % 2 ? r * 0.382 : r;
    const angle = ((i * (pentagram ? 144 : 36) + turn - 90) * Math.PI) / 180;
    points.push(`${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`);
  }
  return `M${points.join('L')}z`;
}

/**
 * Equal stripes top to bottom (left to right when `vertical`). Each stripe is painted from its
 * start to the far edge over the one before, so no hairline seam shows between two stripes.
 */
function stripes(colours: readonly string[], vertical = false): Shape[] {
  return colours.map((colour, i) => {
    const start = (i * (vertical ? 30 : 20)) / colours.length;
    return [colour, vertical ? box(start, 0, 30 - start, 20) : box(0, start, 30, 20 - start)];
  });
}

/** Every other of `count` equal horizontal bands, from band `first` on, as one path. */
function bands(count: number, first: number): string {
  let d = '';
  for (let i = first; i < count; i += 2) d += box(0, (i * 20) / count, 30, 20 / count);
  return d;
}

/** A Nordic cross, off-centre towards the hoist, with an optional narrower inner cross. */
function nordic(field: string, cross: string, inner?: string): Shape[] {
  const d = 'M11 0v20M0 10h30';
  return [[field, FULL], [cross, d, 4], ...(inner ? [[inner, d, 2] as const] : [])];
}

/** The Union Jack on a w×h box at the top left (the whole flag, or a canton). */
function unionJack(w: number, h: number): Shape[] {
  const s = h / 20;
  const diagonals = `M0 0L${w} ${h}M${w} 0L0 ${h}`;
  const cross = `M${w / 2} 0v${h}M0 ${h / 2}h${w}`;
  return [
    ['#012169', box(0, 0, w, h)],
    ['#fff', diagonals, 4 * s],
    ['#C8102E', diagonals, 1.4 * s],
    ['#fff', cross, 6.5 * s],
    ['#C8102E', cross, 3.8 * s],
  ];
}

/** One of the Korean flag's trigrams: three parallel bars centred on (x, y), turned `turn`°. */
function trigram(x: number, y: number, turn: number): Shape {
  const a = (turn * Math.PI) / 180;
  const [ux, uy] = [2.5 * Math.cos(a), 2.5 * Math.sin(a)];
  let d = '';
  for (const offset of [-1.5, 0, 1.5]) {
    const [cx, cy] = [x - offset * Math.sin(a), y + offset * Math.cos(a)];
    d += `M${round(cx - ux)} ${round(cy - uy)}L${round(cx + ux)} ${round(cy + uy)}`;
  }
  return ['#000', d, 0.8];
}

/** Many small white dots in a grid: the stars of a canton, too small to draw as stars. */
function dots(columns: number, rows: number, x: number, y: number, dx: number, dy: number) {
  let d = '';
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1)
      d += disc(x + column * dx, y + row * dy, 0.45);
  }
  return d;
}

/** Croatia's chequy: the red squares of a 5×5 board with sides `size`, red in the top left. */
function checks(x: number, y: number, size: number): string {
  let d = '';
  for (let i = 0; i < 25; i += 2)
    d += box(x + (i % 5) * size, y + Math.floor(i / 5) * size, size, size);
  return d;
}

const drawings = {
  argentina: [...stripes(['#74ACDF', '#fff', '#74ACDF']), ['#F6B40E', disc(15, 10, 2)]],
  australia: [
    ...unionJack(15, 10),
    // The same blue over the rest: also hides the ends of the canton's diagonals.
    ['#012169', 'M15 0H30V20H0V10H15z'],
    ['#fff', star(7.5, 15, 2.4) + star(22.5, 16.5, 1.1) + star(19.5, 8.8, 1.1)],
    ['#fff', star(22.5, 3.8, 1.1) + star(25.6, 7.8, 1.1) + star(23.8, 10.8, 0.6)],
  ],
  austria: stripes(['#C8102E', '#fff', '#C8102E']),
  bangladesh: [
    ['#006A4E', FULL],
    ['#F42A41', disc(13.5, 10, 5.5)],
  ],
  belgium: stripes(['#000', '#FDDA24', '#EF3340'], true),
  brazil: [
    ['#009C3B', FULL],
    ['#FFDF00', 'M15 2.2L27.5 10L15 17.8L2.5 10z'],
    ['#002776', disc(15, 10, 4.6)],
    ['#fff', 'M10.6 9Q15 7.6 19.5 10.6', 0.8],
  ],
  canada: [
    ['#D80621', FULL],
    ['#fff', box(7.5, 0, 15, 20)],
    [
      '#D80621',
      'M15 4.2L16.2 6.3L17.5 5.6L17.1 8.6L18.9 7.3L19.4 8.4L21 8.1L20.3 10.3L21 10.7L18 13.1L18.4 14.1L15.4 13.6V16H14.6V13.6L11.6 14.1L12 13.1L9 10.7L9.7 10.3L9 8.1L10.6 8.4L11.1 7.3L12.9 8.6L12.5 5.6L13.8 6.3z',
    ],
  ],
  chile: [
    ['#fff', FULL],
    ['#D52B1E', box(0, 10, 30, 10)],
    ['#0039A6', box(0, 0, 10, 10)],
    ['#fff', star(5, 5, 2.6)],
  ],
  china: [
    ['#EE1C25', FULL],
    [
      '#FFDE00',
      star(5, 5, 3) +
        star(10, 2, 1, 23) +
        star(12, 4, 1, 46) +
        star(12, 7, 1, 70) +
        star(10, 9, 1, 21),
    ],
  ],
  colombia: [
    ['#FCD116', FULL],
    ['#003893', box(0, 10, 30, 10)],
    ['#CE1126', box(0, 15, 30, 5)],
  ],
  croatia: [
    ...stripes(['#FF0000', '#fff', '#171796']),
    ['#fff', 'M11.75 5.5h6.5v6.5a3.25 2.4 0 0 1-6.5 0z'],
    ['#FF0000', checks(11.75, 5.5, 1.3)],
  ],
  'czech-republic': [...stripes(['#fff', '#D7141A']), ['#11457E', 'M0 0L15 10L0 20z']],
  denmark: nordic('#C8102E', '#fff'),
  egypt: [...stripes(['#CE1126', '#fff', '#000']), ['#C09300', 'M13.6 8L15 7L16.4 8V11.4H13.6z']],
  england: [
    ['#fff', FULL],
    ['#CE1124', 'M15 0v20M0 10h30', 4],
  ],
  finland: nordic('#fff', '#002F6C'),
  france: stripes(['#002654', '#fff', '#CE1126'], true),
  germany: stripes(['#000', '#DD0000', '#FFCE00']),
  ghana: [...stripes(['#CE1126', '#FCD116', '#006B3F']), ['#000', star(15, 10.3, 3.2)]],
  'great-britain': unionJack(30, 20),
  greece: [
    ['#0D5EAF', FULL],
    ['#fff', bands(9, 1)],
    ['#0D5EAF', box(0, 0, 11.11, 11.11)],
    ['#fff', 'M5.56 0v11.11M0 5.56h11.11', 2.2],
  ],
  india: [...stripes(['#FF9933', '#fff', '#138808']), ['#000080', disc(15, 10, 2.6), 0.6]],
  indonesia: stripes(['#CE1126', '#fff']),
  ireland: stripes(['#169B62', '#fff', '#FF883E'], true),
  italy: stripes(['#009246', '#fff', '#CE2B37'], true),
  japan: [
    ['#fff', FULL],
    ['#BC002D', disc(15, 10, 6)],
  ],
  kenya: [
    ['#fff', FULL],
    ['#000', box(0, 0, 30, 6)],
    ['#BB0000', box(0, 7, 30, 6)],
    ['#006600', box(0, 14, 30, 6)],
    ['#fff', disc(15, 10, 3.6, 7.2)],
    ['#000', disc(15, 10, 3.2, 6.8)],
    ['#BB0000', disc(15, 10, 1.9, 6.8)],
  ],
  korea: [
    ['#fff', FULL],
    ['#CD2E3A', 'M10 10a5 5 0 0 1 10 0z'],
    ['#0047A0', 'M10 10a5 5 0 0 0 10 0z'],
    // Separate paths: the half and the small disc wind in opposite directions and would cancel.
    ['#CD2E3A', disc(12.5, 10, 2.5)],
    ['#0047A0', disc(17.5, 10, 2.5)],
    trigram(5.2, 4.2, -56.3),
    trigram(24.8, 15.8, -56.3),
    trigram(24.8, 4.2, 56.3),
    trigram(5.2, 15.8, 56.3),
  ],
  malaysia: [
    ['#fff', FULL],
    ['#CC0001', bands(14, 0)],
    ['#010066', box(0, 0, 15, 11.43)],
    ['#FC0', disc(5.6, 5.7, 3.6)],
    ['#010066', disc(6.6, 5.7, 3)],
    ['#FC0', star(11, 5.7, 2.4)],
  ],
  mexico: [
    ...stripes(['#006847', '#fff', '#CE1126'], true),
    ['#8C5A2B', disc(15, 9.6, 2.2)],
    ['#006847', 'M12.6 11.2Q15 13.6 17.4 11.2', 0.7],
  ],
  morocco: [
    ['#C1272D', FULL],
    ['#006233', star(15, 10.4, 4.4, 0, true), 0.8],
  ],
  netherlands: stripes(['#AE1C28', '#fff', '#21468B']),
  nigeria: stripes(['#008751', '#fff', '#008751'], true),
  norway: nordic('#BA0C2F', '#fff', '#00205B'),
  pakistan: [
    ['#fff', FULL],
    ['#01411C', box(7.5, 0, 22.5, 20)],
    ['#fff', disc(18.5, 10.5, 5.4)],
    ['#01411C', disc(20, 9.2, 4.8)],
    ['#fff', star(21.8, 7.4, 1.9, 35)],
  ],
  philippines: [
    ...stripes(['#0038A8', '#CE1126']),
    ['#fff', 'M0 0L17.32 10L0 20z'],
    ['#FCD116', disc(5.8, 10, 1.9) + star(1.8, 2.4, 0.9) + star(1.8, 17.6, 0.9)],
    ['#FCD116', star(14.6, 10, 0.9, 90)],
  ],
  poland: stripes(['#fff', '#DC143C']),
  portugal: [
    ['#FF0000', FULL],
    ['#060', box(0, 0, 12, 20)],
    ['#FFE000', disc(12, 10, 3.6)],
    ['#FF0000', box(10.6, 8.2, 2.8, 3.4)],
    ['#fff', box(11.2, 8.8, 1.6, 2.2)],
  ],
  romania: stripes(['#002B7F', '#FCD116', '#CE1126'], true),
  russia: stripes(['#fff', '#0039A6', '#D52B1E']),
  'saudi-arabia': [
    ['#006C35', FULL],
    ['#fff', 'M8 7.5c1-1.6 2 1.6 3 0s2 1.6 3 0s2 1.6 3 0s2 1.6 3 0s2 1.6 3 0', 0.9],
    ['#fff', 'M8 13H21.5M21 12v2', 0.8],
  ],
  scotland: [
    ['#005EB8', FULL],
    ['#fff', 'M0 0L30 20M30 0L0 20', 4],
  ],
  serbia: [
    ...stripes(['#C6363C', '#0C4076', '#fff']),
    ['#C6363C', 'M8.5 6.2h4v4.3a2 2 0 0 1-4 0z'],
    ['#fff', 'M10.5 6.8v5.2M9.2 9h2.6', 0.7],
  ],
  'south-africa': [
    ...stripes(['#E03C31', '#001489']),
    ['#fff', 'M0 0L12.5 10L0 20M12.5 10H30', 6.6],
    ['#007749', 'M0 0L12.5 10L0 20M12.5 10H30', 4],
    ['#FFB81C', 'M0 3.4L8.3 10L0 16.6z'],
    ['#000', 'M0 5.2L6.1 10L0 14.8z'],
  ],
  spain: [
    ['#AA151B', FULL],
    ['#F1BF00', box(0, 5, 30, 10)],
  ],
  sweden: nordic('#006AA7', '#FECC00'),
  switzerland: [
    ['#DA291C', FULL],
    ['#fff', 'M15 4.2v11.6M9.2 10h11.6', 3.6],
  ],
  thailand: [
    ['#A51931', FULL],
    ['#F4F5F8', box(0, 3.33, 30, 13.34)],
    ['#2D2A4A', box(0, 6.67, 30, 6.66)],
  ],
  turkey: [
    ['#E30A17', FULL],
    ['#fff', disc(11, 10, 5)],
    ['#E30A17', disc(12.3, 10, 4)],
    ['#fff', star(17.2, 10, 2.4, -90)],
  ],
  ukraine: stripes(['#0057B7', '#FFD700']),
  uruguay: [
    ['#fff', FULL],
    ['#0038A8', bands(9, 1)],
    ['#fff', box(0, 0, 11.11, 11.11)],
    ['#FCD116', disc(5.56, 5.56, 2.8)],
  ],
  usa: [
    ['#fff', FULL],
    ['#B22234', bands(13, 0)],
    ['#3C3B6E', box(0, 0, 12, 10.77)],
    ['#fff', dots(5, 4, 1.4, 1.5, 2.3, 2.6)],
  ],
  vietnam: [
    ['#DA251D', FULL],
    ['#FF0', star(15, 10.4, 6)],
  ],
  wales: [
    ...stripes(['#fff', '#00B140']),
    [
      '#C8102E',
      'M6.5 7.5L8 6L9.5 7L11 8L12 3.5L14 5L16 3.2L17.5 5.5L19 4L19 9L21 9.5L23.5 8L24.5 6L25 7.8L22.5 11L21.5 13.5L22.5 15H20L19.5 13H14L12.5 15H10.5L11.5 12.5L10 10.5L8.5 8.8L6.5 8.5z',
    ],
  ],
  // The West Indies (cricket) have no national flag: a maroon field with a rising sun.
  'west-indies': [
    ['#7B0041', FULL],
    ['#FDB913', 'M10.5 13a4.5 4.5 0 0 1 9 0z'],
  ],
} satisfies Record<string, readonly Shape[]>;

/** A country with a drawn flag: its canonical slug (`england`, `south-africa`, `usa`, `korea`). */
export type CountryFlagKey = keyof typeof drawings;

/** Every country with a flag of its own, in alphabetical order. */
export const countryFlagKeys = Object.keys(drawings) as readonly CountryFlagKey[];

/** Other slugs (and names, normalised) the same countries go by. */
const aliases: Record<string, CountryFlagKey> = {
  america: 'usa',
  'china-pr': 'china',
  czech: 'czech-republic',
  czechia: 'czech-republic',
  eire: 'ireland',
  gb: 'great-britain',
  holland: 'netherlands',
  'korea-republic': 'korea',
  'republic-of-ireland': 'ireland',
  'republic-of-korea': 'korea',
  'russian-federation': 'russia',
  'south-korea': 'korea',
  'the-netherlands': 'netherlands',
  turkiye: 'turkey',
  uk: 'great-britain',
  'united-kingdom': 'great-britain',
  'united-states': 'usa',
  'united-states-of-america': 'usa',
  us: 'usa',
  'viet-nam': 'vietnam',
  windies: 'west-indies',
};

/**
 * The flag for a country's URL slug (`england`, `12-england`, `england-2`, `south-africa`), or
 * undefined for a region (`international`, `europe`, `asia-pacific`, `world`) and anything else
 * without a flag. Case, accents, spaces and a numeric prefix or suffix do not matter, so a plain
 * name ("South Africa", "Türkiye") is found too.
 */
export function countryFlagKey(slug: string): CountryFlagKey | undefined {
  const name = slug
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[\d-]+|[\d-]+$/g, '');
  const key = Object.hasOwn(aliases, name) ? aliases[name] : name;
  return key && Object.hasOwn(drawings, key) ? (key as CountryFlagKey) : undefined;
}

function paint(shapes: readonly Shape[]): ReactElement[] {
  return shapes.map(([colour, d, width], index) =>
    width ? (
      <path key={index} d={d} fill="none" stroke={colour} strokeWidth={width} />
    ) : (
      <path key={index} d={d} fill={colour} />
    ),
  );
}

/** Regions and unknown slugs: a plain globe in the text colour on a faint tint. */
const globe = (
  <>
    <path d={FULL} fill="currentColor" fillOpacity={0.08} />
    <path
      d={`${disc(15, 10, 6.6)}M8.4 10h13.2${disc(15, 10, 2.8, 6.6)}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={0.9}
      strokeOpacity={0.75}
    />
  </>
);

/** Every flag's box in px: fixed, so a flag never shifts the layout while it paints. */
export const FLAG_WIDTH = 24;
export const FLAG_HEIGHT = 16;

/** Never shrunk by a flex row, and centred on a line of text. */
const boxStyle: CSSProperties = { flex: 'none', verticalAlign: 'middle' };

export interface CountryFlagProps {
  /** The country's URL slug (`england`, `south-africa`, `12-england`); regions get a globe. */
  slug: string;
  /**
   * The country's name, when the flag stands alone: it becomes the image's accessible name. Leave
   * it out when the name is written beside the flag; the flag is then decorative (`aria-hidden`).
   */
  label?: string;
  className?: string;
}

/** A country's flag in a fixed 24×16 px box, or a neutral globe for a region or unknown slug. */
export function CountryFlag({ slug, label, className }: CountryFlagProps) {
  const key = countryFlagKey(slug);
  return (
    <svg
      className={className}
      style={boxStyle}
      viewBox="0 0 30 20"
      width={FLAG_WIDTH}
      height={FLAG_HEIGHT}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-flag={key ?? 'globe'}
    >
      {key ? paint(drawings[key]) : globe}
      <path
        d="M.25 .25h29.5v19.5H.25z"
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.2}
        strokeWidth={0.5}
      />
    </svg>
  );
}
