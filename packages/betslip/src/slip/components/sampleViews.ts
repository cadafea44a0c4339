import { multipleBetKey, singleBetKey, systemBetKey } from '@clem/core/domain';
import type {
  SlipActions,
  SlipKeypadView,
  SlipLineView,
  SlipMessageView,
  SlipReceiptView,
  SlipSelectionView,
  SlipView,
} from '../view';

/**
 * Sample slip views for stories and tests: every state the betslip panel shows, already formatted
 * and in English, as `ConnectedBetslip` would build them. Prices are decimal, money is euro unless
 * the sample says otherwise (the African one is in KES, the no-decimal keypad in KRW).
 */

const noop = () => {};

/** Every action a no-op: spread it and override the calls a test watches. */
export const noopSlipActions: SlipActions = {
  onRemove: noop,
  onRemoveAll: noop,
  onStakeChange: noop,
  onStakeActivate: noop,
  onKeypadKey: noop,
  onQuickStake: noop,
  onKeypadDone: noop,
  onEachWayChange: noop,
  onFreeBetChange: noop,
  onExpandedChange: noop,
  onPlace: noop,
  onAcceptChanges: noop,
  onDone: noop,
  onReuseSelections: noop,
  onClose: noop,
  onRequestRetailCode: noop,
  onLogin: noop,
};

function selection(
  outcomeId: number,
  ref: string,
  fields: Pick<
    SlipSelectionView,
    'outcomeDescription' | 'marketDescription' | 'eventDescription' | 'price'
  > &
    Partial<SlipSelectionView>,
): SlipSelectionView {
  return {
    outcomeId,
    key: singleBetKey(outcomeId),
    ref,
    state: 'open',
    stake: '',
    stakeable: true,
    active: false,
    ...fields,
  };
}

export const arsenal: SlipSelectionView = selection(101, 'sel1', {
  outcomeDescription: 'Arsenal',
  marketDescription: 'Match result',
  periodDescription: 'Full time',
  eventDescription: 'Arsenal v Chelsea',
  price: '2.10',
});

export const lakers: SlipSelectionView = selection(102, 'sel2', {
  outcomeDescription: 'LA Lakers',
  marketDescription: 'Money line',
  periodDescription: 'Including overtime',
  eventDescription: 'LA Lakers v Boston Celtics',
  price: '1.85',
});

export const nadal: SlipSelectionView = selection(103, 'sel3', {
  outcomeDescription: 'Rafael Nadal',
  marketDescription: 'Match winner',
  eventDescription: 'Rafael Nadal v Novak Djokovic',
  price: '2.40',
});

const emptySummary = { totalStake: '€0.00', potentialReturns: '€0.00', balance: '€1,250.00' };

/** No selection: "Your betslip is empty". */
export const emptySlipView: SlipView = {
  phase: 'editing',
  expanded: false,
  showSystemBets: false,
  selections: [],
  multiples: [],
  systems: [],
  messages: [],
  summary: emptySummary,
  canPlace: false,
  needsAcceptance: false,
  currency: 'EUR',
  refreshing: false,
};

/** One single, not staked yet. */
export const oneSingleView: SlipView = {
  ...emptySlipView,
  expanded: true,
  showSystemBets: true,
  selections: [arsenal],
  summary: { ...emptySummary, totalOdds: '2.10' },
};

/** One single staked €10 at 2.10. */
export const singleStakedView: SlipView = {
  ...oneSingleView,
  selections: [{ ...arsenal, stake: '10', potentialReturns: '€21.00' }],
  summary: {
    totalStake: '€10.00',
    totalOdds: '2.10',
    potentialReturns: '€21.00',
    balance: '€1,250.00',
  },
  canPlace: true,
};

export const treble: SlipLineView = {
  key: multipleBetKey('mul1'),
  kind: 'multiple',
  ref: 'mul1',
  betTypeId: 200003,
  name: 'Treble',
  noOfBets: 1,
  price: '9.32',
  stake: '10',
  totalStake: '€10.00',
  potentialReturns: '€93.24',
  active: false,
};

