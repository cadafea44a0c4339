import { fn } from 'storybook/test';
import type { SlipActions } from '../view';

/** Every slip action as a Storybook spy (shown in the Actions panel). Stories only. */
export function storyActions(): SlipActions {
  return {
    onRemove: fn(),
    onRemoveAll: fn(),
    onStakeChange: fn(),
    onStakeActivate: fn(),
    onKeypadKey: fn(),
    onQuickStake: fn(),
    onKeypadDone: fn(),
    onEachWayChange: fn(),
    onFreeBetChange: fn(),
    onExpandedChange: fn(),
    onPlace: fn(),
    onAcceptChanges: fn(),
    onDone: fn(),
    onReuseSelections: fn(),
    onClose: fn(),
    onRequestRetailCode: fn(),
    onLogin: fn(),
  };
}
