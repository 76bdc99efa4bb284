// Native asset transfers (issue 37) against a hostile main: the body is built with CSL's own
// constructors (test/cardano/bodies) and the real signer entry `signTransfer` must refuse with
// INTENT_MISMATCH naming the field. Each vector differs from the honest token body in one
// thing, so it fails when its check is removed; the honest twins sign.
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import {
  ABANDON,
  bodyHex,
  cardanoAddressAt,
  cardanoPath,
  type BodySpec,
  type OutputSpec,
} from '../../../test/cardano/bodies';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { MAX_SENT_ALONG_LOVELACE } from './checkToken';
import { decodeCardanoBody } from './decodeBody';

const keys = phraseKeys(mnemonicToSeedSync(ABANDON), { phrase: ABANDON, passphrase: '' });
const ME = cardanoAddressAt(0);
const BOB = cardanoAddressAt(1);
const MALLORY = cardanoAddressAt(7);
const IN_A = `${'a1'.repeat(32)}#0`;
const IN_B = `${'b2'.repeat(32)}#3`;
const SNEK_POLICY = '279c909f348e533da5808898f87f9a14bb2c3dfbbacccd631d927a3f';
const SNEK = `${SNEK_POLICY}534e454b`;
/** same policy, another name */
const SNEK2 = `${SNEK_POLICY}534e454c`;
/** same name, another policy */
const FAKE = `${'27'.repeat(28)}534e454b`;
const USDM = `${'c4'.repeat(28)}0014df105553444d`;
const ALONG = 1_185_000n;

const intent = (over: Partial<SignIntentOf<'cardano'>> = {}): SignIntentOf<'cardano'> => ({
  family: 'cardano',
  kind: 'transfer',
  chainName: 'cardano',
  from: ME,
  to: BOB,
  amount: '400000',
  feeCap: '200000',
  token: { policyId: SNEK_POLICY, assetName: '534e454b' },
  lovelace: String(ALONG),
  ...over,
});

const pay = (over: Partial<OutputSpec> = {}): OutputSpec => ({
  address: BOB,
  lovelace: ALONG,
  assets: [[SNEK, 400_000n]],
  ...over,
});
const change = (over: Partial<OutputSpec> = {}): OutputSpec => ({
  address: ME,
  lovelace: 5_830_000n,
  assets: [
    [SNEK, 850_000n],
    [USDM, 75_500_000n],
  ],
  ...over,
});
const honest = (over: Partial<BodySpec> = {}): BodySpec => ({
  inputs: [IN_A, IN_B],
  outputs: [pay(), change()],
  fee: 175_000n,
  ttl: 90_000n,
  ...over,
});

const sign = (unsigned: string, approved: SignIntentOf<'cardano'>) =>
  signTransfer({
    chainName: 'cardano',
    network: 'regtest',
    unsigned,
    intent: approved,
    activePath: cardanoPath(0),
    keys,
    replacing: null,
    history: () => [],
  });

interface RefusalVector {
  name: string;
  body: () => BodySpec;
  intent?: SignIntentOf<'cardano'>;
  field: string;
}

