import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 1 s by default. CI runs every package's tests at once on two
// cores, where a lazy component's first render has taken longer than that
// (ConnectedOpenBetsPage's "Open (1)" tab failed twice that way, and passed alone). A test that
// is right still ends as soon as its element shows; only a slow machine waits longer.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
