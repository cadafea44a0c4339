import type { FastifyRequest } from 'fastify';
import { isBrandId, type BrandId } from '../settings/brands';

export const BRAND_HEADER = 'x-sb-brand';

/** The body of the 400 answered to a missing or unknown X-SB-Brand. */
export const UNKNOWN_BRAND = { error: 'unknown_brand' } as const;

/** The brand a platform request is for, from its X-SB-Brand header; undefined when unknown. */
export function brandOf(request: FastifyRequest): BrandId | undefined {
  const value = request.headers[BRAND_HEADER];
  return isBrandId(value) ? value : undefined;
}
