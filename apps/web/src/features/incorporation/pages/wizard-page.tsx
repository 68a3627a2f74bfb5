import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  INCORPORATION_STEPS,
  type IncorporationSession,
  type UpdateIncorporationBody,
} from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { PageSpinner } from '../../../components/ui/spinner';
import { selectRehydrated, useAppDispatch, useAppSelector } from '../../../app/store';
import { ApiRequestError } from '../../../lib/api-client';
import { toErrorInfo } from '../../../lib/api/base-api';
import { cartActions } from '../../../lib/cart/cart-slice';
import { useLazyResumeSessionQuery } from '../api/resume-session';
import { useUpdateSessionMutation } from '../api/update-session';
import { StepIndicator } from '../components/step-indicator';
import { draftCleared, incorporationReset, sessionLoaded } from '../incorporation-slice';
import { errorText } from '../../../lib/form-errors';
import { clampStep, keyOf, maxReachableStep, stepOf } from '../lib/steps';
import type { Wizard } from '../lib/wizard';
import { CompanyStep } from '../steps/company-step';
import { ContactStep } from '../steps/contact-step';
import { DirectorsStep } from '../steps/directors-step';
import { ReviewStep } from '../steps/review-step';
import { ServicesStep } from '../steps/services-step';
import { ShareholdersStep } from '../steps/shareholders-step';
import { VerifyStep } from '../steps/verify-step';

type LoadState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: string; status: number };

/**
 * The incorporation wizard at /incorporate. The step on screen is in the URL (?step=N, so Back in the browser
 * works); the application itself lives on the server, keyed by the session id kept in the persisted
 * `incorporation` slice. ?session={id} (the e-mailed resume link, the payment's return) loads that application.
 * A step after the furthest one reached cannot be opened.
 */
