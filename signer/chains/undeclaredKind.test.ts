// A hostile main against the real signer process: an intent of a kind its family does not
// declare (an Aptos "stake", a Stellar "speedUp") is refused by the signer's protocol schema
// before any handler runs, so no family code loads, no key is read and nothing is journaled.
// The same request with a declared kind gets past the schema to the family's own checks.
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDirs } from '../../test/signer/testSupport';
import { startSignerWithPhrase } from '../../test/signer/testSigner';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

async function phraseSigner() {
  const { signer, walletId, journaled } = await startSignerWithPhrase(tmp.make(), PHRASE);
  const transfer = (intent: Record<string, unknown>) => ({
    walletId,
    network: 'mainnet',
    unsigned: '00',
    intent: { to: 'x', amount: '1', feeCap: '1', from: 'y', ...intent },
    activePath: "m/44'/637'/0'/0'/0'",
  });
  return { signer, transfer, journaled };
}

describe('an intent kind its family does not declare', () => {
  it('is refused as bad input before any family check; a declared kind reaches them', async () => {
    const { signer, transfer, journaled } = await phraseSigner();
    const badInput = { code: 'BAD_INPUT', message: 'Invalid signer request' };
    for (const [family, chainName, kind] of [
      ['aptos', 'aptos', 'stake'],
      ['stellar', 'stellar', 'speedUp'],
      ['evm', 'ethereum', 'vote'],
    ])
      expect(await signer.refused('signTransfer', transfer({ family, chainName, kind }))).toEqual(badInput);
    expect(journaled()).toBe(false);
    // declared: the schema lets it through and the family refuses the bytes themselves
    const declared = await signer.refused(
      'signTransfer',
      transfer({ family: 'aptos', chainName: 'aptos', kind: 'transfer' }),
    );
    expect(declared).not.toEqual(badInput);
    expect(journaled()).toBe(false);
  });
});
