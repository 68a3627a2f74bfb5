import { normalizeRole } from '@quayside/contract/roles';
import { useAppSelector } from '../../../app/store';
import { PageHeader } from '../../../components/ui/page-header';
import { selectUser } from '../../../lib/session/session-slice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChatPanel, type PinnedConversation } from '../components/chat-panel';

const DESCRIPTION: Record<string, string> = {
  client: 'Write to your team: your preparer and the people reviewing their work.',
  nri_client: 'Write to your NRI preparer.',
  preparer: 'Your clients, your NRI clients and your colleagues.',
  approver: "The clients of the preparers you review, and your colleagues.",
  admin: 'Your colleagues. Every conversation on the platform is under Chats.',
};

/** /dashboard/<role>/messages: the chat of every role. `pinned`: an extra first conversation (the chatbot). */
export function ChatPage({ pinned }: { pinned?: PinnedConversation }) {
  useDocumentTitle('Messages');
  const user = useAppSelector(selectUser);
  if (!user) return null;
  const role = normalizeRole(user.role);
  return (
    <div className="space-y-4">
      <PageHeader title="Messages" description={DESCRIPTION[role]} />
      <ChatPanel me={user.id} pinned={pinned} />
    </div>
  );
}
