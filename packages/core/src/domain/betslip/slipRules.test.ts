import fc from 'fast-check';
import {
  applySlipEvent,
  betKeyKind,
  dedupeSlipMessages,
  isSlipBusy,
  multipleBetKey,
  singleBetKey,
  slipRef,
  systemBetKey,
  type BetKey,
  type SlipEvent,
  type SlipLine,
  type SlipMessage,
  type SlipState,
} from './slipRules';
import {
  DEFAULT_SLIP_CONFIG,
  emptySlip,
  slipConfigFromSettings,
  type SlipConfig,
} from './slipConfig';

const EUR = { precision: 2, scaledBy1000: false };

interface Pick {
  outcomeId: number;
  eventId: number;
}

type State = SlipState<Pick, SlipLine>;
type Event = SlipEvent<Pick, SlipLine>;

const pick = (outcomeId: number): Pick => ({ outcomeId, eventId: 1000 + outcomeId });

/** Applies events in turn, keeping the last transition's effects. */
function run(events: readonly Event[], from: State = emptySlip(), config?: SlipConfig) {
  let state = from;
  let effects: ReturnType<typeof applySlipEvent>['effects'] = [];
  for (const event of events) ({ state, effects } = applySlipEvent(state, event, config));
  return { state, effects };
}

const toggle = (outcomeId: number, fullMessage?: string): Event => ({
  type: 'outcomeToggled',
  pick: pick(outcomeId),
  fullMessage,
});
const remove = (...outcomeIds: number[]): Event => ({ type: 'selectionsRemoved', outcomeIds });
const typed = (key: BetKey, text: string): Event => ({
  type: 'stakeEdited',
  key,
  edit: { kind: 'typed', wallet: 'cash', text },
  currency: EUR,
});
const lines = (multiples: string[], systems: string[]): Event => ({
  type: 'linesReceived',
  multiples: multiples.map((ref) => ({ ref })),
  systems: systems.map((ref) => ({ ref })),
});
const slipOf = (...outcomeIds: number[]) => run(outcomeIds.map((id) => toggle(id))).state;

/** The keys of every bet on the slip: its singles, multiples and systems. */
const betsOn = (state: State): BetKey[] => [
  ...state.selections.map((selection) => singleBetKey(selection.outcomeId)),
  ...state.multiples.map((line) => multipleBetKey(line.ref)),
  ...state.systems.map((line) => systemBetKey(line.ref)),
];
const ids = (state: State) => state.selections.map((selection) => selection.outcomeId);
const refs = (state: State) => state.selections.map((selection) => selection.ref);

