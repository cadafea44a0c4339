import { describe, expect, it } from 'vitest';
import { initialSessionState } from './sessionSlice';
import { selectAccountId } from './accountId';
import { initialPlayerDetailsState } from './playerDetailsSlice';
import type { PlayerDetails } from '../platform/schemas/account';

const details = { alsId: 77 } as PlayerDetails;

describe('selectAccountId', () => {
  it('takes the login details’ alsPlayerId first, then the player details’ alsId', () => {
    expect(
      selectAccountId({
        session: { ...initialSessionState, loginDetails: { alsPlayerId: 42 } },
        playerDetails: { details },
      }),
    ).toBe(42);
    expect(
      selectAccountId({
        session: { ...initialSessionState, loginDetails: { username: 'demo' } },
        playerDetails: { details },
      }),
    ).toBe(77);
  });

  it('is null while neither is known', () => {
    expect(
      selectAccountId({ session: initialSessionState, playerDetails: initialPlayerDetailsState }),
    ).toBeNull();
  });
});
