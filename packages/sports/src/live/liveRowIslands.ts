import type { LiveRowIslands } from '../events/liveRowIslands';
import { LiveEventScore } from './islands/LiveEventScore';
import { LiveRowItem } from './islands/LiveRowItem';

/** The islands of an In-Play list's rows (see `LiveRowIslands`). */
export const liveRowIslands: LiveRowIslands = { Score: LiveEventScore, Item: LiveRowItem };