describe('slip selections', () => {
  it('adds outcomes with refs sel1, sel2, … and asks for a refresh', () => {
    const { state, effects } = run([toggle(7), toggle(3), toggle(9)]);
    expect(ids(state)).toEqual([7, 3, 9]);
    expect(refs(state)).toEqual(['sel1', 'sel2', 'sel3']);
    expect(state.selections[1]).toEqual({ outcomeId: 3, eventId: 1003, ref: 'sel2' });
    expect(effects).toEqual([{ type: 'refresh' }]);
  });

  it('adding an outcome already on the slip removes it and renumbers the later refs', () => {
    const { state, effects } = run([toggle(7), toggle(3), toggle(9), toggle(7)]);
    expect(ids(state)).toEqual([3, 9]);
    expect(refs(state)).toEqual(['sel1', 'sel2']);
    expect(effects).toEqual([{ type: 'refresh' }]);
  });

  it('the first bet opens and expands the slip, and expanding turns system bets on', () => {
    const { state } = run([toggle(1)]);
    expect(state).toMatchObject({ open: true, expanded: true, showSystemBets: true });
  });

  it('a later bet leaves the slip closed if the player closed it', () => {
    const { state } = run([toggle(1), { type: 'closeRequested' }, toggle(2)]);
    expect(state.open).toBe(false);
    expect(ids(state)).toEqual([1, 2]);
  });

  it('refuses an outcome beyond max_bets_on_betslip with the supplied message', () => {
    const full = run([toggle(1), toggle(2)], emptySlip(), { maxBets: 2 }).state;
    const { state, effects } = applySlipEvent(full, toggle(3, 'At most 2 selections'), {
      maxBets: 2,
    });
    expect(state).toBe(full);
    expect(effects).toEqual([
      { type: 'refused', reason: 'slipFull', maxBets: 2, message: 'At most 2 selections' },
    ]);
    // Removing from a full slip is still allowed.
    expect(ids(applySlipEvent(full, toggle(1), { maxBets: 2 }).state)).toEqual([2]);
  });

  it('caps at 15 selections by default', () => {
    const full = slipOf(...Array.from({ length: 15 }, (_, index) => index + 1));
    expect(full.selections).toHaveLength(15);
    const { state, effects } = applySlipEvent(full, toggle(16));
    expect(state).toBe(full);
    expect(effects[0]).toMatchObject({ type: 'refused', reason: 'slipFull', maxBets: 15 });
    expect(effects[0]).toHaveProperty('message', undefined);
  });

  it('reads max_bets_on_betslip from the settings', () => {
    expect(slipConfigFromSettings({ max_bets_on_betslip: 20 })).toEqual({ maxBets: 20 });
    expect(slipConfigFromSettings({ max_bets_on_betslip: 7.9 })).toEqual({ maxBets: 7 });
    expect(slipConfigFromSettings({ max_bets_on_betslip: 0 })).toEqual(DEFAULT_SLIP_CONFIG);
    expect(slipConfigFromSettings({ max_bets_on_betslip: Number.NaN })).toEqual({ maxBets: 15 });
  });

  it('removing clears messages and resets system stakes, keeping the other stakes', () => {
    const before = run([
      toggle(1),
      toggle(2),
      toggle(3),
      toggle(4),
      lines(['mul1'], ['sys1', 'sys2']),
      typed(singleBetKey(1), '1'),
      typed(singleBetKey(2), '2'),
      typed(multipleBetKey('mul1'), '3'),
      typed(systemBetKey('sys1'), '4'),
      typed(systemBetKey('sys2'), '5'),
      { type: 'messagesSet', messages: [{ message: 'Price changed', outcomeId: 2 }] },
    ]).state;
    const { state, effects } = applySlipEvent(before, remove(2));
    expect(refs(state)).toEqual(['sel1', 'sel2', 'sel3']);
    expect(ids(state)).toEqual([1, 3, 4]);
    expect(state.errors).toEqual([]);
    expect(state.stakes).toEqual({
      [singleBetKey(1)]: { cash: '1', free: '' },
      [multipleBetKey('mul1')]: { cash: '3', free: '' },
    });
    expect(state.systems).toEqual([]);
    expect(state.multiples).toEqual([{ ref: 'mul1' }]);
    expect(effects).toEqual([{ type: 'refresh' }]);
  });

  it('with one selection left the multiples are cleared and the slip collapses', () => {
    const before = run([
      toggle(1),
      toggle(2),
      lines(['mul1'], []),
      typed(multipleBetKey('mul1'), '20'),
      { type: 'betActivated', key: multipleBetKey('mul1') },
    ]).state;
    expect(before.expanded).toBe(true);
    const { state, effects } = applySlipEvent(before, toggle(1));
    expect(ids(state)).toEqual([2]);
    expect(refs(state)).toEqual(['sel1']);
    expect(state.multiples).toEqual([]);
    expect(state.stakes).toEqual({});
    expect(state.activeBet).toBeUndefined();
    expect(state.expanded).toBe(false);
    expect(state.open).toBe(true);
    expect(effects).toEqual([{ type: 'refresh' }]);
  });

  it('removing the last selection closes the slip and returns it to its initial state', () => {
    const before = run([toggle(1), typed(singleBetKey(1), '5')]).state;
    const { state, effects } = applySlipEvent(before, remove(1));
    expect(state).toEqual(emptySlip());
    expect(effects).toEqual([]);
  });

  it('removes several selections at once (closed outcomes) and ignores unknown ids', () => {
    const before = slipOf(1, 2, 3, 4);
    expect(ids(run([remove(2, 4, 99)], before).state)).toEqual([1, 3]);
    const unchanged = applySlipEvent(before, remove(99));
    expect(unchanged.state).toBe(before);
    expect(unchanged.effects).toEqual([]);
  });

  it('an addition clears the systems on show and their stakes (a new bundle family)', () => {
    const before = run([
      toggle(1),
      toggle(2),
      toggle(3),
      lines(['mul1'], ['sys1']),
      typed(systemBetKey('sys1'), '4'),
      typed(multipleBetKey('mul1'), '3'),
      { type: 'betActivated', key: systemBetKey('sys1') },
    ]).state;
    const { state } = applySlipEvent(before, toggle(4));
    expect(state.systems).toEqual([]);
    expect(state.stakes).toEqual({ [multipleBetKey('mul1')]: { cash: '3', free: '' } });
    expect(state.activeBet).toBeUndefined();
    expect(state.multiples).toEqual([{ ref: 'mul1' }]);
  });

  it('keeps platform lines consistent with the selections', () => {
    const two = run([toggle(1), toggle(2), lines(['mul1'], ['sys1'])]).state;
    expect(two.multiples).toEqual([{ ref: 'mul1' }]);
    expect(two.systems).toEqual([]);
    const one = run([toggle(1), lines(['mul1'], ['sys1'])]).state;
    expect(one.multiples).toEqual([]);
  });

  it('drops the stakes of lines the platform no longer sends', () => {
    const before = run([
      toggle(1),
      toggle(2),
      toggle(3),
      lines(['mul1'], ['sys1', 'sys2']),
      typed(systemBetKey('sys2'), '4'),
      typed(multipleBetKey('mul1'), '3'),
    ]).state;
    const { state } = applySlipEvent(before, lines([], ['sys1', 'sys2']));
    expect(state.stakes).toEqual({ [systemBetKey('sys2')]: { cash: '4', free: '' } });
  });
});

