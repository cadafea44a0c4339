import type { CurrencyRule } from '../money';
import { DEFAULT_SLIP_CONFIG, emptySlip, type SlipConfig } from './slipConfig';
import {
  applyStakeEdit,
  EMPTY_STAKE,
  stakeEditRecalculates,
  type StakeEdit,
  type StakeEntry,
} from './stakeRules';

/**
 * The front-end betslip's own state: which selections are on the slip and in what order, the
 * stakes typed for its bets, its messages, and whether it is open, expanded, showing system bets
 * or busy placing (betting-area §3 "Betslip state", §4 "Betslip", §5 size cap and messages).
 *
 * It is plain data and one pure function, `applySlipEvent(state, event, config)`, that gives the
 * next state and the *effects* the caller has to carry out (ask the platform for the slip again,
 * recalculate stakes after a debounce, tell the player why an action was refused). Nothing here
 * talks to the platform, a store or the screen: a Redux slice stores `state` and a thunk or
 * listener runs the effects. An event that is refused or ignored gives back the very same state
 * object, so a caller can tell a no-op by identity.
 *
 * What the platform computes (prices, returns, which multiples and systems are offered) is not
 * decided here; its multiples and systems are held as the platform sent them (`SlipLine`), and
 * this module only keeps them consistent with the selections (none when there cannot be any).
 *
 * Decisions where the spec is silent:
 * - Stakes are kept per bet key: a single by its outcome id (its ref changes when an earlier
 *   selection goes), a multiple or a system by the ref of its line (mul1, …). A multiple's stake so
 *   survives a recalculation (the Treble that becomes a Double keeps its stake).
 * - Systems are bundles of an exact number of selections (a Trixie is three), so *any* change to
 *   the selections, an addition as well as the spec's removal, clears the systems on show and
 *   resets their stakes: a stake typed for a Trixie must not land on the Yankee that replaces it.
 * - Multiples are cleared below two selections and systems below three (none can be offered), also
 *   when a late platform answer still carries them.
 * - Removing the last selection returns the slip to its initial state (closed, collapsed, system
 *   bets off, no stakes, no messages).
 * - While a placement is under way (placing or awaiting approval) the slip does not change under
 *   it: toggles, removals and stake edits are refused with the reason `busy`. After a placement
 *   success the slip is a receipt: toggling an outcome starts a new slip with it, removals and
 *   stake edits are ignored.
 * - Adding a selection keeps the messages (the refresh it triggers replaces them); removing one
 *   clears them (§4).
 * - The spec's activeBetStake is not stored: it is the stake text of the active bet, read from
 *   `stakes`, so the two can never disagree.
 */

/** What the slip needs of a selection; the caller's pick type carries the rest. */
export interface SlipPick {
  outcomeId: number;
}

/** A selection's ref on the slip: sel1, sel2, … in slip order. */
export type SlipRef = `sel${number}`;

/** A selection on the slip: the pick with its ref. */
export type SlipSelection<P extends SlipPick = SlipPick> = P & { ref: SlipRef };

/** A multiple or a system line as the platform sent it; the slip only needs its ref. */
export interface SlipLine {
  ref: string;
}

/** The key of one bet of the slip, for its stake and for the active (keypad) bet. */
export type BetKey = `single:${number}` | `multiple:${string}` | `system:${string}`;

export const singleBetKey = (outcomeId: number): BetKey => `single:${outcomeId}`;
export const multipleBetKey = (ref: string): BetKey => `multiple:${ref}`;
export const systemBetKey = (ref: string): BetKey => `system:${ref}`;

export type BetKind = 'single' | 'multiple' | 'system';

export function betKeyKind(key: BetKey): BetKind {
  if (key.startsWith('single:')) return 'single';
  return key.startsWith('multiple:') ? 'multiple' : 'system';
}

/** A betslip message (the platform's model.errors, or one of the slip's own). */
export interface SlipMessage {
  message: string;
  code?: string | undefined;
  outcomeId?: number | undefined;
  betTypeId?: number | undefined;
}

/**
 * Where a placement stands (the spec's betPlacing, statusWaitApproval and placementSuccess,
 * as one value so that no two can be on at once).
 */
