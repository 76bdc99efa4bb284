// A hostile main (or the node it believed) asks for a "speed-up" or "cancel" that is really
// another payment. The signer holds each one to its own journal record of the original.
import { Interface, Transaction, Wallet, concat, encodeRlp, getBytes, parseEther, toBeArray } from 'ethers';
import { describe, expect, it } from 'vitest';
import type { SignIntent, SignIntentOf } from '../../../shared/signer/protocol';
import type { JournalEntry } from '../../journal/journalEntry';
import type { ImportedKey } from '../keys/types';
import { importedKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { loadAllSigning } from '../registry';

// anvil's published test key 0 (never funded on a real chain)
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const ME = new Wallet(KEY).address;
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MALLORY = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const GWEI = 10n ** 9n;
const decodeKey = (): ImportedKey => ({ curve: 'secp256k1', privateKey: getBytes(KEY), compressed: true });
// this file signs while its suite is collected, before the test setup's beforeAll
await loadAllSigning();
const keys: Keys = importedKeys('ethereum', decodeKey);

/** The original: 0.01 ETH to Bob at nonce 7, 20 gwei max fee. */
const ORIGINAL = { nonce: 7, to: BOB, value: parseEther('0.01'), maxFee: 20n * GWEI, tip: GWEI };

function unsigned(
  o: Partial<{
    nonce: number;
    to: string;
    value: bigint;
    data: string;
    gas: bigint;
    maxFee: bigint;
    tip: bigint;
  }> = {},
) {
  return Transaction.from({
    type: 2,
    chainId: 1n,
    nonce: o.nonce ?? ORIGINAL.nonce,
    to: o.to ?? BOB,
    value: o.value ?? ORIGINAL.value,
    data: o.data ?? '0x',
    gasLimit: o.gas ?? 21000n,
    maxFeePerGas: o.maxFee ?? 40n * GWEI,
    maxPriorityFeePerGas: o.tip ?? 2n * GWEI,
  }).unsignedSerialized;
}

function sign(tx: string, intent: SignIntent, replacing: JournalEntry | null, k = keys): string {
  return signTransfer({
    chainName: 'ethereum',
    network: 'mainnet',
    unsigned: tx,
    intent,
    activePath: "m/44'/60'/0'/0/0",
    keys: k,
    replacing,
    history: () => [],
  }).signed;
}

const intent = (over: Partial<SignIntentOf<'evm'>> = {}): SignIntent => ({
  family: 'evm',
  kind: 'transfer',
  chainName: 'ethereum',
  from: ME,
  to: BOB,
  amount: ORIGINAL.value.toString(),
  feeCap: (21000n * 40n * GWEI).toString(),
  nonce: ORIGINAL.nonce,
  ...over,
});

/** Signs the original through the table and turns its result into the journal's record. */
function originalRecord(): JournalEntry {
  const out = signTransfer({
    chainName: 'ethereum',
    network: 'mainnet',
    unsigned: unsigned({ maxFee: ORIGINAL.maxFee, tip: ORIGINAL.tip }),
    intent: intent({ feeCap: (21000n * ORIGINAL.maxFee).toString() }),
    activePath: "m/44'/60'/0'/0/0",
    keys,
    replacing: null,
    history: () => [],
  });
  return {
    walletId: 'w1',
    chainName: 'ethereum',
    hash: out.hash,
    kind: 'transfer',
    at: 0,
    to: BOB,
    amount: ORIGINAL.value.toString(),
    feeCap: out.fee.toString(),
    fee: out.fee.toString(),
    signed: out.signed,
    detail: out.detail,
  };
}

const refused = (fn: () => unknown, field: string | RegExp) =>
  expect(fn).toThrow(
    expect.objectContaining({ code: 'INTENT_MISMATCH', message: expect.stringMatching(field) }),
  );

describe('EVM speed-up and cancel against the journal', () => {
  const record = originalRecord();
  const speedUp = (over: Partial<SignIntentOf<'evm'>> = {}) =>
    intent({ kind: 'speedUp', replaces: `0x${record.hash}`, ...over });
  const cancel = (over: Partial<SignIntentOf<'evm'>> = {}) =>
    intent({ kind: 'cancel', to: ME, amount: '0', replaces: `0x${record.hash}`, ...over });

  it('records what it signed: nonce, destination, value, gas and price', () => {
    expect(record.detail).toMatchObject({
      family: 'evm',
      from: ME,
      nonce: 7,
      txTo: BOB,
      value: ORIGINAL.value.toString(),
      data: '0x',
      gasLimit: '21000',
      maxPricePerGas: (20n * GWEI).toString(),
    });
    expect(`0x${record.hash}`).toBe(Transaction.from(record.signed).hash);
  });

  it('signs a speed-up that keeps everything but a higher fee', () => {
    const tx = Transaction.from(sign(unsigned(), speedUp(), record));
    expect([tx.nonce, tx.to, tx.value, tx.maxFeePerGas]).toEqual([7, BOB, ORIGINAL.value, 40n * GWEI]);
  });

  it('refuses a "speed-up" paying 10 ETH to another address at the same nonce', () => {
    const forged = unsigned({ to: MALLORY, value: parseEther('10') });
    // main wrote the intent from the same forged answer: the intent check alone would pass
    refused(
      () => sign(forged, speedUp({ to: MALLORY, amount: parseEther('10').toString() }), record),
      /^to$/,
    );
    refused(
      () =>
        sign(unsigned({ value: parseEther('10') }), speedUp({ amount: parseEther('10').toString() }), record),
      /^value$/,
    );
  });

  it('refuses a speed-up that changes the calldata, the gas limit or the nonce, or pays no more', () => {
    refused(
      () => sign(unsigned({ gas: 50_000n }), speedUp({ feeCap: (50_000n * 40n * GWEI).toString() }), record),
      /^gasLimit$/,
    );
    refused(() => sign(unsigned({ nonce: 8 }), speedUp({ nonce: 8 }), record), /^nonce$/);
    refused(
      () => sign(unsigned({ maxFee: ORIGINAL.maxFee, tip: GWEI }), speedUp(), record),
      /^maxFeePerGas$/,
    );
  });

  it('refuses a replacement of a transaction the journal does not hold', () => {
    refused(() => sign(unsigned(), speedUp(), null), /not signed by this wallet/);
    refused(() => sign(unsigned(), intent({ replaces: `0x${record.hash}` }), record), /^replaces$/);
  });

  it('refuses a record of another chain id or another family', () => {
    const sepolia = { ...record, detail: { ...record.detail, chainId: '11155111' } } as JournalEntry;
    refused(() => sign(unsigned(), speedUp(), sepolia), /^chainId$/);
    const utxo: JournalEntry = {
      ...record,
      detail: {
        family: 'utxo',
        inputs: [{ txid: 'ab'.repeat(32), vout: 0, value: '1' }],
        account: "m/84'/0'/0'",
        changeIndexes: [],
      },
    };
    refused(() => sign(unsigned(), speedUp(), utxo), /^replaces$/);
  });

  it('refuses a token speed-up whose calldata pays someone else', () => {
    const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);
    const tokenTx = (to: string, maxFee: bigint) =>
      unsigned({
        to: TOKEN,
        value: 0n,
        gas: 60_000n,
        maxFee,
        data: ERC20.encodeFunctionData('transfer', [to, 500n]),
      });
    const tokenIntent = { contractAddress: TOKEN, amount: '500', feeCap: (60_000n * 40n * GWEI).toString() };
    const out = signTransfer({
      chainName: 'ethereum',
      network: 'mainnet',
      unsigned: tokenTx(BOB, ORIGINAL.maxFee),
      intent: intent(tokenIntent),
      activePath: "m/44'/60'/0'/0/0",
      keys,
      replacing: null,
      history: () => [],
    });
    const tokenRecord: JournalEntry = {
      ...record,
      hash: out.hash,
      signed: out.signed,
      amount: '500',
      contractAddress: TOKEN,
      detail: out.detail,
    };
    const replaces = `0x${out.hash}`;
    expect(() =>
      sign(tokenTx(BOB, 40n * GWEI), intent({ ...tokenIntent, kind: 'speedUp', replaces }), tokenRecord),
    ).not.toThrow();
    refused(
      () =>
        sign(
          tokenTx(MALLORY, 40n * GWEI),
          intent({ ...tokenIntent, kind: 'speedUp', to: MALLORY, replaces }),
          tokenRecord,
        ),
      /^data$/,
    );
    // a "cancel" dressed as a token transfer to the wallet's own address still moves tokens
    const selfCall = unsigned({
      to: ME,
      value: 0n,
      gas: 60_000n,
      data: ERC20.encodeFunctionData('transfer', [MALLORY, 500n]),
    });
    refused(
      () =>
        sign(
          selfCall,
          cancel({ contractAddress: ME, to: MALLORY, amount: '500', feeCap: tokenIntent.feeCap }),
          record,
        ),
      /^data$/,
    );
  });

  it('refuses a replacement whose record belongs to another key', () => {
    const other = { ...record, detail: { ...record.detail, from: MALLORY } } as JournalEntry;
    refused(() => sign(unsigned(), speedUp(), other), /^from$/);
  });

  it('signs a cancel: zero-value, empty-data self-send at the recorded nonce', () => {
    const tx = Transaction.from(sign(unsigned({ to: ME, value: 0n }), cancel(), record));
    expect([tx.nonce, tx.to, tx.value, tx.data]).toEqual([7, ME, 0n, '0x']);
  });

  it('refuses a "cancel" with a fee above what the user approved (84 ETH max fee)', () => {
    const huge = unsigned({ to: ME, value: 0n, maxFee: 4_000_000n * GWEI, tip: GWEI });
    refused(() => sign(huge, cancel(), record), /^feeCap$/);
  });

  it('refuses a "cancel" that pays someone or calls something', () => {
    refused(() => sign(unsigned({ to: MALLORY, value: 0n }), cancel({ to: MALLORY }), record), /^to$/);
    refused(() => sign(unsigned({ to: ME, value: 1n }), cancel({ amount: '1' }), record), /^value$/);
  });

  it('refuses a tip above the max fee (an invalid transaction the user never saw)', () => {
    // ethers will not build one, so the RLP is written by hand: [chainId, nonce, tip, maxFee, gas, to, value, data, accessList]
    const q = (n: bigint) => toBeArray(n);
    const raw = concat([
      '0x02',
      encodeRlp([q(1n), q(7n), q(41n * GWEI), q(40n * GWEI), q(21000n), BOB, q(ORIGINAL.value), '0x', []]),
    ]);
    refused(() => sign(raw, intent(), null), /^maxPriorityFeePerGas$/);
  });

  it('a key imported for Tron does not sign an Ethereum transaction', () => {
    const tron = importedKeys('tron', decodeKey);
    refused(() => sign(unsigned(), intent(), null, tron), /imported for another chain/);
    const eth = importedKeys('ethereum', decodeKey);
    expect(() => sign(unsigned(), intent(), null, eth)).not.toThrow();
  });

  it('refuses a memo (EVM transfers carry none) and an intent of another family', () => {
    refused(() => sign(unsigned(), intent({ memo: { kind: 'text', value: 'hi' } }), null), /^memo$/);
    const utxoShaped = {
      family: 'utxo',
      kind: 'transfer',
      chainName: 'ethereum',
      to: BOB,
      amount: '1',
      feeCap: '1',
    };
    refused(() => sign(unsigned(), utxoShaped as SignIntent, null), /^family$/);
  });
});
