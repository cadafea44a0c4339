import { describe, expect, it, vi } from 'vitest';
import { betLines } from './betLines';
import { selectionRows } from './selectionRows';
import { slipMessages } from './slipMessages';
import type { SlipViewInput } from './slipViewInput';
import { basis, line, pick, single, slipInput } from './slipViewTestInputs';

function messagesOf(input: SlipViewInput, needsAcceptance = false) {
  const lines = betLines(input, basis);
  return slipMessages(
    input,
    basis,
    { selections: selectionRows(input, basis).rows, ...lines },
    needsAcceptance,
  );
}

describe('slipMessages', () => {
  it('says how many staked bets a suspended selection leaves out of the totals', () => {
    const input = (suspended: boolean, stakes: Record<string, string>) =>
      slipInput(
        {
          singles: {
            1: single(1, 2),
            2: single(2, 3, { enabled: !suspended, singleEnabled: !suspended }),
          },
        },
        {
          selections: [pick(1), pick(2)],
          multiples: [line('mul1', 1, { betTypeId: 200_002, description: 'Double' })],
          stakes: Object.fromEntries(
            Object.entries(stakes).map(([key, cash]) => [key, { cash, free: '' }]),
          ),
        },
      );
    const staked = { 'single:1': '1', 'single:2': '1', 'multiple:mul1': '1' };
    expect(messagesOf(input(true, staked))).toEqual([
      { id: 'not-counted', text: 'ui.notCounted {"count":2}', tone: 'info' },
    ]);
    // Nothing staked on what is left out, or nothing suspended: nothing to say.
    expect(messagesOf(input(true, { 'single:1': '1' }))).toEqual([]);
    expect(messagesOf(input(false, staked))).toEqual([]);
  });

  it('orders the messages and drops a repeated text', () => {
    const messages = messagesOf(
      slipInput(
        {
          full: { maxBets: 15, at: 0 },
          refreshError: true,
          retailCode: { status: 'failed', messages: [] },
        },
        {
          selections: [pick(1)],
          errors: [
            { code: 'RES-00218', message: 'Outcomes combination not allowed' },
            { code: 'RES-00218', message: 'Outcomes combination not allowed' },
            { code: 'RES-00152', message: 'Price changed', outcomeId: 1 },
          ],
        },
        { retailCodes: true },
      ),
      true,
    );
    expect(messages.map((m) => m.id)).toEqual([
      'full',
      'refresh-failed',
      'error-0',
      'price-change',
      'retail-failed',
    ]);
  });

  it('offers "Edit betslip" on an unconfirmed placement, with its reference', () => {
    const onAbandon = vi.fn();
    const body = {
      singles: [],
      multiples: [],
      systems: [],
      outcomeIds: [1],
      userAcceptOdds: 'D' as const,
      originId: 11,
      accountId: 1,
    };
    const [message] = messagesOf(
      slipInput(
        {
          intent: { uuid: 'u', body, unconfirmed: true },
          failure: { kind: 'network', reference: 'ABC', at: 0 },
          refreshError: true,
        },
        { selections: [pick(1)], placement: 'placing' },
        { onAbandon },
      ),
    );
    expect(message).toEqual({
      id: 'unconfirmed',
      text: 'ui.unconfirmedWithReference {"reference":"ABC"}',
      tone: 'error',
      action: { label: 'ui.editSlip', onAction: onAbandon },
    });
  });

  it('offers the balance per line when one line is staked above it', () => {
    const onUseBalance = vi.fn();
    const [message] = messagesOf(
      slipInput(
        {},
        {
          selections: [pick(1), pick(2), pick(3)],
          systems: [line('sys1', 4)],
          expanded: true,
          showSystemBets: true,
          stakes: { 'system:sys1': { cash: '500', free: '' } },
          errors: [{ code: 'RES-00056', message: 'Stake greater than balance' }],
        },
        { onUseBalance },
      ),
    );
    expect(message?.action?.label).toBe('ui.useMyBalance {"balance":"1,000.00"}');
    message?.action?.onAction();
    expect(onUseBalance).toHaveBeenCalledWith('system:sys1', '250.00');
  });

  it('offers no balance when two bets are staked', () => {
    const [message] = messagesOf(
      slipInput(
        {},
        {
          selections: [pick(1), pick(2)],
          stakes: { 'single:1': { cash: '600', free: '' }, 'single:2': { cash: '600', free: '' } },
          errors: [{ code: 'RES-00056', message: 'Stake greater than balance' }],
        },
        { onUseBalance: vi.fn() },
      ),
    );
    expect(message?.action).toBeUndefined();
  });

  it("translates a retail code's refusal", () => {
    const messages = messagesOf(
      slipInput(
        {
          retailCode: {
            status: 'failed',
            messages: [{ code: 'RES-00218', message: 'Outcomes combination not allowed' }],
          },
        },
        { selections: [pick(1)] },
        { retailCodes: true },
      ),
    );
    expect(messages.map((m) => m.id)).toEqual(['retail-error-0']);
    expect(messages[0]?.text.startsWith('res.RES00218 ')).toBe(true);
  });
});
