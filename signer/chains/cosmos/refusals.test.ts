// The attacks each Cosmos signer check stops, as data: a hostile node (or main) writes the
// SignDoc and the intent, and the real signer entry `signTransfer` must refuse naming the field.
// Honest documents are built offline with cosmjs's own encoders (test/cosmos/offlineTx); each
// vector changes one thing of an honest one, built inside its test.
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { bankSend, signDocHex, thorSend, type DocParts } from '../../../test/cosmos/offlineTx';
import { importedKeys, phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { cosmosSigner } from './derive';
import { signCosmos } from './transferSigner';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const PATH = "m/44'/118'/0'/0/0";
const THOR_PATH = "m/44'/931'/0'/0/0";
const atom = (i: number) => cosmosSigner.deriveFromSeed(seed, `m/44'/118'/0'/0/${i}`, { chain: 'cosmos' });
const rune = (i: number) => cosmosSigner.deriveFromSeed(seed, `m/44'/931'/0'/0/${i}`, { chain: 'thorchain' });
const ME = atom(0);
const BOB = atom(1).address;
const MALLORY = atom(2);
const THOR_ME = rune(0);
const THOR_BOB = rune(1).address;
const THOR_MALLORY = rune(2).address;
const walletKeys: Keys = phraseKeys(seed);
type CosmosIntent = SignIntentOf<'cosmos'>;

const intent = (over: Partial<CosmosIntent> = {}): CosmosIntent => ({
  family: 'cosmos',
  kind: 'transfer',
  chainName: 'cosmos',
  from: ME.address,
  to: BOB,
  amount: '1500000',
  denom: 'uatom',
  feeCap: '5000',
  accountNumber: '7',
  sequence: '3',
  memo: { kind: 'text', value: 'invoice 42' },
  ...over,
});
const thorIntent = (over: Partial<CosmosIntent> = {}): CosmosIntent =>
  intent({
    chainName: 'thorchain',
    from: THOR_ME.address,
    to: THOR_BOB,
    denom: 'rune',
    feeCap: '0',
    ...over,
  });

const doc = (over: Partial<DocParts> = {}) =>
  signDocHex({
    messages: [bankSend(ME.address, BOB, [{ denom: 'uatom', amount: '1500000' }])],
    memo: 'invoice 42',
    chainId: 'cosmoshub-4',
    accountNumber: 7n,
    sequence: 3n,
    publicKey: hex.decode(ME.publicKey),
    fee: [{ denom: 'uatom', amount: '5000' }],
    ...over,
  });
const thorDoc = (over: Partial<DocParts> = {}) =>
  doc({
    messages: [thorSend(THOR_ME.address, THOR_BOB, [{ denom: 'rune', amount: '1500000' }])],
    chainId: 'thorchain-1',
    publicKey: hex.decode(THOR_ME.publicKey),
    fee: [],
    ...over,
  });

const sign = (unsigned: string, approved: CosmosIntent, keys = walletKeys) =>
  signTransfer({
    chainName: approved.chainName,
    network: 'mainnet',
    unsigned,
    intent: approved,
    activePath: approved.chainName === 'thorchain' ? THOR_PATH : PATH,
    keys,
    replacing: null,
    history: () => [],
  });

interface RefusalVector {
  name: string;
  input: () => { unsigned: string; intent: CosmosIntent };
  field: string;
}

const coin = (amount: string, denom = 'uatom') => [{ denom, amount }];

const REFUSALS: readonly RefusalVector[] = [
  // ── the message: one bank send of the approved amount to the approved recipient
  {
    name: 'pays another recipient',
    input: () => ({
      unsigned: doc({ messages: [bankSend(ME.address, MALLORY.address, coin('1500000'))] }),
      intent: intent(),
    }),
    field: 'to',
  },
  {
    name: 'sends another amount',
    input: () => ({
      unsigned: doc({ messages: [bankSend(ME.address, BOB, coin('1500001'))] }),
      intent: intent(),
    }),
    field: 'amount',
  },
  {
    name: 'writes the amount with a leading zero (another string than approved)',
    input: () => ({
      unsigned: doc({ messages: [bankSend(ME.address, BOB, coin('01500000'))] }),
      intent: intent(),
    }),
    field: 'amount',
  },
  {
    name: 'sends two coins where one was approved',
    input: () => ({
      unsigned: doc({
        messages: [bankSend(ME.address, BOB, [...coin('1500000'), { denom: 'ibc/27394FB', amount: '9' }])],
      }),
      intent: intent(),
    }),
    field: 'amount',
  },
  {
    name: 'sends another denom (an IBC token) in the message',
    input: () => ({
      unsigned: doc({ messages: [bankSend(ME.address, BOB, coin('1500000', 'ibc/27394FB'))] }),
      intent: intent(),
    }),
    field: 'denom',
  },
  {
    name: 'THORChain: approves a denom that is not RUNE (message and intent agree on it; no tokens there)',
    input: () => ({
      unsigned: thorDoc({ messages: [thorSend(THOR_ME.address, THOR_BOB, coin('1500000', 'ibc/27394FB'))] }),
      intent: thorIntent({ denom: 'ibc/27394FB' }),
    }),
    field: 'denom',
  },
  {
    name: 'moves a foreign account’s coins',
    input: () => ({
      unsigned: doc({ messages: [bankSend(MALLORY.address, BOB, coin('1500000'))] }),
      intent: intent(),
    }),
    field: 'sender',
  },
  {
    name: 'names a sender that is not the signing key',
    input: () => ({ unsigned: doc(), intent: intent({ from: MALLORY.address }) }),
    field: 'from',
  },
  {
    name: 'carries a second message (a send to the attacker after the approved one)',
    input: () => ({
      unsigned: doc({
        messages: [
          bankSend(ME.address, BOB, coin('1500000')),
          bankSend(ME.address, MALLORY.address, coin('1')),
        ],
      }),
      intent: intent(),
    }),
    field: 'message count',
  },
  {
    name: 'carries another message type (an authz grant)',
    input: () => ({
      unsigned: doc({
        messages: [{ typeUrl: '/cosmos.authz.v1beta1.MsgGrant', value: new Uint8Array([10, 1, 65]) }],
      }),
      intent: intent(),
    }),
    field: 'message type',
  },
  {
    name: 'uses THORChain’s message on the Hub',
    input: () => ({
      unsigned: doc({ messages: [thorSend(THOR_ME.address, THOR_BOB, coin('1500000'))] }),
      intent: intent(),
    }),
    field: 'message type',
  },
  {
    name: 'THORChain: uses the bank MsgSend instead of types.MsgSend',
    input: () => ({
      unsigned: thorDoc({ messages: [bankSend(THOR_ME.address, THOR_BOB, coin('1500000', 'rune'))] }),
      intent: thorIntent(),
    }),
    field: 'message type',
  },
  {
    name: 'THORChain: pays another recipient',
    input: () => ({
      unsigned: thorDoc({ messages: [thorSend(THOR_ME.address, THOR_MALLORY, coin('1500000', 'rune'))] }),
      intent: thorIntent(),
    }),
    field: 'to',
  },
  {
    name: 'THORChain: an address of 21 bytes',
    input: () => {
      const m = thorSend(THOR_ME.address, THOR_BOB, coin('1500000', 'rune'));
      // field 2 (to_address) of 20 bytes → 21 bytes
      const v = hex.encode(m.value).replace(/^(0a14[0-9a-f]{40})1214([0-9a-f]{40})/, '$11215$200');
      return {
        unsigned: thorDoc({ messages: [{ typeUrl: m.typeUrl, value: hex.decode(v) }] }),
        intent: thorIntent(),
      };
    },
    field: 'address',
  },
  {
    name: 'THORChain: a message field types.MsgSend does not have',
    input: () => {
      const m = thorSend(THOR_ME.address, THOR_BOB, coin('1500000', 'rune'));
      return {
        unsigned: thorDoc({
          messages: [{ typeUrl: m.typeUrl, value: hex.decode(`${hex.encode(m.value)}2001`) }],
        }),
        intent: thorIntent(),
      };
    },
    field: 'message encoding',
  },
  {
    name: 'a bank message field cosmjs-types does not have',
    input: () => {
      const m = bankSend(ME.address, BOB, coin('1500000'));
      return {
        unsigned: doc({
          messages: [{ typeUrl: m.typeUrl, value: hex.decode(`${hex.encode(m.value)}2001`) }],
        }),
        intent: intent(),
      };
    },
    field: 'message encoding',
  },
  // ── memo
  {
    name: 'carries another memo (an exchange deposit memo of the attacker)',
    input: () => ({ unsigned: doc({ memo: 'mallory-deposit' }), intent: intent() }),
    field: 'memo',
  },
  {
    name: 'carries a memo where none was approved',
    input: () => ({ unsigned: doc(), intent: intent({ memo: undefined }) }),
    field: 'memo',
  },
  {
    name: 'approves a numeric tag, which a Cosmos memo is not',
    input: () => ({
      unsigned: doc(),
      intent: intent({ memo: { kind: 'tag', value: 'invoice 42' } as never }),
    }),
    field: 'memo',
  },
  // ── the body and the document
  {
    name: 'has extension options',
    input: () => ({
      unsigned: doc({
        editBody: (b) =>
          b.extensionOptions.push({
            typeUrl: '/ethermint.evm.v1.ExtensionOptionsEthereumTx',
            value: new Uint8Array(),
          }),
      }),
      intent: intent(),
    }),
    field: 'extension options',
  },
  {
    name: 'has non-critical extension options',
    input: () => ({
      unsigned: doc({
        editBody: (b) => b.nonCriticalExtensionOptions.push({ typeUrl: '/x', value: new Uint8Array() }),
      }),
      intent: intent(),
    }),
    field: 'extension options',
  },
  {
    name: 'is unordered (SDK 0.53: replayable by whoever holds it until it times out)',
    input: () => ({ unsigned: doc({ editBody: (b) => (b.unordered = true) }), intent: intent() }),
    field: 'unordered',
  },
  {
    name: 'a body field cosmjs-types does not know (field 12)',
    input: () => ({ unsigned: doc({ bodySuffix: '6001' }), intent: intent() }),
    field: 'body encoding',
  },
  {
    name: 'a sign doc field cosmjs-types does not know',
    input: () => ({ unsigned: doc({ docSuffix: '2801' }), intent: intent() }),
    field: 'sign doc encoding',
  },
  {
    name: 'an auth info field cosmjs-types does not know',
    input: () => ({ unsigned: doc({ authInfoSuffix: '2001' }), intent: intent() }),
    field: 'auth info encoding',
  },
  {
    name: 'is for another chain (a testnet document on mainnet)',
    input: () => ({ unsigned: doc({ chainId: 'theta-testnet-001' }), intent: intent() }),
    field: 'chain id',
  },
  {
    name: 'is for another chain of the family (THORChain’s id on the Hub)',
    input: () => ({ unsigned: doc({ chainId: 'thorchain-1' }), intent: intent() }),
    field: 'chain id',
  },
  {
    name: 'another account number than main read',
    input: () => ({ unsigned: doc({ accountNumber: 8n }), intent: intent() }),
    field: 'account number',
  },
  // ── the signer info
  {
    name: 'another sequence',
    input: () => ({ unsigned: doc({ sequence: 4n }), intent: intent() }),
    field: 'sequence',
  },
  {
    name: 'another public key (the signature would not verify, or binds another account)',
    input: () => ({ unsigned: doc({ publicKey: hex.decode(MALLORY.publicKey) }), intent: intent() }),
    field: 'public key',
  },
  {
    name: 'a public key of another type',
    input: () => ({
      unsigned: doc({
        editAuthInfo: (a) => {
          a.signerInfos[0]!.publicKey = {
            typeUrl: '/cosmos.crypto.ed25519.PubKey',
            value: new Uint8Array([10, 1, 1]),
          };
        },
      }),
      intent: intent(),
    }),
    field: 'public key',
  },
  {
    name: 'the signer’s own key bytes under another key type (ed25519)',
    input: () => ({
      unsigned: doc({
        editAuthInfo: (a) => {
          a.signerInfos[0]!.publicKey = {
            typeUrl: '/cosmos.crypto.ed25519.PubKey',
            value: PubKey.encode({ key: hex.decode(ME.publicKey) }).finish(),
          };
        },
      }),
      intent: intent(),
    }),
    field: 'public key',
  },
  {
    name: 'a signer info without a mode',
    input: () => ({
      unsigned: doc({
        editAuthInfo: (a) => {
          a.signerInfos[0]!.modeInfo = undefined;
        },
      }),
      intent: intent(),
    }),
    field: 'sign mode',
  },
  {
    name: 'a public key message with a field it does not have',
    input: () => ({
      unsigned: doc({
        editAuthInfo: (a) => {
          const v = a.signerInfos[0]!.publicKey!.value;
          a.signerInfos[0]!.publicKey!.value = new Uint8Array([...v, 0x10, 0x01]);
        },
      }),
      intent: intent(),
    }),
    field: 'public key encoding',
  },
  {
    name: 'sign mode amino JSON (the signature would cover another document)',
    input: () => ({ unsigned: doc({ signMode: SignMode.SIGN_MODE_LEGACY_AMINO_JSON }), intent: intent() }),
    field: 'sign mode',
  },
  {
    name: 'two signer infos',
    input: () => ({
      unsigned: doc({ editAuthInfo: (a) => a.signerInfos.push({ ...a.signerInfos[0]!, sequence: 0n }) }),
      intent: intent(),
    }),
    field: 'signer count',
  },
  // ── the fee
  {
    name: 'pays a fee above the approved cap',
    input: () => ({ unsigned: doc({ fee: coin('5001') }), intent: intent() }),
    field: 'feeCap',
  },
  {
    name: 'pays the fee in two coins that together pass the cap',
    input: () => ({ unsigned: doc({ fee: [...coin('5000'), ...coin('1')] }), intent: intent() }),
    field: 'feeCap',
  },
  {
    name: 'pays the fee in another denom',
    input: () => ({ unsigned: doc({ fee: coin('5000', 'ibc/27394FB') }), intent: intent() }),
    field: 'fee denom',
  },
  {
    name: 'a fee amount that is not a base-unit integer',
    input: () => ({ unsigned: doc({ fee: coin('5e3') }), intent: intent() }),
    field: 'fee amount',
  },
  {
    name: 'THORChain: a fee where none was approved',
    input: () => ({ unsigned: thorDoc({ fee: coin('1', 'rune') }), intent: thorIntent() }),
    field: 'feeCap',
  },
  {
    name: 'names a fee granter',
    input: () => ({ unsigned: doc({ granter: MALLORY.address }), intent: intent() }),
    field: 'fee payer',
  },
  {
    name: 'names a fee payer',
    input: () => ({ unsigned: doc({ payer: MALLORY.address }), intent: intent() }),
    field: 'fee payer',
  },
  {
    name: 'carries a tip',
    input: () => ({
      unsigned: doc({ editAuthInfo: (a) => (a.tip = { amount: coin('1'), tipper: ME.address }) }),
      intent: intent(),
    }),
    field: 'tip',
  },
  // ── the intent
  {
    name: 'is approved as a staking kind',
    input: () => ({ unsigned: doc(), intent: intent({ kind: 'stake' as never }) }),
    field: 'kind',
  },
];

describe('the Cosmos signer refuses what the user did not approve', () => {
  it('signs the honest documents the vectors start from', () => {
    expect(sign(doc(), intent()).hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sign(thorDoc(), thorIntent()).hash).toMatch(/^[0-9a-f]{64}$/);
  });

  for (const v of REFUSALS) {
    it(v.name, () => {
      const { unsigned, intent: approved } = v.input();
      expect(() => sign(unsigned, approved)).toThrow(
        expect.objectContaining({ code: 'INTENT_MISMATCH', message: v.field }),
      );
    });
  }

  it('refuses bytes that are not hex, or not a SignDoc', () => {
    // not hex at the start, at the end, or an odd number of digits
    for (const bytes of ['zz', `zz${doc()}`, `${doc()}zz`, doc().slice(1)])
      expect(() => sign(bytes, intent())).toThrow(
        expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned tx is not hex' }),
      );
    expect(() => sign('ff', intent())).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned tx does not decode' }),
    );
  });

  it('a key imported for the Hub does not sign on THORChain', () => {
    const keys = importedKeys('cosmos', () => ({
      curve: 'secp256k1',
      privateKey: new Uint8Array(32).fill(7),
      compressed: true,
    }));
    expect(() => sign(thorDoc(), thorIntent(), keys)).toThrow(
      expect.objectContaining({
        code: 'INTENT_MISMATCH',
        message: 'This key was imported for another chain',
      }),
    );
  });

  it('refuses without a sending address, another family’s intent, or a chain outside its table', () => {
    const base = {
      network: 'mainnet' as const,
      unsigned: doc(),
      keys: walletKeys,
      replacing: null,
      history: () => [],
    };
    for (const path of [{}, { activePath: '' }])
      expect(() => signCosmos({ ...base, ...path, chainName: 'cosmos', intent: intent() })).toThrow(
        expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }),
      );
    expect(() =>
      signCosmos({
        ...base,
        chainName: 'cosmos',
        activePath: PATH,
        intent: { ...intent(), family: 'tron' } as never,
      }),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }));
    expect(() => signCosmos({ ...base, chainName: 'ethereum', activePath: PATH, intent: intent() })).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'chain' }),
    );
  });
});
