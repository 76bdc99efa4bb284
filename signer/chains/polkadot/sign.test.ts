// The real signer entry (signTransfer) over honest payloads: what comes back is a signed
// extrinsic the bundled metadata reads back as exactly the approved transfer, signed by the
// wallet's own key (ed25519 SLIP-10, sr25519 polkadot.js paths, an imported ed25519 seed).
import { ed25519 } from '@noble/curves/ed25519.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { hex } from '@scure/base';
import { getPublicKey, secretFromSeed, verify as srVerify } from '@scure/sr25519';
import { describe, expect, it } from 'vitest';
import { ss58Decode } from '../../../shared/chains/polkadot/validate';
import { honestParts, payloadHex, transferCall } from '../../../test/polkadot/payloads';
import { importedKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { polkadotSigner } from './derive';
import { chainSigner } from './index';
import { polkadotRegistry } from './runtime';
import {
  AMOUNT,
  edAddress,
  edPath,
  honestIntent,
  srAddress,
  walletKeys,
  type PolkadotIntent,
} from '../../../test/polkadot/testSetup';

const BOB = edAddress(1);

function sign(unsigned: string, intent: PolkadotIntent, activePath: string, keys: Keys = walletKeys) {
  return signTransfer({
    chainName: 'polkadot',
    network: 'regtest',
    unsigned,
    intent,
    activePath,
    keys,
    replacing: null,
    history: () => [],
  });
}

/** The signed extrinsic as the chain reads it, and the bytes its signature must cover. */
function readSigned(signed: string, unsigned: string) {
  const registry = polkadotRegistry();
  const ext = registry.createType('Extrinsic', hex.decode(signed.slice(2)), { isSigned: true });
  const payload = registry.createType('ExtrinsicPayload', hex.decode(unsigned.slice(2)), { version: 4 });
  // v4 signed: 0x84, MultiAddress::Id (0x00 + 32 bytes), MultiSignature (variant + 64 bytes)
  const body = ext.toU8a(true);
  expect(body[0]).toBe(0x84);
  expect(body[1]).toBe(0);
  return {
    ext,
    variant: body[34],
    signature: body.subarray(35, 99),
    message: payload.toU8a({ method: true }),
  };
}

describe('polkadot signer: honest transfers', () => {
  it('signs transferKeepAlive with the ed25519 SLIP-10 key, and the extrinsic reads back as approved', () => {
    const unsigned = payloadHex(honestParts(transferCall(BOB, AMOUNT), { nonce: 4, tip: 1000n }));
    const me = edAddress(0);
    const out = sign(unsigned, honestIntent(me, BOB, { nonce: 4 }), edPath(0));
    const r = readSigned(out.signed, unsigned);
    const publicKey = ss58Decode(me).publicKey;
    expect(hex.encode(r.ext.signer.toU8a().subarray(1))).toBe(hex.encode(publicKey));
    expect(ed25519.verify(r.signature, r.message, publicKey)).toBe(true);
    expect(r.ext.method.section).toBe('balances');
    expect(r.ext.method.method).toBe('transferKeepAlive');
    expect(r.ext.nonce.toNumber()).toBe(4);
    expect(r.ext.tip.toBigInt()).toBe(1000n);
    expect(out.hash).toBe(`0x${hex.encode(blake2b(hex.decode(out.signed.slice(2)), { dkLen: 32 }))}`);
    expect(out.detail).toEqual({
      family: 'polkadot',
      from: me,
      call: 'transferKeepAlive',
      to: BOB,
      amount: AMOUNT.toString(10),
      nonce: 4,
      tip: '1000',
      eraPeriod: 64,
      fee: '200000000',
    });
  });

  it('signs with sr25519 at the polkadot.js root account and at //1, as the Sr25519 variant', () => {
    for (const path of ['', '//1']) {
      const me = srAddress(path);
      const unsigned = payloadHex(honestParts(transferCall(BOB, AMOUNT)));
      const out = sign(unsigned, honestIntent(me, BOB), path);
      const r = readSigned(out.signed, unsigned);
      expect(r.variant).toBe(1);
      expect(srVerify(r.message, r.signature, ss58Decode(me).publicKey)).toBe(true);
      expect(ed25519.verify(r.signature, r.message, ss58Decode(me).publicKey)).toBe(false);
    }
  });

  it('signs with an imported ed25519 seed, as the address the wallet shows for it', () => {
    const keyHex = 'ab'.repeat(32);
    const keys = importedKeys('polkadot', () => ({ curve: 'ed25519', privateKey: hex.decode(keyHex) }));
    const me = polkadotSigner.addressFromPrivateKey(keyHex, { network: 'regtest' }).address;
    const unsigned = payloadHex(honestParts(transferCall(BOB, AMOUNT)));
    const out = sign(unsigned, honestIntent(me, BOB), '', keys);
    const r = readSigned(out.signed, unsigned);
    expect(r.signature.length).toBe(64);
    expect(r.variant).toBe(0);
    expect(ed25519.verify(r.signature, r.message, ss58Decode(me).publicKey)).toBe(true);
  });

  it("signs with an imported sr25519 key (polkadot.js's 64-byte secret key), as the address the wallet shows for it", () => {
    const secretHex = hex.encode(secretFromSeed(new Uint8Array(32).fill(7)));
    const keys = importedKeys('polkadot', () =>
      chainSigner.importedKey!(`0x${secretHex}`, 'polkadot', 'regtest'),
    );
    const me = polkadotSigner.addressFromPrivateKey(`0x${secretHex}`, { network: 'regtest' }).address;
    expect(ss58Decode(me).publicKey).toEqual(getPublicKey(hex.decode(secretHex)));
    const unsigned = payloadHex(honestParts(transferCall(BOB, AMOUNT)));
    const out = sign(unsigned, honestIntent(me, BOB), '', keys);
    const r = readSigned(out.signed, unsigned);
    expect(r.variant).toBe(1);
    expect(srVerify(r.message, r.signature, ss58Decode(me).publicKey)).toBe(true);
    // the 32-byte form stays an ed25519 seed: its own address, signed as ed25519
    const edKeys = importedKeys('polkadot', () =>
      chainSigner.importedKey!('ab'.repeat(32), 'polkadot', 'regtest'),
    );
    expect(edKeys.sr.holds()).toBe(false);
    // an sr25519 wallet signing for another sender is refused by the intent check
    expect(() => sign(unsigned, honestIntent(edAddress(0), BOB), '', keys)).toThrow();
  });

  it('signs transferAllowDeath when the user approved sending everything', () => {
    const me = edAddress(0);
    const unsigned = payloadHex(honestParts(transferCall(BOB, AMOUNT, { call: 'transferAllowDeath' })));
    const out = sign(unsigned, honestIntent(me, BOB, { sendAll: true }), edPath(0));
    expect(out.detail).toMatchObject({ call: 'transferAllowDeath' });
  });
});
