import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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

export function registerSettingsRoutes(app: FastifyInstance, db: SandboxDb): void {
  /** The brand's settings as one flat object; `c` (a currency code) overrides currencyCode. */
  app.get('/api/all_cached_settings', async (request, reply) => {
    const brand = brandOf(request);
    if (brand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const query = querySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'invalid_query' });

    const settings = await readBrandSettings(db, brand);
    if (query.data.c) {
      const currencyCode = parseCurrencyCode(query.data.c);
      if (currencyCode === undefined) return reply.code(400).send({ error: 'invalid_currency' });
      if (currencyCode !== settings.currencyCode) {
        settings.currencyCode = currencyCode;
        settings.currency_precision = currencyPrecision(currencyCode);
      }
    }
    return reply.header('vary', BRAND_HEADER).send(settings);
  });
}
