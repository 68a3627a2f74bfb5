import { chatbotPostResponseSchema, type ChatbotMessageBody, type ChatbotPostResponse } from '@quayside/contract/chatbot';
import { chatbotMessages } from '@quayside/contract/messages';
import { api, ApiRequestError } from '../../../lib/api-client';

/**
 * POST /api/chatbot/message as a stream (Accept: text/event-stream): `onDelta` gets the answer while it is
 * written, the promise the whole answer. fetch, not the app's axios client, because axios in the browser cannot
 * read a response while it arrives; the token and the one-refresh-on-401 rule are the client's.
 */
export async function sendChatbotMessage(body: ChatbotMessageBody, onDelta: (text: string) => void): Promise<ChatbotPostResponse> {
  const post = () =>
    fetch('/api/chatbot/message', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'cache-control': 'no-cache', authorization: `Bearer ${api.getToken() ?? ''}` },
      body: JSON.stringify(body),
    });
  let res = await post();
  if (res.status === 401) {
    await api.refreshAccessToken();
    res = await post();
  }
  if (!res.ok || !res.body) {
    const data = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiRequestError(data?.message ?? chatbotMessages.fallback.send, res.status, { code: data?.code });
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const chunk = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(chunk)?.[1];
      const data = /^data: (.*)$/m.exec(chunk)?.[1];
      if (!event || data === undefined) continue;
      const payload: unknown = JSON.parse(data);
      if (event === 'delta') onDelta((payload as { text: string }).text);
      else if (event === 'done') return chatbotPostResponseSchema.parse(payload);
      else if (event === 'error') throw new ApiRequestError((payload as { message?: string }).message ?? chatbotMessages.fallback.send, 500);
    }
    if (done) break;
  }
  throw new ApiRequestError(chatbotMessages.fallback.send, 0);
}
