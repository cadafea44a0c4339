import { describe, it, expect } from 'vitest';
import { testHostPageHtml } from './testHostPage';

describe('testHostPageHtml', () => {
  it('frames the app and exposes the recording and sending hooks', () => {
    const html = testHostPageHtml({ frameSrc: 'http://127.0.0.1:3000/sports?embedded=true&x=1' });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const frame = doc.querySelector('iframe#clem-frame');
    expect(frame?.getAttribute('src')).toBe('http://127.0.0.1:3000/sports?embedded=true&x=1');
    expect(frame?.getAttribute('title')).toBeTruthy();
    const script = doc.querySelector('script')?.textContent ?? '';
    expect(script).toContain('window.__hostMessages = []');
    expect(script).toContain('window.__sendToFrame');
    expect(script).toContain('"http://127.0.0.1:3000"');
  });

  it('escapes the frame URL and refuses non-http URLs', () => {
    const html = testHostPageHtml({ frameSrc: 'http://127.0.0.1:3000/a"><script>x</script>' });
    expect(html).not.toContain('"><script>x');
    expect(() => testHostPageHtml({ frameSrc: 'javascript:alert(1)' })).toThrow(/http/);
  });

  it('records messages and sends commands when run in a browser', () => {
    // Empty the body, never replace it: the test files share one DOM and its `screen`.
    document.body.replaceChildren();
    const html = testHostPageHtml({ frameSrc: 'http://127.0.0.1:3000/sports' });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const code = doc.querySelector('script')?.textContent ?? '';
    const frame = document.createElement('iframe');
    frame.id = 'clem-frame';
    document.body.append(frame);
    new Function(code)();
    const host = window as unknown as {
      __hostMessages: unknown[];
      __sendToFrame: (data: unknown, origin?: string) => void;
    };
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'http://127.0.0.1:3000',
        data: { source: 'clem', type: 'size', payload: { width: 10, height: 777 } },
      }),
    );
    expect(host.__hostMessages).toEqual([
      {
        origin: 'http://127.0.0.1:3000',
        data: { source: 'clem', type: 'size', payload: { width: 10, height: 777 } },
      },
    ]);
    expect(frame.style.height).toBe('777px');
    expect(typeof host.__sendToFrame).toBe('function');
  });
});
