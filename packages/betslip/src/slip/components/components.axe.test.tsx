import { beforeAll, describe, it, vi } from 'vitest';
import type { SlipView } from '../view';
import { BetslipPanel } from './BetslipPanel';
import {
  africanTaxView,
  closedView,
  eachWayView,
  emptySlipView,
  errorsView,
  freeBetView,
  keypadNoDecimalView,
  keypadView,
  liveAcceptedHigherView,
  liveDelayPriceChangedView,
  liveDelayView,
  livePriceChangedView,
  liveStaleView,
  liveSuspendedView,
  placingView,
  priceChangedView,
  retailCodeReadyView,
  retailCodeView,
  successView,
  suspendedView,
  systemsView,
  multiplesView,
  trebleView,
  waitingApprovalView,
} from './sampleViews';
import { expectNoAxeViolations, renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../messages/en.json';
import { spyActions } from './spyActions';

const views: [string, SlipView, boolean][] = [
  ['empty', emptySlipView, false],
  ['treble', trebleView, false],
  ['systems', systemsView, false],
  ['doubles beside the treble and a system', multiplesView, false],
  ['price changed', priceChangedView, false],
  ['suspended', suspendedView, false],
  ['closed', closedView, false],
  ['errors', errorsView, false],
  ['placing', placingView, false],
  ['waiting approval', waitingApprovalView, false],
  ['success', successView, false],
  ['African', africanTaxView, false],
  ['keypad', keypadView, true],
  ['keypad without decimal', keypadNoDecimalView, true],
  ['each way', eachWayView, false],
  ['retail code offered', retailCodeView, false],
  ['retail code given', retailCodeReadyView, false],
  ['free bet', freeBetView, false],
  ['live, higher price taken', liveAcceptedHigherView, false],
  ['live, price changed', livePriceChangedView, false],
  ['live, suspended', liveSuspendedView, false],
  ['live, reconnecting', liveStaleView, false],
  ['live, in-play delay', liveDelayView, false],
  ['live, delay ended with a price change', liveDelayPriceChangedView, false],
];

// axe probes icon fonts with a canvas, which jsdom lacks; without one it skips that probe.
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe.each(views)('the %s slip', (_name, view, touchKeypad) => {
  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <main>
        <BetslipPanel view={view} actions={spyActions()} touchKeypad={touchKeypad} />
      </main>,
      { messages: betslipEnglish },
    );
    await expectNoAxeViolations(container);
  });
});
