// The attacks each Polkadot signer check stops, as data: a hostile main or Sidecar writes the
// signing payload and the intent, and the real signer entry `signTransfer` must refuse with
// INTENT_MISMATCH naming the field. Payloads are built with the real Polkadot metadata
// (test/polkadot/payloads), each inside its own test.
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import {
  honestParts,
  payloadHex,
  remarkCall,
  transferCall,
  type PayloadParts,
} from '../../../test/polkadot/payloads';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { MAX_ERA_PERIOD } from './checkIntent';
import { POLKADOT_GENESIS, POLKADOT_RUNTIME } from './runtime';
import { signPolkadot } from './transferSigner';
import { polkadotSigner } from './derive';
import {
  AMOUNT,
  edAddress,
  edPath,
  honestIntent,
  PHRASE,
  seed,
  srAddress,
  walletKeys,
  type PolkadotIntent,
} from '../../../test/polkadot/testSetup';

const ME = edAddress(0);
const BOB = edAddress(1);
const MALLORY = edAddress(2);
const mainnetAt = (i: number) => polkadotSigner.deriveFromSeed(seed, edPath(i)).address;

interface Vector {
  parts?: Partial<PayloadParts>;
  call?: string;
  unsigned?: string;
  intent?: Partial<PolkadotIntent>;
  path?: string | undefined;
  keys?: Keys;
  network?: NetworkKind;
}

function attempt(v: Vector) {
  const to = v.network === 'mainnet' ? mainnetAt(1) : BOB;
  const unsigned = v.unsigned ?? payloadHex(honestParts(v.call ?? transferCall(to, AMOUNT), v.parts));
  return () =>
    signTransfer({
      chainName: 'polkadot',
      network: v.network ?? 'regtest',
      unsigned,
      intent: honestIntent(ME, BOB, v.intent),
      activePath: 'path' in v ? v.path : edPath(0),
      keys: v.keys ?? walletKeys,
      replacing: null,
      history: () => [],
    });
}

const refused = (v: Vector, field: string | RegExp) =>
  expect(attempt(v)).toThrow(
    expect.objectContaining({
      code: 'INTENT_MISMATCH',
      message: field instanceof RegExp ? expect.stringMatching(field) : field,
    }),
  );

