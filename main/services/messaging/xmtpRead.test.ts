import type { DecodedMessage } from '@xmtp/node-sdk';
import { describe, expect, it } from 'vitest';
import { SHOWN_TEXT_MAX, textOf } from './xmtpRead';

// Only the two fields textOf reads; the SDK's class needs a live client to construct.
const message = (content: unknown, typeId: string) =>
  ({ content, contentType: { typeId } }) as unknown as DecodedMessage<unknown>;

describe('textOf: what main hands on of a peer’s message', () => {
  it('passes a text or a reply’s text as it is, and nothing for other content', () => {
    expect(textOf(message('gm', 'text'))).toBe('gm');
    expect(textOf(message({ reference: 'ab', content: 'yes' }, 'reply'))).toBe('yes');
    expect(textOf(message({ added: [] }, 'group_updated'))).toBeUndefined();
  });

  it('cuts a peer’s oversized text, never inside a surrogate pair', () => {
    const long = textOf(message('a'.repeat(SHOWN_TEXT_MAX + 5), 'text'));
    expect(long).toBe(`${'a'.repeat(SHOWN_TEXT_MAX)}…`);
    const emoji = textOf(message(`${'a'.repeat(SHOWN_TEXT_MAX - 1)}😀tail`, 'text'));
    expect(emoji).toBe(`${'a'.repeat(SHOWN_TEXT_MAX - 1)}…`);
    expect(
      textOf(message({ reference: 'ab', content: 'b'.repeat(SHOWN_TEXT_MAX * 2) }, 'reply')),
    ).toHaveLength(SHOWN_TEXT_MAX + 1);
  });
});
