import { defineSlice, withChanges, type PayloadAction } from './slice';

/**
 * The side menu (account-and-shell §4 "Menus and modals"): the mobile menu is closed by default
 * and never persisted; the desktop menu is expanded by default (the persisted part of the
 * `menu` slice). Going to a desktop-width screen closes the mobile menu (`desktopWidthReached`).
 */
export interface MenuState {
  mobileOpen: boolean;
  desktopExpanded: boolean;
}

export const initialMenuState: MenuState = { mobileOpen: false, desktopExpanded: true };

export const menuSlice = defineSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    mobileMenuSet: (state, action: PayloadAction<boolean>) =>
      withChanges(state, { mobileOpen: action.payload }),
    mobileMenuToggled: (state) => ({ ...state, mobileOpen: !state.mobileOpen }),
    desktopMenuSet: (state, action: PayloadAction<boolean>) =>
      withChanges(state, { desktopExpanded: action.payload }),
    desktopWidthReached: (state) => withChanges(state, { mobileOpen: false }),
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileOpen,
    selectDesktopMenuExpanded: (state) => state.desktopExpanded,
  },
});

export const { mobileMenuSet, mobileMenuToggled, desktopMenuSet, desktopWidthReached } =
  menuSlice.actions;
export const { selectMobileMenuOpen, selectDesktopMenuExpanded } = menuSlice.selectors;
