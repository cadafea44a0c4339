import type { StubHandler } from '@clem/core/testing';

/** Every call fails with a 500. */
export const alwaysFails: StubHandler = () => ({ status: 500, body: { message: 'boom' } });
