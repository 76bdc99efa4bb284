import { describe, expect, it } from 'vitest';
import { testWallet } from '../../../test/utxo/testWallet';
import { addressDeriver, offlinePsbt } from '../../../test/utxo/offlinePsbt';
import { scriptOf } from './signScripts';
import { signUtxo } from './sign';
import type { UtxoSignIntent } from './checkIntent';

const wallet = testWallet();
const acct = wallet.account('p2wpkh');
const own = addressDeriver('litecoin', 'regtest', acct);
const change = own(1, 0).address;
const recipient = 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3';
// an address of another wallet: valid on the chain, but not ours
const foreign = addressDeriver(
  'litecoin',
  'regtest',
  testWallet('zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong').account('p2wpkh'),
)(1, 0).address;
const s = (a: string) => scriptOf('litecoin', 'regtest', a);

function build(outputs: { to: string; value: bigint }[]) {
  return offlinePsbt(
    'litecoin',
    'regtest',
    [{ account: acct, index: 0, value: 100_000n }],
    outputs.map((o) => ({ script: s(o.to), value: o.value })),
  ).toBase64();
}
const intent = (over: Partial<UtxoSignIntent> = {}): UtxoSignIntent => ({
  chain: 'litecoin',
  to: recipient,
  amount: 60_000n,
  feeCap: 2_000n,
  changeAddresses: [own(1, 0).address, own(1, 1).address],
  ...over,
});
const sign = (psbt: string, i: UtxoSignIntent) =>
  signUtxo({ chain: 'litecoin', network: 'regtest', psbt, intent: i, getPrivateKey: wallet.getPrivateKey });

describe('signUtxo holds the PSBT to the approved intent', () => {
  const good = build([
    { to: recipient, value: 60_000n },
    { to: change, value: 38_500n },
  ]);

  it('signs a matching transfer and reports its fee', () => {
    const r = sign(good, intent());
    expect(r.fee).toBe(1_500n);
    expect(r.hex).toMatch(/^02000000/);
  });

  it.each([
    ['a different recipient', intent({ to: foreign }), 'not the recipient'],
    ['a different amount', intent({ amount: 50_000n }), 'recipient'],
    ['a fee above the cap', intent({ feeCap: 1_499n }), 'fee is above'],
    ['another chain', intent({ chain: 'bitcoin' }), 'another chain'],
  ])('refuses %s', (_name, i, text) => {
    expect(() => sign(good, i)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: expect.stringContaining(text) }),
    );
  });

  it('refuses change to an address that is not the wallet’s', () => {
    const bad = build([
      { to: recipient, value: 60_000n },
      { to: foreign, value: 38_500n },
    ]);
    expect(() => sign(bad, intent())).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH' }));
  });

  it('refuses a second payment to the recipient hidden as extra output', () => {
    const bad = build([
      { to: recipient, value: 60_000n },
      { to: recipient, value: 38_500n },
    ]);
    expect(() => sign(bad, intent())).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH' }));
  });

  it('refuses an input whose key is not the one at its path', () => {
    const other = testWallet('legal winner thank year wave sausage worth useful legal winner thank yellow');
    expect(() =>
      signUtxo({
        chain: 'litecoin',
        network: 'regtest',
        psbt: good,
        intent: intent(),
        getPrivateKey: other.getPrivateKey,
      }),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH' }));
  });

  it("says 'no built found' when nothing was built", () => {
    expect(() => sign('', intent())).toThrow('no built found');
    expect(() => sign('not a psbt', intent())).toThrow('no built found');
  });

  it('wipes every private key it was given', () => {
    const given: Uint8Array[] = [];
    signUtxo({
      chain: 'litecoin',
      network: 'regtest',
      psbt: good,
      intent: intent(),
      getPrivateKey: (p) => {
        const k = wallet.getPrivateKey(p);
        given.push(k);
        return k;
      },
    });
    expect(given.length).toBe(1);
    expect(given.every((k) => k.every((b) => b === 0))).toBe(true);
  });
});
