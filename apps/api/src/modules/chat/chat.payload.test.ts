import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, sendChatMessageBodySchema } from '@quayside/contract/chat';
import { AppError } from '../../lib/errors';
import { parseWith } from '../../lib/validation';
import { sendPayload } from './chat.socket';

/** What a check answers: the value, or the error's code, message and fields. */
function answer(check: () => unknown): unknown {
  try {
    return { value: check() };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { code: err.code, message: err.message, extra: err.extra };
  }
}

const id = '0193a0b2-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const payloads: unknown[] = [
  { receiverId: id, content: 'hello' },
  { receiverId: id.toUpperCase(), content: '  padded \n' },
  { receiverId: id, content: 'x'.repeat(CHAT_MESSAGE_MAX) },
  { receiverId: id, content: ` ${'x'.repeat(CHAT_MESSAGE_MAX)} ` },
  { receiverId: id, content: 'x'.repeat(CHAT_MESSAGE_MAX + 1) },
  { receiverId: id, content: '' },
  { receiverId: id, content: ' \t\n ' },
  { receiverId: id, content: 'a\u0000b' },
  { receiverId: id, content: 'extra keys dropped', fileUrl: 'x', senderId: id },
  { receiverId: id, content: 42 },
  { receiverId: id },
  { receiverId: 'not-a-uuid', content: 'hi' },
  { receiverId: `${id} `, content: 'hi' },
  { receiverId: '0193a0b2-1c3d-9e5f-8a9b-0c1d2e3f4a5b', content: 'hi' },
  { receiverId: '0193a0b2-1c3d-4e5f-7a9b-0c1d2e3f4a5b', content: 'hi' },
  { receiverId: '00000000-0000-0000-0000-000000000000', content: 'hi' },
  { receiverId: 'ffffffff-ffff-ffff-ffff-ffffffffffff', content: 'hi' },
  { receiverId: 7, content: 'hi' },
  {},
  [id, 'hi'],
  'hello',
  null,
  undefined,
  42,
];

describe('chat:send payload (the socket check without the schema for the usual shape)', () => {
  it.each(payloads.map((p) => [JSON.stringify(p) ?? String(p), p]))('answers %s as the contract schema does', (_, p) => {
    expect(answer(() => sendPayload(p))).toEqual(answer(() => parseWith(sendChatMessageBodySchema, p)));
  });

  it('refuses what the schema refuses, with its field errors', () => {
    expect(answer(() => sendPayload({ receiverId: 'nope', content: 'hi' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      extra: { fields: { receiverId: [expect.any(String)] } },
    });
    expect(answer(() => sendPayload({ receiverId: id, content: '   ' }))).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
