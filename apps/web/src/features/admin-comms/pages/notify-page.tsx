import { useState } from 'react';
import { toast } from 'sonner';
import { Megaphone } from 'lucide-react';
import { NOTIFY_MESSAGE_MAX, NOTIFY_TITLE_MAX, notifyAllBodySchema, type NotifyAllBody } from '@quayside/contract/admin-comms';
import { adminMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { plural } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLazyGetNotifyRecipientsQuery, useNotifyAllMutation } from '../api/notify-all';

/**
 * /dashboard/admin/notify: the notify-all composer. Before sending, a confirmation says how many users it will
 * reach (active accounts: neither blocked nor deleted); the server delivers it in the background.
 */
export function NotifyPage() {
  useDocumentTitle('Notify all users');
  const [countRecipients, recipients] = useLazyGetNotifyRecipientsQuery();
  const [notifyAll, sending] = useNotifyAllMutation();
  const [pending, setPending] = useState<NotifyAllBody | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useZodForm(notifyAllBodySchema, { defaultValues: { title: '', message: '' } });

  const onReview = handleSubmit(async (body) => {
    setSent(null);
    try {
      await countRecipients().unwrap();
      setPending(body);
    } catch (error) {
      toast.error(errorText(error, adminMessages.fallback.notify));
    }
  });

  const onSend = async () => {
    if (!pending) return;
    try {
      const result = await notifyAll(pending).unwrap();
      const text = result.message || adminMessages.success.notificationSent(result.count);
      toast.success(text);
      setSent(text);
      setPending(null);
      reset({ title: '', message: '' });
    } catch (error) {
      setPending(null);
      if (!applyFieldErrors(error, setError, ['title', 'message'])) toast.error(errorText(error, adminMessages.fallback.notify));
    }
  };

  const count = recipients.data?.count ?? 0;
  const messageLength = watch('message').length;

  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Notify all users"
        description="Send one in-app notification to every active account: clients, NRI clients and staff. Blocked and deleted accounts are left out."
      />
      <Card className="max-w-2xl">
        <CardHeader title="New notification" icon={<Megaphone className="size-5" aria-hidden="true" />} />
        <CardBody>
          <form onSubmit={onReview} noValidate className="space-y-4">
            {sent ? <FormAlert tone="success">{sent}</FormAlert> : null}
            {sending.isError && !errors.title && !errors.message ? <FormAlert>{errorText(sending.error, adminMessages.fallback.notify)}</FormAlert> : null}
            <Field label="Title" error={errors.title?.message} hint={`Up to ${NOTIFY_TITLE_MAX} characters.`}>
              <Input maxLength={NOTIFY_TITLE_MAX} autoComplete="off" {...register('title')} />
            </Field>
            <Field label="Message" error={errors.message?.message} hint={`${messageLength} of ${NOTIFY_MESSAGE_MAX} characters.`}>
              <Textarea rows={6} maxLength={NOTIFY_MESSAGE_MAX} {...register('message')} />
            </Field>
            <div className="flex justify-end">
              <Button type="submit" loading={recipients.isFetching}>
                Review and send
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
      <Modal
        open={!!pending}
        onClose={() => setPending(null)}
        title={`Send to ${plural(count, 'user')}?`}
        description="Every active account gets this notification. It cannot be taken back."
        footer={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button onClick={() => void onSend()} loading={sending.isLoading}>
              Send to {plural(count, 'user')}
            </Button>
          </>
        }
      >
        <div className="space-y-2 text-sm">
          <p className="font-semibold text-slate-900">{pending?.title}</p>
          <p className="whitespace-pre-line text-slate-700">{pending?.message}</p>
        </div>
      </Modal>
    </>
  );
}
