import { secp256k1 } from '@noble/curves/secp256k1.js';
import type * as Secp from 'tiny-secp256k1';
import { script as bscript } from 'bitcoinjs-lib';
import * as ecc from 'tiny-secp256k1';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../shared/errors';
import { testWallet } from '../../../test/utxo/testWallet';
import { addressDeriver, offlinePsbt } from '../../../test/utxo/offlinePsbt';
import { scriptOf } from './signScripts';
import { secpKeysOver, tapTweak } from '../keys/secp';
import { faultyKeys } from '../../../test/utxo/faultyKeys';
import { inputSigner, signUtxo } from './sign';
import type { UtxoSignIntent } from './checkIntent';

// every private key tiny-secp256k1 derives (negated, tweaked) is recorded, to prove it is wiped
const derived = vi.hoisted(() => [] as Uint8Array[]);
vi.mock('tiny-secp256k1', async (importOriginal) => {
  const ecc = await importOriginal<typeof Secp>();
  const kept =
    <A extends unknown[]>(f: (...a: A) => Uint8Array | null) =>
    (...a: A) => {
      const k = f(...a);
      if (k) derived.push(k);
      return k;
    };
  return { ...ecc, privateAdd: kept(ecc.privateAdd), privateNegate: kept(ecc.privateNegate) };
});

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
/** The wallet's keys, recording each key it lends (and wipes once the capability returns). */
const lending = (given: Uint8Array[]) =>
  secpKeysOver((path, use) => {
    const k = wallet.getPrivateKey(path);
    given.push(k);
    try {
      return use(k, secp256k1.getPublicKey(k, true));
    } finally {
      k.fill(0);
    }
  });
