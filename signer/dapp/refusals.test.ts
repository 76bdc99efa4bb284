// A hostile main: each check of signer/dapp/ refuses a request altered after the user
// approved it. Every `throw` in checkDappTx, typedDataDigest and signDappRequest has a case here.
import { Interface, MaxUint256, Transaction, hexlify, toUtf8Bytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import type { DappSignRequest } from '../../shared/signer/dapp';
import { signDappRequest } from './signDappRequest';
import { phraseToSeed } from '../wallets/phrase';
import { importedTestKeys, phraseKeys, TEST_ADDRESS } from '../../test/signer/testKeys';
import { PERMIT_JSON, approvedTx, unsignedOf } from '../../test/signer/dappVectors';
import {
  AddressLookupTableAccount,
  PublicKey,
  Transaction as SolanaTransaction,
  TransactionMessage,
} from '@solana/web3.js';
import { BLOCKHASH, BOB, ME, PATH, b64, solTransfer, walletKeys } from '../../test/solana/testMessages';

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
  it('a message field the types do not declare (shown, but it would not be signed)', () =>
    expect(
      refusal(typed({ ...PERMIT_JSON, message: { ...PERMIT_JSON.message, note: 'Free mint, no approval' } })),
    ).toBe(
      'BAD_INPUT:This typed data has fields its types do not declare (message.note): they would be shown to you but not signed, so the wallet refuses it',
    ));
});