/** Three selections on different events, the treble staked €10. Collapsed: no systems. */
export const trebleView: SlipView = {
  ...emptySlipView,
  expanded: false,
  showSystemBets: false,
  selections: [arsenal, lakers, nadal],
  multiples: [treble],
  summary: {
    totalStake: '€10.00',
    totalOdds: '9.32',
    potentialReturns: '€93.24',
    balance: '€1,250.00',
  },
  canPlace: true,
};

export const trixie: SlipLineView = {
  key: systemBetKey('sys1'),
  kind: 'system',
  ref: 'sys1',
  betTypeId: 200019,
  name: 'Trixie',
  noOfBets: 4,
  stake: '2',
  totalStake: '€8.00',
  potentialReturns: '€45.38',
  active: false,
};

export const patent: SlipLineView = {
  key: systemBetKey('sys2'),
  kind: 'system',
  ref: 'sys2',
  betTypeId: 200020,
  name: 'Patent',
  noOfBets: 7,
  stake: '',
  hint: 'Stake per line: €7.00 in total for €1.00',
  active: false,
};

/**
 * The treble slip expanded: Trixie (staked €2 a line) and Patent. With the Trixie staked beside
 * the treble no one figure is the odds of what would be placed: each line shows its own.
 */
export const systemsView: SlipView = {
  ...trebleView,
  expanded: true,
  showSystemBets: true,
  systems: [trixie, patent],
  summary: {
    totalStake: '€18.00',
    potentialReturns: '€138.62',
    balance: '€1,250.00',
  },
};

/** Every double of the three selections: 2.10 × 1.85, 2.10 × 2.40, 1.85 × 2.40, €2 a bet. */
export const doubles: SlipLineView = {
  key: multipleBetKey('mul2'),
  kind: 'multiple',
  ref: 'mul2',
  betTypeId: 200002,
  name: 'Doubles',
  noOfBets: 3,
  stake: '2',
  totalStake: '€6.00',
  potentialReturns: '€26.73',
  active: false,
};

/** The treble (€10), the Doubles ×3 (€2 a bet) beside it, and a Trixie (€2 a line) expanded. */
export const multiplesView: SlipView = {
  ...systemsView,
  multiples: [treble, doubles],
  systems: [trixie, patent],
  summary: {
    totalStake: '€24.00',
    potentialReturns: '€165.35',
    balance: '€1,250.00',
  },
};

/** Arsenal's odds moved from 2.10 to 2.25: the player must accept before placing. */
export const priceChangedView: SlipView = {
  ...singleStakedView,
  selections: [
    { ...arsenal, previousPrice: '2.10', price: '2.25', stake: '10', potentialReturns: '€22.50' },
  ],
  messages: [
    {
      id: 'RES-00152',
      tone: 'warning',
      text: 'The odds have changed from 2.10 to 2.25. Check the new odds and place your bet again.',
    },
  ],
  summary: {
    totalStake: '€10.00',
    totalOdds: '2.25',
    potentialReturns: '€22.50',
    balance: '€1,250.00',
  },
  canPlace: false,
  needsAcceptance: true,
};

/**
 * The Lakers selection is suspended: on the slip, greyed, not bettable. The treble needs it, so
 * its stake is left out of the totals, and the slip says so.
 */
export const suspendedView: SlipView = {
  ...trebleView,
  messages: [
    {
      id: 'not-counted',
      tone: 'info',
      text: "1 staked bet uses a selection you can't bet on right now, so it isn't in the totals.",
    },
  ],
  summary: { totalStake: '€0.00', potentialReturns: '€0.00', balance: '€1,250.00' },
  selections: [
    arsenal,
    {
      ...lakers,
      state: 'suspended',
      message:
        'Betting on this selection is suspended for now. Wait a moment and try again, or remove it from your betslip.',
    },
    nadal,
  ],
  canPlace: false,
};