const sign = (psbt: string, i: UtxoSignIntent) =>
  signUtxo({ chain: 'litecoin', network: 'regtest', psbt, intent: i, keys: wallet.keys });

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
    // signUtxo is also called without the transfer signer, which checks the recipient first
    [
      'a recipient that is no address of the chain',
      intent({ to: 'not-an-address' }),
      'An approved address is not valid for this chain',
    ],
    [
      'a change address of another network',
      intent({ changeAddresses: ['ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9'] }),
      'An approved address is not valid for this chain',
    ],
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
        keys: other.keys,
      }),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH' }));
  });

  it('refuses an input naming another key than the one at its path', () => {
    const p = offlinePsbt(
      'litecoin',
      'regtest',
      [{ account: acct, index: 0, value: 100_000n }],
      [
        { script: s(recipient), value: 60_000n },
        { script: s(change), value: 38_500n },
      ],
    );
    p.data.inputs[0]!.bip32Derivation![0]!.pubkey = own(0, 1).pubkey;
    expect(() => sign(p.toBase64(), intent())).toThrow(
      expect.objectContaining({
        code: 'INTENT_MISMATCH',
        message: 'An input is not spendable by this wallet',
      }),
    );
  });

  it('refuses an input that does not say which key signs it', () => {
    const p = offlinePsbt(
      'litecoin',
      'regtest',
      [{ account: acct, index: 0, value: 100_000n }],
      [
        { script: s(recipient), value: 60_000n },
        { script: s(change), value: 38_500n },
      ],
    );
    delete p.data.inputs[0]!.bip32Derivation;
    expect(() => sign(p.toBase64(), intent())).toThrow(
      expect.objectContaining({
        code: 'INTENT_MISMATCH',
        message: 'An input does not say which key signs it',
      }),
    );
  });

  it('never hands out a transaction whose signature does not verify (a fault while signing)', () => {
    const failed = expect.objectContaining({
      code: 'INTERNAL',
      message: 'Error in validation of bitcoin transaction',
    });
    expect(() =>
      signUtxo({
        chain: 'litecoin',
        network: 'regtest',
        psbt: good,
        intent: intent(),
        keys: faultyKeys(wallet.keys),
      }),
    ).toThrow(failed);
    const tr = wallet.account('p2tr');
    const trOwn = addressDeriver('litecoin', 'regtest', tr);
    const taproot = offlinePsbt(
      'litecoin',
      'regtest',
      [{ account: tr, index: 0, value: 100_000n }],
      [
        { script: s(recipient), value: 60_000n },
        { script: trOwn(1, 0).script, value: 38_500n },
      ],
    ).toBase64();
    const trIntent = intent({ changeAddresses: [trOwn(1, 0).address] });
    expect(
      signUtxo({ chain: 'litecoin', network: 'regtest', psbt: taproot, intent: trIntent, keys: wallet.keys })
        .fee,
    ).toBe(1_500n);
    expect(() =>
      signUtxo({
        chain: 'litecoin',
        network: 'regtest',
        psbt: taproot,
        intent: trIntent,
        keys: faultyKeys(wallet.keys),
      }),
    ).toThrow(failed);
  });

  it('signs a taproot input as BIP86 key path only when it names its internal key', () => {
    const tr = wallet.account('p2tr');
    const trOwn = addressDeriver('litecoin', 'regtest', tr);
    const p = offlinePsbt(
      'litecoin',
      'regtest',
      [{ account: tr, index: 0, value: 100_000n }],
      [
        { script: s(recipient), value: 60_000n },
        { script: trOwn(1, 0).script, value: 38_500n },
      ],
    );
    // without it, only a script path is left: here a leaf a hostile builder wrote around the
    // wallet's own output key, which the wallet never committed to and never signs for
    const input = p.data.inputs[0]!;
    const internal = input.tapInternalKey!;
    const tweaked = ecc.xOnlyPointAddTweak(internal, tapTweak(internal))!.xOnlyPubkey;
    delete input.tapInternalKey;
    p.data.updateInput(0, {
      tapLeafScript: [
        {
          leafVersion: 0xc0,
          script: bscript.compile([tweaked, bscript.OPS.OP_CHECKSIG]),
          controlBlock: Uint8Array.from([0xc0, ...internal]),
        },
      ],
    });
    expect(() =>
      signUtxo({
        chain: 'litecoin',
        network: 'regtest',
        psbt: p.toBase64(),
        intent: intent({ changeAddresses: [trOwn(1, 0).address] }),
        keys: wallet.keys,
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'INTENT_MISMATCH',
        message: 'An input is not spendable by this wallet',
      }),
    );
  });

  it('passes a failure of the key capability on as it is, not as a foreign input', () => {
    const gone = new AppError('INTERNAL', 'The key could not be used');
    const keys: typeof wallet.keys = {
      ...wallet.keys,
      sign: () => {
        throw gone;
      },
      underAccount: (_account, use) => use(keys),
    };
    expect(() =>
      signUtxo({ chain: 'litecoin', network: 'regtest', psbt: good, intent: intent(), keys }),
    ).toThrow(gone);
  });

  it('signs a fee the user approved even above bitcoinjs’ absurd-fee rate (the cap is the check)', () => {
    const rich = offlinePsbt(
      'litecoin',
      'regtest',
      [{ account: acct, index: 0, value: 1_000_000n }],
      [
        { script: s(recipient), value: 60_000n },
        { script: s(change), value: 38_500n },
      ],
    ).toBase64();
    // 901 500 on one input and two outputs: over 6 000 per virtual byte, above bitcoinjs' 5 000
    expect(sign(rich, intent({ feeCap: 901_500n })).fee).toBe(901_500n);
  });

  it('gives a taproot input a Schnorr signer only: its key never makes an ECDSA signature', () => {
    const tr = wallet.account('p2tr');
    const p = offlinePsbt(
      'litecoin',
      'regtest',
      [{ account: tr, index: 0, value: 100_000n }],
      [{ script: s(recipient), value: 60_000n }],
    );
    expect(() => inputSigner(p, 0, wallet.keys).sign(new Uint8Array(32))).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'A taproot input is signed with Schnorr' }),
    );
  });

  it("says 'no built found' when nothing was built", () => {
    const none = expect.objectContaining({ code: 'BAD_INPUT', message: 'no built found' });
    expect(() => sign('', intent())).toThrow(none);
    expect(() => sign('not a psbt', intent())).toThrow(none);
  });

  it('lends the inputs’ account node once for the whole signature, not a walk from the seed per input', () => {
    const lent: string[] = [];
    const keys = {
      ...wallet.keys,
      underAccount: <T>(account: string, use: (k: typeof wallet.keys) => T): T => {
        lent.push(account);
        return wallet.keys.underAccount(account, use);
      },
    };
    const two = offlinePsbt(
      'litecoin',
      'regtest',
      [12, 0].map((index) => ({ account: acct, index, value: 100_000n })),
      [
        { script: s(recipient), value: 60_000n },
        { script: s(change), value: 138_500n },
      ],
    ).toBase64();
    expect(signUtxo({ chain: 'litecoin', network: 'regtest', psbt: two, intent: intent(), keys }).fee).toBe(
      1_500n,
    );
    expect(lent).toEqual([acct.path]);
  });

  it('lends no node for inputs that name no key: the refusal comes before any key is touched', () => {
    const lent: unknown[] = [];
    const keys = {
      ...wallet.keys,
      underAccount: <T>(account: string, use: (k: typeof wallet.keys) => T): T => {
        lent.push(account);
        return wallet.keys.underAccount(account, use);
      },
    };
    // main hands a phrase wallet coins without derivation paths (an imported key's, say)
    const p = offlinePsbt(
      'litecoin',
      'regtest',
      [{ account: acct, index: 0, value: 100_000n }],
      [
        { script: s(recipient), value: 60_000n },
        { script: s(change), value: 38_500n },
      ],
    );
    delete p.data.inputs[0]!.bip32Derivation;
    expect(() =>
      signUtxo({ chain: 'litecoin', network: 'regtest', psbt: p.toBase64(), intent: intent(), keys }),
    ).toThrow(expect.objectContaining({ message: 'An input does not say which key signs it' }));
    expect(lent).toEqual([]);
  });

  it('wipes every private key lent to its capability', () => {
    const given: Uint8Array[] = [];
    signUtxo({
      chain: 'litecoin',
      network: 'regtest',
      psbt: good,
      intent: intent(),
      keys: lending(given),
    });
    // the input's public key, then its signature: each a key lent for one call
    expect(given.length).toBe(2);
    expect(given.every((k) => k.every((b) => b === 0))).toBe(true);
  });

  it('wipes the taproot keys it tweaks, and the negated key of an odd-Y point', () => {
    const tr = wallet.account('p2tr');
    const trOwn = addressDeriver('litecoin', 'regtest', tr);
    const inputs = [0, 1, 2, 3].map((index) => ({ account: tr, index, value: 100_000n }));
    const given: Uint8Array[] = [];
    derived.length = 0;
    signUtxo({
      chain: 'litecoin',
      network: 'regtest',
      psbt: offlinePsbt('litecoin', 'regtest', inputs, [
        { script: s(recipient), value: 60_000n },
        { script: trOwn(1, 0).script, value: 338_500n },
      ]).toBase64(),
      intent: intent({ changeAddresses: [trOwn(1, 0).address] }),
      keys: lending(given),
    });
    expect(given).toHaveLength(8);
    // four tweaked keys, and at least one negation among these four keys
    expect(derived.length).toBeGreaterThan(4);
    expect([...given, ...derived].every((k) => k.every((b) => b === 0))).toBe(true);
  });
});
