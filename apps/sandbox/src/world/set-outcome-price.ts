import type { SandboxDb } from '../db/schema';

/** The highest price the price admin sets (in 1/1000), as the live engine's walk keeps them. */
export const MAX_PRICE_MILLI = 1_000_000;
/** The widest spread the price admin sets (in 1/1000, either sign). */
export const MAX_SPREAD_MILLI = 1_000_000;

/** An outcome's price as the price admin set it (prices and spreads in 1/1000). */
export interface OutcomePriceChange {
  outcomeId: number;
  marketId: number;
  eventId: number;
  /** The outcome's price id (`currentPrice.id`): unchanged, as the live engine keeps it. */
  priceId: number;
  previousPriceMilli: number;
  priceMilli: number;
  /** The spread now: the one given, or the stored one when none was given. */
  spreadMilli: number | null;
  /** Whether a spread was given (and written). */
  spreadSet: boolean;
}

/**
 * Writes one outcome's current price, and its spread when `spreadMilli` is given (null clears
 * it), in one transaction; the outcome's row is locked between reading the old price and writing
 * the new one. Undefined for an unknown outcome. The caller invalidates the read cache (and
 * keeps the live engine's copy in step: see LiveEngine.setOutcomePrice).
 */
export async function writeOutcomePrice(
  db: SandboxDb,
  outcomeId: number,
  priceMilli: number,
  spreadMilli?: number | null,
): Promise<OutcomePriceChange | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('outcomes')
      .innerJoin('markets', 'markets.id', 'outcomes.market_id')
      .select([
        'outcomes.market_id as marketId',
        'markets.event_id as eventId',
        'outcomes.price_id as priceId',
        'outcomes.price_milli as priceMilli',
        'outcomes.spread_milli as spreadMilli',
      ])
      .where('outcomes.id', '=', outcomeId)
      .forUpdate('outcomes')
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const spreadSet = spreadMilli !== undefined;
    await trx
      .updateTable('outcomes')
      .set(
        spreadSet
          ? { price_milli: priceMilli, spread_milli: spreadMilli }
          : { price_milli: priceMilli },
      )
      .where('id', '=', outcomeId)
      .execute();
    return {
      outcomeId,
      marketId: row.marketId,
      eventId: row.eventId,
      priceId: row.priceId,
      previousPriceMilli: row.priceMilli,
      priceMilli,
      spreadMilli: spreadSet ? spreadMilli : row.spreadMilli,
      spreadSet,
    };
  });
}
