import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { NRI_STEPS, type NriSession, type UpdateNriBody } from '@quayside/contract/nri-onboarding';
import { nriOnboardingMessages } from '@quayside/contract/messages';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { PageSpinner } from '../../../components/ui/spinner';
import { StepIndicator } from '../../../components/wizard/step-indicator';
import { selectRehydrated, useAppDispatch, useAppSelector } from '../../../app/store';
import { nriCartActions } from '../../../lib/cart/cart-slice';
import { toErrorInfo } from '../../../lib/api/base-api';
import { errorText } from '../../../lib/form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLazyResumeNriSessionQuery } from '../api/resume-nri-session';
import { useSendNriResumeLinkMutation } from '../api/send-nri-resume-link';
import { useUpdateNriSessionMutation } from '../api/update-nri-session';
import { clampNriStep, maxReachableNriStep, nriKeyOf, nriStepOf, type NriWizard } from '../lib/wizard';
import { nriSessionLoaded, nriTaxReset } from '../nri-tax-slice';
import { NriAddressStep } from '../steps/address-step';
import { NriCheckoutStep } from '../steps/checkout-step';
import { NriContactStep } from '../steps/contact-step';
import { NriDeclarationStep } from '../steps/declaration-step';
import { NriIdentityStep } from '../steps/identity-step';
import { NriIncomeStep } from '../steps/income-step';
import { NriResidencyStep } from '../steps/residency-step';
import { NriVerifyStep } from '../steps/verify-step';

const M = nriOnboardingMessages;
type LoadState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: string; status: number };

/**
 * The NRI tax onboarding at /nri-tax: one step a screen, the step in the URL (?step=N, so the browser's Back
 * works), the answers on the server keyed by the session id kept in the persisted `nriTax` slice (a reload lands
 * on the same step with the answers). ?session={id} (the e-mailed resume link, the payment's return) loads that
 * application. A step after the furthest one reached cannot be opened.
 */
