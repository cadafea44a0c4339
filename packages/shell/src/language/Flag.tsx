import type { ReactElement } from 'react';
import { withClass } from '@clem/ui/tokens';

/**
 * Small inline SVG flags for the language dropdown. Emoji flags are not used: they render as
 * letters on Windows and in headless Chromium. The shapes are simplified but recognisable, drawn
 * on one 30×20 (3:2) canvas; the colours are the flags' own (they are content, not theme
 * tokens), and a faint outline in the text colour keeps white flags visible on light surfaces.
 * The box is a fixed 24×16 px so a flag never shifts the layout while it paints.
 */
export const FLAG_WIDTH = 24;
export const FLAG_HEIGHT = 16;

/** A five-pointed star's points around (cx, cy), outer radius r, one point straight up. */
function star(cx: number, cy: number, r: number, turn = 0): string {
  const inner = r * 0.382;
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : inner;
    const angle = ((i * 36 + turn - 90) * Math.PI) / 180;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
}

function stripes(colours: readonly string[], vertical = false): ReactElement[] {
  const size = (vertical ? 30 : 20) / colours.length;
  return colours.map((fill, index) =>
    vertical ? (
      <rect key={index} x={index * size} y={0} width={size} height={20} fill={fill} />
    ) : (
      <rect key={index} x={0} y={index * size} width={30} height={size} fill={fill} />
    ),
  );
}

