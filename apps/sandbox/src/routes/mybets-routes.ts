import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireOwnAccount, requireSession, sendBadRequest } from '../accounts/http';
import { displayScaleOf, precisionOf, toMinor } from '../accounts/money';
import { sportsbookWallet } from '../accounts/wallet-service';
import { decideDueBetslipsNow } from '../bets/betslip-placement';
import type { SandboxContext } from '../server';
import {
  MAX_SETTLED_BETS,
  dailySettledBets,
  openBetCount,
  openBets,
  playerBet,
} from '../settlement/my-bets';

type AccountParams = { Params: { accountId: string } };
type BetParams = { Params: { accountId: string; betId: string } };

const ID_PATTERN = /^\d{1,9}$/;

const settledQuerySchema = z.object({
  numberOfBets: z
    .string()
    .regex(/^\d{1,3}$/, 'numberOfBets must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_SETTLED_BETS))
    .optional(),
});

/**
 * My Bets (betting-area §7): openbets, openbet/{betId}, betcount and dailySettledBets. All
 * withAuth; a path accountId must be the session's player.
 */
export function registerMyBetsRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { db, clock } = context;

  // The reads decide the player's approvals that are due first, so they show the decision.
  const ownAccount = async (request: FastifyRequest<AccountParams>, reply: FastifyReply) => {
    const player = await requireOwnAccount(db, request, reply);
    if (player !== undefined) await decideDueBetslipsNow(db, player.id, clock.now());
    return player;
  };

  app.get<AccountParams>('/xapi/bet/account/:accountId/openbets', async (request, reply) => {
    const player = await ownAccount(request, reply);
    if (player === undefined) return reply;
    const bets = await openBets(db, player.id);
    return { accountId: player.id, count: bets.length, bets };
  });

  app.get<BetParams>('/xapi/bet/account/:accountId/openbet/:betId', async (request, reply) => {
    const player = await ownAccount(request, reply);
    if (player === undefined) return reply;
    if (!ID_PATTERN.test(request.params.betId)) {
      return sendBadRequest(reply, 'betId must be a number');
    }
    const bet = await playerBet(db, player.id, Number(request.params.betId));
    if (bet === undefined) {
      return reply.code(404).send({
        success: false,
        status: 404,
        error: 'bet_not_found',
        message: 'no such bet on this account',
      });
    }
    return bet;
  });

  app.get<AccountParams>('/xapi/bet/account/:accountId/betcount', async (request, reply) => {
    const player = await ownAccount(request, reply);
    if (player === undefined) return reply;
    const [count, wallet] = await Promise.all([
      openBetCount(db, player.id),
      sportsbookWallet(db, player.id),
    ]);
    return {
      balance: wallet === undefined ? 0 : toMinor(wallet.balance),
      count,
      currency: player.currency,
      precision: precisionOf(player.currency),
      displayScale: displayScaleOf(player.currency),
    };
  });

  app.get('/xapi/rest/acchistory/dailySettledBets', async (request, reply) => {
    const session = await requireSession(db, request, reply);
    if (session === undefined) return reply;
    const query = settledQuerySchema.safeParse(request.query);
    if (!query.success) return sendBadRequest(reply, query.error);
    const limit = query.data.numberOfBets ?? MAX_SETTLED_BETS;
    const bets = await dailySettledBets(db, session.player.id, clock.now(), limit);
    return { accountId: session.player.id, numberOfBets: limit, count: bets.length, bets };
  });
}
