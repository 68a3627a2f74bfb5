/** The chatbot feature's public parts, for the screens that mount it (the chat panel pins the conversation first). */
export { ChatbotConversation } from './components/chatbot-conversation';
export { HandoverQueue } from './components/handover-queue';