export type SlipPlacement = 'idle' | 'placing' | 'waitingApproval' | 'success';

export interface SlipState<P extends SlipPick = SlipPick, L extends SlipLine = SlipLine> {
  open: boolean;
  expanded: boolean;
  showSystemBets: boolean;
  /** In slip order; the i-th (from 0) has ref sel{i+1}. */
  selections: readonly SlipSelection<P>[];
  multiples: readonly L[];
  systems: readonly L[];
  /** Stakes as typed (see stakeRules.ts); a bet without an entry has no stake. */
  stakes: Readonly<Partial<Record<BetKey, StakeEntry>>>;
  /** The bet the keypad types into, if any. */
  activeBet: BetKey | undefined;
  /** Deduplicated (see `dedupeSlipMessages`). */
  errors: readonly SlipMessage[];
  placement: SlipPlacement;
}

/** The ref of the selection at `index` (from 0). */
export function slipRef(index: number): SlipRef {
  return `sel${index + 1}`;
}

/** Placing or awaiting approval: the slip may not be opened or changed. */
export function isSlipBusy(state: Pick<SlipState, 'placement'>): boolean {
  return state.placement === 'placing' || state.placement === 'waitingApproval';
}

/**
 * Messages without repeats (§5 "Betslip messages are deduplicated"), first occurrence first. Two
 * messages are the same when they say the same text about the same selection or bet type; the
 * code is not compared (the player sees the text, not the code).
 */
