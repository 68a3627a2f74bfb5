import { useEffect, useState } from 'react';
import { CreditCard } from 'lucide-react';
import { toast } from 'sonner';
import { RESIDENCY_STATUS_LABELS } from '@quayside/contract/tools-nri-residency';
import { formatMoney } from '@quayside/contract/money';
import { nriOnboardingMessages, paymentMessages } from '@quayside/contract/messages';
import { FormAlert } from '../../../components/form/field';
import { Button } from '../../../components/ui/button';
import { OrderSummary } from '../../../components/ui/order-summary';
import { QueryState } from '../../../components/ui/query-state';
import { StepError, StepHeading } from '../../../components/wizard/step-actions';
import { useAppDispatch } from '../../../app/store';
import { nriCartActions } from '../../../lib/cart/cart-slice';
import { errorText } from '../../../lib/form-errors';
import { useCompleteNriSessionMutation } from '../api/complete-nri-session';
import { useCreateNriOrderMutation } from '../api/create-nri-order';
import { useLazyGetNriCheckoutSnapshotQuery } from '../api/get-nri-checkout-snapshot';
import { useGetNriQuoteQuery } from '../api/get-nri-quote';
import { nriQuoteLoaded, nriSessionLoaded, nriSnapshotLoaded } from '../nri-tax-slice';
import { nriStepOf, type NriWizard } from '../lib/wizard';

const M = nriOnboardingMessages;

/**
 * Step 8: the quote priced by the server from the answers, with why each line is there. Paying submits the
 * application (POST /complete: the answers freeze), takes the checkout snapshot and opens the checkout for
 * exactly its total.
 */
export function NriCheckoutStep({
  wizard,
  paymentDeclined,
}: {
  wizard: NriWizard;
  paymentDeclined: boolean;
}) {
  const dispatch = useAppDispatch();
  const session = wizard.session;
  const [formError, setFormError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const quote = useGetNriQuoteQuery(
    session ? { sessionId: session.id, version: session.updatedAt } : { sessionId: '', version: '' },
    { skip: !session },
  );
  const [completeSession] = useCompleteNriSessionMutation();
  const [getSnapshot] = useLazyGetNriCheckoutSnapshotQuery();
  const [createOrder] = useCreateNriOrderMutation();

  useEffect(() => {
    if (!quote.data) return;
    const { quote: loaded } = quote.data;
    dispatch(nriQuoteLoaded(loaded));
    // The NRI cart (persisted) holds the services of the quote, as priced by the server.
    dispatch(
      nriCartActions.setFixedItems(
        loaded.lines.flatMap((l) =>
          l.serviceId === null
            ? []
            : [
                {
                  id: l.serviceId,
                  name: l.name,
                  price: l.unitPriceMinor,
                  currency: l.currency,
                  quantity: l.quantity,
                },
              ],
        ),
      ),
    );
  }, [quote.data, dispatch]);

  if (!session) return null;
  const q = quote.data?.quote;

  const pay = async () => {
    setFormError(null);
    setPaying(true);
    try {
      if (!session.isCompleted) {
        const done = await completeSession(session.id).unwrap();
        dispatch(nriSessionLoaded(done.session));
        toast.success(done.message || M.success.completed);
      }
      const { snapshot } = await getSnapshot(session.id).unwrap();
      dispatch(nriSnapshotLoaded(snapshot));
      const order = await createOrder({ sessionId: session.id }).unwrap();
      window.location.assign(order.checkout.checkoutUrl);
    } catch (e) {
      setFormError(errorText(e, paymentMessages.fallback.createNriPayment));
      setPaying(false);
    }
  };

  return (
    <div>
      <StepHeading
        title="Your quote"
        description="A fixed fee for your return, worked out from your answers. Nothing is charged until you pay on the next page."
      />
      {paymentDeclined ? (
        <div className="mb-5">
          <FormAlert>
            The payment was declined or cancelled. Nothing was charged; you can try again.
          </FormAlert>
        </div>
      ) : null}
      <StepError message={formError} />
      {session.residencyStatus ? (
        <p className="mb-4 text-sm text-slate-700">
          Residential status:{' '}
          <span className="font-medium text-slate-900">
            {RESIDENCY_STATUS_LABELS[session.residencyStatus].long}
          </span>
        </p>
      ) : null}
      <QueryState query={quote} failure={M.fallback.quote}>
        {q ? (
          <>
            <p className="mb-3 text-sm text-slate-700">
              Return form <span className="font-medium text-slate-900">{q.returnType}</span> for assessment
              year <span className="font-medium text-slate-900">{q.assessmentYear}</span>.
            </p>
            <OrderSummary
              title="Your NRI tax filing"
              lines={q.lines.map((l) => ({
                key: l.serviceId ?? l.name,
                name: l.name,
                amountMinor: l.amountMinor,
                currency: l.currency,
                billing: l.billing,
                note: l.reason,
              }))}
              currency={q.currency}
              subtotalMinor={q.subtotalMinor}
              taxLabel={q.taxLabel}
              taxMinor={q.taxMinor}
              totalMinor={q.totalMinor}
              footnote="Services to non-residents are exports: no GST is charged."
            />
            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
              {session.isCompleted ? (
                <span className="text-sm text-slate-600">
                  Your application is submitted; its answers are fixed for this payment.
                </span>
              ) : (
                <Button
                  variant="secondary"
                  size="lg"
                  className="w-full sm:w-auto"
                  onClick={() => wizard.goTo(nriStepOf('declaration'))}
                >
                  Back
                </Button>
              )}
              <Button
                size="lg"
                className="w-full sm:w-auto"
                loading={paying}
                onClick={() => void pay()}
                icon={<CreditCard className="size-4" aria-hidden="true" />}
              >
                Submit and pay {formatMoney(q.totalMinor, q.currency)}
              </Button>
            </div>
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
