import { z } from 'zod';
import type { PlayerSettingsState } from './playerSettingsSlice';

/**
 * The stored player settings' shape (persisted, version 1), checked when they are read back.
 * Apart from the slice so zod is not part of the store's first JavaScript.
 */
export const playerSettingsSchema = z.object({
  oddsType: z.enum(['not_selected', 'euro', 'hk', 'us', 'malay', 'indo']),
  layout: z.enum(['asian', 'euro', 'thai']).nullable(),
  userAcceptOdds: z.enum(['D', 'A']),
  sortBy: z.enum(['competition', 'time']).nullable(),
  defaultStake: z.number().int().nonnegative().nullable(),
}) satisfies z.ZodType<PlayerSettingsState>;
