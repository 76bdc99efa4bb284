// What the Cosmos signer hands back verifies with cosmjs's own code: the TxRaw decodes with
// @cosmjs/proto-signing, its signature verifies against the signer info's key over the
// document rebuilt from the TxRaw, and the hash is sha256 of the TxRaw (the chain's tx id).
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { decodeTxRaw, makeSignBytes } from '@cosmjs/proto-signing';
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { bankSend, signDocHex, thorSend } from '../../../test/cosmos/offlineTx';
import { JournalDetailSchema } from '../../journal/journalEntry';
import { importedKeys, phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { COSMOS_PREFIX } from '../../../shared/chains/cosmos/validate';
import { COSMOS_CHAINS } from './chainTable';
import { chainSigner } from './index';

const seed = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const ME = chainSigner.deriveFromSeed(seed, "m/44'/118'/0'/0/0", { chain: 'cosmos' });
const BOB = chainSigner.deriveFromSeed(seed, "m/44'/118'/0'/0/1", { chain: 'cosmos' }).address;
const THOR_ME = chainSigner.deriveFromSeed(seed, "m/44'/931'/0'/0/0", { chain: 'thorchain' });
const THOR_BOB = chainSigner.deriveFromSeed(seed, "m/44'/931'/0'/0/1", { chain: 'thorchain' }).address;
type CosmosIntent = SignIntentOf<'cosmos'>;

function run(
  chainName: 'cosmos' | 'thorchain',
  withKey: boolean,
  keys: Keys = phraseKeys(seed),
  path?: string,
) {
  const thor = chainName === 'thorchain';
  const me = thor ? THOR_ME : ME;
  const to = thor ? THOR_BOB : BOB;
  const denom = thor ? 'rune' : 'uatom';
  const unsigned = signDocHex({
    messages: [(thor ? thorSend : bankSend)(me.address, to, [{ denom, amount: '250' }])],
    memo: 'hello',
    chainId: thor ? 'thorchain-local-1' : 'cosmos-local-1',
    accountNumber: 12n,
    sequence: 0n,
    publicKey: withKey ? hex.decode(me.publicKey) : null,
    fee: thor ? [] : [{ denom, amount: '3500' }],
    gasLimit: 140_000,
  });
  const intent: CosmosIntent = {
    family: 'cosmos',
    kind: 'transfer',
    chainName,
    from: me.address,
    to,
    amount: '250',
    denom,
    feeCap: thor ? '0' : '3500',
    accountNumber: '12',
    sequence: '0',
    memo: { kind: 'text', value: 'hello' },
  };
  const out = signTransfer({
    chainName,
    network: 'regtest',
    unsigned,
    intent,
    activePath: path ?? (thor ? "m/44'/931'/0'/0/0" : "m/44'/118'/0'/0/0"),
    keys,
    replacing: null,
    history: () => [],
  });
  return { out, me, chainId: thor ? 'thorchain-local-1' : 'cosmos-local-1' };
}

async function verifies(signedHex: string, chainId: string, publicKey: string): Promise<boolean> {
  const raw = hex.decode(signedHex);
  const tx = decodeTxRaw(raw);
  const key = PubKey.decode(tx.authInfo.signerInfos[0]!.publicKey!.value).key;
  expect(hex.encode(key)).toBe(publicKey);
  const { TxRaw } = await import('cosmjs-types/cosmos/tx/v1beta1/tx');
  const r = TxRaw.decode(raw);
  const bytes = makeSignBytes({
    bodyBytes: r.bodyBytes,
    authInfoBytes: r.authInfoBytes,
    chainId,
    accountNumber: 12n,
  });
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(r.signatures[0]!), sha256(bytes), key);
}

describe('the Cosmos signer', () => {
  it('its chain table names the same bech32 prefixes as the address validator', () => {
    expect(Object.keys(COSMOS_CHAINS).sort()).toEqual(Object.keys(COSMOS_PREFIX).sort());
    for (const [chain, row] of Object.entries(COSMOS_CHAINS)) expect(row.prefix).toBe(COSMOS_PREFIX[chain]);
  });

  for (const chainName of ['cosmos', 'thorchain'] as const)
    for (const withKey of [true, false])
      it(`${chainName}: signs a send ${withKey ? 'naming its key' : 'without a key (writes its own in)'}`, async () => {
        const { out, me, chainId } = run(chainName, withKey);
        expect(await verifies(out.signed, chainId, me.publicKey)).toBe(true);
        expect(out.hash).toBe(hex.encode(sha256(hex.decode(out.signed))));
        expect(out.fee).toBe(chainName === 'cosmos' ? 3500n : 0n);
        const detail = JournalDetailSchema.parse(out.detail);
        expect(detail).toMatchObject({
          family: 'cosmos',
          msgType: chainName === 'cosmos' ? '/cosmos.bank.v1beta1.MsgSend' : '/types.MsgSend',
          from: me.address,
          amount: '250',
          memo: 'hello',
          sequence: '0',
          accountNumber: '12',
          chainId,
          gasLimit: '140000',
        });
        const body = decodeTxRaw(hex.decode(out.signed)).body;
        expect(body.memo).toBe('hello');
      });

  it('signs with a key imported for the chain (path "")', async () => {
    const priv = hex.decode('1f'.repeat(32));
    const { address, publicKey } = chainSigner.addressFromPrivateKey(hex.encode(priv), { chain: 'cosmos' });
    const keys = importedKeys('cosmos', () => ({
      curve: 'secp256k1',
      privateKey: priv.slice(),
      compressed: true,
    }));
    const unsigned = signDocHex({
      messages: [bankSend(address, BOB, [{ denom: 'uatom', amount: '9' }])],
      chainId: 'cosmoshub-4',
      accountNumber: 12n,
      sequence: 5n,
      publicKey: null,
      fee: [{ denom: 'uatom', amount: '1' }],
    });
    const out = signTransfer({
      chainName: 'cosmos',
      network: 'mainnet',
      unsigned,
      intent: {
        family: 'cosmos',
        kind: 'transfer',
        chainName: 'cosmos',
        from: address,
        to: BOB,
        amount: '9',
        denom: 'uatom',
        feeCap: '1',
        accountNumber: '12',
        sequence: '5',
      },
      keys,
      replacing: null,
      history: () => [],
    });
    expect(await verifies(out.signed, 'cosmoshub-4', publicKey)).toBe(true);
  });
});
