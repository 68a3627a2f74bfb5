import { useState } from 'react';
import { toast } from 'sonner';
import type { Assignment } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { FormAlert } from '../../../components/form/field';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/form-errors';
import { useRemoveAssignmentMutation } from '../api/remove-assignment';

const CONSEQUENCE: Record<Assignment['kind'], string> = {
  preparer_approver: 'The approver no longer sees this preparer’s work.',
  preparer_client: 'The preparer is taken off the client’s companies and open tasks until you assign someone else.',
  preparer_nri: 'The preparer is taken off the NRI client’s open tasks until you assign someone else.',
};

/** Confirms removing one assignment; says what the preparer or approver loses. */
export function RemoveAssignmentDialog({ assignment, onClose }: { assignment: Assignment | null; onClose: () => void }) {
  const [remove, { isLoading }] = useRemoveAssignmentMutation();
  const [error, setError] = useState<string | null>(null);
  if (!assignment) return null;
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setError(null);
    try {
      const result = await remove(assignment.id).unwrap();
      toast.success(result.message || adminMessages.success.assignmentRemoved);
      close();
    } catch (err) {
      setError(errorText(err, adminMessages.fallback.removeAssignment));
    }
  };
  return (
    <Modal
      open
      onClose={close}
      title="Remove assignment"
      description={`${assignment.preparer.fullName} → ${assignment.target.fullName}`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button variant="danger" loading={isLoading} onClick={() => void confirm()}>
            Remove
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{CONSEQUENCE[assignment.kind]}</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
    </Modal>
  );
}
