/**
 * The page's CSP nonce for style elements that libraries add from script.
 *
 * The policy (proxy/csp.ts) only applies a `<style>` element that carries the response's nonce.
 * Our own styles get it (the page stylesheet from the server, styled-components from the
 * `csp-nonce` meta, Radix through get-nonce), but some libraries insert their stylesheet when
 * their module is first evaluated, with no way to pass a nonce: sonner (the toasts) appends an
 * empty `<style>` to <head> and then fills it, which the browser refuses twice (two
 * `style-src-elem` violations in the console the first time a toast shows, e.g. after saving the
 * settings). `loadWithStyleNonce` gives such a library the nonce while its module loads: every
 * `<style>` appended to <head> during the load that has no nonce gets the page's, and <head> is
 * back to normal as soon as the load settles. The policy itself never changes.
 */

/** The nonce the layout rendered in `<meta property="csp-nonce">` (a property, never an attribute, in browsers). */
export function pageStyleNonce(doc: Document = document): string | undefined {
  const meta = doc.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce === '' ? undefined : nonce;
}

function isStyleElement(node: Node): node is HTMLStyleElement {
  return node.nodeName === 'STYLE';
}

let depth = 0;
let restore: (() => void) | null = null;

function installStyleNonce(doc: Document, nonce: string): void {
  const head = doc.head;
  const append = head.appendChild;
  const own = Object.prototype.hasOwnProperty.call(head, 'appendChild');
  head.appendChild = function appendWithNonce<T extends Node>(this: HTMLHeadElement, node: T): T {
    if (isStyleElement(node) && !node.nonce && !node.hasAttribute('nonce')) {
      node.nonce = nonce;
      node.setAttribute('nonce', nonce);
    }
    return append.call(this, node) as T;
  };
  restore = () => {
    if (own) head.appendChild = append;
    else delete (head as Partial<Pick<HTMLHeadElement, 'appendChild'>>).appendChild;
  };
}

/**
 * Runs `load` (a dynamic import) so that the `<style>` elements it appends to <head> carry the
 * page's nonce. Without a nonce meta (tests, Storybook) it just runs `load`.
 */
export async function loadWithStyleNonce<T>(
  load: () => Promise<T>,
  doc: Document = document,
): Promise<T> {
  const nonce = pageStyleNonce(doc);
  if (nonce === undefined) return load();
  if (depth === 0) installStyleNonce(doc, nonce);
  depth += 1;
  try {
    return await load();
  } finally {
    depth -= 1;
    if (depth === 0) {
      restore?.();
      restore = null;
    }
  }
}
