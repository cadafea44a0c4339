/**
 * Where keyboard focus goes when the frame moves it: the skip links' targets, and a sensible
 * place when the control that had focus is gone (the header's Log in button after logging in,
 * the account button after logging out).
 */

/** The id of the main landmark (the page's content column); "Skip to content" targets it. */
export const CONTENT_ID = 'content';

/**
 * A heading inside the main landmark that a page marks as the start of its main content, for
 * "Skip to content" to land on instead of the page's first heading. The sports home marks its
 * highlights (the prices), past its own quick-link blocks, which stay a Shift+Tab away and are
 * named navigation landmarks ("Top sports", "Coupons") for screen-reader users.
 */
export const SKIP_TARGET_ATTRIBUTE = 'data-skip-target';

/**
 * The header's account control: the account menu's button when logged in, the Log in button when
 * not (the header's own classes, see header/AccountMenu.tsx and header/AnonymousActions.tsx).
 */
const ACCOUNT_CONTROL_SELECTOR =
  '[data-frame-part="header"] .ch-account-trigger, [data-frame-part="header"] .ch-anonymous button';

function shown(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/** Makes an element that is not focusable by itself (a heading) take focus from a script. */
function focusable(element: HTMLElement): HTMLElement {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  return element;
}

/**
 * Where "Skip to content" lands: the heading the page marks as its main content's start, else
 * the first heading of the main landmark (the next Tab reaches the first link or price after it),
 * else the main landmark itself. Null when the page has no main landmark.
 */
export function skipTarget(doc: Document = document): HTMLElement | null {
  const main = doc.getElementById(CONTENT_ID);
  if (!main) return null;
  const heading =
    main.querySelector<HTMLElement>(`[${SKIP_TARGET_ATTRIBUTE}]`) ??
    main.querySelector<HTMLElement>('h1, h2');
  return heading ? focusable(heading) : main;
}

/**
 * A sensible place for focus when its control is gone: the header's account control when it
 * shows, else where "Skip to content" lands.
 */
export function focusFallback(doc: Document = document): HTMLElement | null {
  const control = [...doc.querySelectorAll<HTMLElement>(ACCOUNT_CONTROL_SELECTOR)].find(shown);
  return control ?? skipTarget(doc);
}

/** Nothing useful has focus: the page itself, or an element that has left the page. */
export function focusIsLost(doc: Document = document): boolean {
  const active = doc.activeElement;
  return active === null || active === doc.body || !active.isConnected;
}
