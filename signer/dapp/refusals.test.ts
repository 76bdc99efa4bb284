// A hostile main: each check of signer/dapp/ refuses a request altered after the user
// approved it. Every `throw` in checkDappTx, typedDataDigest and signDappRequest has a case here.
import { Interface, MaxUint256, Transaction, hexlify, toUtf8Bytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import type { DappSignRequest } from '../../shared/signer/dapp';
import { signDappRequest } from './signDappRequest';
import { phraseToSeed } from '../wallets/phrase';
import { importedTestKeys, phraseKeys, TEST_ADDRESS } from './testKeys';
import { PERMIT_JSON, approvedTx, unsignedOf } from './vectors';

const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function refusal(
  request: DappSignRequest,
  over: { from?: string; chain?: string; network?: 'mainnet' | 'testnet' | 'regtest' } = {},
) {
  try {
    signDappRequest({
      walletId: '1',
      network: over.network ?? 'regtest',
      from: over.from ?? TEST_ADDRESS,
      activePath: '',
      keys: importedTestKeys(over.chain),
      request,
    });
  } catch (e) {
    if (e instanceof AppError) return `${e.code}:${e.message}`;
    throw e;
  }
  return 'signed';
}

const tx = (change: Record<string, unknown>, approved = approvedTx()): DappSignRequest => ({
  kind: 'transaction',
  unsigned: unsignedOf(approved, change),
  approved,
});

describe('dapp transaction altered after approval', () => {
  it('signs the unaltered one (control)', () => expect(refusal(tx({}))).toBe('signed'));
  it('another chain id', () => expect(refusal(tx({ chainId: 56 }))).toBe('INTENT_MISMATCH:chainId'));
  it('an approved chain id the signer does not know', () => {
    const a = { ...approvedTx(), chainId: 999_999 };
    expect(refusal(tx({}, a))).toBe('INTENT_MISMATCH:chainId');
  });
  it('another recipient', () => expect(refusal(tx({ to: OTHER }))).toBe('INTENT_MISMATCH:to'));
  it('a value added', () => expect(refusal(tx({ value: 1n }))).toBe('INTENT_MISMATCH:value'));
  it('calldata with another spender', () => {
    const data = new Interface(['function approve(address,uint256)']).encodeFunctionData('approve', [
      OTHER,
      MaxUint256,
    ]);
    expect(refusal(tx({ data }))).toBe('INTENT_MISMATCH:data');
  });
  it('another gas limit', () => expect(refusal(tx({ gasLimit: 600_000n }))).toBe('INTENT_MISMATCH:gas'));
  it('a higher fee cap', () =>
    expect(refusal(tx({ maxFeePerGas: 30_000_000_000n }))).toBe('INTENT_MISMATCH:maxFeePerGas'));
  it('a higher tip', () =>
    expect(refusal(tx({ maxPriorityFeePerGas: 2_000_000_000n }))).toBe(
      'INTENT_MISMATCH:maxPriorityFeePerGas',
    ));
  it('a lower fee is fine', () => expect(refusal(tx({ maxFeePerGas: 2_000_000_000n }))).toBe('signed'));
  it('a contract creation (decodeUnsigned refuses)', () => {
    const a = approvedTx();
    const unsigned = Transaction.from({
      type: 2,
      chainId: 1,
      nonce: 0,
      data: a.data,
      gasLimit: 60000n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
    }).unsignedSerialized;
    expect(refusal({ kind: 'transaction', unsigned, approved: a })).toBe('INTENT_MISMATCH:to');
  });
});

describe('the signing account', () => {
  const msg: DappSignRequest = { kind: 'personalSign', message: hexlify(toUtf8Bytes('hi')) };
  it('another address than the session account', () =>
    expect(refusal(msg, { from: OTHER })).toBe('INTENT_MISMATCH:from'));
  it('a phrase wallet without a key path', () => {
    const keys = phraseKeys(phraseToSeed('test test test test test test test test test test test junk', ''));
    expect(() =>
      signDappRequest({
        walletId: '1',
        network: 'regtest',
        from: TEST_ADDRESS,
        activePath: '',
        keys,
        request: msg,
      }),
    ).toThrow('no signing address');
  });
  it('a key imported for a non-EVM chain', () =>
    expect(refusal(msg, { chain: 'tron' })).toBe('INTENT_MISMATCH:This key was imported for another chain'));
});

describe('typed data', () => {
  const typed = (json: unknown, chainId = 1): DappSignRequest => ({
    kind: 'typedData',
    chainId,
    json: typeof json === 'string' ? json : JSON.stringify(json),
  });
  it('signs the permit as shown (control)', () => expect(refusal(typed(PERMIT_JSON))).toBe('signed'));
  it('a domain bound to another chain', () =>
    expect(refusal(typed(PERMIT_JSON, 137))).toBe('INTENT_MISMATCH:chainId'));
  it('a primaryType other than the one hashed', () =>
    expect(refusal(typed({ ...PERMIT_JSON, primaryType: 'Mail' }))).toBe('INTENT_MISMATCH:primaryType'));
  it('not JSON', () => expect(refusal(typed('{not json'))).toBe('BAD_INPUT:typed data is not JSON'));
  it('no message', () =>
    expect(
      refusal(typed({ types: PERMIT_JSON.types, primaryType: 'Permit', domain: PERMIT_JSON.domain })),
    ).toBe('BAD_INPUT:typed data needs types, domain and message'));
  it('no primaryType', () => {
    const { primaryType: _, ...rest } = PERMIT_JSON;
    expect(refusal(typed(rest))).toBe('BAD_INPUT:typed data needs a primaryType');
  });
  it('a value that does not encode', () => {
    const bad = { ...PERMIT_JSON, message: { ...PERMIT_JSON.message, spender: 'not-an-address' } };
    expect(refusal(typed(bad))).toMatch(/^BAD_INPUT:typed data does not encode/);
  });
});
