import type { Wallet } from '../platform/schemas/account';
import { defineSlice, withChanges, type PayloadAction } from '../store/slice';
import { sessionEnded } from './sessionSlice';

/**
 * §3 wallet, integer minor units. It can be set, updated, credited or reset to zero; low
 * balance is true when the balance is 0 or less. Reset to null when the session ends. Crediting
 * or updating before any wallet is set does nothing (there is no currency to count in).
 *
 * A balance call that fails keeps the last wallet (restored from storage after a reload) and
 * marks it stale (`walletFetchFailed`): the header shows it as possibly out of date instead of
 * showing nothing. The next balance the platform gives (a wallet answer, a betslip answer's
 * available balance) makes it current again.
 */
export interface WalletState {
  wallet: Wallet | null;
  /** The last balance call failed: `wallet` is the last one known and may be out of date. */
  stale: boolean;
}

export const initialWalletState: WalletState = { wallet: null, stale: false };

export const walletSlice = defineSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    walletSet: (_state, action: PayloadAction<Wallet | null>) => ({
      wallet: action.payload,
      stale: false,
    }),
    /** A balance call failed: the last wallet stays, marked as possibly out of date. */
    walletFetchFailed: (state) => withChanges(state, { stale: true }),
    /**
     * Only the fields that differ change: the slip's refresh reports the balance with every
     * answer, and an unchanged wallet must stay the same object (the header re-renders on it).
     */
    walletUpdated: (state, action: PayloadAction<Partial<Wallet>>) => {
      if (!state.wallet) return state;
      return withChanges(state, {
        wallet: withChanges(state.wallet, action.payload),
        ...(action.payload.balance !== undefined ? { stale: false } : {}),
      });
    },
    walletCredited: (state, action: PayloadAction<number>) =>
      state.wallet && Number.isSafeInteger(action.payload)
        ? { ...state, wallet: { ...state.wallet, balance: state.wallet.balance + action.payload } }
        : state,
    /** "Reset to zero": every amount becomes 0, the currency stays. */
    walletReset: (state) =>
      state.wallet
        ? {
            ...state,
            wallet: {
              ...state.wallet,
              balance: 0,
              promoCash: 0,
              totalLeftToWager: 0,
              withdrawableAmount: 0,
            },
          }
        : state,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialWalletState);
  },
  selectors: {
    selectWallet: (state) => state.wallet,
    /** The wallet shown is the last one known and may be out of date (a balance call failed). */
    selectWalletStale: (state) => state.wallet !== null && state.stale,
    /** False while no wallet is known (nothing to warn about yet). */
    // §3: low balance when the balance is 0 or less (as `isLowBalance` in the account schemas).
    selectIsLowBalance: (state) => (state.wallet ? state.wallet.balance <= 0 : false),
  },
});

export const { walletSet, walletFetchFailed, walletUpdated, walletCredited, walletReset } =
  walletSlice.actions;
export const { selectWallet, selectWalletStale, selectIsLowBalance } = walletSlice.selectors;
