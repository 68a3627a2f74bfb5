import { paymentMessages } from '@quayside/contract/messages';
import {
  createOrderResponseSchema,
  paymentStatusResponseSchema,
  type CreateIncorporationOrderBody,
} from '@quayside/contract/payments';
import { apiCall } from '../../../lib/api-client';

/** The payment calls the wizard makes (part 1 section 7, "Payments"). */

export const createIncorporationOrder = (body: CreateIncorporationOrderBody) =>
  apiCall(
    (http) => http.post('/api/payment/create-incorporation-order', body),
    paymentMessages.fallback.createIncorporation,
    createOrderResponseSchema,
  );

/** {id}: the payment id, or the session id (then its latest payment). */
export const getPaymentStatus = (id: string) =>
  apiCall(
    (http) => http.get(`/api/payment/status/${encodeURIComponent(id)}`),
    paymentMessages.fallback.fetchStatus,
    paymentStatusResponseSchema,
  );
