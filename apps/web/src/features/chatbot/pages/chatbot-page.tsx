import { chatbotMessages } from '@quayside/contract/messages';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChatbotConversation } from '../components/chatbot-conversation';

/** /dashboard/client/assistant and /dashboard/nri/assistant: the chatbot, with a person behind it. */
export function ChatbotPage() {
  useDocumentTitle(chatbotMessages.ui.title);
  return (
    <div>
      <PageHeader title={chatbotMessages.ui.title} description="Ask about our services, your deadlines or your tasks. A person from our team can join at any time." />
      <ChatbotConversation />
    </div>
  );
}
