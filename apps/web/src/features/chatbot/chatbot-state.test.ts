import { describe, expect, it } from 'vitest';
import type { ChatbotMessage } from '@quayside/contract/chatbot';
import { chatbotReducer, initialChatbotState } from './chatbot-state';

const msg = (key: string, at: string, over: Partial<ChatbotMessage> = {}): ChatbotMessage => ({
  id: `00000000-0000-4000-8000-${key.padStart(12, '0').slice(-12)}`,
  key,
  role: 'user',
  authorName: null,
  content: key,
  citations: [],
  createdAt: at,
  ...over,
});

describe('chatbotReducer', () => {
  it('marks the history fetched once and keeps the session state', () => {
    const s = chatbotReducer(initialChatbotState, {
      type: 'history',
      session: { id: 'a', chat: [msg('k1', '2026-01-01T00:00:01Z')], mode: 'agent', isAgentLive: true, agentName: 'Priya Sharma' },
    });
    expect(s).toMatchObject({ historyFetched: true, mode: 'agent', isAgentLive: true, agentName: 'Priya Sharma', seenKeys: ['k1'] });
  });

  it('shows a message once however many times it arrives (seenKeys), in time order', () => {
    let s = chatbotReducer(initialChatbotState, { type: 'messages', messages: [msg('b', '2026-01-01T00:00:02Z')] });
    s = chatbotReducer(s, { type: 'messages', messages: [msg('a', '2026-01-01T00:00:01Z'), msg('b', '2026-01-01T00:00:02Z')] });
    s = chatbotReducer(s, { type: 'history', session: { id: 'x', chat: [msg('a', '2026-01-01T00:00:01Z'), msg('b', '2026-01-01T00:00:02Z')], mode: 'ai', isAgentLive: false, agentName: null } });
    expect(s.chat.map((m) => m.key)).toEqual(['a', 'b']);
    expect(s.seenKeys.sort()).toEqual(['a', 'b']);
  });

  it('starts again after a clear', () => {
    let s = chatbotReducer(initialChatbotState, { type: 'messages', messages: [msg('a', '2026-01-01T00:00:01Z')] });
    s = chatbotReducer(s, { type: 'cleared', session: { id: 'x', chat: [], mode: 'ai', isAgentLive: false, agentName: null } });
    expect(s).toMatchObject({ chat: [], seenKeys: [], historyFetched: true, sessionId: 'x' });
    // The same key may be used again once cleared.
    s = chatbotReducer(s, { type: 'messages', messages: [msg('a', '2026-01-01T00:00:03Z')] });
    expect(s.chat).toHaveLength(1);
  });
});
