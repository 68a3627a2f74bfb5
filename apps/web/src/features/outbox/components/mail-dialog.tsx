import type { OutboxItem } from '@quayside/contract/auth';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatDateTime } from '../../../lib/format';
import { MailText } from './mail-text';

/** One mail opened: who it went to, when, and its text with working links. */
export function MailDialog({ mail, onClose }: { mail: OutboxItem | null; onClose: () => void }) {
  return (
    <Modal
      open={!!mail}
      onClose={onClose}
      size="lg"
      title={mail?.subject ?? ''}
      description={
        mail ? (
          <>
            To <span className="font-medium text-slate-700">{mail.to}</span> · {formatDateTime(mail.sentAt)}
          </>
        ) : undefined
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {mail ? <MailText text={mail.text} /> : null}
    </Modal>
  );
}
