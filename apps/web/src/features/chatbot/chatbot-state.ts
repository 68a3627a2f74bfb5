import type { ChatbotMessage, ChatbotSession, ChatbotState } from '@quayside/contract/chatbot';

/**
 * The chatbot screen's state (spec: chat, mode, isAgentLive, agentName, seenKeys, historyFetched). Messages
 * arrive from several places (the stored history, the answer to a send, a live event, a poll) and are shown
 * once each: `seenKeys` holds the keys on screen, and a message whose key is there is not added again.
 */
export const initialChatbotState: ChatbotState = {
  sessionId: null,
  chat: [],
  mode: 'ai',
  isAgentLive: false,
  agentName: null,
  seenKeys: [],
  historyFetched: false,
};

export type ChatbotAction =
  /** The stored history (read once: historyFetched), or a later full read of the session. */
  | { type: 'history'; session: ChatbotSession }
  | { type: 'messages'; messages: ChatbotMessage[] }
  /** The session's state without its messages (mode, agent). */
  | { type: 'session'; session: Pick<ChatbotSession, 'id' | 'mode' | 'isAgentLive' | 'agentName'> }
  | { type: 'cleared'; session: ChatbotSession };

function addMessages(state: ChatbotState, messages: readonly ChatbotMessage[]): ChatbotState {
  const seen = new Set(state.seenKeys);
  const fresh = messages.filter((m) => (seen.has(m.key) ? false : (seen.add(m.key), true)));
  if (fresh.length === 0) return state;
  const chat = [...state.chat, ...fresh].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { ...state, chat, seenKeys: [...seen] };
}

const sessionPart = (s: Pick<ChatbotSession, 'id' | 'mode' | 'isAgentLive' | 'agentName'>) => ({
  sessionId: s.id,
  mode: s.mode,
  isAgentLive: s.isAgentLive,
  agentName: s.agentName,
});

export function chatbotReducer(state: ChatbotState, action: ChatbotAction): ChatbotState {
  switch (action.type) {
    case 'history': {
      // A cleared session comes back with fewer messages than the screen has: start again from the server's.
      const base = action.session.chat.length < state.chat.length ? { ...state, chat: [], seenKeys: [] } : state;
      return { ...addMessages(base, action.session.chat), ...sessionPart(action.session), historyFetched: true };
    }
    case 'messages':
      return addMessages(state, action.messages);
    case 'session':
      return { ...state, ...sessionPart(action.session) };
    case 'cleared':
      return { ...initialChatbotState, ...sessionPart(action.session), historyFetched: true };
  }
}
