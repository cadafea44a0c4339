import {
  defaultPlatformSettings,
  settingsReceived,
  sessionStarted,
  type StakeEdit,
} from '@clem/core';
import { stubbedStore, type StubAnswer, type StubRequest } from '@clem/core/testing';
import { describe, expect, it } from 'vitest';
import {
  selectBetslipState,
  selectPicks,
  slipEventApplied,
  toggleSelection,
  type BetslipPick,
} from '../picks';
import { requestRetailCode } from './retailCode';

/**
 * Retail codes (betting §6, §7): with `enable_retail_codes` on, an anonymous player's pick goes on
 * the slip (no login prompt) and "Get a retail code" posts the slip, without an account, to
 * /xapi/rest/betslips/retailcodes; any change to the slip forgets the code.
 */

const pick = (outcomeId: number): BetslipPick => ({
  outcomeId,
  marketId: outcomeId * 10,
  eventId: outcomeId * 100,
  decimal: 2.5,
  outcomeDescription: `Outcome ${outcomeId}`,
  marketDescription: 'Match Result',
  eventDescription: `Event ${outcomeId}`,
});

const codeAnswer = (request: StubRequest): StubAnswer => ({
  status: 201,
  body: {
    model: {
      code: 'ABCD2345',
      outcomeIds: (request.data as { outcomeIds: number[] }).outcomeIds,
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  },
});

function setup(handler: (request: StubRequest) => StubAnswer | Promise<StubAnswer>, retail = true) {
  const { store, requests } = stubbedStore(handler);
  store.dispatch(
    settingsReceived({ ...defaultPlatformSettings, enable_retail_codes: retail } as never),
  );
  const codes = () => requests.filter((r) => r.path === '/xapi/rest/betslips/retailcodes');
  return { store, requests, codes };
}

describe('retail codes', () => {
  it('lets an anonymous player build a slip when on, and asks for login when off', () => {
    const on = setup(codeAnswer);
    on.store.dispatch(toggleSelection(pick(1)));
    expect(selectPicks(on.store.getState()).map((p) => p.outcomeId)).toEqual([1]);
    expect(on.store.getState().modals.login).toBe(false);

    const off = setup(codeAnswer, false);
    off.store.dispatch(toggleSelection(pick(1)));
    expect(selectPicks(off.store.getState())).toEqual([]);
    expect(selectBetslipState(off.store.getState()).pendingPick?.outcomeId).toBe(1);
    expect(off.store.getState().modals.login).toBe(true);
  });

  it('posts the slip without an account and keeps the code until the slip changes', async () => {
    const t = setup(codeAnswer);
    t.store.dispatch(toggleSelection(pick(1)));
    t.store.dispatch(toggleSelection(pick(2)));
    t.store.dispatch(
      slipEventApplied({
        event: {
          type: 'stakeEdited',
          key: 'single:1',
          edit: { kind: 'typed', wallet: 'cash', text: '5' } satisfies StakeEdit,
          currency: { precision: 2, scaledBy1000: false },
        },
      }),
    );
    await t.store.dispatch(requestRetailCode());
    expect(t.codes()).toHaveLength(1);
    const body = t.codes()[0]?.data as Record<string, unknown>;
    expect(body).not.toHaveProperty('accountId');
    expect(body).toMatchObject({
      outcomeIds: [1, 2],
      singles: [
        { outcomeId: 1, unitStake: '5.00', decimal: 2.5 },
        { outcomeId: 2, decimal: 2.5 },
      ],
    });
    expect(selectBetslipState(t.store.getState()).retailCode).toEqual({
      status: 'ready',
      code: 'ABCD2345',
    });

    t.store.dispatch(toggleSelection(pick(2)));
    expect(selectBetslipState(t.store.getState()).retailCode).toBeNull();
  });

  it('drops an answer that comes after the slip changed', async () => {
    let release: (() => void) | undefined;
    const t = setup(
      (request) =>
        new Promise<StubAnswer>((resolve) => {
          release = () => resolve(codeAnswer(request));
        }),
    );
    t.store.dispatch(toggleSelection(pick(1)));
    const pending = t.store.dispatch(requestRetailCode());
    await expect.poll(() => release).toBeDefined();
    // A second press while the first is on its way sends nothing.
    void t.store.dispatch(requestRetailCode());
    t.store.dispatch(toggleSelection(pick(3)));
    release?.();
    await pending;
    expect(t.codes()).toHaveLength(1);
    expect(selectBetslipState(t.store.getState()).retailCode).toBeNull();
  });

  it('keeps the refusal messages, or none for an answer it cannot read', async () => {
    const refusal = setup(() => ({
      status: 400,
      body: {
        success: false,
        reasonJson: { responseCode: 'RES-00218', message: 'Outcomes combination not allowed' },
      },
    }));
    refusal.store.dispatch(toggleSelection(pick(1)));
    await refusal.store.dispatch(requestRetailCode());
    expect(selectBetslipState(refusal.store.getState()).retailCode).toEqual({
      status: 'failed',
      messages: [{ code: 'RES-00218', message: 'Outcomes combination not allowed' }],
    });

    const broken = setup(() => ({ status: 201, body: { model: { code: 'lower' } } }));
    broken.store.dispatch(toggleSelection(pick(1)));
    await broken.store.dispatch(requestRetailCode());
    expect(selectBetslipState(broken.store.getState()).retailCode).toEqual({
      status: 'failed',
      messages: [],
    });
    // The slip is never lost on a failure.
    expect(selectPicks(broken.store.getState())).toHaveLength(1);
  });

  it('does nothing for a logged-in player or an empty slip', async () => {
    const t = setup(codeAnswer);
    await t.store.dispatch(requestRetailCode());
    t.store.dispatch(
      sessionStarted({
        jweToken: 'jwe',
        username: 'demo',
        loginDetails: { alsPlayerId: 42 } as never,
      }),
    );
    t.store.dispatch(toggleSelection(pick(1)));
    await t.store.dispatch(requestRetailCode());
    expect(t.codes()).toHaveLength(0);
  });
});
