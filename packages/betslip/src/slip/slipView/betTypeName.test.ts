import { describe, expect, it } from 'vitest';
import { betLineName } from './betTypeName';
import { t } from './slipViewTestInputs';

const line = (betTypeId: number, noOfBets: number, description = 'English') => ({
  betTypeId,
  noOfBets,
  description,
});

describe('betLineName', () => {
  it('names a multiple of one bet Double, Treble or N-Fold by its bet type id', () => {
    expect(betLineName(line(200_002, 1), 'multiple', t)).toBe('betType.double');
    expect(betLineName(line(200_003, 1), 'multiple', t)).toBe('betType.treble');
    expect(betLineName(line(200_007, 1), 'multiple', t)).toBe('betType.fold {"legs":7}');
  });

  it('names a line of several bets Doubles, Trebles or N-Folds', () => {
    expect(betLineName(line(200_002, 6), 'multiple', t)).toBe('betType.doubles');
    expect(betLineName(line(200_003, 4), 'multiple', t)).toBe('betType.trebles');
    expect(betLineName(line(200_004, 5), 'multiple', t)).toBe('betType.folds {"legs":4}');
  });

  it("keeps a system's proper name, and the platform's for a bet type it does not know", () => {
    expect(betLineName(line(200_019, 4, 'Trixie'), 'system', t)).toBe('Trixie');
    expect(betLineName(line(200_099, 1, 'Other'), 'multiple', t)).toBe('Other');
  });
});
