/**
 * What Radix dialogs and popups need from the DOM and jsdom lacks (ResizeObserver, pointer
 * capture, scrollIntoView). Call once per test file, e.g. `beforeAll(installDomStubs)`.
 */
export function installDomStubs(): void {
  if (!('ResizeObserver' in globalThis)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub });
  }
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}
