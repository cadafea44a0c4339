/**
 * The desktop side menu's effective state (account-and-shell §2 "The desktop menu is collapsible
 * and expands on hover", §4 "Desktop menu expanded/collapsed (open by default). On a desktop-width
 * screen that is not large the desktop menu is forced collapsed", §9 widths 280 px / 46 px).
 *
 * Decisions where the spec is silent:
 * - A collapsed column (chosen or forced) still expands on hover and while keyboard focus is
 *   inside it, without changing the chosen `expanded` state. That temporary expansion overlays the
 *   page (the column keeps its 46 px place), so the content does not jump under the pointer.
 * - While forced collapsed the toggle is not offered (`toggleAvailable` false; the component does
 *   not render it): pressing it could not change anything the player would see. The player's
 *   choice is kept and applies again on a wide screen.
 */
export const DESKTOP_MENU_WIDTH = 280;
export const DESKTOP_MENU_COLLAPSED_WIDTH = 46;

export interface DesktopMenuInput {
  /** The player's choice (menu slice), true by default. */
  expanded: boolean;
  /** The viewport is desktop width but not wide (1024–1365 px). */
  forcedCollapsed: boolean;
  /** The pointer is over the column. */
  hovered: boolean;
  /** Keyboard focus is inside the column. */
  focusWithin: boolean;
}

export interface DesktopMenuState {
  /** Labels and sub-menus show (expanded or temporarily expanded). */
  showsLabels: boolean;
  /** The width the column takes in the page layout, in CSS pixels. */
  layoutWidth: number;
  /** The width the menu panel is drawn at, in CSS pixels. */
  panelWidth: number;
  /** Expanded on hover or focus only: the panel overlays the page. */
  temporary: boolean;
  /** The expanded/collapsed toggle is offered. */
  toggleAvailable: boolean;
  /** What the toggle announces as aria-expanded: the lasting state, not the hover peek. */
  toggleExpanded: boolean;
}

export function desktopMenuState(input: DesktopMenuInput): DesktopMenuState {
  const lasting = input.expanded && !input.forcedCollapsed;
  const peek = !lasting && (input.hovered || input.focusWithin);
  const showsLabels = lasting || peek;
  return {
    showsLabels,
    layoutWidth: lasting ? DESKTOP_MENU_WIDTH : DESKTOP_MENU_COLLAPSED_WIDTH,
    panelWidth: showsLabels ? DESKTOP_MENU_WIDTH : DESKTOP_MENU_COLLAPSED_WIDTH,
    temporary: peek,
    toggleAvailable: !input.forcedCollapsed,
    toggleExpanded: lasting,
  };
}
