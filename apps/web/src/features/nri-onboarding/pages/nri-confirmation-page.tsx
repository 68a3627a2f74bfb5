import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck, CircleX, Clock, Mail } from 'lucide-react';
import { paymentMessages } from '@quayside/contract/messages';
import { formatMoney } from '@quayside/contract/money';
import { isWholePayment } from '@quayside/contract/payments';
import { buttonClasses } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { nriCartActions } from '../../../lib/cart/cart-slice';
import { usePaymentPoll } from '../../../lib/use-payment-poll';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLazyGetNriPaymentStatusQuery } from '../api/get-nri-payment-status';
import { nriTaxReset } from '../nri-tax-slice';

/**
 * /nri-tax/confirmation?session={id}: where the checkout sends the payer. Polls the application's latest payment
 * until the provider's webhook has settled it, then says what happens next; the stored wizard state is cleared
 * once the payment is in.
 */
export function NriConfirmationPage() {
  useDocumentTitle('NRI tax filing: payment');
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const storedId = useAppSelector((s) => s.nriTax.sessionId);
  const sessionId = params.get('session') ?? storedId;
  const cleared = useRef(false);
  const [getStatus] = useLazyGetNriPaymentStatusQuery();
  const view = usePaymentPoll(sessionId, getStatus);

  // Paid: this browser no longer needs its stored application (only if it is the one paid for).
  useEffect(() => {
    if (view.kind === 'paid' && !cleared.current && storedId === sessionId) {
      cleared.current = true;
      dispatch(nriTaxReset());
      dispatch(nriCartActions.resetCart());
    }
  }, [view.kind, storedId, sessionId, dispatch]);

  let body;
  if (!sessionId)
    body = (
      <ErrorState
        title={paymentMessages.fallback.fetchStatus}
        message="This page needs the link the payment page sent you to."
      />
    );
  else if (view.kind === 'error')
    body = (
      <ErrorState
        title={paymentMessages.fallback.fetchStatus}
        message={view.message}
        onRetry={() => window.location.reload()}
      />
    );
  else if (view.kind === 'waiting')
    body = (
      <div className="py-10 text-center" role="status">
        {view.slow ? <Clock className="mx-auto size-10 text-amber-600" aria-hidden="true" /> : <Spinner />}
        <h2 className="mt-4 text-xl font-semibold text-slate-900">
          {view.slow ? 'Still waiting for the payment provider' : 'Confirming your payment'}
        </h2>
        <p className="mt-2 text-slate-600">This page updates by itself.</p>
      </div>
    );
  else if (view.kind === 'failed')
    body = (
      <div className="py-10 text-center">
        <CircleX className="mx-auto size-10 text-red-600" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-semibold text-slate-900">The payment did not go through</h2>
        <p className="mt-2 text-slate-600">Nothing was charged. You can try again from your application.</p>
        <Link
          to={`/nri-tax?session=${encodeURIComponent(sessionId)}&payment=declined`}
          className={`${buttonClasses()} mt-6`}
        >
          Back to my application
        </Link>
      </div>
    );
  else {
    const p = view.payment;
    body = (
      <div className="py-8 text-center">
        <CircleCheck className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-semibold text-slate-900">Payment received</h2>
        {isWholePayment(p) ? (
          <p className="mt-2 text-slate-700">
            {formatMoney(p.amountMinor, p.currency)}
            {p.invoiceNumber ? <> · invoice {p.invoiceNumber}</> : null}
          </p>
        ) : null}
        <div className="mx-auto mt-6 max-w-md rounded-xl border border-slate-200 bg-slate-50 p-4 text-left text-sm text-slate-700">
          <p className="flex items-start gap-2">
            <Mail className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              Check your e-mail to set your password: we opened your Quayside account with the address you
              verified and sent your receipt. Your tasks there list the documents your return needs (PAN card,
              passport pages, Form 16 or 26AS/AIS, bank statements).
            </span>
          </p>
        </div>
        <Link to="/login" className={`${buttonClasses()} mt-6`}>
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto w-full max-w-2xl px-4 pt-10 pb-16 sm:px-6">
        <p className="text-sm font-medium tracking-wide text-brand-700 uppercase">NRI tax filing</p>
        <h1 className="mt-1 text-2xl font-semibold text-brand-900 sm:text-3xl">Your payment</h1>
        <section className="mt-6 rounded-xl border border-slate-200 bg-white px-4 py-6 shadow-sm sm:px-8">
          {body}
        </section>
      </div>
    </div>
  );
}