export function NriWizardPage() {
  useDocumentTitle('NRI tax filing');
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const state = useAppSelector((s) => s.nriTax);
  const session = state.formData;
  const [params, setParams] = useSearchParams();
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const started = useRef(false);
  const [resume] = useLazyResumeNriSessionQuery();
  const [update] = useUpdateNriSessionMutation();
  const [sendResumeLink, resumeLinkState] = useSendNriResumeLinkMutation();
  const sessionParam = params.get('session');
  const paymentDeclined = params.get('payment') === 'declined';

  useEffect(() => {
    if (!rehydrated || started.current) return;
    started.current = true;
    const id = sessionParam ?? state.sessionId;
    if (!id) {
      setLoad({ kind: 'ready' });
      return;
    }
    resume(id)
      .unwrap()
      .then(({ session: s }) => {
        dispatch(nriSessionLoaded(s));
        if (sessionParam) {
          const next = new URLSearchParams();
          next.set('step', String(paymentDeclined ? nriStepOf('checkout') : clampNriStep(s.step)));
          if (paymentDeclined) next.set('payment', 'declined');
          setParams(next, { replace: true });
        }
        setLoad({ kind: 'ready' });
      })
      .catch((error: unknown) => {
        const { status } = toErrorInfo(error);
        if (!sessionParam && status === 404) {
          dispatch(nriTaxReset());
          dispatch(nriCartActions.resetCart());
          toast.error(errorText(error, M.fallback.resumeSession));
          setLoad({ kind: 'ready' });
          return;
        }
        if (!sessionParam && status === 0) {
          setLoad({ kind: 'ready' });
          return;
        }
        setLoad({ kind: 'error', message: errorText(error, M.fallback.resumeSession), status });
      });
  }, [rehydrated, sessionParam, state.sessionId, dispatch, setParams, paymentDeclined, resume]);

  const reachable = maxReachableNriStep(session);
  const requested = Number(params.get('step') ?? session?.step ?? 1);
  const step = Math.min(clampNriStep(requested), reachable);
  const hrefFor = useCallback((target: number) => `/nri-tax?step=${target}`, []);
  const goTo = useCallback(
    (target: number) => {
      setParams(new URLSearchParams({ step: String(clampNriStep(target)) }));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setParams],
  );

  const save = useCallback(
    async (body: UpdateNriBody, opts: { next?: number } = {}): Promise<NriSession> => {
      if (!state.sessionId) throw Object.assign(new Error(M.errors.sessionNotFound), { status: 404 });
      const furthest = clampNriStep(Math.max(session?.step ?? 1, opts.next ?? step));
      const result = await update({ sessionId: state.sessionId, body: { ...body, step: furthest } }).unwrap();
      dispatch(nriSessionLoaded(result.session));
      if (opts.next !== undefined) goTo(opts.next);
      return result.session;
    },
    [state.sessionId, session?.step, step, update, dispatch, goTo],
  );

  const stepSection = useRef<HTMLElement>(null);
  const shownStep = useRef<number | null>(null);
  useEffect(() => {
    if (load.kind !== 'ready') return;
    const previous = shownStep.current;
    shownStep.current = step;
    if (previous === null || previous === step) return;
    stepSection.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [step, load.kind]);

  const [confirmStartOver, setConfirmStartOver] = useState(false);
  const startOver = () => {
    setConfirmStartOver(false);
    dispatch(nriTaxReset());
    dispatch(nriCartActions.resetCart());
    setParams(new URLSearchParams());
    setLoad({ kind: 'ready' });
  };
  const continueLater = async () => {
    if (!state.sessionId) return;
    try {
      const sent = await sendResumeLink(state.sessionId).unwrap();
      toast.success(`${sent.message} (${sent.sentTo})`);
    } catch (e) {
      toast.error(errorText(e, M.fallback.fetch));
    }
  };

  const wizard: NriWizard = { state, session, step, save, goTo };
  const meta = NRI_STEPS.find((s) => s.step === step) ?? NRI_STEPS[0];
  let body;
  if (!rehydrated || load.kind === 'loading') body = <PageSpinner label="Loading your application" />;
  else if (load.kind === 'error')
    body = (
      <>
        <ErrorState
          title={M.fallback.resumeSession}
          message={load.message}
          onRetry={load.status === 404 ? undefined : () => window.location.reload()}
        />
        <div className="-mt-4 flex justify-center pb-6">
          <Button onClick={startOver}>Start a new application</Button>
        </div>
      </>
    );
  else if (session?.isPaid)
    body = (
      <div className="py-6 text-center">
        <h2 className="text-xl font-semibold text-slate-900">This application has been paid</h2>
        <p className="mx-auto mt-2 max-w-md text-slate-600">
          Check your e-mail for the link to set your password, then sign in to follow your return.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={`/nri-tax/confirmation?session=${encodeURIComponent(session.id)}`}
            className={buttonClasses()}
          >
            See the confirmation
          </Link>
          <Button variant="secondary" onClick={startOver}>
            Start another application
          </Button>
        </div>
      </div>
    );
  else {
    const key = nriKeyOf(step);
    body =
      key === 'contact' ? (
        <NriContactStep wizard={wizard} />
      ) : key === 'verify' ? (
        <NriVerifyStep wizard={wizard} />
      ) : key === 'residency' ? (
        <NriResidencyStep wizard={wizard} />
      ) : key === 'identity' ? (
        <NriIdentityStep wizard={wizard} />
      ) : key === 'address' ? (
        <NriAddressStep wizard={wizard} />
      ) : key === 'income' ? (
        <NriIncomeStep wizard={wizard} />
      ) : key === 'declaration' ? (
        <NriDeclarationStep wizard={wizard} />
      ) : (
        <NriCheckoutStep wizard={wizard} paymentDeclined={paymentDeclined} />
      );
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm font-medium tracking-wide text-brand-700 uppercase">NRI tax filing</p>
            <h1 className="mt-1 text-2xl font-semibold text-brand-900 sm:text-3xl">
              File your Indian income tax return
            </h1>
          </div>
          {state.sessionId && load.kind === 'ready' && !session?.isPaid ? (
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                loading={resumeLinkState.isLoading}
                onClick={() => void continueLater()}
              >
                Continue later
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmStartOver(true)}>
                Start a new application
              </Button>
            </div>
          ) : null}
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <aside className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24 lg:self-start">
            <StepIndicator steps={NRI_STEPS} current={step} reachable={reachable} hrefFor={hrefFor} />
            {state.sessionId ? (
              <p className="mt-4 hidden border-t border-slate-100 pt-3 text-xs text-slate-500 lg:block">
                Your answers are saved at each step. We e-mailed you a link to come back to this application.
              </p>
            ) : null}
          </aside>
          <section
            ref={stepSection}
            aria-label={meta.label}
            className="min-w-0 rounded-xl border border-slate-200 bg-white px-4 py-6 shadow-sm sm:px-8 sm:py-8"
          >
            {body}
          </section>
        </div>
      </div>
      <Modal
        open={confirmStartOver}
        onClose={() => setConfirmStartOver(false)}
        title="Start a new application?"
        description="This one stays saved: you can come back to it from the link we e-mailed you."
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmStartOver(false)}>
              Keep this one
            </Button>
            <Button onClick={startOver}>Start a new one</Button>
          </>
        }
      />
    </div>
  );
}
