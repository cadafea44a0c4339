import { vi } from 'vitest';
import type { SlipActions } from '../view';

/** Every slip action as a spy. */
export function spyActions() {
  return {
    onRemove: vi.fn<SlipActions['onRemove']>(),
    onRemoveAll: vi.fn<SlipActions['onRemoveAll']>(),
    onStakeChange: vi.fn<SlipActions['onStakeChange']>(),
    onStakeActivate: vi.fn<SlipActions['onStakeActivate']>(),
    onKeypadKey: vi.fn<SlipActions['onKeypadKey']>(),
    onQuickStake: vi.fn<SlipActions['onQuickStake']>(),
    onKeypadDone: vi.fn<SlipActions['onKeypadDone']>(),
    onEachWayChange: vi.fn<SlipActions['onEachWayChange']>(),
    onFreeBetChange: vi.fn<(key: string, use: boolean) => void>(),
    onExpandedChange: vi.fn<SlipActions['onExpandedChange']>(),
    onPlace: vi.fn<SlipActions['onPlace']>(),
    onAcceptChanges: vi.fn<SlipActions['onAcceptChanges']>(),
    onDone: vi.fn<SlipActions['onDone']>(),
    onReuseSelections: vi.fn<SlipActions['onReuseSelections']>(),
    onClose: vi.fn<SlipActions['onClose']>(),
    onRequestRetailCode: vi.fn<() => void>(),
    onLogin: vi.fn<() => void>(),
  } satisfies SlipActions;
}