describe('slip stakes', () => {
  it('stores stake edits per bet and asks for a recalculation', () => {
    const { state, effects } = run([toggle(1), typed(singleBetKey(1), '1,250.5')]);
    expect(state.stakes[singleBetKey(1)]).toEqual({ cash: '1250.5', free: '' });
    expect(effects).toEqual([{ type: 'recalculate', key: singleBetKey(1) }]);
  });

  it('a stake ending in a dot is stored but not recalculated yet', () => {
    const { state, effects } = run([toggle(1), typed(singleBetKey(1), '12.')]);
    expect(state.stakes[singleBetKey(1)]).toEqual({ cash: '12.', free: '' });
    expect(effects).toEqual([]);
  });

  it('applies the free bet edits', () => {
    const key = singleBetKey(1);
    const { state } = run([
      toggle(1),
      typed(key, '5'),
      { type: 'stakeEdited', key, edit: { kind: 'freeBetMax', maxFree: 1000n }, currency: EUR },
    ]);
    expect(state.stakes[key]).toEqual({ cash: '', free: '10.00' });
    const nulled = run(
      [{ type: 'stakeEdited', key, edit: { kind: 'freeBetNull' }, currency: EUR }],
      state,
    ).state;
    expect(nulled.stakes[key]).toEqual({ cash: '0', free: '' });
  });

  it('ignores stakes for bets that are not on the slip', () => {
    const before = run([toggle(1), toggle(2), lines(['mul1'], [])]).state;
    for (const key of [singleBetKey(3), multipleBetKey('mul2'), systemBetKey('sys1')]) {
      const { state, effects } = applySlipEvent(before, typed(key, '5'));
      expect(state).toBe(before);
      expect(effects).toEqual([]);
    }
  });

  it('activates a bet on the slip for the keypad', () => {
    const before = slipOf(1);
    expect(
      applySlipEvent(before, { type: 'betActivated', key: singleBetKey(1) }).state.activeBet,
    ).toBe(singleBetKey(1));
    expect(applySlipEvent(before, { type: 'betActivated', key: singleBetKey(2) }).state).toBe(
      before,
    );
  });

  it('names the kind of a bet key', () => {
    expect(betKeyKind(singleBetKey(12))).toBe('single');
    expect(betKeyKind(multipleBetKey('mul1'))).toBe('multiple');
    expect(betKeyKind(systemBetKey('sys3'))).toBe('system');
  });
});