/** Nadal's market closed: shown for 3 seconds before it is removed. */
export const closedView: SlipView = {
  ...trebleView,
  selections: [
    arsenal,
    lakers,
    {
      ...nadal,
      state: 'closed',
      stakeable: false,
      message: 'Your selection is not available anymore',
    },
  ],
  messages: [
    { id: 'not-available', tone: 'info', text: 'Your selection is not available anymore' },
  ],
  canPlace: false,
};

export const balanceMessage: SlipMessageView = {
  id: 'RES-00056',
  tone: 'error',
  text: 'Your stake is more than your balance of €1,000.00. Lower the stake or top up.',
  action: { label: 'Use my balance €1,000.00', onAction: noop },
};

export const maxStakeMessage: SlipMessageView = {
  id: 'RES-00034',
  tone: 'error',
  text: 'Your stake is above the maximum of €500.00. Lower the stake and try again.',
};

export const serverErrorMessage: SlipMessageView = {
  id: 'http-500',
  tone: 'error',
  text: 'Betslip: Something went wrong. Reference: 7f3c9a2e-4b1d-4c8e-9a0f-2d5e6b7c8a91',
};

/** The slip's selections refresh failed: said in the slip, with a retry. */
export const refreshFailedMessage: SlipMessageView = {
  id: 'refresh-failed',
  tone: 'error',
  text: "We couldn't update your betslip. Your selections and stakes are kept.",
  action: { label: 'Try again', onAction: noop },
};

/** A refresh failed: the selections and the stake stay as the player left them. */
export const refreshFailedView: SlipView = {
  ...singleStakedView,
  messages: [refreshFailedMessage],
};

/** Placement refused: RES-00056 (with "Use my balance"), RES-00034 and a 500. */
export const errorsView: SlipView = {
  ...singleStakedView,
  selections: [
    {
      ...arsenal,
      stake: '1500',
      potentialReturns: '€3,150.00',
      stakeError: 'The maximum stake is €500.00',
    },
  ],
  messages: [balanceMessage, maxStakeMessage, serverErrorMessage],
  summary: {
    totalStake: '€1,500.00',
    totalOdds: '2.10',
    potentialReturns: '€3,150.00',
    balance: '€1,000.00',
  },
  canPlace: false,
};

/** Place pressed, waiting for the platform. */
export const placingView: SlipView = { ...singleStakedView, phase: 'placing', canPlace: false };

/** Placed; the operator reviews it. */
export const waitingApprovalView: SlipView = {
  ...singleStakedView,
  phase: 'waitingApproval',
  canPlace: false,
};

export const sampleReceipt: SlipReceiptView = {
  reference: 'BS-2093-7781-0042',
  bets: [
    {
      reference: 'O/0012345/0000678',
      description: 'Single: Arsenal (Match result, Arsenal v Chelsea) @ 2.10',
      totalStake: '€10.00',
      potentialReturns: '€21.00',
    },
  ],
  totalCost: '€10.00',
  balance: '€1,240.00',
};

/** Placed: the receipt replaces the slip. */
export const successView: SlipView = {
  ...singleStakedView,
  phase: 'success',
  canPlace: false,
  receipt: sampleReceipt,
};

/** A receipt for a treble and a Trixie. */
export const severalBetsReceipt: SlipReceiptView = {
  reference: 'BS-2093-7781-0043',
  bets: [
    {
      reference: 'O/0012346/0000679',
      description: 'Treble: Arsenal, LA Lakers, Rafael Nadal @ 9.32',
      totalStake: '€10.00',
      potentialReturns: '€93.24',
    },
    {
      reference: 'O/0012346/0000680',
      description: 'Trixie (4 bets): Arsenal, LA Lakers, Rafael Nadal',
      totalStake: '€8.00',
      potentialReturns: '€45.38',
    },
  ],
  totalCost: '€18.00',
  balance: '€1,232.00',
};

