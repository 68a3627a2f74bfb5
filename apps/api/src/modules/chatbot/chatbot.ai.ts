/**
 * Any OpenAI-compatible chat endpoint (`AI_BASE_URL` + `/chat/completions`, bearer `AI_API_KEY`), streamed: the
 * answer arrives as server-sent events `data: {"choices":[{"delta":{"content":"..."}}]}` ending with
 * `data: [DONE]`. The bot sends the retrieved passages as the only source it may answer from.
 */
export type AiConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs?: number };

export type AiMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export function buildAiMessages(question: string, passages: { title: string; url: string; body: string }[]): AiMessage[] {
  const sources = passages.map((p, i) => `[${i + 1}] ${p.title} (${p.url})\n${p.body}`).join('\n\n');
  return [
    {
      role: 'system',
      content:
        'You are the assistant of Quayside, a corporate-services firm (Singapore, UAE, India). Answer only from the sources below, ' +
        'in at most four sentences, in plain text. If the sources do not answer the question, say so.\n\nSources:\n' + sources,
    },
    { role: 'user', content: question },
  ];
}

/** One SSE `data:` payload's text delta (null for the end marker or a chunk without content). */
export function deltaOf(data: string): string | null {
  if (data === '[DONE]') return null;
  const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
  return chunk.choices?.[0]?.delta?.content ?? null;
}

/** Streams the completion, calling onDelta for each piece of text; resolves with the whole text. */
export async function streamCompletion(cfg: AiConfig, messages: AiMessage[], onDelta: (text: string) => void): Promise<string> {
  const url = `${cfg.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${cfg.apiKey}` },
    body: JSON.stringify({ model: cfg.model, stream: true, temperature: 0.2, messages }),
    signal: AbortSignal.timeout(cfg.timeoutMs ?? 30_000),
  });
  if (!res.ok || !res.body) throw new Error(`AI endpoint answered ${res.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  let done = false;
  const reader = res.body.getReader();
  while (!done) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    buffer += decoder.decode(value, { stream: true });
    // Events are separated by a blank line; a line may arrive split across reads.
    let cut: number;
    while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const event = buffer.slice(0, cut);
      buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, '');
      for (const line of event.split(/\r?\n/)) {
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') {
          done = true;
          break;
        }
        const piece = deltaOf(data);
        if (piece) {
          text += piece;
          onDelta(piece);
        }
      }
    }
  }
  await reader.cancel().catch(() => undefined);
  return text;
}
