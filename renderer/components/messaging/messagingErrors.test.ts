import { describe, expect, it } from 'vitest';
import { CANNOT_MESSAGE, draftProblem, newConversationFailure, sendFailure } from './messagingErrors';

describe('messaging errors, each a clear sentence', () => {
  it('a draft over the limit is refused before sending, with the limit and its length', () => {
    expect(draftProblem('x'.repeat(4000))).toBeNull();
    expect(draftProblem('x'.repeat(4001))).toBe(
      'This message is too long: 4,000 characters at most (it has 4,001).',
    );
  });

  it('a failed send says the text is kept; a malformed reply and a long one are named', () => {
    expect(sendFailure({ code: 'NETWORK', message: 'something went wrong' }, false)).toMatch(
      /something went wrong .* still in the box/,
    );
    expect(sendFailure({ code: 'BAD_INPUT', message: 'content.repliedMessage: Required' }, true)).toMatch(
      /^This reply cannot be sent/,
    );
    expect(sendFailure({ code: 'BAD_INPUT', message: 'text: This message is too long' }, true)).toMatch(
      /too long: 4,000/,
    );
  });

  it('a peer without messaging, a bad address and the network down read differently', () => {
    expect(newConversationFailure({ code: 'RULE', message: 'This address has not enabled messaging' })).toBe(
      CANNOT_MESSAGE,
    );
    expect(newConversationFailure({ code: 'BAD_INPUT', message: 'peerAddress: …' })).toMatch(
      /^Enter an Ethereum/,
    );
    expect(newConversationFailure({ code: 'NETWORK', message: 'something went wrong' })).toMatch(
      /^Could not check/,
    );
  });
});
