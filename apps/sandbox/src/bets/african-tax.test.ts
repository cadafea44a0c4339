import { randomUUID } from 'node:crypto';
import { applyBetTax, returnsAtPrice } from '@clem/core/domain';
import { betslipSelectionsResponseSchema } from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { balanceOf, bettablePicks, login, type Login, type Pick } from './betslip-test-fixtures';

const BRAND = 'dafakenya';
/** The Kenyan brand's operator settings in @clem/brand-config. */
const KENYA_TAX = { stakeRatePercentage: 12.5, returnsRatePercentage: 20 };

/**
 * The African betslip with tax, end to end on the brand whose operator has it: the refresh
 * quotes the stake after tax, the tax on winnings and the net returns; placement stores the tax;
 * settlement pays exactly the quote.
 */
describe('the African betslip with tax', () => {
  let server: TestServer;
  let player: Login;
  let picks: Pick[];

  beforeAll(async () => {
    server = await createTestServer();
    player = await login(server.app, server.db, 'demo_kes', BRAND);
    picks = await bettablePicks(server.db, 2, Date.now());
  });

  afterAll(async () => {
    await server.close();
  });

  const headers = () => ({ 'X-SB-Brand': BRAND, authorization: `Bearer ${player.token}` });

  it('quotes a single after tax and pays the quote when it wins', async () => {
    const [pick] = picks;
    if (pick === undefined) throw new Error('no pick');
    const single = { outcomeId: pick.outcomeId, unitStake: '112.50' };
    const refresh = await server.app.inject({
      method: 'PUT',
      url: '/xapi/rest/betslips/selections',
      headers: headers(),
      payload: { singles: [single], outcomeIds: [pick.outcomeId] },
    });
    expect(refresh.statusCode).toBe(200);
    const { model } = betslipSelectionsResponseSchema.parse(refresh.json());
    const expected = applyBetTax(
      11_250n,
      (stake) => returnsAtPrice(stake, BigInt(pick.priceMilli)),
      KENYA_TAX,
    );
    expect(model.singles[0]).toMatchObject({
      unitStake: 11_250,
      stakeAfterTax: 10_000,
      potentialTaxDeduction: Number(expected.taxDeduction),
      potentialReturns: Number(expected.netReturns),
    });
    expect(model.systems).toEqual([]);

    const before = await balanceOf(server.db, player.playerId);
    const placed = await server.app.inject({
      method: 'POST',
      url: `/xapi/rest/accounts/${player.playerId}/betslips?uuid=${randomUUID()}`,
      headers: headers(),
      payload: { singles: [single] },
    });
    expect(placed.statusCode).toBe(201);
    expect(await balanceOf(server.db, player.playerId)).toBe(before - 11_250);

    const resulted = await server.admin.inject({
      method: 'POST',
      url: `/__admin/events/${pick.eventId}/result`,
      remoteAddress: '127.0.0.1',
      payload: { results: { [pick.outcomeId]: 'won' } },
    });
    expect(resulted.statusCode).toBe(200);
    const { settled } = resulted.json<{ settled: { status: string; payout: number }[] }>();
    expect(settled).toEqual([
      expect.objectContaining({ status: 'won', payout: Number(expected.netReturns) }),
    ]);
    expect(await balanceOf(server.db, player.playerId)).toBe(
      before - 11_250 + Number(expected.netReturns),
    );
  });

  it('leaves a brand without the tax untaxed', async () => {
    const [, pick] = picks;
    if (pick === undefined) throw new Error('no pick');
    const refresh = await server.app.inject({
      method: 'PUT',
      url: '/xapi/rest/betslips/selections',
      headers: { 'X-SB-Brand': 'zedbet' },
      payload: { singles: [{ outcomeId: pick.outcomeId, unitStake: '10' }] },
    });
    const { model } = betslipSelectionsResponseSchema.parse(refresh.json());
    expect(model.singles[0]).toMatchObject({
      stakeAfterTax: 1000,
      potentialTaxDeduction: 0,
      potentialReturns: Number(returnsAtPrice(1000n, BigInt(pick.priceMilli))),
    });
  });
});
