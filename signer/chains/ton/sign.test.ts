// The real signer entry (signTransfer) over honest TON requests, run through @ton/sandbox: the
// wallet contract itself checks the signature, the seqno and the state init, so a signed
// external that lands is one the chain accepts, and the message it sends is the approved one.
import { ed25519 } from '@noble/curves/ed25519.js';
import { mnemonicToSeedSync } from '@scure/bip39';
import {
  Address,
  beginCell,
  Cell,
  loadMessage,
  storeMessage,
  toNano,
  type Message,
  type MessageRelaxed,
} from '@ton/core';
import { Blockchain } from '@ton/sandbox';
import { describe, expect, it } from 'vitest';
import { JournalDetailSchema } from '../../journal/journalEntry';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import {
  jettonBody,
  jettonWalletOf,
  tonMessage,
  unsignedTransfer,
  walletContract,
  type Version,
} from '../../../test/ton/offlineTransfer';
import { importedKeys, phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { chainSigner, tonSigner } from './index';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const PATH = "m/44'/607'/0'";
const PUB = Buffer.from(tonSigner.deriveFromSeed(seed, PATH).publicKey, 'hex');
const BOB = tonSigner.deriveFromSeed(seed, "m/44'/607'/1'").address;
const keys = phraseKeys(seed);
type TonIntent = SignIntentOf<'ton'>;

const wallet = (version: Version, network: NetworkKind = 'mainnet') =>
  walletContract(version, PUB, network === 'mainnet' ? 'mainnet' : 'testnet');
const fromOf = (version: Version, network: NetworkKind) =>
  wallet(version, network).address.toString({ bounceable: false, testOnly: network !== 'mainnet' });

const intent = (version: Version, network: NetworkKind, over: Partial<TonIntent> = {}): TonIntent => ({
  family: 'ton',
  kind: 'transfer',
  chainName: 'ton',
  from: fromOf(version, network),
  to: BOB,
  amount: '500000000',
  feeCap: '20000000',
  walletVersion: version,
  memo: { kind: 'text', value: 'rent' },
  ...over,
});

const sign = (unsigned: string, approved: TonIntent, network: NetworkKind, withKeys: Keys = keys) =>
  signTransfer({
    chainName: 'ton',
    network,
    unsigned,
    intent: approved,
    // an imported key has no path
    activePath: withKeys === keys ? PATH : undefined,
    keys: withKeys,
    replacing: null,
    history: () => [],
  });

const external = (signed: string): Message => loadMessage(Cell.fromBase64(signed).beginParse());
const seqnoOf = async (chain: Blockchain, address: Address) =>
  (await chain.runGetMethod(address, 'seqno')).stackReader.readNumber();

/** A sandbox chain where the wallet of `version` holds 5 TON and is not deployed yet. */
async function fundedChain(version: Version, network: NetworkKind, at = wallet(version, network).address) {
  const chain = await Blockchain.create();
  const faucet = await chain.treasury('faucet');
  await faucet.send({ to: at, value: toNano('5'), bounce: false });
  return chain;
}

/** Sends the signed external to the sandbox; returns the one internal message the wallet sent. */
async function land(
  chain: Blockchain,
  signed: string,
  version: Version,
  network: NetworkKind,
  at = wallet(version, network).address,
) {
  const msg = external(signed);
  const { transactions } = await chain.sendMessage(msg);
  const tx = transactions[0]!;
  expect(tx.address.toString(16).padStart(64, '0')).toBe(at.hash.toString('hex'));
  const d = tx.description;
  expect(d.type === 'generic' && d.computePhase.type === 'vm' && d.computePhase.success).toBe(true);
  expect(tx.outMessagesCount).toBe(1);
  return { tx, sent: tx.outMessages.get(0)! as MessageRelaxed };
}

const cases = [
  ['v4r2', 'mainnet'],
  ['v5r1', 'mainnet'],
  ['v4r2', 'testnet'],
  ['v5r1', 'testnet'],
] as const;

describe('TON signer, honest requests run by the wallet contract in @ton/sandbox', () => {
  it.each(cases)(
    '%s on %s: deploys with the first send, then sends again without the state init',
    async (version, network) => {
      const chain = await fundedChain(version, network);
      const first = await unsignedTransfer({
        version,
        publicKey: PUB,
        messages: [tonMessage(BOB, 500_000_000n, 'rent')],
        deploy: true,
        network,
        seqno: 0,
      });
      const out = sign(first, intent(version, network), network);
      expect(external(out.signed).init).toBeTruthy();
      const { tx, sent } = await land(chain, out.signed, version, network);
      // the hash the signer returns names the external message the chain ran
      expect(out.hash).toBe(beginCell().store(storeMessage(tx.inMessage!)).endCell().hash().toString('hex'));
      expect(sent.info.type === 'internal' && sent.info.dest.equals(Address.parse(BOB))).toBe(true);
      expect(sent.info.type === 'internal' && sent.info.value.coins).toBe(500_000_000n);
      expect(sent.body.beginParse().skip(32).loadStringTail()).toBe('rent');
      expect(await seqnoOf(chain, wallet(version, network).address)).toBe(1);
      expect(out.fee).toBe(0n);
      expect(JournalDetailSchema.parse(out.detail)).toEqual(out.detail);
      // strictly: a TON send names no jetton, not even as an undefined key
      expect(out.detail).toStrictEqual({
        family: 'ton',
        from: fromOf(version, network),
        walletVersion: version,
        seqno: 0,
        validUntil: expect.any(Number),
        deploys: true,
        fee: '0',
      });

      // the deployed wallet: no state init is sent with the second request
      const second = await unsignedTransfer({
        version,
        publicKey: PUB,
        messages: [tonMessage(BOB, 700_000_000n, 'rent')],
        network,
        seqno: 1,
      });
      const again = sign(second, intent(version, network, { amount: '700000000' }), network);
      expect(external(again.signed).init).toBeFalsy();
      const next = await land(chain, again.signed, version, network);
      expect(next.sent.info.type === 'internal' && next.sent.info.value.coins).toBe(700_000_000n);
      expect(await seqnoOf(chain, wallet(version, network).address)).toBe(2);
      expect(again.detail).toMatchObject({ seqno: 1, deploys: false });
    },
  );

  it('an imported ed25519 seed signs for its own wallet (no path)', async () => {
    const keyHex = 'ab'.repeat(32);
    const imported = importedKeys('ton', () => chainSigner.importedKey!(keyHex, 'ton', 'mainnet'));
    const publicKey = ed25519.getPublicKey(Buffer.from(keyHex, 'hex'));
    const own = walletContract('v4r2', publicKey);
    const chain = await fundedChain('v4r2', 'mainnet', own.address);
    const unsigned = await unsignedTransfer({
      version: 'v4r2',
      publicKey,
      messages: [tonMessage(BOB, 500_000_000n, 'rent')],
      deploy: true,
    });
    const from = own.address.toString({ bounceable: false });
    const out = sign(unsigned, intent('v4r2', 'mainnet', { from }), 'mainnet', imported);
    const { sent } = await land(chain, out.signed, 'v4r2', 'mainnet', own.address);
    expect(sent.info.type === 'internal' && sent.info.value.coins).toBe(500_000_000n);
    expect(out.detail).toMatchObject({ from });
  });

  it('a jetton transfer: the TON attached is the fee, and the journal names the jetton', async () => {
    const chain = await fundedChain('v4r2', 'mainnet');
    const master = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
    const own = jettonWalletOf(wallet('v4r2').address, Address.parse(master));
    const unsigned = await unsignedTransfer({
      version: 'v4r2',
      publicKey: PUB,
      deploy: true,
      messages: [
        {
          ...tonMessage(own.address.toString(), 150_000_000n, undefined, true),
          body: jettonBody({
            amount: 7_000_000n,
            destination: Address.parse(BOB),
            response: wallet('v4r2').address,
            text: 'rent',
          }),
        },
      ],
    });
    const out = sign(
      unsigned,
      intent('v4r2', 'mainnet', {
        jettonMaster: master,
        jettonWallet: own.field,
        amount: '7000000',
        feeCap: '200000000',
      }),
      'mainnet',
    );
    const { sent } = await land(chain, out.signed, 'v4r2', 'mainnet');
    expect(sent.info.type === 'internal' && sent.info.value.coins).toBe(150_000_000n);
    expect(out.fee).toBe(150_000_000n);
    expect(out.detail).toMatchObject({ fee: '150000000', jettonMaster: master, deploys: true });
  });
});