/** The African betslip (KES) with tax: stake after excise and tax on winnings; no systems. */
export const africanTaxView: SlipView = {
  ...emptySlipView,
  expanded: true,
  showSystemBets: false,
  systemBetsAvailable: false,
  currency: 'KES',
  selections: [
    {
      ...selection(201, 'sel1', {
        outcomeDescription: 'Gor Mahia',
        marketDescription: '1X2',
        periodDescription: 'Full time',
        eventDescription: 'Gor Mahia v AFC Leopards',
        price: '2.10',
      }),
      stake: '100',
      stakeAfterTax: 'KES 93.02',
      taxDeduction: 'KES 19.07',
      potentialReturns: 'KES 176.28',
    },
  ],
  summary: {
    totalStake: 'KES 100.00',
    totalOdds: '2.10',
    potentialReturns: 'KES 176.28',
    balance: 'KES 5,000.00',
  },
  canPlace: true,
};

export const euroKeypad: SlipKeypadView = {
  hasDecimalPoint: true,
  quickStakes: [
    { label: '€5', stake: '5' },
    { label: '€25', stake: '25' },
    { label: '€100', stake: '100' },
    { label: '€500', stake: '500' },
  ],
};

/** KRW has no decimals: no decimal key. */
export const wonKeypad: SlipKeypadView = {
  hasDecimalPoint: false,
  quickStakes: [
    { label: '₩5,000', stake: '5000' },
    { label: '₩25,000', stake: '25000' },
    { label: '₩100,000', stake: '100000' },
    { label: '₩500,000', stake: '500000' },
  ],
};

/** Mobile: Arsenal's stake is active and the keypad types into it. */
export const keypadView: SlipView = {
  ...singleStakedView,
  selections: [{ ...arsenal, stake: '10', potentialReturns: '€21.00', active: true }],
  keypad: euroKeypad,
};

/** Mobile in KRW: the keypad has no decimal key. */
export const keypadNoDecimalView: SlipView = {
  ...singleStakedView,
  currency: 'KRW',
  selections: [{ ...arsenal, stake: '5000', potentialReturns: '₩10,500', active: true }],
  summary: {
    totalStake: '₩5,000',
    totalOdds: '2.10',
    potentialReturns: '₩10,500',
    balance: '₩1,250,000',
  },
  keypad: wonKeypad,
};

/** A horse-racing single with each-way offered and ticked. */
export const eachWayView: SlipView = {
  ...emptySlipView,
  expanded: true,
  showSystemBets: true,
  selections: [
    {
      ...selection(301, 'sel1', {
        outcomeDescription: 'Galloping Star',
        marketDescription: 'Win or each way',
        eventDescription: 'Ascot 14:30',
        price: '6.00',
      }),
      stake: '5',
      potentialReturns: '€42.50',
      eachWay: { checked: true, placeTerms: '1/4 odds, places 1-2-3' },
    },
  ],
  summary: {
    totalStake: '€10.00',
    totalOdds: '6.00',
    potentialReturns: '€42.50',
    balance: '€1,250.00',
  },
  canPlace: true,
};

/** The platform is recalculating after a stake edit (a quiet hint only). */
export const refreshingView: SlipView = { ...trebleView, refreshing: true };

/** An anonymous player on a brand with retail codes: "Get a retail code" instead of Place. */
export const retailCodeView: SlipView = {
  ...singleStakedView,
  summary: { ...singleStakedView.summary, balance: undefined },
  canPlace: false,
  retailCode: { canRequest: true, requesting: false },
};

/** The retail code given for the slip. */
export const retailCodeReadyView: SlipView = {
  ...retailCodeView,
  retailCode: { canRequest: true, requesting: false, code: 'K7PX2MQA' },
};