describe('slip open, expanded and system bets', () => {
  it('the betslip button opens a closed slip and closes an open one', () => {
    const open = slipOf(1);
    const closed = run([{ type: 'buttonPressed' }], open).state;
    expect(closed.open).toBe(false);
    expect(run([{ type: 'buttonPressed' }], closed).state.open).toBe(true);
    expect(run([{ type: 'buttonPressed' }]).state.open).toBe(true);
  });

  it('after a placement success the button resets the slip', () => {
    const placed = run(
      [{ type: 'placementStarted' }, { type: 'placementSucceeded' }],
      slipOf(1, 2),
    ).state;
    expect(placed.placement).toBe('success');
    expect(run([{ type: 'buttonPressed' }], placed).state).toEqual(emptySlip());
  });

  it('opening is blocked while placing or awaiting approval, and so is "close if not submitting"', () => {
    const placing = run(
      [{ type: 'closeRequested' }, { type: 'placementStarted' }],
      slipOf(1),
    ).state;
    expect(isSlipBusy(placing)).toBe(true);
    expect(applySlipEvent(placing, { type: 'openRequested' }).state).toBe(placing);
    expect(applySlipEvent(placing, { type: 'buttonPressed' }).state).toBe(placing);

    const waiting = run(
      [{ type: 'placementStarted' }, { type: 'placementAwaitingApproval' }],
      slipOf(1),
    ).state;
    expect(waiting.placement).toBe('waitingApproval');
    expect(waiting.open).toBe(true);
    expect(applySlipEvent(waiting, { type: 'closeRequested', ifNotSubmitting: true }).state).toBe(
      waiting,
    );
    expect(applySlipEvent(waiting, { type: 'buttonPressed' }).state).toBe(waiting);
    expect(applySlipEvent(waiting, { type: 'closeRequested' }).state.open).toBe(false);

    const idle = slipOf(1);
    expect(applySlipEvent(idle, { type: 'closeRequested', ifNotSubmitting: true }).state.open).toBe(
      false,
    );
  });

  it('the slip does not change under a placement', () => {
    const placing = run([{ type: 'placementStarted' }], slipOf(1, 2)).state;
    for (const event of [toggle(3), toggle(1), remove(2), typed(singleBetKey(1), '5')]) {
      const { state, effects } = applySlipEvent(placing, event);
      expect(state).toBe(placing);
      expect(effects).toEqual([{ type: 'refused', reason: 'busy' }]);
    }
  });

  it('after a success, a toggle starts a new slip and removals and stake edits are ignored', () => {
    const placed = run(
      [{ type: 'placementStarted' }, { type: 'placementSucceeded' }],
      slipOf(1, 2),
    ).state;
    const next = applySlipEvent(placed, toggle(1));
    expect(ids(next.state)).toEqual([1]);
    expect(next.state.placement).toBe('idle');
    expect(next.state.open).toBe(true);
    expect(applySlipEvent(placed, remove(1)).state).toBe(placed);
    expect(applySlipEvent(placed, typed(singleBetKey(1), '5')).state).toBe(placed);
  });

  it('a failed placement goes back to idle with its messages', () => {
    const failed = run(
      [
        { type: 'placementStarted' },
        {
          type: 'placementFailed',
          messages: [
            { code: 'RES-00056', message: 'Insufficient funds' },
            { code: 'RES-00056', message: 'Insufficient funds' },
          ],
        },
      ],
      slipOf(1),
    ).state;
    expect(failed.placement).toBe('idle');
    expect(failed.errors).toEqual([{ code: 'RES-00056', message: 'Insufficient funds' }]);
  });

  it('ignores placement events out of order', () => {
    const idle = slipOf(1);
    expect(applySlipEvent(idle, { type: 'placementSucceeded' }).state).toBe(idle);
    expect(applySlipEvent(idle, { type: 'placementAwaitingApproval' }).state).toBe(idle);
    expect(applySlipEvent(idle, { type: 'placementFailed', messages: [] }).state).toBe(idle);
    const empty = emptySlip<Pick, SlipLine>();
    expect(applySlipEvent(empty, { type: 'placementStarted' }).state).toBe(empty);
  });

  it('expanding turns system bets on; collapsing leaves them', () => {
    const collapsed = run([toggle(1), toggle(2), toggle(1)]).state;
    expect(collapsed.expanded).toBe(false);
    const off = run([{ type: 'systemBetsToggled' }], collapsed).state;
    expect(off.showSystemBets).toBe(false);
    const expanded = run([{ type: 'expandedSet', expanded: true }], off).state;
    expect(expanded).toMatchObject({ expanded: true, showSystemBets: true });
    const again = run([{ type: 'expandedSet', expanded: false }], expanded).state;
    expect(again).toMatchObject({ expanded: false, showSystemBets: true });
  });

  it('toggling system bets clears the messages and a system active bet', () => {
    const before = run([
      toggle(1),
      toggle(2),
      toggle(3),
      lines(['mul1'], ['sys1']),
      { type: 'messagesAdded', messages: [{ message: 'Odds changed' }] },
      { type: 'betActivated', key: systemBetKey('sys1') },
    ]).state;
    const { state } = applySlipEvent(before, { type: 'systemBetsToggled' });
    expect(state.showSystemBets).toBe(!before.showSystemBets);
    expect(state.errors).toEqual([]);
    expect(state.activeBet).toBeUndefined();

    const single = run([{ type: 'betActivated', key: singleBetKey(1) }], before).state;
    expect(applySlipEvent(single, { type: 'systemBetsToggled' }).state.activeBet).toBe(
      singleBetKey(1),
    );
  });
});