const TOKEN_REFUSALS: readonly RefusalVector[] = [
  {
    name: 'pays another recipient',
    body: () => honest({ outputs: [pay({ address: MALLORY }), change()] }),
    field: 'to',
  },
  {
    name: 'sends another amount of the token',
    body: () => honest({ outputs: [pay({ assets: [[SNEK, 400_001n]] }), change()] }),
    field: 'amount',
  },
  {
    name: 'sends another asset of the same policy',
    body: () => honest({ outputs: [pay({ assets: [[SNEK2, 400_000n]] }), change()] }),
    field: 'token',
  },
  {
    name: 'sends an asset of the same name under another policy',
    body: () => honest({ outputs: [pay({ assets: [[FAKE, 400_000n]] }), change()] }),
    field: 'token',
  },
  {
    name: 'sends a second asset along with the approved one',
    body: () =>
      honest({
        outputs: [
          pay({
            assets: [
              [SNEK, 400_000n],
              [USDM, 1n],
            ],
          }),
          change({ assets: [[SNEK, 850_000n]] }),
        ],
      }),
    field: 'assets',
  },
  {
    name: 'sends the lovelace but not the token',
    body: () => honest({ outputs: [pay({ assets: [] }), change()] }),
    field: 'assets',
  },
  {
    name: 'puts more ADA in the recipient’s output than approved',
    body: () => honest({ outputs: [pay({ lovelace: ALONG + 1n }), change()] }),
    field: 'lovelace',
  },
  {
    name: 'puts less ADA in the recipient’s output than approved',
    body: () => honest({ outputs: [pay({ lovelace: ALONG - 1n }), change()] }),
    field: 'lovelace',
  },
  {
    name: 'has the user approve an absurd amount of ADA sent along (over the bound)',
    body: () => honest({ outputs: [pay({ lovelace: MAX_SENT_ALONG_LOVELACE + 1n }), change()] }),
    intent: intent({ lovelace: String(MAX_SENT_ALONG_LOVELACE + 1n) }),
    field: 'lovelace',
  },
  {
    name: 'names a token but no lovelace sent along',
    body: honest,
    intent: (({ lovelace: _l, ...rest }) => rest)(intent()),
    field: 'lovelace',
  },
  {
    name: 'names lovelace sent along on an ADA transfer',
    body: () => honest({ outputs: [pay({ lovelace: 400_000n, assets: [] }), change()] }),
    intent: (({ token: _t, ...rest }) => rest)(intent()),
    field: 'lovelace',
  },
  {
    name: 'sends an asset with an ADA transfer',
    body: () => honest({ outputs: [pay({ lovelace: 2_000_000n }), change()] }),
    intent: (({ token: _t, lovelace: _l, ...rest }) => ({ ...rest, amount: '2000000' }))(intent()),
    field: 'assets',
  },
  {
    name: 'sends the change, with the other assets, to someone else',
    body: () => honest({ outputs: [pay(), change({ address: MALLORY })] }),
    field: 'change',
  },
  {
    name: 'sends part of the other assets to a third output',
    body: () =>
      honest({
        outputs: [
          pay(),
          change({ assets: [[SNEK, 850_000n]] }),
          { address: MALLORY, lovelace: 1_500_000n, assets: [[USDM, 75_500_000n]] },
        ],
      }),
    field: 'outputs',
  },
  { name: 'burns or mints (a mint field)', body: () => honest({ extras: ['mint'] }), field: 'mint' },
  { name: 'pays a higher fee than approved', body: () => honest({ fee: 200_001n }), field: 'feeCap' },
];

describe('cardano signer: native asset transfers against a hostile main', () => {
  it.each(TOKEN_REFUSALS)('refuses: $name', ({ body, intent: approved, field }) => {
    expect(() => sign(bodyHex(body()), approved ?? intent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: field }),
    );
  });

  it('signs the honest token body, one without change, and one at the bound; journals the asset', () => {
    const signed = sign(bodyHex(honest()), intent());
    expect(signed.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.detail).toMatchObject({ family: 'cardano', token: SNEK, change: '5830000' });
    expect(sign(bodyHex(honest({ outputs: [pay()] })), intent()).hash).toMatch(/^[0-9a-f]{64}$/);
    const atBound = pay({ lovelace: MAX_SENT_ALONG_LOVELACE });
    expect(
      sign(
        bodyHex(honest({ outputs: [atBound, change()] })),
        intent({ lovelace: String(MAX_SENT_ALONG_LOVELACE) }),
      ).hash,
    ).toMatch(/^[0-9a-f]{64}$/);
    // an ADA transfer whose change keeps assets signs, and journals no token
    const ada = (({ token: _t, lovelace: _l, ...rest }) => ({ ...rest, amount: '2000000' }))(intent());
    const plain = sign(
      bodyHex(honest({ outputs: [pay({ lovelace: 2_000_000n, assets: [] }), change()] })),
      ada,
    );
    expect(plain.detail).not.toHaveProperty('token');
  });

  it('decodes every asset of an output by unit, with its quantity', () => {
    const body = decodeCardanoBody(bodyHex(honest()));
    expect(body.outputs[0]!.assets).toEqual([{ unit: SNEK, quantity: 400_000n }]);
    expect(body.outputs[1]!.assets).toEqual(
      expect.arrayContaining([
        { unit: SNEK, quantity: 850_000n },
        { unit: USDM, quantity: 75_500_000n },
      ]),
    );
    expect(body.outputs[1]!.assets).toHaveLength(2);
  });

  it('the bound on ADA sent along is above any one-asset output’s min-ADA and below a payment', () => {
    // a base address, the longest asset name: 4310 lovelace per byte × about 230 bytes ≈ 1.0–1.8 ADA
    expect(MAX_SENT_ALONG_LOVELACE).toBe(3_000_000n);
  });
});
