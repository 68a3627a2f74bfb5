import { nriOnboardingMessages as M } from '@quayside/contract/messages';
import { useAppDispatch } from '../../../app/store';
import { OtpVerifyStep } from '../../../components/wizard/otp-verify-step';
import { useSendNriOtpMutation } from '../api/send-nri-otp';
import { useVerifyNriOtpMutation } from '../api/verify-nri-otp';
import { nriOtpSent, nriSessionLoaded } from '../nri-tax-slice';
import { nriStepOf, type NriWizard } from '../lib/wizard';

/** Step 2: the 6-digit code sent to the contact e-mail (the one OTP service of sign-in and incorporation). */
export function NriVerifyStep({ wizard }: { wizard: NriWizard }) {
  const { state, session } = wizard;
  const dispatch = useAppDispatch();
  const [sendOtp] = useSendNriOtpMutation();
  const [verifyOtp] = useVerifyNriOtpMutation();
  const next = nriStepOf('residency');
  const sessionId = state.sessionId;

  return (
    <OtpVerifyStep
      contactEmail={session?.contactEmail}
      isEmailVerified={Boolean(session?.isEmailVerified)}
      otpSentTo={state.otpSentTo}
      otpSentAt={state.otpSentAt}
      fallback={M.fallback}
      onBack={() => wizard.goTo(nriStepOf('contact'))}
      onContinue={() => wizard.goTo(next)}
      send={async () => {
        if (!sessionId) return null;
        const sent = await sendOtp(sessionId).unwrap();
        dispatch(nriOtpSent({ sentTo: sent.sentTo, at: Date.now() }));
        return sent.message || M.success.otpSent;
      }}
      verify={async (code) => {
        if (!sessionId) return null;
        const verified = await verifyOtp({ id: sessionId, otp: code }).unwrap();
        dispatch(nriSessionLoaded(verified.session));
        if (verified.session.step < next) await wizard.save({}, { next });
        return verified.message || M.success.emailVerified;
      }}
    />
  );
}
