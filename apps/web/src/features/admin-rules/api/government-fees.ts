import { rulesMessages } from '@quayside/contract/messages';
import {
  governmentFeeListSchema,
  governmentFeeResponseSchema,
  type GovernmentFee,
  type GovernmentFeeBody,
  type UpdateGovernmentFeeBody,
} from '@quayside/contract/government-fees';
import type { z } from 'zod';
import { baseApi } from '../../../lib/api/base-api';

type FeeResponse = z.infer<typeof governmentFeeResponseSchema>;

/** GET /api/government-fees and POST, PUT, DELETE /api/admin/rules/government-fees: the government fees staff keep. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGovernmentFees: build.query<{ items: GovernmentFee[] }, void>({
      query: () => ({ url: '/api/government-fees', fallback: rulesMessages.fallback.fees, schema: governmentFeeListSchema }),
      providesTags: ['GovernmentFees'],
    }),
    updateGovernmentFee: build.mutation<FeeResponse, { id: string } & UpdateGovernmentFeeBody>({
      query: ({ id, ...body }) => ({ url: `/api/admin/rules/government-fees/${encodeURIComponent(id)}`, method: 'PUT', body, fallback: rulesMessages.fallback.saveFee, schema: governmentFeeResponseSchema }),
      invalidatesTags: ['GovernmentFees'],
    }),
    addGovernmentFee: build.mutation<FeeResponse, GovernmentFeeBody>({
      query: (body) => ({ url: '/api/admin/rules/government-fees', method: 'POST', body, fallback: rulesMessages.fallback.addFee, schema: governmentFeeResponseSchema }),
      invalidatesTags: ['GovernmentFees'],
    }),
    removeGovernmentFee: build.mutation<FeeResponse, string>({
      query: (id) => ({ url: `/api/admin/rules/government-fees/${encodeURIComponent(id)}`, method: 'DELETE', fallback: rulesMessages.fallback.removeFee, schema: governmentFeeResponseSchema }),
      invalidatesTags: ['GovernmentFees'],
    }),
  }),
});

export const { useAddGovernmentFeeMutation, useGetGovernmentFeesQuery, useRemoveGovernmentFeeMutation, useUpdateGovernmentFeeMutation } = api;
