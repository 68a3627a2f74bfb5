import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CircleCheck, Clock, Mail, KeyRound, LayoutDashboard, CircleX } from 'lucide-react';
import { incorporationMessages, paymentMessages } from '@quayside/contract/messages';
import { isWholePayment } from '@quayside/contract/payments';
import { formatMoney } from '@quayside/contract/services';
import { buttonClasses } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { cartActions } from '../../../lib/cart/cart-slice';
import { useCompleteApplicationMutation } from '../api/complete-application';
import { useLazyGetIncorporationPaymentStatusQuery } from '../api/get-payment-status';
import { incorporationReset } from '../incorporation-slice';
import { usePaymentPoll, type PaymentAnswer } from '../../../lib/use-payment-poll';
import { sentence } from '../lib/text';

/**
 * /incorporate/confirmation?session={id}: where the checkout sends the payer. Polls GET /api/payment/status/{id}
 * until the provider's webhook has settled the payment, then explains what happens next. The wizard's stored
 * state is cleared once the payment is in (the application lives on as the company).
 */
export function IncorporationConfirmationPage() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const storedId = useAppSelector((s) => s.incorporation.sessionId);
  const sessionId = params.get('session') ?? storedId;
  const cleared = useRef(false);
  const [getPaymentStatus] = useLazyGetIncorporationPaymentStatusQuery();
  const [completeApplication] = useCompleteApplicationMutation();
  const view = usePaymentPoll(sessionId, getPaymentStatus);

  // Paid: confirm the application is complete (POST /complete), and this browser no longer needs the draft
  // application or its cart.
  useEffect(() => {
    if (view.kind !== 'paid' || cleared.current || !sessionId) return;
    cleared.current = true;
    if (storedId === sessionId) {
      dispatch(incorporationReset());
      dispatch(cartActions.resetCart());
    }
    completeApplication(sessionId)
      .unwrap()
      .then((result) => {
        if (result.session.isCompleted)
          toast.success(result.message || incorporationMessages.success.completed);
      })
      .catch(() => {
        // The payment is in; completion follows from it on the server. Nothing for the visitor to do here.
      });
  }, [view.kind, storedId, sessionId, dispatch, completeApplication]);

  return (
    <main className="bg-slate-50">
      <div className="mx-auto w-full max-w-2xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <div className="rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-10">
          {!sessionId ? (
            <ErrorState
              title={incorporationMessages.fallback.resume}
              message={incorporationMessages.errors.sessionNotFound}
            />
          ) : view.kind === 'error' ? (
            <ErrorState
              title={paymentMessages.fallback.fetchStatus}
              message={view.message}
              onRetry={() => window.location.reload()}
            />
          ) : view.kind === 'waiting' ? (
            <div className="py-6 text-center" aria-live="polite">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                {view.slow ? (
                  <Clock className="size-7" aria-hidden="true" />
                ) : (
                  <Spinner className="[&_svg]:size-7" label="Checking" />
                )}
              </span>
              <h1 className="mt-4 text-2xl font-semibold text-slate-900">Confirming your payment…</h1>
              <p className="mx-auto mt-2 max-w-md text-slate-600">
                {view.slow
                  ? 'The payment provider is taking longer than usual. You can leave this page: we e-mail you as soon as the payment is confirmed.'
                  : 'This usually takes a few seconds. Please keep this page open.'}
              </p>
            </div>
          ) : view.kind === 'failed' ? (
            <div className="py-6 text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
                <CircleX className="size-7" aria-hidden="true" />
              </span>
              <h1 className="mt-4 text-2xl font-semibold text-slate-900">Your payment did not go through</h1>
              <p className="mx-auto mt-2 max-w-md text-slate-600">
                {isWholePayment(view.payment) && view.payment.failureReason
                  ? `${sentence(view.payment.failureReason)} `
                  : ''}
                Nothing was charged and your application is saved.
              </p>
              <Link
                to={`/incorporate?session=${encodeURIComponent(sessionId)}&payment=declined`}
                className={buttonClasses({ size: 'lg', className: 'mt-6' })}
              >
                Back to your application
              </Link>
            </div>
          ) : (
            <Paid payment={view.payment} />
          )}
        </div>
      </div>
    </main>
  );
}

function Paid({ payment: answer }: { payment: PaymentAnswer }) {
  const payment = isWholePayment(answer) ? answer : null;
  return (
    <div data-testid="payment-confirmed">
      <div className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <CircleCheck className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">{paymentMessages.success.received}</h1>
        <p className="mt-2 text-slate-600">
          Thank you. We have your application and your payment
          {payment ? (
            <>
              {' '}
              of{' '}
              <span className="font-semibold text-slate-900">
                {formatMoney(payment.amountMinor, payment.currency)}
              </span>
            </>
          ) : null}
          {payment?.invoiceNumber ? (
            <>
              {' '}
              (invoice <span className="font-medium text-slate-900">{payment.invoiceNumber}</span>)
            </>
          ) : null}
          .
        </p>
      </div>
      <h2 className="mt-8 text-base font-semibold text-slate-900">What happens next</h2>
      <ol className="mt-3 space-y-4">
        <NextStep
          icon={<Mail className="size-5" aria-hidden="true" />}
          title="Check your e-mail to set your password"
        >
          We sent a link to{' '}
          {payment?.email ? (
            <span className="font-medium text-slate-900">{payment.email}</span>
          ) : (
            'your e-mail address'
          )}
          . Open it to choose the password for your Quayside account. The e-mail may take a minute; check your
          spam folder too.
        </NextStep>
        <NextStep icon={<KeyRound className="size-5" aria-hidden="true" />} title="Sign in">
          Sign in with your e-mail address and the password you chose.
        </NextStep>
        <NextStep
          icon={<LayoutDashboard className="size-5" aria-hidden="true" />}
          title="Follow your company in your dashboard"
        >
          Your company, its documents and your invoice are there. Our team prepares the registration and asks
          you for anything else it needs.
        </NextStep>
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/login" className={buttonClasses({ size: 'lg' })}>
          Go to sign in
        </Link>
        <Link to="/" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
          Back to the home page
        </Link>
      </div>
    </div>
  );
}

function NextStep({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <p className="font-medium text-slate-900">{title}</p>
        <p className="mt-0.5 text-sm text-slate-600">{children}</p>
      </div>
    </li>
  );
}
