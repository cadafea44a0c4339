import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cachedJson } from '../cache/read-cache';
import type { SandboxDb } from '../db/schema';
import { currencyPrecision, parseCurrencyCode } from '../settings/currencies';
import { readBrandSettings } from '../settings/settings-repository';
import { BRAND_HEADER, UNKNOWN_BRAND, brandOf } from './brand';

/** `cached` and `all` are accepted and change nothing: every setting is always answered. */
const querySchema = z.object({
  cached: z.string().optional(),
  all: z.string().optional(),
  c: z.string().optional(),
});

/** Cache keys of settings answers (see updateBrandSettings, which forgets them). */
export const SETTINGS_CACHE = 'settings:';

export function registerSettingsRoutes(app: FastifyInstance, db: SandboxDb): void {
  /** The brand's settings as one flat object; `c` (a currency code) overrides currencyCode. */
  app.get('/api/all_cached_settings', async (request, reply) => {
    const brand = brandOf(request);
    if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const query = querySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'invalid_query' });

    let currencyCode: string | undefined;
    if (query.data.c) {
      currencyCode = parseCurrencyCode(query.data.c);
      if (currencyCode === undefined) return reply.code(400).send({ error: 'invalid_currency' });
    }
    const body = await cachedJson(
      db,
      `${SETTINGS_CACHE}${brand}:${currencyCode ?? ''}`,
      async () => {
        const settings = await readBrandSettings(db, brand);
        if (currencyCode !== undefined && currencyCode !== settings.currencyCode) {
          settings.currencyCode = currencyCode;
          settings.currency_precision = currencyPrecision(currencyCode);
        }
        return settings;
      },
    );
    return reply.header('vary', BRAND_HEADER).type('application/json; charset=utf-8').send(body);
  });
}
