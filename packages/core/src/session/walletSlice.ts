import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Wallet } from '../platform/schemas/account';
import { sessionEnded } from '../store/sessionSlice';

/**
 * §3 wallet, integer minor units. It can be set, updated, credited or reset to zero; low
 * balance is true when the balance is 0 or less. Reset to null when the session ends. Crediting
 * or updating before any wallet is set does nothing (there is no currency to count in).
 */
export interface WalletState {
  wallet: Wallet | null;
}

export const initialWalletState: WalletState = { wallet: null };

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    walletSet(state, action: PayloadAction<Wallet | null>) {
      state.wallet = action.payload;
    },
    /**
     * Only the fields that differ change: the slip's refresh reports the balance with every
     * answer, and an unchanged wallet must stay the same object (the header re-renders on it).
     */
    walletUpdated(state, action: PayloadAction<Partial<Wallet>>) {
      if (state.wallet) Object.assign(state.wallet, action.payload);
    },
    walletCredited(state, action: PayloadAction<number>) {
      if (state.wallet && Number.isSafeInteger(action.payload)) {
        state.wallet.balance += action.payload;
      }
    },
    /** "Reset to zero": every amount becomes 0, the currency stays. */
    walletReset(state) {
      if (state.wallet) {
        state.wallet = {
          ...state.wallet,
          balance: 0,
          promoCash: 0,
          totalLeftToWager: 0,
          withdrawableAmount: 0,
        };
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialWalletState);
  },
  selectors: {
    selectWallet: (state) => state.wallet,
    /** False while no wallet is known (nothing to warn about yet). */
    // §3: low balance when the balance is 0 or less (as `isLowBalance` in the account schemas).
    selectIsLowBalance: (state) => (state.wallet ? state.wallet.balance <= 0 : false),
  },
});

export const { walletSet, walletUpdated, walletCredited, walletReset } = walletSlice.actions;
export const { selectWallet, selectIsLowBalance } = walletSlice.selectors;