describe('polkadot signer refuses', () => {
  it('signs the honest vector (the baseline every refusal edits)', () => {
    expect(attempt({})().hash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('an intent naming another sender than the key', () => {
    refused({ intent: { from: MALLORY } }, 'from');
    refused({ path: edPath(2) }, 'from');
  });

  it('a kind other than transfer, and a memo (a balances transfer carries none)', () => {
    refused({ intent: { kind: 'stake' as never } }, 'kind');
    refused({ intent: { memo: { kind: 'text', value: 'hi' } } }, 'memo');
  });

  it('any call other than a balances transfer', () => {
    refused({ call: remarkCall('hello') }, 'call system.remark');
    refused({ call: transferCall(BOB, AMOUNT, { call: 'forceTransfer' }) }, 'call balances.forceTransfer');
  });

  it('transferAllowDeath (the account may be reaped) unless approved as a send-all', () => {
    refused({ call: transferCall(BOB, AMOUNT, { call: 'transferAllowDeath' }) }, 'call transferAllowDeath');
  });

  it('a recipient written as another MultiAddress kind, or another account', () => {
    refused({ call: transferCall(BOB, AMOUNT, { dest: 'Address32' }) }, 'to');
    refused({ call: transferCall(MALLORY, AMOUNT) }, 'to');
  });

  it('another amount', () => {
    refused({ call: transferCall(BOB, AMOUNT + 1n) }, 'amount');
  });

  it('a tip above the approved fee cap (a tip of exactly the cap is signed)', () => {
    refused({ parts: { tip: 200_000_001n } }, 'tip');
    expect(attempt({ parts: { tip: 200_000_000n } })().hash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('an immortal era, or one longer than the signer allows (the longest allowed is signed)', () => {
    refused({ parts: { era: 'immortal' } }, 'era');
    refused({ parts: { era: { period: MAX_ERA_PERIOD * 2, current: 5000 } } }, 'era');
    expect(attempt({ parts: { era: { period: MAX_ERA_PERIOD, current: 5000 } } })().hash).toMatch(
      /^0x[0-9a-f]{64}$/,
    );
  });

  it('another nonce than the one approved', () => {
    refused({ parts: { nonce: 7 } }, 'nonce');
  });

  it("another chain's genesis hash: Polkadot's on the local chain, the local one on mainnet", () => {
    refused({ parts: { genesisHash: POLKADOT_GENESIS.mainnet! } }, 'genesis hash');
    refused({ network: 'mainnet', intent: { from: mainnetAt(0), to: mainnetAt(1) } }, 'genesis hash');
  });

  it('testnet, whose metadata the signer does not carry', () => {
    expect(attempt({ network: 'testnet' })).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'Polkadot signing is not available on testnet' }),
    );
  });

  it('another transaction version, or an older spec version', () => {
    refused(
      { parts: { transactionVersion: POLKADOT_RUNTIME.transactionVersion + 1 } },
      'transaction version',
    );
    refused({ parts: { specVersion: POLKADOT_RUNTIME.specVersion - 1 } }, 'spec version');
  });

  it('a committed metadata hash, or the mode that asks for one', () => {
    refused({ parts: { mode: 1, metadataHash: `0x${'22'.repeat(32)}` } }, 'metadata hash');
    refused({ parts: { metadataHash: `0x${'22'.repeat(32)}` } }, 'metadata hash');
    // the mode alone: the runtime would then check a hash the signer never committed to
    refused({ parts: { mode: 1 } }, 'metadata hash');
  });

  it('bytes that are not hex, do not decode, or trail what was read', () => {
    refused({ unsigned: 'zz' }, 'The Polkadot payload is not hex');
    refused({ unsigned: '0x0102' }, 'The Polkadot payload does not decode');
    const honest = payloadHex(honestParts(transferCall(BOB, AMOUNT)));
    refused({ unsigned: `${honest}00` }, 'The Polkadot payload has bytes it does not read');
    // not hex anywhere, an odd digit, or a second 0x inside: each is refused, not skipped
    refused({ unsigned: `${honest}z` }, 'The Polkadot payload is not hex');
    refused({ unsigned: `z${honest.slice(2)}` }, 'The Polkadot payload is not hex');
    refused({ unsigned: `${honest}0` }, 'The Polkadot payload is not hex');
    refused({ unsigned: `${honest.slice(2, 10)}0x${honest.slice(10)}` }, 'The Polkadot payload is not hex');
  });

  it('the same payload without 0x, in upper case or between blanks is the same bytes: signed alike', () => {
    const honest = payloadHex(honestParts(transferCall(BOB, AMOUNT)));
    const hash = attempt({ unsigned: honest })().hash;
    for (const unsigned of [honest.slice(2), `0x${honest.slice(2).toUpperCase()}`, ` ${honest}\n`])
      expect(attempt({ unsigned })().hash).toBe(hash);
  });

  it('a call with bytes after it, or one the metadata does not know', () => {
    refused({ call: `${transferCall(BOB, AMOUNT)}00` }, 'The call has bytes it does not read');
    refused({ call: '0xff00' }, 'The call does not decode');
  });

  it('an intent of another family handed to the Polkadot signer directly', () => {
    const unsigned = payloadHex(honestParts(transferCall(BOB, AMOUNT)));
    expect(() =>
      signPolkadot({
        chainName: 'polkadot',
        network: 'regtest',
        unsigned,
        intent: {
          family: 'tron',
          kind: 'transfer',
          chainName: 'polkadot',
          from: ME,
          to: BOB,
          amount: '1',
          feeCap: '1',
        },
        activePath: edPath(0),
        keys: walletKeys,
        replacing: null,
        history: () => [],
      }),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }));
  });

  it('a phrase wallet without a sending path, and an sr25519 path without the phrase', () => {
    expect(attempt({ path: undefined })).toThrow('no sending address');
    const noPhrase = phraseKeys(mnemonicToSeedSync(PHRASE));
    expect(attempt({ path: '//1', keys: noPhrase, intent: { from: srAddress('//1') } })).toThrow(
      'sr25519 signing needs the recovery phrase',
    );
  });
});
