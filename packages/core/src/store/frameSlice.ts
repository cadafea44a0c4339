import { betslipOriginId } from '../domain/betslipOrigin';
import { defineSlice, withChanges, type PayloadAction } from './slice';

/**
 * How the page is hosted (account-and-shell §3 "Native app state", §2 "Query flags"): inside the
 * native app, content-only, embedded in a host page, with a native betslip origin, and whether
 * message keys are shown instead of translations (`mode=translations`). Set once from the query
 * flags when the app starts in the browser (the shell's head script keeps them for the tab's
 * session, so they survive navigation that drops the query string).
 */
export interface FrameState {
  isNativeApp: boolean;
  isContentOnly: boolean;
  isTrackingUserActivity: boolean;
  embedded: boolean;
  /** `betslip-origin` when it names a native app this brand accepts (dafa_native_app, msw-maya). */
  betslipOrigin: string | null;
  translationsMode: boolean;
}

export const initialFrameState: FrameState = {
  isNativeApp: false,
  isContentOnly: false,
  isTrackingUserActivity: false,
  embedded: false,
  betslipOrigin: null,
  translationsMode: false,
};

export const frameSlice = defineSlice({
  name: 'frame',
  initialState: initialFrameState,
  reducers: {
    /**
     * Flags equal to the current ones (an ordinary page, read on every load) leave the state
     * object as it was, so no component re-renders.
     */
    frameFlagsRead: (state, action: PayloadAction<Partial<FrameState>>) =>
      withChanges(state, action.payload),
  },
  selectors: {
    selectFrame: (state) => state,
    selectIsEmbedded: (state) => state.embedded,
    selectIsContentOnly: (state) => state.isContentOnly,
    selectIsNativeApp: (state) => state.isNativeApp,
    /** The betslip's originId: 20/21 forced by a native app's betslip-origin, else 11. */
    selectBetslipOriginId: (state) => betslipOriginId(state.betslipOrigin),
  },
});

export const { frameFlagsRead } = frameSlice.actions;
export const {
  selectFrame,
  selectIsEmbedded,
  selectIsContentOnly,
  selectIsNativeApp,
  selectBetslipOriginId,
} = frameSlice.selectors;
