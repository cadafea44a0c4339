import { createHash } from 'node:crypto';
import {
  advertsResponseSchema,
  operatorHtmlSlotSchema,
  pageLayoutResponseSchema,
  promotionAudienceSchema,
  type Advert,
  type PageLayoutResponse,
  type PromotionAudience,
} from '@clem/core/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listContent, readContent } from '../content/content-repository';
import type { SandboxDb } from '../db/schema';
import type { BrandId } from '../settings/brands';
import { BRAND_HEADER, UNKNOWN_BRAND, brandOf } from './brand';

/** A page layout name as it may reach the database: printable, 1 to 200 characters. */
const LAYOUT_NAME = /^[^\p{Cc}\p{Cs}]{1,200}$/u;

/** A 4xx body: a stable code for programs and a sentence for people. */
export function clientError(error: string, message: string) {
  return { error, message };
}

const NUMERIC_ID = /^\d{1,9}$/;

/** The brand of a request, or undefined after answering 400 unknown_brand. */
export function requireBrand(request: FastifyRequest, reply: FastifyReply): BrandId | undefined {
  const brand = brandOf(request);
  if (brand === undefined) {
    void reply.code(400).send({ ...UNKNOWN_BRAND, message: 'X-SB-Brand must name a known brand' });
    return undefined;
  }
  void reply.header('vary', BRAND_HEADER);
  return brand;
}

/** A short, stable token derived from its parts (sandbox tokens are not secrets). */
export function derivedToken(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}

const advertsQuerySchema = z.object({
  player_type: z.optional(promotionAudienceSchema),
  username: z.string().max(100).optional(),
});

/** Whether an advert for `audience` is shown to a player of `playerType`. */
export function advertMatches(audience: PromotionAudience, playerType: PromotionAudience): boolean {
  if (audience === 'all' || audience === playerType) return true;
  return audience === 'logged_in' && playerType !== 'logged_out' && playerType !== 'all';
}

const activeQuerySchema = z.object({ active: z.enum(['true', 'false']).optional() });
const urlQuerySchema = z.object({ url: z.string().min(1).max(2000) });
const sealQuerySchema = z.object({
  host: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i),
});
const avayaQuerySchema = z.object({ u: z.string().min(1).max(100) });
const metricsQuerySchema = z.object({ app: z.string().min(1).max(100) });

/** `/en/sports/10001/?x=1` → `/sports/10001`: no query, hash, locale prefix or trailing slash. */
export function normalisePagePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const withoutLocale = path.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  const trimmed = withoutLocale.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The layout whose url pattern matches `path`: exact first, then `prefix/*`, longest first. */
export function matchPageLayout(
  layouts: readonly PageLayoutResponse[],
  path: string,
): PageLayoutResponse | undefined {
  const candidates = layouts.filter((layout) => layout.url !== '*');
  const exact = candidates.find((layout) => layout.url === path);
  if (exact !== undefined) return exact;
  return candidates
    .filter((layout) => layout.url.endsWith('/*'))
    .sort((a, b) => b.url.length - a.url.length)
    .find((layout) => {
      const prefix = layout.url.slice(0, -2);
      return path === prefix || path.startsWith(`${prefix}/`);
    });
}

