import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_HEIGHT_PROPERTY, useHeaderHeight } from './useHeaderHeight';

let resize: (() => void) | undefined;

class FakeResizeObserver {
  constructor(callback: () => void) {
    resize = callback;
  }
  observe() {}
  disconnect() {
    resize = undefined;
  }
}

function StickyHeader({ height }: { height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useHeaderHeight(ref);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (element)
          Object.defineProperty(element, 'offsetHeight', { value: height, configurable: true });
      }}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useHeaderHeight', () => {
  it("writes the header's height on <html>, follows its resizes and removes it with the header", () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const root = document.documentElement;
    const { container, unmount } = render(<StickyHeader height={112} />);
    expect(root.style.getPropertyValue(HEADER_HEIGHT_PROPERTY)).toBe('112px');

    const header = container.firstElementChild as HTMLElement;
    Object.defineProperty(header, 'offsetHeight', { value: 0, configurable: true });
    resize?.();
    expect(root.style.getPropertyValue(HEADER_HEIGHT_PROPERTY)).toBe('0px');

    unmount();
    expect(root.style.getPropertyValue(HEADER_HEIGHT_PROPERTY)).toBe('');
    expect(resize).toBeUndefined();
  });
});
