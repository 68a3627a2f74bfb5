/** The chatbot module's public file (owns chatbot_passages, chatbot_sessions, chatbot_messages). */
export { syncChatbotPassages, sitePassages } from './chatbot.content';
export { noDelivery, type ChatbotDelivery } from './chatbot.delivery';
export {
  clearOwnSession,
  closeSession,
  getAgentSession,
  getOwnSession,
  listHandoverQueue,
  postUserMessage,
  replyAsAgent,
  requestHandover,
  takeSession,
  type ChatbotDeps,
} from './chatbot.sessions';
