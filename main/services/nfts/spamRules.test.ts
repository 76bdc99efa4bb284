import { describe, expect, it } from 'vitest';
import { spamReasonOf } from './spamRules';

describe('spamReasonOf', () => {
  it.each([
    [{ name: 'Visit https://claim-eth.xyz', collection: 'X' }, 'Its name contains a web address'],
    [{ name: 'Ticket #1', collection: 'www.bonus-drop.io' }, 'Its collection contains a web address'],
    [{ name: '5000 USDC at usdc-gift.com', collection: 'X' }, 'Its name contains a web address'],
    [{ name: 'Join t.me/freedrop', collection: 'X' }, 'Its name contains a web address'],
    [{ name: 'Claim your ETH', collection: 'X' }, 'Its name promises a claim or reward'],
    [{ name: '#3', collection: 'Airdrop Rewards' }, 'Its collection promises a claim or reward'],
    [{ name: 'Ape #1', collection: 'Apes', spam: true }, 'Marked as possible spam by the NFT provider'],
    [
      { name: 'Ape #1', collection: 'Apes', fromStranger: '0xabc' },
      'Airdropped by 0xabc, an address this wallet never dealt with',
    ],
    // the provider's verdict and the words come first: they say more
    [{ name: 'Claim now', collection: 'X', fromStranger: '0xabc' }, 'Its name promises a claim or reward'],
  ])('%j: %s', (item, reason) => expect(spamReasonOf(item)).toBe(reason));

  it.each([
    { name: 'Test Apes #1', collection: 'Test Apes' },
    { name: 'Reclaimed Land #4', collection: 'Worlds' },
    { name: 'Mr. Smith', collection: 'Portraits v1.0' },
    { name: 'Ape #2', collection: 'Apes', spam: false },
  ])('%j is not spam', (item) => expect(spamReasonOf(item)).toBeNull());
});
