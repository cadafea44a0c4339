import { deflateSync } from 'node:zlib';

/**
 * The scoreboard backgrounds (betting §2: `/backgrounds/scoreboard/{sport}.png`; EFOT, EBSK, CSGO,
 * DOTA and LOLS use the virtual image). Drawn here rather than shipped as binary files: each is a
 * small, calm picture of its playing surface (a mown pitch, a court, ice, a map grid for the
 * virtual sports) that the scoreboard lays a dark overlay on, so any text on it keeps its
 * contrast. The brand apps serve them as static files made at build time (one route file, see
 * the shell's `scoreboardBackgrounds`). An operator with its own artwork puts its files at the
 * same paths in front of the app (a CDN rule); the scoreboard's dark fallback covers a missing one.
 */

export const BACKGROUND_WIDTH = 480;
export const BACKGROUND_HEIGHT = 120;

type Rgb = readonly [number, number, number];

interface Surface {
  base: Rgb;
  stripe: Rgb;
  line: Rgb;
  /** 'stripes' for grass and courts, 'grid' for the virtual image. */
  pattern: 'stripes' | 'grid' | 'plain';
}

const SURFACES: Readonly<Record<string, Surface>> = {
  foot: { base: [34, 110, 52], stripe: [40, 124, 60], line: [220, 235, 220], pattern: 'stripes' },
  cric: { base: [60, 120, 50], stripe: [70, 132, 58], line: [214, 196, 150], pattern: 'stripes' },
  bask: { base: [176, 104, 50], stripe: [186, 114, 58], line: [245, 235, 220], pattern: 'stripes' },
  tenn: { base: [38, 96, 150], stripe: [44, 104, 160], line: [235, 240, 245], pattern: 'plain' },
  padl: { base: [30, 84, 140], stripe: [36, 92, 150], line: [235, 240, 245], pattern: 'plain' },
  iceh: { base: [196, 214, 228], stripe: [206, 222, 234], line: [170, 40, 50], pattern: 'plain' },
  voll: {
    base: [196, 160, 100],
    stripe: [206, 170, 110],
    line: [245, 245, 240],
    pattern: 'stripes',
  },
  boxi: { base: [120, 30, 36], stripe: [132, 36, 42], line: [230, 230, 230], pattern: 'plain' },
  vicr: { base: [50, 110, 60], stripe: [58, 122, 66], line: [214, 196, 150], pattern: 'grid' },
  virtual: { base: [36, 28, 78], stripe: [44, 36, 96], line: [90, 200, 230], pattern: 'grid' },
};

/** The file names served: one per sport with a surface, plus the virtual image. */
export const SCOREBOARD_BACKGROUND_FILES: readonly string[] = Object.keys(SURFACES).map(
  (name) => `${name}.png`,
);

function pixel(surface: Surface, x: number, y: number): Rgb {
  const w = BACKGROUND_WIDTH;
  const h = BACKGROUND_HEIGHT;
  // The halfway line and a centre circle: the shape every surface shares.
  const dx = x - w / 2;
  const dy = y - h / 2;
  const ring = Math.abs(Math.sqrt(dx * dx + dy * dy) - h / 3) < 1.5;
  const border = x < 3 || y < 3 || x >= w - 3 || y >= h - 3;
  if (Math.abs(dx) < 1.5 || ring || border) return surface.line;
  if (surface.pattern === 'stripes' && Math.floor(x / 40) % 2 === 0) return surface.stripe;
  if (surface.pattern === 'grid' && (x % 24 === 0 || y % 24 === 0)) return surface.stripe;
  return surface.base;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const body = Buffer.concat([head.subarray(4), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head.subarray(0, 4), body, tail]);
}

/** The PNG of one background file name (`foot.png`, `virtual.png`), or undefined. */
export function scoreboardBackgroundPng(file: string): Buffer | undefined {
  const match = /^([a-z]{2,12})\.png$/.exec(file);
  const surface = match?.[1] ? SURFACES[match[1]] : undefined;
  if (!surface) return undefined;
  const w = BACKGROUND_WIDTH;
  const h = BACKGROUND_HEIGHT;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y += 1) {
    const row = y * (w * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < w; x += 1) {
      const [r, g, b] = pixel(surface, x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}