describe('solana_signMessage given transaction bytes', () => {
  const solRefusal = (bytes: Uint8Array) => {
    try {
      signDappRequest({
        walletId: '1',
        network: 'mainnet',
        from: ME.toBase58(),
        activePath: PATH,
        keys: walletKeys,
        request: { kind: 'solanaMessage', message: b64(bytes) },
      });
    } catch (e) {
      if (e instanceof AppError) return `${e.code}:${e.message}`;
      throw e;
    }
    return 'signed';
  };
  const REFUSED =
    'INTENT_MISMATCH:These bytes are a Solana transaction: signMessage does not sign transactions';
  const cat = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
  const text = (s: string) => new TextEncoder().encode(s);

  const legacy = () =>
    new SolanaTransaction({ feePayer: ME, recentBlockhash: BLOCKHASH })
      .add(solTransfer())
      .compileMessage()
      .serialize();
  const LOOKUP = new PublicKey(new Uint8Array(32).fill(9));
  const v0 = (withTable = false) =>
    new TransactionMessage({ payerKey: ME, recentBlockhash: BLOCKHASH, instructions: [solTransfer()] })
      .compileToV0Message(
        withTable
          ? [
              new AddressLookupTableAccount({
                key: LOOKUP,
                state: {
                  deactivationSlot: 2n ** 64n - 1n,
                  lastExtendedSlot: 0,
                  lastExtendedSlotStartIndex: 0,
                  addresses: [BOB],
                },
              }),
            ]
          : [],
      )
      .serialize();
  const wire = (message: Uint8Array, signatures = 1) =>
    cat([signatures], new Uint8Array(64 * signatures).fill(7), message);

  /**
   * A legacy message written by hand, field by field, so each field can be made invalid on its
   * own: header, account keys (count), blockhash, one instruction (program, accounts, data).
   */
  const KEYS = 3;
  const hand = (
    o: {
      header?: number[];
      keys?: number[];
      program?: number;
      /** more instructions after the first, by program index */
      more?: number[];
      accounts?: number[];
      dataLength?: number[];
      data?: Uint8Array;
      prefix?: number[];
      tables?: { writable: number; readonly: number }[];
    } = {},
  ) => {
    const data = o.data ?? new Uint8Array(12).fill(1);
    const tables = o.tables
      ? [
          [o.tables.length],
          ...o.tables.map((t) =>
            cat(
              new Uint8Array(32).fill(9),
              [t.writable],
              new Array<number>(t.writable).fill(0),
              [t.readonly],
              new Array<number>(t.readonly).fill(1),
            ),
          ),
        ]
      : [];
    return cat(
      o.prefix ?? [],
      o.header ?? [1, 0, 1],
      o.keys ?? [KEYS],
      new Uint8Array(32 * KEYS).fill(5),
      new Uint8Array(32).fill(6),
      [1 + (o.more ?? []).length, o.program ?? 2],
      [(o.accounts ?? [0, 1]).length, ...(o.accounts ?? [0, 1])],
      o.dataLength ?? [data.length],
      data,
      ...(o.more ?? []).map((program) => [program, 0, 0]),
      ...tables,
    );
  };

  it('signs text, and a hand-written message with one field invalid (controls)', () => {
    expect(solRefusal(text('Sign in to Test Swap: nonce 7'))).toBe('signed');
    expect(solRefusal(hand())).toBe(REFUSED);
  });

  it('a legacy or v0 message exactly', () => {
    expect(solRefusal(legacy())).toBe(REFUSED);
    expect(solRefusal(v0())).toBe(REFUSED);
  });

  it('a message with one trailing byte, or text after it', () => {
    expect(solRefusal(cat(legacy(), [0]))).toBe(REFUSED);
    expect(solRefusal(cat(legacy(), text(' Sign in to Test Swap')))).toBe(REFUSED);
    expect(solRefusal(cat(v0(), [0]))).toBe(REFUSED);
    expect(solRefusal(cat(v0(true), [1, 2, 3]))).toBe(REFUSED);
  });

  it('a wire transaction: signature count, signatures, message (legacy or v0, unsigned or signed)', () => {
    expect(solRefusal(wire(legacy()))).toBe(REFUSED);
    expect(solRefusal(wire(v0(true)))).toBe(REFUSED);
    const signed = new SolanaTransaction({ feePayer: ME, recentBlockhash: BLOCKHASH }).add(solTransfer());
    const serialized = signed.serialize({ requireAllSignatures: false, verifySignatures: false });
    expect(solRefusal(serialized)).toBe(REFUSED);
    expect(solRefusal(cat(serialized, [0]))).toBe(REFUSED);
  });

  it('a v0 message whose accounts come from a lookup table', () => {
    expect(
      solRefusal(hand({ prefix: [0x80], accounts: [0, 3], tables: [{ writable: 1, readonly: 0 }] })),
    ).toBe(REFUSED);
    expect(
      solRefusal(hand({ prefix: [0x80], accounts: [0, 4], tables: [{ writable: 1, readonly: 1 }] })),
    ).toBe(REFUSED);
    // an index past the keys and the looked-up ones is no transaction
    expect(
      solRefusal(hand({ prefix: [0x80], accounts: [0, 5], tables: [{ writable: 1, readonly: 1 }] })),
    ).toBe('signed');
  });

  // Near misses: bytes the runtime would not take as a transaction are only bytes. Each one
  // differs from a refused message in one field, so each check of txShape.ts is needed here.
  it('a header without a signer, with more signers than keys, or read-only counts out of range', () => {
    expect(solRefusal(hand({ header: [0, 0, 1] }))).toBe('signed');
    expect(solRefusal(hand({ header: [KEYS + 1, 0, 0] }))).toBe('signed');
    expect(solRefusal(hand({ header: [KEYS, 0, 0] }))).toBe(REFUSED);
    expect(solRefusal(hand({ header: [1, 1, 1] }))).toBe('signed');
    expect(solRefusal(hand({ header: [2, 1, 1] }))).toBe(REFUSED);
    expect(solRefusal(hand({ header: [1, 0, KEYS] }))).toBe('signed');
    expect(solRefusal(hand({ header: [1, 0, KEYS - 1] }))).toBe(REFUSED);
  });

  it('a program or account index past the keys', () => {
    expect(solRefusal(hand({ program: KEYS }))).toBe('signed');
    expect(solRefusal(hand({ program: KEYS - 1 }))).toBe(REFUSED);
    // the second instruction's program is past the keys, the first one's is not
    expect(solRefusal(hand({ more: [KEYS] }))).toBe('signed');
    expect(solRefusal(hand({ more: [KEYS - 1] }))).toBe(REFUSED);
    expect(solRefusal(hand({ accounts: [0, KEYS] }))).toBe('signed');
    expect(solRefusal(hand({ accounts: [0, KEYS - 1] }))).toBe(REFUSED);
  });

  it('a version other than 0', () => {
    expect(solRefusal(hand({ prefix: [0x81], tables: [] }))).toBe('signed');
    expect(solRefusal(hand({ prefix: [0x80], tables: [] }))).toBe(REFUSED);
  });

  it('a non-canonical or oversized compact-u16 length', () => {
    // 3 keys spelled in two bytes (0x83 0x00): the runtime refuses the alias
    expect(solRefusal(hand({ keys: [0x83, 0x00] }))).toBe('signed');
    // a length whose third byte still says "more"
    expect(solRefusal(hand({ dataLength: [0x8c, 0x80, 0x80, 0x00] }))).toBe('signed');
    // 12 in two bytes is an alias too; 0x10000 is past u16
    expect(solRefusal(hand({ dataLength: [0x8c, 0x00] }))).toBe('signed');
    const big = new Uint8Array(0x10000);
    expect(solRefusal(hand({ dataLength: [0x80, 0x80, 0x04], data: big }))).toBe('signed');
    expect(solRefusal(hand({ dataLength: [0xff, 0xff, 0x03], data: big.subarray(1) }))).toBe(REFUSED);
    expect(solRefusal(hand({ dataLength: [0x80, 0x01], data: new Uint8Array(128) }))).toBe(REFUSED);
  });

  it('a truncated message, and a wire transaction whose signature count is not the header’s', () => {
    expect(solRefusal(legacy().subarray(0, legacy().length - 1))).toBe('signed');
    expect(solRefusal(wire(hand({ header: [2, 0, 1] }), 1))).toBe('signed');
    expect(solRefusal(wire(hand({ header: [2, 0, 1] }), 2))).toBe(REFUSED);
    expect(solRefusal(cat([1], new Uint8Array(10)))).toBe('signed');
    expect(solRefusal(cat([0x80, 0x80, 0x80]))).toBe('signed');
  });
});
