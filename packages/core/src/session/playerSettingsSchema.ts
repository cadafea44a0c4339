import * as z from 'zod/mini';
import type { PlayerSettingsState } from './playerSettingsSlice';

/**
 * The stored player settings' shape (persisted, version 1), checked when they are read back.
 * Apart from the slice so zod is not part of the store's first JavaScript.
 */
export const playerSettingsSchema = z.object({
  oddsType: z.enum(['not_selected', 'euro', 'hk', 'us', 'malay', 'indo']),
  layout: z.nullable(z.enum(['asian', 'euro', 'thai'])),
  userAcceptOdds: z.enum(['D', 'A']),
  sortBy: z.nullable(z.enum(['competition', 'time'])),
  defaultStake: z.nullable(z.int().check(z.nonnegative())),
}) satisfies z.ZodMiniType<PlayerSettingsState>;
