import { incorporationMessages } from '@quayside/contract/messages';
import { useAppDispatch } from '../../../app/store';
import { OtpVerifyStep } from '../../../components/wizard/otp-verify-step';
import { useSendSessionOtpMutation } from '../api/send-session-otp';
import { useVerifySessionOtpMutation } from '../api/verify-session-otp';
import { otpSent, sessionLoaded } from '../incorporation-slice';
import { stepOf } from '../lib/steps';
import type { Wizard } from '../lib/wizard';

/** Step 2: the 6-digit code sent to the contact e-mail (POST /send-otp, POST /verify-otp). */
export function VerifyStep({ wizard }: { wizard: Wizard }) {
  const { state } = wizard;
  const dispatch = useAppDispatch();
  const [sendSessionOtp] = useSendSessionOtpMutation();
  const [verifySessionOtp] = useVerifySessionOtpMutation();
  const next = stepOf('company');
  const sessionId = state.sessionId;

  return (
    <OtpVerifyStep
      contactEmail={state.contactEmail}
      isEmailVerified={state.isEmailVerified}
      otpSentTo={state.otpSentTo}
      otpSentAt={state.otpSentAt}
      fallback={incorporationMessages.fallback}
      onBack={() => wizard.goTo(stepOf('contact'))}
      onContinue={() => wizard.goTo(next)}
      send={async () => {
        if (!sessionId) return null;
        const sent = await sendSessionOtp(sessionId).unwrap();
        dispatch(otpSent({ sentTo: sent.sentTo, at: Date.now() }));
        return sent.message || incorporationMessages.success.otpSent;
      }}
      verify={async (otp) => {
        if (!sessionId) return null;
        const verified = await verifySessionOtp({ id: sessionId, otp }).unwrap();
        dispatch(sessionLoaded(verified.session));
        if (verified.session.currentStep < next) await wizard.save({}, { next, quiet: true });
        else wizard.goTo(next);
        return verified.message || incorporationMessages.success.otpVerified;
      }}
    />
  );
}