export function dedupeSlipMessages(messages: readonly SlipMessage[]): SlipMessage[] {
  const seen = new Set<string>();
  return messages.filter((message) => {
    const key = JSON.stringify([
      message.message,
      message.outcomeId ?? null,
      message.betTypeId ?? null,
    ]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Something the caller has to do after an event. */
export type SlipEffect =
  /** The selections changed: ask the platform for the slip again (§4 server refresh flow). */
  | { type: 'refresh' }
  /** A stake changed: recalculate the slip after the debounce (§4 "Stake edits"). */
  | { type: 'recalculate'; key: BetKey }
  /**
   * The slip is full (§5): show `message`, the max-error message supplied with the toggle, if
   * any; `maxBets` is there for a message that names the cap.
   */
  | { type: 'refused'; reason: 'slipFull'; maxBets: number; message: string | undefined }
  /** A placement is under way: the slip may not change now. */
  | { type: 'refused'; reason: 'busy' };

export type SlipEvent<P extends SlipPick = SlipPick, L extends SlipLine = SlipLine> =
  /** An odds button: adds the outcome, or removes it when it is already on the slip. */
  | { type: 'outcomeToggled'; pick: P; fullMessage?: string | undefined }
  /** The player removes selections, or the refresh drops closed ones (outcomeState C). */
  | { type: 'selectionsRemoved'; outcomeIds: readonly number[] }
  /** The platform's multiples and systems for the current selections. */
  | { type: 'linesReceived'; multiples: readonly L[]; systems: readonly L[] }
  | { type: 'stakeEdited'; key: BetKey; edit: StakeEdit; currency: CurrencyRule }
  /** The keypad opens on a bet (or closes, with undefined). */
  | { type: 'betActivated'; key: BetKey | undefined }
  | { type: 'openRequested' }
  /**
   * Closes the slip. With `ifNotSubmitting`, the spec's "close if not submitting": ignored while
   * busy. Without it the slip closes even while busy (only opening is blocked then, §4); the
   * placement goes on and the slip cannot be reopened until it ends.
   */
  | { type: 'closeRequested'; ifNotSubmitting?: boolean | undefined }
  /** The betslip button (§4). */
  | { type: 'buttonPressed' }
  | { type: 'expandedSet'; expanded: boolean }
  | { type: 'systemBetsToggled' }
  /** Messages added to those shown. */
  | { type: 'messagesAdded'; messages: readonly SlipMessage[] }
  /** Messages replacing those shown (the refresh's model.errors; [] clears them). */
  | { type: 'messagesSet'; messages: readonly SlipMessage[] }
  | { type: 'placementStarted' }
  | { type: 'placementAwaitingApproval' }
  | { type: 'placementSucceeded' }
  | { type: 'placementFailed'; messages: readonly SlipMessage[] }
  /**
   * Back to the initial state (after a placement success, when the player empties the slip, on
   * logout). Works in any state, busy included: it is the caller's explicit decision.
   */
  | { type: 'reset' };

export interface SlipTransition<P extends SlipPick = SlipPick, L extends SlipLine = SlipLine> {
  state: SlipState<P, L>;
  effects: readonly SlipEffect[];
}

const NO_EFFECTS: readonly SlipEffect[] = Object.freeze([]);
const REFRESH: readonly SlipEffect[] = Object.freeze([{ type: 'refresh' }]);
const BUSY: readonly SlipEffect[] = Object.freeze([{ type: 'refused', reason: 'busy' }]);

/**
 * The next state of the slip after `event`, and what the caller has to do about it. The rules,
 * event by event (§4 unless said otherwise):
 *
 * - `outcomeToggled`: an outcome already on the slip is removed (as `selectionsRemoved`). A new
 *   one is refused with `slipFull` when the slip already holds `config.maxBets` (§5), else added
 *   last with the next ref and a `refresh`; the first selection opens and expands the slip (and
 *   expanding turns system bets on).
 * - `selectionsRemoved`: later refs are renumbered, messages cleared, system stakes reset; with one
 *   selection left the multiples go and the slip collapses; with none left the slip is back to
 *   its initial state (closed). A `refresh` follows while selections remain. Unknown ids are
 *   ignored.
 * - `openRequested`: opens, unless busy (blocked). `closeRequested`: closes; with
 *   `ifNotSubmitting`, not while busy.
 * - `buttonPressed`: when closed, as `openRequested`; when open and not busy, closes it, or after
 *   a placement success resets the slip; when open and busy, nothing.
 * - `expandedSet`: expanding also turns system bets on; collapsing leaves them as they are.
 * - `systemBetsToggled`: flips system bets, clears the messages, and clears the active bet if it
 *   is a system.
 * - `stakeEdited`: stores the edited stake (stakeRules `applyStakeEdit`) of a bet on the slip, and
 *   asks for a `recalculate` unless the text ends in a dot. A key of no bet on the slip is ignored.
 * - `betActivated`: makes a bet on the slip the keypad's (or none); ignored unless idle.
 * - `messagesAdded` / `messagesSet`: deduplicated.
 * - Placement: `placementStarted` (from idle, with selections; clears messages), then optionally
 *   `placementAwaitingApproval`, then `placementSucceeded`, or `placementFailed` back to idle
 *   with its messages. Out-of-order placement events are ignored.
 */
export function applySlipEvent<P extends SlipPick, L extends SlipLine>(
  state: SlipState<P, L>,
  event: SlipEvent<P, L>,
  config: SlipConfig = DEFAULT_SLIP_CONFIG,
): SlipTransition<P, L> {
  switch (event.type) {
    case 'outcomeToggled':
      return toggleOutcome(state, event.pick, event.fullMessage, config);
    case 'selectionsRemoved':
      return removeOutcomes(state, event.outcomeIds);
    case 'linesReceived':
      return same(receiveLines(state, event.multiples, event.systems));
    case 'stakeEdited':
      return editStake(state, event.key, event.edit, event.currency);
    case 'betActivated':
      return same(activateBet(state, event.key));
    case 'openRequested':
      return same(open(state));
    case 'closeRequested':
      return same(event.ifNotSubmitting && isSlipBusy(state) ? state : close(state));
    case 'buttonPressed':
      return same(pressButton(state));
    case 'expandedSet':
      return same(event.expanded ? expand(state) : collapse(state));
    case 'systemBetsToggled':
      return same(toggleSystemBets(state));
    case 'messagesAdded':
      return same(
        event.messages.length === 0
          ? state
          : setMessages(state, [...state.errors, ...event.messages]),
      );
    case 'messagesSet':
      return same(setMessages(state, event.messages));
    case 'placementStarted':
      return same(
        state.placement === 'idle' && state.selections.length > 0
          ? { ...state, placement: 'placing', errors: [] }
          : state,
      );
    case 'placementAwaitingApproval':
      return same(
        state.placement === 'placing' ? { ...state, placement: 'waitingApproval' } : state,
      );
    case 'placementSucceeded':
      return same(isSlipBusy(state) ? { ...state, placement: 'success' } : state);
    case 'placementFailed':
      return same(
        isSlipBusy(state)
          ? { ...state, placement: 'idle', errors: dedupeSlipMessages(event.messages) }
          : state,
      );
    case 'reset':
      return same(isInitial(state) ? state : emptySlip<P, L>());
  }
}

function same<P extends SlipPick, L extends SlipLine>(
  state: SlipState<P, L>,
): SlipTransition<P, L> {
  return { state, effects: NO_EFFECTS };
}

function isInitial(state: SlipState<SlipPick, SlipLine>): boolean {
  return (
    !state.open &&
    !state.expanded &&
    !state.showSystemBets &&
    state.selections.length === 0 &&
    state.multiples.length === 0 &&
    state.systems.length === 0 &&
    Object.keys(state.stakes).length === 0 &&
    state.activeBet === undefined &&
    state.errors.length === 0 &&
    state.placement === 'idle'
  );
}

function renumber<P extends SlipPick>(selections: readonly SlipSelection<P>[]): SlipSelection<P>[] {
  return selections.map((selection, index) => {
    const ref = slipRef(index);
    return selection.ref === ref ? selection : { ...selection, ref };
  });
}

/** The stakes without those whose key `drop` says, and the active bet if it was one of them. */
function dropStakes<P extends SlipPick, L extends SlipLine>(
  state: SlipState<P, L>,
  drop: (key: BetKey) => boolean,
): Pick<SlipState<P, L>, 'stakes' | 'activeBet'> {
  const stakes: Partial<Record<BetKey, StakeEntry>> = {};
  for (const [key, entry] of Object.entries(state.stakes) as [BetKey, StakeEntry | undefined][]) {
    if (entry !== undefined && !drop(key)) stakes[key] = entry;
  }
  const activeBet =
    state.activeBet !== undefined && drop(state.activeBet) ? undefined : state.activeBet;
  return { stakes, activeBet };
}

function expand<P extends SlipPick, L extends SlipLine>(state: SlipState<P, L>): SlipState<P, L> {
  return state.expanded && state.showSystemBets
    ? state
    : { ...state, expanded: true, showSystemBets: true };
}

function collapse<P extends SlipPick, L extends SlipLine>(state: SlipState<P, L>): SlipState<P, L> {
  return state.expanded ? { ...state, expanded: false } : state;
}

function open<P extends SlipPick, L extends SlipLine>(state: SlipState<P, L>): SlipState<P, L> {
  return state.open || isSlipBusy(state) ? state : { ...state, open: true };
}

function close<P extends SlipPick, L extends SlipLine>(state: SlipState<P, L>): SlipState<P, L> {
  return state.open ? { ...state, open: false } : state;
}

function pressButton<P extends SlipPick, L extends SlipLine>(
  state: SlipState<P, L>,
): SlipState<P, L> {
  if (!state.open) return open(state);
  if (isSlipBusy(state)) return state;
  return state.placement === 'success' ? emptySlip<P, L>() : close(state);
}

function toggleSystemBets<P extends SlipPick, L extends SlipLine>(
  state: SlipState<P, L>,
): SlipState<P, L> {
  const activeIsSystem = state.activeBet !== undefined && betKeyKind(state.activeBet) === 'system';
  return {
    ...state,
    showSystemBets: !state.showSystemBets,
    errors: [],
    activeBet: activeIsSystem ? undefined : state.activeBet,
  };
}

function setMessages<P extends SlipPick, L extends SlipLine>(
  state: SlipState<P, L>,
  messages: readonly SlipMessage[],
): SlipState<P, L> {
  const errors = dedupeSlipMessages(messages);
  const unchanged =
    errors.length === state.errors.length &&
    errors.every((message, index) => message === state.errors[index]);
  return unchanged ? state : { ...state, errors };
}

function toggleOutcome<P extends SlipPick, L extends SlipLine>(
  current: SlipState<P, L>,
  pick: P,
  fullMessage: string | undefined,
  config: SlipConfig,
): SlipTransition<P, L> {
  if (isSlipBusy(current)) return { state: current, effects: BUSY };
  const state = current.placement === 'success' ? emptySlip<P, L>() : current;
  if (state.selections.some((selection) => selection.outcomeId === pick.outcomeId)) {
    return removeOutcomes(state, [pick.outcomeId]);
  }
  if (state.selections.length >= config.maxBets) {
    return {
      state: current,
      effects: [
        { type: 'refused', reason: 'slipFull', maxBets: config.maxBets, message: fullMessage },
      ],
    };
  }
  const selections = [...state.selections, { ...pick, ref: slipRef(state.selections.length) }];
  const added: SlipState<P, L> = {
    ...state,
    ...dropStakes(state, (key) => betKeyKind(key) === 'system'),
    selections,
    systems: [],
  };
  return {
    state: state.selections.length === 0 ? expand({ ...added, open: true }) : added,
    effects: REFRESH,
  };
}

function removeOutcomes<P extends SlipPick, L extends SlipLine>(
  state: SlipState<P, L>,
  outcomeIds: readonly number[],
): SlipTransition<P, L> {
  if (isSlipBusy(state)) return { state, effects: BUSY };
  if (state.placement === 'success') return same(state);
  const removed = new Set(outcomeIds);
  const kept = state.selections.filter((selection) => !removed.has(selection.outcomeId));
  if (kept.length === state.selections.length) return same(state);
  if (kept.length === 0) return same(emptySlip<P, L>());
  const single = kept.length === 1;
  const next: SlipState<P, L> = {
    ...state,
    ...dropStakes(state, (key) => {
      const kind = betKeyKind(key);
      if (kind === 'single') return removed.has(Number(key.slice('single:'.length)));
      return kind === 'system' || (single && kind === 'multiple');
    }),
    selections: renumber(kept),
    multiples: single ? [] : state.multiples,
    systems: [],
    errors: [],
  };
  return { state: single ? collapse(next) : next, effects: REFRESH };
}

function receiveLines<P extends SlipPick, L extends SlipLine>(
  state: SlipState<P, L>,
  multiplesSent: readonly L[],
  systemsSent: readonly L[],
): SlipState<P, L> {
  const multiples = state.selections.length >= 2 ? multiplesSent : [];
  const systems = state.selections.length >= 3 ? systemsSent : [];
  const lineKeys = new Set<BetKey>([
    ...multiples.map((line) => multipleBetKey(line.ref)),
    ...systems.map((line) => systemBetKey(line.ref)),
  ]);
  return {
    ...state,
    ...dropStakes(state, (key) => betKeyKind(key) !== 'single' && !lineKeys.has(key)),
    multiples,
    systems,
  };
}

/** Whether `key` names a bet on the slip now. */
function hasBet(state: SlipState<SlipPick, SlipLine>, key: BetKey): boolean {
  switch (betKeyKind(key)) {
    case 'single':
      return state.selections.some((selection) => singleBetKey(selection.outcomeId) === key);
    case 'multiple':
      return state.multiples.some((line) => multipleBetKey(line.ref) === key);
    case 'system':
      return state.systems.some((line) => systemBetKey(line.ref) === key);
  }
}

function editStake<P extends SlipPick, L extends SlipLine>(
  state: SlipState<P, L>,
  key: BetKey,
  edit: StakeEdit,
  currency: CurrencyRule,
): SlipTransition<P, L> {
  if (isSlipBusy(state)) return { state, effects: BUSY };
  if (state.placement !== 'idle' || !hasBet(state, key)) return same(state);
  const entry = applyStakeEdit(state.stakes[key] ?? EMPTY_STAKE, edit, currency);
  return {
    state: { ...state, stakes: { ...state.stakes, [key]: entry } },
    effects: stakeEditRecalculates(edit) ? [{ type: 'recalculate', key }] : NO_EFFECTS,
  };
}

function activateBet<P extends SlipPick, L extends SlipLine>(
  state: SlipState<P, L>,
  key: BetKey | undefined,
): SlipState<P, L> {
  if (state.placement !== 'idle' || key === state.activeBet) return state;
  if (key !== undefined && !hasBet(state, key)) return state;
  return { ...state, activeBet: key };
}