function Trigram({ x, y, turn }: { x: number; y: number; turn: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${turn})`} fill="#000">
      <rect x={-2.5} y={-1.9} width={5} height={0.8} />
      <rect x={-2.5} y={-0.4} width={5} height={0.8} />
      <rect x={-2.5} y={1.1} width={5} height={0.8} />
    </g>
  );
}

const drawings: Record<string, () => ReactElement> = {
  gb: () => (
    <>
      <rect width={30} height={20} fill="#012169" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#fff" strokeWidth={4} />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#C8102E" strokeWidth={1.4} />
      <path d="M15,0 V20 M0,10 H30" stroke="#fff" strokeWidth={6.5} />
      <path d="M15,0 V20 M0,10 H30" stroke="#C8102E" strokeWidth={3.8} />
    </>
  ),
  es: () => (
    <>
      <rect width={30} height={20} fill="#AA151B" />
      <rect y={5} width={30} height={10} fill="#F1BF00" />
    </>
  ),
  br: () => (
    <>
      <rect width={30} height={20} fill="#009C3B" />
      <polygon points="15,2.2 27.5,10 15,17.8 2.5,10" fill="#FFDF00" />
      <circle cx={15} cy={10} r={4.6} fill="#002776" />
      <path d="M10.6,9 Q15,7.6 19.5,10.6" stroke="#fff" strokeWidth={0.8} fill="none" />
    </>
  ),
  de: () => <>{stripes(['#000', '#DD0000', '#FFCE00'])}</>,
  fr: () => <>{stripes(['#002654', '#fff', '#CE1126'], true)}</>,
  scc: () => (
    <>
      <rect width={30} height={20} fill="#EE1C25" />
      <polygon points={star(5, 5, 3)} fill="#FFDE00" />
      <polygon points={star(10, 2, 1, 23)} fill="#FFDE00" />
      <polygon points={star(12, 4, 1, 45)} fill="#FFDE00" />
      <polygon points={star(12, 7, 1, 0)} fill="#FFDE00" />
      <polygon points={star(10, 9, 1, 20)} fill="#FFDE00" />
    </>
  ),
  vn: () => (
    <>
      <rect width={30} height={20} fill="#DA251D" />
      <polygon points={star(15, 10.4, 6)} fill="#FFFF00" />
    </>
  ),
  th: () => (
    <>
      <rect width={30} height={20} fill="#A51931" />
      <rect y={3.33} width={30} height={13.34} fill="#F4F5F8" />
      <rect y={6.67} width={30} height={6.66} fill="#2D2A4A" />
    </>
  ),
  id: () => <>{stripes(['#CE1126', '#fff'])}</>,
  kr: () => (
    <>
      <rect width={30} height={20} fill="#fff" />
      <path d="M10,10 A5,5 0 0 1 20,10 Z" fill="#CD2E3A" />
      <path d="M10,10 A5,5 0 0 0 20,10 Z" fill="#0047A0" />
      <circle cx={12.5} cy={10} r={2.5} fill="#CD2E3A" />
      <circle cx={17.5} cy={10} r={2.5} fill="#0047A0" />
      <Trigram x={5.2} y={4.2} turn={-56.3} />
      <Trigram x={24.8} y={15.8} turn={-56.3} />
      <Trigram x={24.8} y={4.2} turn={56.3} />
      <Trigram x={5.2} y={15.8} turn={56.3} />
    </>
  ),
  jp: () => (
    <>
      <rect width={30} height={20} fill="#fff" />
      <circle cx={15} cy={10} r={6} fill="#BC002D" />
    </>
  ),
  ke: () => (
    <>
      <rect width={30} height={20} fill="#fff" />
      <rect width={30} height={6} fill="#000" />
      <rect y={7} width={30} height={6} fill="#BB0000" />
      <rect y={14} width={30} height={6} fill="#006600" />
      <ellipse cx={15} cy={10} rx={3.6} ry={7.2} fill="#fff" />
      <ellipse cx={15} cy={10} rx={3.2} ry={6.8} fill="#000" />
      <ellipse cx={15} cy={10} rx={1.9} ry={6.8} fill="#BB0000" />
      <path d="M15,4.6 V15.4" stroke="#fff" strokeWidth={0.5} />
    </>
  ),
  in: () => (
    <>
      {stripes(['#FF9933', '#fff', '#138808'])}
      <circle cx={15} cy={10} r={2.6} fill="none" stroke="#000080" strokeWidth={0.6} />
    </>
  ),
  bd: () => (
    <>
      <rect width={30} height={20} fill="#006A4E" />
      <circle cx={13.5} cy={10} r={5.5} fill="#F42A41" />
    </>
  ),
};
drawings.sw = drawings.ke as () => ReactElement;

/** The neutral flag for a code without a drawing: a plain globe in the text colour. */
function fallback(): ReactElement {
  return (
    <>
      <rect width={30} height={20} fill="currentColor" fillOpacity={0.12} />
      <g fill="none" stroke="currentColor" strokeWidth={0.9} strokeOpacity={0.7}>
        <circle cx={15} cy={10} r={6} />
        <ellipse cx={15} cy={10} rx={2.6} ry={6} />
        <path d="M9,10 H21" />
      </g>
    </>
  );
}

/** The flag codes with a drawing of their own (the rest show the neutral flag). */
export const drawnFlagCodes: readonly string[] = Object.keys(drawings);

export interface FlagProps {
  /** A flag code from `flagCodeFor` (gb, scc, br, jp …); unknown codes get the neutral flag. */
  code: string;
  className?: string;
}

/**
 * A decorative flag (aria-hidden): the language's name is always written beside it. Its box is
 * the `ch-flag` class (static CSS in header/headerCss.ts); a caller's `className` is added.
 */
export function Flag({ code, className }: FlagProps) {
  const draw = drawings[code] ?? fallback;
  return (
    <svg
      className={withClass('ch-flag', className)}
      viewBox="0 0 30 20"
      width={FLAG_WIDTH}
      height={FLAG_HEIGHT}
      aria-hidden="true"
      focusable="false"
      data-flag={drawings[code] ? code : 'neutral'}
    >
      {draw()}
      <rect
        x={0.25}
        y={0.25}
        width={29.5}
        height={19.5}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.2}
        strokeWidth={0.5}
      />
    </svg>
  );
}