export function IncorporationWizardPage() {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const state = useAppSelector((s) => s.incorporation);
  const [params, setParams] = useSearchParams();
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const started = useRef(false);
  const [resumeSession] = useLazyResumeSessionQuery();
  const [updateSession] = useUpdateSessionMutation();

  const sessionParam = params.get('session');
  const paymentDeclined = params.get('payment') === 'declined';

  // Once the stored state is back: load the application named in the link, or refresh the stored one.
  useEffect(() => {
    if (!rehydrated || started.current) return;
    started.current = true;
    const id = sessionParam ?? state.sessionId;
    if (!id) {
      setLoad({ kind: 'ready' });
      return;
    }
    const switching = id !== state.sessionId;
    resumeSession(id)
      .unwrap()
      .then(({ session }) => {
        if (switching) dispatch(cartActions.resetCart());
        dispatch(sessionLoaded(session));
        if (sessionParam) {
          // The link has done its job; keep the URL short (and the step on the one to show).
          const next = new URLSearchParams(params);
          next.delete('session');
          next.set('step', String(paymentDeclined ? stepOf('review') : clampStep(session.currentStep)));
          setParams(next, { replace: true });
        }
        setLoad({ kind: 'ready' });
      })
      .catch((error: unknown) => {
        const { status } = toErrorInfo(error);
        if (!sessionParam && status === 404) {
          // The stored application is gone (deleted by the firm): start afresh, and say why.
          dispatch(incorporationReset());
          dispatch(cartActions.resetCart());
          toast.error(errorText(error, incorporationMessages.fallback.resume));
          setLoad({ kind: 'ready' });
          return;
        }
        if (!sessionParam && status === 0) {
          // Offline: carry on with the stored copy; saving will say if the server is still unreachable.
          setLoad({ kind: 'ready' });
          return;
        }
        setLoad({ kind: 'error', message: errorText(error, incorporationMessages.fallback.resume), status });
      });
  }, [
    rehydrated,
    sessionParam,
    state.sessionId,
    dispatch,
    params,
    setParams,
    paymentDeclined,
    resumeSession,
  ]);

  const reachable = maxReachableStep(state);
  const requested = Number(params.get('step') ?? state.currentStep);
  const step = Math.min(clampStep(requested), reachable);

  const hrefFor = useCallback((target: number) => {
    const next = new URLSearchParams();
    next.set('step', String(target));
    return `/incorporate?${next.toString()}`;
  }, []);

  const goTo = useCallback(
    (target: number) => {
      const next = new URLSearchParams();
      next.set('step', String(clampStep(target)));
      setParams(next);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setParams],
  );

  const save = useCallback(
    async (
      body: UpdateIncorporationBody,
      opts: { next?: number; quiet?: boolean; draft?: boolean } = {},
    ): Promise<IncorporationSession> => {
      if (!state.sessionId)
        throw new ApiRequestError(incorporationMessages.errors.sessionNotFound, 404).toJSON();
      const furthest = Math.max(state.currentStep, opts.next ?? step);
      const result = await updateSession({
        id: state.sessionId,
        body: { ...body, currentStep: clampStep(furthest) },
      }).unwrap();
      if (!opts.draft) dispatch(draftCleared());
      dispatch(sessionLoaded(result.session));
      if (!opts.quiet) toast.success(result.message || incorporationMessages.success.updated);
      if (opts.next !== undefined) goTo(opts.next);
      return result.session;
    },
    [state.sessionId, state.currentStep, step, dispatch, goTo, updateSession],
  );

  const [confirmStartOver, setConfirmStartOver] = useState(false);
  const startOver = () => {
    setConfirmStartOver(false);
    dispatch(incorporationReset());
    dispatch(cartActions.resetCart());
    setParams(new URLSearchParams());
    setLoad({ kind: 'ready' });
  };

  // A new step moves focus to its heading (not on the first render), so a screen reader announces the step and
  // the keyboard carries on from its top instead of from the button that was pressed on the step before.
  const stepSection = useRef<HTMLElement>(null);
  const shownStep = useRef<number | null>(null);
  useEffect(() => {
    if (load.kind !== 'ready') return;
    const previous = shownStep.current;
    shownStep.current = step;
    if (previous === null || previous === step) return;
    stepSection.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [step, load.kind]);

  const wizard: Wizard = { state, step, save, goTo, hrefFor };
  const stepMeta = INCORPORATION_STEPS.find((s) => s.step === step) ?? INCORPORATION_STEPS[0];

  let body;
  if (!rehydrated || load.kind === 'loading') {
    body = <PageSpinner label="Loading your application" />;
  } else if (load.kind === 'error') {
    body = (
      <ErrorState
        title={incorporationMessages.fallback.resume}
        message={load.message}
        onRetry={load.status === 404 ? undefined : () => window.location.reload()}
      />
    );
    if (load.status === 404) {
      body = (
        <>
          {body}
          <div className="-mt-4 flex justify-center pb-6">
            <Button onClick={startOver}>Start a new application</Button>
          </div>
        </>
      );
    }
  } else if (state.isPaid || state.isCompleted) {
    body = <AlreadyPaid sessionId={state.sessionId} onStartOver={startOver} />;
  } else {
    const key = keyOf(step);
    body =
      key === 'contact' ? (
        <ContactStep wizard={wizard} />
      ) : key === 'verify' ? (
        <VerifyStep wizard={wizard} />
      ) : key === 'company' ? (
        <CompanyStep wizard={wizard} />
      ) : key === 'directors' ? (
        <DirectorsStep wizard={wizard} />
      ) : key === 'shareholders' ? (
        <ShareholdersStep wizard={wizard} />
      ) : key === 'services' ? (
        <ServicesStep wizard={wizard} />
      ) : (
        <ReviewStep wizard={wizard} paymentDeclined={paymentDeclined} />
      );
  }

  return (
    // The shell already has the page's one <main>.
    <div className="bg-slate-50">
      <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm font-medium tracking-wide text-brand-700 uppercase">
              Company incorporation
            </p>
            <h1 className="mt-1 text-2xl font-semibold text-brand-900 sm:text-3xl">
              Incorporate your company
            </h1>
          </div>
          {state.sessionId && load.kind === 'ready' && !state.isPaid ? (
            <Button variant="ghost" size="sm" onClick={() => setConfirmStartOver(true)}>
              Start a new application
            </Button>
          ) : null}
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <aside className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24 lg:self-start">
            <StepIndicator current={step} reachable={reachable} hrefFor={hrefFor} />
            {state.sessionId ? (
              <p className="mt-4 hidden border-t border-slate-100 pt-3 text-xs text-slate-500 lg:block">
                Your answers are saved as you go. We also e-mailed you a link to come back to this
                application.
              </p>
            ) : null}
          </aside>
          <section
            ref={stepSection}
            aria-label={stepMeta.label}
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

function AlreadyPaid({ sessionId, onStartOver }: { sessionId: string | null; onStartOver: () => void }) {
  return (
    <div className="py-6 text-center">
      <h2 className="text-xl font-semibold text-slate-900">This application has been paid</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        We have your application and payment. Check your e-mail for the link to set your password, then sign
        in to follow your company's progress.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {sessionId ? (
          <Link
            to={`/incorporate/confirmation?session=${encodeURIComponent(sessionId)}`}
            className={buttonClasses()}
          >
            See the confirmation
          </Link>
        ) : null}
        <Button variant="secondary" onClick={onStartOver}>
          Start another company
        </Button>
      </div>
    </div>
  );
}
