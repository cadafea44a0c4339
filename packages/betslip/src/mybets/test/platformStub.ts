import type { StubHandler } from '@clem/core/testing';

/** The platform stub of `@clem/core/testing`, plus the answers My Bets' tests use. */
export {
  neverAnswers,
  stubbedStore,
  type StubAnswer,
  type StubHandler,
  type StubRequest,
} from '@clem/core/testing';

/** Every call fails with a 500. */
export const alwaysFails: StubHandler = () => ({ status: 500, body: { message: 'boom' } });
