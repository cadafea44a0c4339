import { platformApi } from '@clem/core';
import {
  betslipPlacementResponseSchema,
  betslipRetailCodeResponseSchema,
  betslipSelectionsResponseSchema,
  betslipStatusResponseSchema,
  type BetslipPlacementResponse,
  type BetslipRetailCodeResponse,
  type BetslipSelectionsResponse,
  type BetslipStatusResponse,
} from '@clem/core/schemas';
import type { PlacementBody } from '../picks/betslipState';
import type { RetailCodeBody, SelectionParams } from './requestBodies';

/**
 * The betslip's calls (betting §7), as RTK Query mutations on the one platform api. None of them
 * retries: the base query has no retry, and nothing here adds one. Placement above all must never
 * be sent again by machinery; a retry is the player's press of Place, with the same uuid
 * (`placement.ts`).
 *
 * - `refreshSelections`: PUT /xapi/rest/betslips/selections, or POST when new outcome ids are
 *   given; abortable (the refresh listener aborts an older one when a newer starts).
 * - `placeBetslip`: POST /xapi/rest/accounts/{accountId}/betslips?uuid= (withAuth). 201 accepted,
 *   202 waiting approval; a refusal is an error whose `body` holds the §8 envelope.
 * - `betslipStatus`: PUT /xapi/rest/betslips/{betSlipId}/status (withAuth), while waiting approval.
 * - `createRetailCode`: POST /xapi/rest/betslips/retailcodes (anonymous): the slip saved under a
 *   short code a shop types in. Not retried either: a second press asks for a second code.
 */
export const betslipApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    refreshSelections: build.mutation<
      BetslipSelectionsResponse['model'],
      { method: 'PUT' | 'POST'; params: SelectionParams; withAuth: boolean }
    >({
      query: ({ method, params, withAuth }) => ({
        url: '/xapi/rest/betslips/selections',
        method,
        data: params,
        schema: betslipSelectionsResponseSchema,
        withAuth,
      }),
      transformResponse: (response: BetslipSelectionsResponse) => response.model,
    }),
    placeBetslip: build.mutation<
      BetslipPlacementResponse['model'],
      { accountId: number; uuid: string; body: PlacementBody }
    >({
      query: ({ accountId, uuid, body }) => ({
        url: `/xapi/rest/accounts/${accountId}/betslips`,
        method: 'POST',
        params: { uuid },
        data: body,
        schema: betslipPlacementResponseSchema,
        withAuth: true,
      }),
      transformResponse: (response: BetslipPlacementResponse) => response.model,
      invalidatesTags: (result) => (result ? ['OpenBets', 'Wallet'] : []),
    }),
    betslipStatus: build.mutation<BetslipStatusResponse['model'], { betSlipId: number }>({
      query: ({ betSlipId }) => ({
        url: `/xapi/rest/betslips/${betSlipId}/status`,
        method: 'PUT',
        data: { betSlipId },
        schema: betslipStatusResponseSchema,
        withAuth: true,
      }),
      transformResponse: (response: BetslipStatusResponse) => response.model,
      invalidatesTags: (result) => (result ? ['OpenBets', 'Wallet'] : []),
    }),
    createRetailCode: build.mutation<BetslipRetailCodeResponse['model'], RetailCodeBody>({
      query: (body) => ({
        url: '/xapi/rest/betslips/retailcodes',
        method: 'POST',
        data: body,
        schema: betslipRetailCodeResponseSchema,
      }),
      transformResponse: (response: BetslipRetailCodeResponse) => response.model,
    }),
  }),
});