export function registerContentRoutes(app: FastifyInstance, db: SandboxDb): void {
  const notFound = (reply: FastifyReply, what: string) =>
    reply.code(404).send(clientError('not_found', `No ${what} for this brand`));

  app.get('/api/tabs', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    const tabs = await readContent(db, brand, 'tabs', 'default');
    return tabs === undefined ? notFound(reply, 'tabs') : reply.send(tabs);
  });

  app.get<{ Params: { id: string } }>('/api/submenus/:id', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    if (!NUMERIC_ID.test(request.params.id)) {
      return reply.code(400).send(clientError('invalid_id', 'A submenu id is a number'));
    }
    const submenu = await readContent(db, brand, 'submenu', String(Number(request.params.id)));
    return submenu === undefined ? notFound(reply, 'such submenu') : reply.send(submenu);
  });

  const readLayouts = async (brand: BrandId) =>
    z.array(pageLayoutResponseSchema).parse(await listContent(db, brand, 'page_layout'));

  app.get('/api/page_layouts', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    const query = urlQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send(clientError('invalid_query', 'url is required (a page path)'));
    }
    const layout = matchPageLayout(await readLayouts(brand), normalisePagePath(query.data.url));
    return layout === undefined
      ? notFound(reply, 'page layout matches this url')
      : reply.send(layout);
  });

  app.get<{ Params: { name: string } }>('/api/page_layouts/:name', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    // The name reaches the database: no control characters (PostgreSQL refuses a NUL in text).
    if (!LAYOUT_NAME.test(request.params.name)) {
      return reply
        .code(400)
        .send(clientError('invalid_name', 'A page layout name is up to 200 printable characters'));
    }
    const layout = await readContent(db, brand, 'page_layout', request.params.name);
    return layout === undefined ? notFound(reply, 'page layout by this name') : reply.send(layout);
  });

  const sendAdverts = async (
    request: FastifyRequest,
    reply: FastifyReply,
    slot: string,
  ): Promise<FastifyReply> => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    const query = advertsQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send(clientError('invalid_query', 'player_type must be one of the promotion audiences'));
    }
    const stored = await readContent(db, brand, 'advert_slot', slot);
    if (stored === undefined) return notFound(reply, 'such advert slot');
    const { id, adverts } = advertsResponseSchema.parse(stored);
    const playerType = query.data.player_type;
    const shown: Advert[] =
      playerType === undefined
        ? adverts
        : adverts.filter((advert) => advertMatches(advert.audience, playerType));
    return reply.send({ id, adverts: shown });
  };

  app.get('/api/adverts/jackpot_banner', (request, reply) =>
    sendAdverts(request, reply, 'jackpot_banner'),
  );
  app.get('/api/adverts/jackpot_bets', (request, reply) =>
    sendAdverts(request, reply, 'jackpot_bets'),
  );
  app.get<{ Params: { id: string } }>('/api/adverts/:id', async (request, reply) => {
    if (!NUMERIC_ID.test(request.params.id)) {
      if (requireBrand(request, reply) === undefined) return reply;
      return reply.code(400).send(clientError('invalid_id', 'An advert slot id is a number'));
    }
    return sendAdverts(request, reply, String(Number(request.params.id)));
  });

  app.get<{ Params: { id: string } }>('/api/html_widgets/:id', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    if (!NUMERIC_ID.test(request.params.id)) {
      return reply.code(400).send(clientError('invalid_id', 'An HTML widget id is a number'));
    }
    const query = activeQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send(clientError('invalid_query', 'active must be true or false'));
    }
    const stored = await readContent(db, brand, 'html_widget', String(Number(request.params.id)));
    const widget = z.object({ active: z.boolean(), content: z.string() }).safeParse(stored);
    if (!widget.success) return notFound(reply, 'such HTML widget');
    if (query.data.active === 'true' && !widget.data.active) {
      return notFound(reply, 'active HTML widget with this id');
    }
    return reply.send({ content: widget.data.content });
  });

  app.get('/api/news_popup', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    const popup = await readContent(db, brand, 'news_popup', 'default');
    return popup === undefined ? notFound(reply, 'news popup') : reply.send(popup);
  });

  app.get<{ Params: { slot: string } }>('/api/operator_html/:slot', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    const slot = operatorHtmlSlotSchema.safeParse(request.params.slot);
    if (!slot.success) {
      return reply
        .code(400)
        .send(
          clientError(
            'invalid_slot',
            'slot must be header_web, header_mobile, footer_web or footer_mobile',
          ),
        );
    }
    const html = await readContent(db, brand, 'operator_html', slot.data);
    return html === undefined ? notFound(reply, 'operator HTML') : reply.send(html);
  });

  app.get('/api/branding', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    const branding = await readContent(db, brand, 'branding', 'default');
    return branding === undefined ? notFound(reply, 'branding') : reply.send(branding);
  });

  app.get('/api/gcb_seals', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    const query = sealQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send(clientError('invalid_query', 'host must be a host name'));
    }
    return reply.send({ token: derivedToken('gcb', brand, query.data.host.toLowerCase()) });
  });

  app.get('/api/avaya_tokens', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    const bearer = /^Bearer\s+(\S.*)$/i.exec(request.headers.authorization ?? '');
    if (bearer === null) {
      return reply
        .code(401)
        .send(clientError('unauthorized', 'Authorization: Bearer <token> is required'));
    }
    const query = avayaQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send(clientError('invalid_query', 'u (the player id) is required'));
    }
    return reply.send({ token: `avaya-${derivedToken('avaya', brand, query.data.u)}` });
  });

  app.get('/api/metrics', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    const query = metricsQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send(clientError('invalid_query', 'app is required'));
    }
    return reply.send({ ok: true });
  });
}
