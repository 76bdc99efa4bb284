// A hostile main against the real signer process: a sell deposit on XRP without its
// destination tag, and one to an address that is not an XRP address, are refused by the
// signer (INTENT_MISMATCH naming the field) and nothing is journaled. The honest twin, tag and
// address as a provider gives them, gets past those checks to the family's reading of the bytes.
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDirs } from '../../test/signer/testSupport';
import { startSignerWithPhrase } from '../../test/signer/testSigner';
import { BOB, ME, PATH, PHRASE, honest, intent } from '../../test/ripple/testPayments';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const sale = { providerName: 'transakt', providerDisplayName: 'Transakt' };

describe('a sell deposit through the signer process', () => {
  it('is refused without its tag or to another chain’s address, nothing journaled', async () => {
    const { signer, walletId, journaled } = await startSignerWithPhrase(tmp.make(), PHRASE);
    const deposit = (over: Record<string, unknown>) => ({
      walletId,
      network: 'mainnet',
      unsigned: honest({ DestinationTag: 4242 }),
      intent: {
        family: 'ripple',
        kind: 'sellDeposit',
        chainName: 'ripple',
        from: ME,
        to: BOB,
        amount: '25000000',
        feeCap: '12',
        currentLedger: 100,
        memo: { kind: 'tag', value: '4242' },
        sale,
        ...over,
      },
      activePath: PATH,
    });
    expect(await signer.refused('signTransfer', deposit({ memo: undefined }))).toEqual({
      code: 'INTENT_MISMATCH',
      message: 'memo',
    });
    const other = await signer.refused(
      'signTransfer',
      deposit({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
    );
    expect(other).toMatchObject({ code: 'INTENT_MISMATCH', message: expect.stringMatching(/^to: /) });
    expect(journaled()).toBe(false);
    // the honest deposit signs: the process takes the kind and holds it to the bytes
    const signed = await signer.call('signTransfer', {
      walletId,
      network: 'mainnet',
      unsigned: honest({ DestinationTag: 4242 }),
      intent: intent({ kind: 'sellDeposit', memo: { kind: 'tag', value: '4242' }, sale }),
      activePath: PATH,
    });
    expect(signed.signed).toMatch(/tx_blob/);
  });
});
