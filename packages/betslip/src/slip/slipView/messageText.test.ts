import type { BetslipSingle } from '@clem/core/schemas';
import { describe, expect, it } from 'vitest';
import { messageText } from './messageText';
import { basis, pick, single, slipInput } from './slipViewTestInputs';

describe('messageText', () => {
  const input = slipInput(
    { singles: { 1: { ...single(1, 1.8), spread: 2.5 } as BetslipSingle } },
    { selections: [{ ...pick(1, 2), spread: 1.5 }] },
  );

  it("keeps a message without a code as the platform's text", () => {
    expect(messageText({ message: 'As written' }, input, basis)).toBe('As written');
  });

  it('translates by code with the limit, the balance and the old and new price', () => {
    expect(messageText({ code: 'RES-00152', message: 'x', outcomeId: 1 }, input, basis)).toBe(
      'res.RES00152 {"limit":"10,000.00","balance":"1,000.00","old":"2.00","new":"1.80"}',
    );
    expect(messageText({ code: 'RES-00140', message: 'x' }, input, basis)).toContain(
      '"limit":"0.00"',
    );
  });

  it('gives a spread change the old and new spread', () => {
    expect(messageText({ code: 'RES-00153', message: 'x', outcomeId: 1 }, input, basis)).toContain(
      '"old":"1.5","new":"2.5"',
    );
  });
});
