import { useState } from 'react';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { ChangePasswordForm } from './change-password-form';

/** Sign-in security: change the password (which also signs out the account's other devices). */
export function SecurityCard() {
  const [changing, setChanging] = useState(false);
  return (
    <Card>
      <CardHeader title="Sign-in and security" icon={<ShieldCheck className="size-5" aria-hidden="true" />} />
      <div className="space-y-4 px-5 py-5 text-sm text-slate-600">
        <p>
          You sign in with your e-mail address and password. Changing your password signs out every other
          device where your account is open.
        </p>
        <Button
          variant="secondary"
          onClick={() => setChanging(true)}
          icon={<KeyRound className="size-4" aria-hidden="true" />}
        >
          Change password
        </Button>
      </div>
      <Modal
        open={changing}
        onClose={() => setChanging(false)}
        title="Change password"
        description="Other devices signed in to your account will be signed out."
      >
        <ChangePasswordForm onDone={() => setChanging(false)} onCancel={() => setChanging(false)} />
      </Modal>
    </Card>
  );
}
