import { ShieldAlert } from 'lucide-react';
import { ChangePasswordForm } from './change-password-form';
import { GateFrame } from './gate-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Shown instead of the dashboard while requiredChangePassword is set: nothing else is reachable until done. */
export function ForcedPasswordChange() {
  useDocumentTitle('Choose a new password');
  return (
    <GateFrame
      icon={<ShieldAlert className="size-6" aria-hidden="true" />}
      title="Choose a new password"
      description="Your password was set by the firm or has been reset. Choose a new one that only you know before you continue."
    >
      <ChangePasswordForm submitLabel="Save and continue" wide />
    </GateFrame>
  );
}