/** A logged-in player with a free bet: offered on the first single, used on the second. */
export const freeBetView: SlipView = {
  ...trebleView,
  selections: [
    { ...arsenal, freeBet: { amount: '€5.00', used: false } },
    {
      ...lakers,
      stake: '',
      potentialReturns: '€4.50',
      freeBet: { amount: '€5.00', used: true },
    },
  ],
  multiples: [],
  summary: { ...trebleView.summary, freeStake: '€5.00' },
  canPlace: true,
};

// ---------------------------------------------------------------------------------------------
// The live slip (in-play selections)
// ---------------------------------------------------------------------------------------------

/** Arsenal in play, picked at 2.10 and staked €10. */
export const liveArsenal: SlipSelectionView = {
  ...arsenal,
  live: true,
  stake: '10',
  potentialReturns: '€21.00',
};

const liveSummary = {
  totalStake: '€10.00',
  totalOdds: '2.10',
  potentialReturns: '€21.00',
  balance: '€1,250.00',
};

/** In play, the price as picked: Place is on. */
export const liveView: SlipView = {
  ...singleStakedView,
  selections: [liveArsenal],
  summary: liveSummary,
  canPlace: true,
};

/** The live price went up under D: taken by itself, shown old → new, Place stays on. */
export const liveAcceptedHigherView: SlipView = {
  ...liveView,
  selections: [
    { ...liveArsenal, previousPrice: '2.10', price: '2.30', potentialReturns: '€23.00' },
  ],
  summary: { ...liveSummary, totalOdds: '2.30', potentialReturns: '€23.00' },
};

/** The live price went down: old → new, a warning, and "Accept changes" instead of Place. */
export const livePriceChangedView: SlipView = {
  ...liveView,
  selections: [
    { ...liveArsenal, previousPrice: '2.10', price: '1.90', potentialReturns: '€19.00' },
  ],
  messages: [
    {
      id: 'price-change',
      tone: 'warning',
      text: 'Some odds have changed. Accept the changes to place your bet.',
    },
  ],
  summary: { ...liveSummary, totalOdds: '1.90', potentialReturns: '€19.00' },
  canPlace: false,
  needsAcceptance: true,
};

/** The live market was suspended: marked at once with its reason; Place says why it is off. */
export const liveSuspendedView: SlipView = {
  ...liveView,
  selections: [
    {
      ...liveArsenal,
      state: 'suspended',
      message: 'Suspended: this market is paused for now.',
      potentialReturns: undefined,
    },
  ],
  messages: [
    {
      id: 'not-counted',
      tone: 'info',
      text: "1 staked bet uses a selection you can't bet on right now, so it isn't in the totals.",
    },
  ],
  summary: { totalStake: '€0.00', potentialReturns: '€0.00', balance: '€1,250.00' },
  canPlace: false,
  placeBlockedReason: 'A selection is suspended. Remove it or wait until it reopens.',
};

/** The live connection is reconnecting: the price cannot be trusted, Place waits and says so. */
export const liveStaleView: SlipView = {
  ...liveView,
  selections: [{ ...liveArsenal, state: 'stale', message: 'Reconnecting to live prices…' }],
  canPlace: false,
  placeBlockedReason: 'Prices are reconnecting. You can place your bet once they are back.',
};

/** The platform holds the in-play bet for its delay: the button counts down. */
export const liveDelayView: SlipView = {
  ...liveView,
  phase: 'waitingApproval',
  canPlace: false,
  inPlayDelay: { seconds: 5, endsAt: Date.now() + 5000 },
};

/**
 * The delay ended with RES-00152: the price moved against the player's setting meanwhile. The
 * new price shows old → new with the platform's message and "Accept changes"; accepting and
 * placing again is a new bet.
 */
export const liveDelayPriceChangedView: SlipView = {
  ...livePriceChangedView,
  messages: [
    {
      id: 'error-0',
      tone: 'error',
      text: 'The odds have changed from 2.10 to 1.90. Check the new odds and place your bet again.',
    },
    {
      id: 'price-change',
      tone: 'warning',
      text: 'Some odds have changed. Accept the changes to place your bet.',
    },
  ],
};