describe('slip messages', () => {
  it('are deduplicated, first occurrence first', () => {
    const gone = { message: 'Your selection is not available anymore' };
    const { state } = run([
      toggle(1),
      { type: 'messagesAdded', messages: [gone, { message: 'Odds changed', outcomeId: 1 }] },
      { type: 'messagesAdded', messages: [{ ...gone, code: 'X' }, { message: 'Odds changed' }] },
    ]);
    expect(state.errors).toEqual([
      gone,
      { message: 'Odds changed', outcomeId: 1 },
      { message: 'Odds changed' },
    ]);
  });

  it('messagesSet replaces them; the same list again changes nothing', () => {
    const messages = [{ message: 'a' }, { message: 'b' }, { message: 'a' }];
    const set = run([{ type: 'messagesSet', messages }], slipOf(1)).state;
    expect(set.errors).toEqual([{ message: 'a' }, { message: 'b' }]);
    expect(applySlipEvent(set, { type: 'messagesSet', messages: set.errors }).state).toBe(set);
    expect(run([{ type: 'messagesSet', messages: [] }], set).state.errors).toEqual([]);
  });

  it('deduplication keeps every distinct message once and is idempotent', () => {
    const message = fc.record({
      message: fc.constantFrom('a', 'b', 'c'),
      outcomeId: fc.option(fc.constantFrom(1, 2), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(message, { maxLength: 20 }), (messages) => {
        const unique = dedupeSlipMessages(messages);
        const key = (each: SlipMessage) => `${each.message}|${each.outcomeId}`;
        expect(new Set(unique.map(key)).size).toBe(unique.length);
        expect(new Set(unique.map(key))).toEqual(new Set(messages.map(key)));
        expect(dedupeSlipMessages(unique)).toEqual(unique);
      }),
    );
  });
});

describe('slip invariants under any sequence of events', () => {
  const outcome = fc.integer({ min: 1, max: 8 });
  const key: fc.Arbitrary<BetKey> = fc.oneof(
    outcome.map(singleBetKey),
    fc.constantFrom('mul1', 'mul2').map(multipleBetKey),
    fc.constantFrom('sys1', 'sys2').map(systemBetKey),
  );
  const selectionEvent: fc.Arbitrary<Event> = fc.oneof(
    outcome.map((id) => toggle(id)),
    fc.array(outcome, { maxLength: 3 }).map((removed) => remove(...removed)),
  );
  const anyEvent: fc.Arbitrary<Event> = fc.oneof(
    { arbitrary: selectionEvent, weight: 4 },
    fc
      .tuple(key, fc.constantFrom('', '0', '0.', '5', '1,250.5', '12.'))
      .map(([k, text]) => typed(k, text)),
    fc
      .tuple(fc.subarray(['mul1', 'mul2']), fc.subarray(['sys1', 'sys2']))
      .map(([m, s]) => lines(m, s)),
    fc.option(key, { nil: undefined }).map((k): Event => ({ type: 'betActivated', key: k })),
    fc.constantFrom<Event>(
      { type: 'openRequested' },
      { type: 'closeRequested' },
      { type: 'closeRequested', ifNotSubmitting: true },
      { type: 'buttonPressed' },
      { type: 'expandedSet', expanded: true },
      { type: 'expandedSet', expanded: false },
      { type: 'systemBetsToggled' },
      { type: 'messagesAdded', messages: [{ message: 'a' }, { message: 'a' }] },
      { type: 'placementStarted' },
      { type: 'placementAwaitingApproval' },
      { type: 'placementSucceeded' },
      { type: 'placementFailed', messages: [{ message: 'no' }] },
      { type: 'reset' },
    ),
  );
  const maxBets = fc.integer({ min: 1, max: 6 });

  it('refs are always sel1..seln in order, within the cap, with consistent stakes and lines', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 60 }), maxBets, (events, max) => {
        let state: State = emptySlip();
        for (const event of events) {
          const before = state;
          state = applySlipEvent(state, event, { maxBets: max }).state;
          expect(refs(state)).toEqual(state.selections.map((_, index) => slipRef(index)));
          expect(state.selections.length).toBeLessThanOrEqual(max);
          expect(new Set(ids(state)).size).toBe(state.selections.length);
          if (state.selections.length < 2) expect(state.multiples).toEqual([]);
          if (state.selections.length < 3) expect(state.systems).toEqual([]);
          for (const stakeKey of Object.keys(state.stakes))
            expect(betsOn(state)).toContain(stakeKey);
          if (state.activeBet !== undefined) expect(betsOn(state)).toContain(state.activeBet);
          expect(dedupeSlipMessages(state.errors)).toEqual(state.errors);
          // A busy slip is never opened and never changes its selections (short of a reset).
          if (isSlipBusy(before) && event.type !== 'reset') {
            if (!before.open) expect(state.open).toBe(false);
            expect(state.selections).toBe(before.selections);
          }
        }
      }),
    );
  });

  it('with toggles and removals only, the slip is open exactly when it has selections', () => {
    fc.assert(
      fc.property(fc.array(selectionEvent, { maxLength: 40 }), maxBets, (events, max) => {
        const { state } = run(events, emptySlip(), { maxBets: max });
        expect(state.open).toBe(state.selections.length > 0);
        if (state.selections.length === 0) expect(state).toEqual(emptySlip());
      }),
    );
  });

  it('toggling an outcome that is not on the slip twice restores the selections and stakes', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), outcome, maxBets, (events, id, max) => {
        const config = { maxBets: max };
        const { state: before } = run(events, emptySlip(), config);
        fc.pre(before.placement === 'idle');
        fc.pre(!ids(before).includes(id) && before.selections.length < max);
        const once = applySlipEvent(before, toggle(id), config).state;
        expect(ids(once)).toEqual([...ids(before), id]);
        const twice = applySlipEvent(once, toggle(id), config).state;
        expect(twice.selections).toEqual(before.selections);
        // Singles' and (with two or more selections left) multiples' stakes survive.
        const kept = Object.entries(before.stakes).filter(
          ([k]) =>
            betKeyKind(k as BetKey) === 'single' ||
            (betKeyKind(k as BetKey) === 'multiple' && before.selections.length >= 2),
        );
        expect(twice.stakes).toEqual(Object.fromEntries(kept));
      }),
    );
  });

  it('the slip never exceeds the cap, and a refused toggle changes nothing', () => {
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 40 }), maxBets, (toggled, max) => {
        let state: State = emptySlip();
        for (const id of toggled) {
          const { state: next, effects } = applySlipEvent(state, toggle(id, 'full'), {
            maxBets: max,
          });
          if (effects.some((effect) => effect.type === 'refused')) {
            expect(state.selections).toHaveLength(max);
            expect(next).toBe(state);
          }
          expect(next.selections.length).toBeLessThanOrEqual(max);
          state = next;
        }
      }),
    );
  });
});
