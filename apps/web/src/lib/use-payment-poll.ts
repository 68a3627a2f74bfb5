import { useEffect, useState } from 'react';
import { paymentMessages } from '@quayside/contract/messages';
import type { Payment, PaymentState, PaymentStatusAnswer } from '@quayside/contract/payments';
import { toErrorInfo } from './api/base-api';
import { errorText } from './form-errors';

/** How long to wait for the provider's confirmation before saying it is taking long (it keeps polling). */
const PATIENCE_MS = 60_000;
const delayFor = (attempt: number) => Math.min(1000 + attempt * 500, 5000);

/**
 * The browser that placed the order (or the signed-in owner) gets the whole payment; a link opened elsewhere gets
 * its status only.
 */
export type PaymentAnswer = Payment | PaymentState;
export type PaymentPollView =
  | { kind: 'waiting'; payment: PaymentAnswer | null; slow: boolean }
  | { kind: 'paid'; payment: PaymentAnswer }
  | { kind: 'failed'; payment: PaymentAnswer }
  | { kind: 'error'; message: string };

/** An RTK Query lazy trigger of GET /api/payment/status/{id}. */
type StatusTrigger = (id: string) => { unwrap(): Promise<PaymentStatusAnswer> };

/**
 * Where a checkout sends the payer (the incorporation's and the NRI tax filing's confirmation pages): polls
 * GET /api/payment/status/{id} until the provider's webhook has settled the payment. No payment yet (404) can be
 * a webhook in flight for a moment; it and a lost connection are asked again, anything else is shown.
 */
export function usePaymentPoll(id: string | null, getStatus: StatusTrigger): PaymentPollView {
  const [view, setView] = useState<PaymentPollView>({ kind: 'waiting', payment: null, slow: false });
  useEffect(() => {
    if (!id) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const poll = async (attempt: number) => {
      try {
        const { payment } = await getStatus(id).unwrap();
        if (!live) return;
        if (payment.status === 'paid' || payment.status === 'refunded') {
          setView({ kind: 'paid', payment });
          return;
        }
        if (payment.status === 'failed') {
          setView({ kind: 'failed', payment });
          return;
        }
        setView({ kind: 'waiting', payment, slow: Date.now() - startedAt > PATIENCE_MS });
      } catch (e) {
        if (!live) return;
        const { status } = toErrorInfo(e);
        if (status !== 404 || Date.now() - startedAt > PATIENCE_MS) {
          setView({ kind: 'error', message: errorText(e, paymentMessages.fallback.fetchStatus) });
          if (status !== 0) return;
        }
      }
      timer = setTimeout(() => void poll(attempt + 1), delayFor(attempt));
    };
    void poll(0);
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [id, getStatus]);
  return view;
}
