import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { adminUserMessages, type AdminUser } from '@quayside/contract/admin-users';
import { ROLE_LABELS, ROLES, type Role } from '@quayside/contract/roles';
import { Field, FormAlert } from '../../../components/form/field';
import { Options, Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/form-errors';
import { useAccountActionMutation, type AccountAction } from '../api/account-actions';

export type AccountActionKind = AccountAction['kind'];

type Copy = { title: string; confirm: string; tone: 'primary' | 'danger'; body: (u: AdminUser) => string };

/** What each action says before it runs: what happens to the account and its sessions. */
const COPY: Record<AccountActionKind | 'unblock', Copy> = {
  role: {
    title: 'Change role',
    confirm: 'Change role',
    tone: 'primary',
    body: (u) => `${u.fullName} is signed out everywhere and signs in again with the new role. Their records stay as they are.`,
  },
  block: {
    title: 'Block user',
    confirm: 'Block user',
    tone: 'danger',
    body: (u) => `${u.fullName} is signed out everywhere and cannot sign in until the block is lifted.`,
  },
  unblock: {
    title: 'Lift the block',
    confirm: 'Lift the block',
    tone: 'primary',
    body: (u) => `${u.fullName} can sign in again.`,
  },
  delete: {
    title: 'Delete user',
    confirm: 'Delete user',
    tone: 'danger',
    body: (u) =>
      `${u.fullName} is signed out everywhere and ${u.email} can no longer sign in. Their companies, documents, invoices and history are kept. This cannot be undone from the console.`,
  },
  suspend: {
    title: 'Suspend user',
    confirm: 'Suspend user',
    tone: 'danger',
    body: (u) => `${u.fullName} is signed out everywhere. When they try to sign in, they read the message below.`,
  },
  unsuspend: {
    title: 'Lift the suspension',
    confirm: 'Lift the suspension',
    tone: 'primary',
    body: (u) => `${u.fullName} can sign in again.`,
  },
};

type Props = {
  user: AdminUser | null;
  kind: AccountActionKind | null;
  onClose: () => void;
};

/**
 * The confirmation of one account action (role change, block or lifting it, delete, suspend, unsuspend). Suspend
 * asks for the message shown at sign-in; role change for the new role. The server's answer (or the call's fallback)
 * is shown in the dialog; success closes it with the spec's text.
 */
export function AccountActionDialog({ user, kind, onClose }: Props) {
  const [run, { isLoading }] = useAccountActionMutation();
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [newRole, setNewRole] = useState<Role>('preparer');
  const unblock = kind === 'block' && !!user?.isBlocked;
  const copy = kind ? COPY[unblock ? 'unblock' : kind] : null;

  useEffect(() => {
    setError(null);
    setMessage('');
    if (user) setNewRole(user.role);
  }, [user, kind]);

  if (!user || !kind || !copy) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    let action: AccountAction;
    if (kind === 'suspend') {
      if (!message.trim()) {
        setError(adminUserMessages.errors.suspendMessageRequired);
        return;
      }
      action = { kind, id: user.id, message: message.trim() };
    } else if (kind === 'role') action = { kind, id: user.id, newRole };
    else if (kind === 'block') action = { kind, id: user.id, isBlocked: !user.isBlocked };
    else action = { kind, id: user.id };
    try {
      const result = await run(action).unwrap();
      toast.success(result.message);
      onClose();
    } catch (err) {
      setError(errorText(err, 'Request failed'));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={copy.title}
      description={`${user.fullName} (${user.email})`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" form="account-action-form" variant={copy.tone} loading={isLoading}>
            {copy.confirm}
          </Button>
        </>
      }
    >
      <form id="account-action-form" onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">{copy.body(user)}</p>
        {kind === 'role' ? (
          <Field label="New role">
            <Select value={newRole} onChange={(e) => setNewRole(e.target.value as Role)}>
              <Options values={ROLES} labels={ROLE_LABELS} />
            </Select>
          </Field>
        ) : null}
        {kind === 'suspend' ? (
          <Field label="Message shown at sign-in" hint="Say why, and whom to contact.">
            <Textarea rows={3} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} />
          </Field>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
      </form>
    </Modal>
  );
}
