import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from 'zod/v4/core';
import { parseWithoutEvalInBrowser } from './browserZod';

describe('parseWithoutEvalInBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    config({ jitless: false });
  });

  it('turns off the eval probe in a browser, so a strict CSP reports nothing', () => {
    vi.stubGlobal('window', {});
    config({ jitless: false });
    parseWithoutEvalInBrowser();
    expect(config().jitless).toBe(true);
  });

  it('leaves a server its compiled parsers', () => {
    vi.stubGlobal('window', undefined);
    config({ jitless: false });
    parseWithoutEvalInBrowser();
    expect(config().jitless).toBe(false);
  });
});
