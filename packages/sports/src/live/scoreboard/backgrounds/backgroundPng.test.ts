import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scoreboardBackground } from '@clem/core';
import {
  BACKGROUND_HEIGHT,
  BACKGROUND_WIDTH,
  crc32,
  SCOREBOARD_BACKGROUND_FILES,
  scoreboardBackgroundPng,
} from './backgroundPng';

describe('scoreboard backgrounds', () => {
  it('has a file for every path the scoreboards ask for in the sandbox sports', () => {
    for (const code of ['FOOT', 'BASK', 'TENN', 'PADL', 'ICEH', 'VOLL', 'CRIC', 'BOXI', 'VICR']) {
      const file = scoreboardBackground(code).split('/').pop() ?? '';
      expect(SCOREBOARD_BACKGROUND_FILES).toContain(file);
    }
    for (const code of ['EFOT', 'EBSK', 'CSGO', 'DOTA', 'LOLS']) {
      expect(scoreboardBackground(code)).toBe('/backgrounds/scoreboard/virtual.png');
    }
  });

  it('draws a valid PNG of the stated size, whose chunks carry correct checksums', () => {
    const png = scoreboardBackgroundPng('foot.png');
    expect(png).toBeDefined();
    if (!png) return;
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    let offset = 8;
    const types: string[] = [];
    let idat = Buffer.alloc(0);
    while (offset < png.length) {
      const length = png.readUInt32BE(offset);
      const type = png.toString('ascii', offset + 4, offset + 8);
      const data = png.subarray(offset + 8, offset + 8 + length);
      expect(png.readUInt32BE(offset + 8 + length)).toBe(
        crc32(png.subarray(offset + 4, offset + 8 + length)),
      );
      if (type === 'IHDR') {
        expect(data.readUInt32BE(0)).toBe(BACKGROUND_WIDTH);
        expect(data.readUInt32BE(4)).toBe(BACKGROUND_HEIGHT);
      }
      if (type === 'IDAT') idat = Buffer.concat([idat, data]);
      types.push(type);
      offset += 12 + length;
    }
    expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(inflateSync(idat).length).toBe((BACKGROUND_WIDTH * 3 + 1) * BACKGROUND_HEIGHT);
  });

  it('knows the standard CRC-32 check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('answers nothing for other names (no path tricks)', () => {
    for (const name of ['../foot.png', 'foot.PNG', 'golf.png', 'foot.png.exe', '']) {
      expect(scoreboardBackgroundPng(name)).toBeUndefined();
    }
  });
});
