import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadWithStyleNonce, pageStyleNonce } from './styleNonce';

function addNonceMeta(nonce: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
  return meta;
}

/** What a library like sonner does when its module loads: an empty style, then its rules. */
function libraryInsertsCss(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  document.head.appendChild(style);
  style.appendChild(document.createTextNode(css));
  return style;
}

beforeEach(() => {
  document.head.innerHTML = '';
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadWithStyleNonce', () => {
  it('reads the nonce of the csp-nonce meta', () => {
    expect(pageStyleNonce()).toBeUndefined();
    addNonceMeta('abc123');
    expect(pageStyleNonce()).toBe('abc123');
  });

  it('gives the styles a library appends while it loads the page nonce', async () => {
    addNonceMeta('abc123');
    const style = await loadWithStyleNonce(async () => {
      await Promise.resolve();
      return libraryInsertsCss('a{color:red}');
    });
    expect(style.getAttribute('nonce')).toBe('abc123');
    expect(style.nonce).toBe('abc123');
  });

  it('leaves <head> as it was once the load settles, even when it fails', async () => {
    addNonceMeta('abc123');
    await expect(
      loadWithStyleNonce(() => Promise.reject(new Error('chunk failed'))),
    ).rejects.toThrow('chunk failed');
    await loadWithStyleNonce(() => Promise.resolve(null));
    expect(Object.prototype.hasOwnProperty.call(document.head, 'appendChild')).toBe(false);
    expect(libraryInsertsCss('b{color:blue}').hasAttribute('nonce')).toBe(false);
  });

  it('keeps a nonce an element already has and ignores other elements', async () => {
    addNonceMeta('abc123');
    const [own, script] = await loadWithStyleNonce(async () => {
      const style = document.createElement('style');
      style.setAttribute('nonce', 'other');
      document.head.appendChild(style);
      const element = document.createElement('script');
      document.head.appendChild(element);
      return [style, element] as const;
    });
    expect(own.getAttribute('nonce')).toBe('other');
    expect(script.hasAttribute('nonce')).toBe(false);
  });

  it('nests: the nonce stays until the outer load settles', async () => {
    addNonceMeta('abc123');
    const styles = await loadWithStyleNonce(async () => {
      const inner = await loadWithStyleNonce(() => Promise.resolve(libraryInsertsCss('i{}')));
      return [inner, libraryInsertsCss('o{}')];
    });
    expect(styles.map((style) => style.getAttribute('nonce'))).toEqual(['abc123', 'abc123']);
  });

  it('without a nonce meta it only runs the load', async () => {
    const style = await loadWithStyleNonce(() => Promise.resolve(libraryInsertsCss('a{}')));
    expect(style.hasAttribute('nonce')).toBe(false);
  });
});
