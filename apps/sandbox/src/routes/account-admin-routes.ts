import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sentCodes } from '../accounts/code-outbox';
import { printableText } from '../accounts/http';
import { findPlayer } from '../accounts/login-service';
import type { LoginThrottle } from '../accounts/login-throttle';
import { isPositiveMinor } from '../accounts/money';
import { resetDemoPlayer } from '../accounts/seed-accounts';
import {
  creditWallet,
  debitWallet,
  walletPayload,
  type WalletResult,
} from '../accounts/wallet-service';
import type { SandboxDb } from '../db/schema';
import { BRAND_IDS, isBrandId } from '../settings/brands';
import { adminScope } from './admin-routes';

const brandSchema = z.string().refine(isBrandId, 'unknown brand');
const moneyBodySchema = z.object({
  brand: brandSchema,
  amount_minor: z.custom<number>(isPositiveMinor, 'amount_minor must be a positive integer'),
  reference: printableText(z.string().min(1), 'reference', 200).optional(),
});
/** A username as it may reach the database (no control characters: PostgreSQL refuses a NUL). */
const usernameSchema = printableText(z.string().min(1), 'username', 200);
const resetBodySchema = z.object({ brand: brandSchema.optional() }).optional();

type UsernameParams = { Params: { username: string } };

/**
 * Wallet credit/debit, demo-player reset and the failed-login throttle under /__admin (loopback
 * callers only).
 */
export function registerAccountAdminRoutes(
  app: FastifyInstance,
  db: SandboxDb,
  throttle: LoginThrottle,
): void {
  adminScope(app, (admin) => {
    for (const direction of ['credit', 'debit'] as const) {
      admin.post<UsernameParams>(`/wallets/:username/${direction}`, async (request, reply) => {
        const body = moneyBodySchema.safeParse(request.body);
        if (!body.success) {
          return reply
            .code(400)
            .send({ error: 'invalid_body', issues: z.treeifyError(body.error) });
        }
        const { brand, amount_minor: amount } = body.data;
        if (!isBrandId(brand)) return reply.code(400).send({ error: 'unknown_brand' });
        if (!usernameSchema.safeParse(request.params.username).success) {
          return reply.code(400).send({ error: 'invalid_username' });
        }
        const player = await findPlayer(db, brand, request.params.username);
        if (player === undefined) return reply.code(404).send({ error: 'unknown_player' });
        const reference = body.data.reference ?? `admin-${direction}`;
        const move = direction === 'credit' ? creditWallet : debitWallet;
        const result: WalletResult = await move(db, player.id, amount, reference);
        if (!result.ok) {
          const status = result.reason === 'insufficient_funds' ? 409 : 404;
          return reply.code(status).send({ error: result.reason });
        }
        return {
          username: player.username,
          brand,
          wallet: walletPayload(result.wallet, player.currency),
        };
      });
    }

    admin.get('/one-time-codes', async () => ({ codes: sentCodes(db) }));

    admin.post<UsernameParams>('/players/:username/reset', async (request, reply) => {
      const body = resetBodySchema.safeParse(request.body ?? undefined);
      if (!body.success) {
        return reply.code(400).send({ error: 'invalid_body', issues: z.treeifyError(body.error) });
      }
      const requested = body.data?.brand;
      const brands = requested !== undefined && isBrandId(requested) ? [requested] : BRAND_IDS;
      for (const brand of brands) {
        if (!(await resetDemoPlayer(db, brand, request.params.username))) {
          return reply.code(404).send({ error: 'not_a_demo_player' });
        }
      }
      throttle.resetPlayer(request.params.username, brands);
      return { ok: true, username: request.params.username, brands };
    });

    /** Forgets every failed login (players and addresses), without reseeding anything. */
    admin.delete('/login-throttle', async () => ({ cleared: throttle.reset() }));
  });
}
