import { Bot, Headset } from 'lucide-react';
import { ChatbotConversation } from './components/chatbot-conversation';
import { HandoverQueue } from './components/handover-queue';

/**
 * The chatbot's pinned first conversation in the chat panel (features/chat's PinnedConversation shape, composed
 * in app/routes/dashboard.tsx): the assistant for clients and NRI clients, the handover queue for staff.
 */
export const assistantPin = {
  key: 'assistant',
  label: 'Assistant',
  description: 'Answers at once; a person can join',
  icon: <Bot className="size-5" aria-hidden="true" />,
  render: ({ onBack }: { onBack: () => void }) => <ChatbotConversation framed={false} onBack={onBack} />,
};

export const handoversPin = {
  key: 'handovers',
  label: 'Assistant handovers',
  description: 'Clients asking for a person',
  icon: <Headset className="size-5" aria-hidden="true" />,
  render: ({ onBack }: { onBack: () => void }) => <HandoverQueue compact onBack={onBack} />,
};
