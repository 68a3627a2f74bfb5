import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { authMessages } from '@quayside/contract/messages';
import { OTP_LENGTH, OTP_TTL_MS } from '@quayside/contract/constants';
import { useAppDispatch } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/form/field';
import { OtpInput, ResendCodeButton } from '../../../components/form/otp-input';
import { toErrorInfo } from '../../../lib/api/base-api';
import { emailVerified } from '../../../lib/session/session-slice';
import { useSendOtpMutation } from '../api/send-otp';
import { useVerifyOtpMutation } from '../api/verify-otp';
import { GateFrame } from './gate-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * Shown instead of the dashboard while the account's e-mail address is unverified: a 6-digit code is mailed
 * (send-otp) and typed or pasted here (verify-otp). Resend waits 60 s between codes.
 */
export function VerifyEmail({ email }: { email: string }) {
  useDocumentTitle('Verify your e-mail address');
  const dispatch = useAppDispatch();
  const [sendOtp] = useSendOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);

  const send = async () => {
    setError(null);
    setSending(true);
    try {
      const { message } = await sendOtp({ email }).unwrap();
      setSentAt(Date.now());
      setCode('');
      toast.success(message);
    } catch (err) {
      const info = toErrorInfo(err, authMessages.fallback.sendOtp);
      setError(info.message);
      throw err;
    } finally {
      setSending(false);
    }
  };

  const verify = async (otp: string) => {
    if (otp.length !== OTP_LENGTH || verifying) return;
    setError(null);
    setVerifying(true);
    try {
      const { message } = await verifyOtp({ email, otp }).unwrap();
      toast.success(message);
      dispatch(emailVerified());
    } catch (err) {
      setError(toErrorInfo(err, authMessages.fallback.verifyOtp).message);
      setCode('');
    } finally {
      setVerifying(false);
    }
  };

  return (
    <GateFrame
      icon={<MailCheck className="size-6" aria-hidden="true" />}
      title="Verify your e-mail address"
      description={
        <>
          Before you continue, confirm that{' '}
          <span className="font-medium break-words text-slate-900">{email}</span> is yours. We will e-mail you
          a {OTP_LENGTH}-digit code.
        </>
      }
    >
      {sentAt === null ? (
        <div className="space-y-4">
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Button
            size="lg"
            className="w-full"
            loading={sending}
            onClick={() => void send().catch(() => undefined)}
          >
            Send me a code
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            void verify(code);
          }}
        >
          {error ? (
            <FormAlert>{error}</FormAlert>
          ) : (
            <FormAlert tone="info">Code sent. It expires in {OTP_TTL_MS / 60_000} minutes.</FormAlert>
          )}
          <Field label="Code from the e-mail" error={undefined}>
            <OtpInput
              value={code}
              onChange={setCode}
              onComplete={(v) => void verify(v)}
              disabled={verifying}
              invalid={!!error}
              autoFocus
            />
          </Field>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            loading={verifying}
            disabled={code.length !== OTP_LENGTH}
          >
            Verify
          </Button>
          <div className="flex items-center justify-between text-sm text-slate-600">
            <span>Did not get it?</span>
            <ResendCodeButton lastSentAt={sentAt} onResend={send} />
          </div>
        </form>
      )}
    </GateFrame>
  );
}
