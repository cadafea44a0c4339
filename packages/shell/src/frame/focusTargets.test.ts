import { afterEach, describe, expect, it } from 'vitest';
import { focusFallback, focusIsLost, skipTarget } from './focusTargets';

/** jsdom lays nothing out: an element "shows" when it says so. */
function showing<T extends Element>(element: T): T {
  element.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('skipTarget', () => {
  it("lands on the main landmark's first heading, made focusable", () => {
    document.body.innerHTML =
      '<aside><h2>Menu</h2></aside><main id="content" tabindex="-1"><h1>Sports</h1></main>';
    const target = skipTarget();
    expect(target?.textContent).toBe('Sports');
    expect(target).toHaveAttribute('tabindex', '-1');
  });

  it('prefers the heading the page marks as its main content', () => {
    document.body.innerHTML =
      '<main id="content"><h1>Sports</h1><nav></nav><h2 data-skip-target="">Highlights</h2></main>';
    expect(skipTarget()?.textContent).toBe('Highlights');
  });

  it('answers the main landmark without a heading, and null without one', () => {
    document.body.innerHTML = '<main id="content" tabindex="-1"><p>Hi</p></main>';
    expect(skipTarget()?.id).toBe('content');
    document.body.innerHTML = '<div></div>';
    expect(skipTarget()).toBeNull();
  });
});

describe('focusFallback', () => {
  it("is the header's account control when it shows, else the main heading", () => {
    document.body.innerHTML = `<div data-frame-part="header"><div class="ch-anonymous"><button>Log in</button></div></div>
      <main id="content"><h1>Sports</h1></main>`;
    expect(focusFallback()?.textContent).toBe('Sports');
    const login = document.querySelector('button');
    if (!login) throw new Error('no button');
    showing(login);
    expect(focusFallback()).toBe(login);
  });

  it('finds the account menu button once logged in', () => {
    document.body.innerHTML =
      '<div data-frame-part="header"><button class="ch-account-trigger">demo</button></div>';
    const trigger = showing(document.querySelector('button') as HTMLButtonElement);
    expect(focusFallback()).toBe(trigger);
  });
});

describe('focusIsLost', () => {
  it('is true on the body and false on a control', () => {
    document.body.innerHTML = '<button>Go</button>';
    expect(focusIsLost()).toBe(true);
    document.querySelector('button')?.focus();
    expect(focusIsLost()).toBe(false);
  });
});
