import { Interface, Transaction, Wallet, getBytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors';
import type { EvmSignIntent } from './checkIntent';
import { secpKeysOfKey } from '../keys/secp';
import { evmAddressOf, signEvmTransfer } from './sign';

// anvil/hardhat default account 0: a published test key, never funded on a real chain.
const KEY_HEX = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const key = () => getBytes(KEY_HEX);
const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);

function native(over: Partial<ConstructorParameters<typeof Object>[0]> = {}) {
  return Transaction.from({
    type: 2,
    chainId: 1n,
    nonce: 7,
    to: TO,
    value: 10n ** 18n,
    data: '0x',
    gasLimit: 21000n,
    maxFeePerGas: 30_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
    ...over,
  });
}
const intent = (over: Partial<EvmSignIntent> = {}): EvmSignIntent => ({
  chain: 'ethereum',
  chainId: 1,
  from: FROM,
  to: TO,
  amount: 10n ** 18n,
  feeCap: 21000n * 30_000_000_000n,
  ...over,
});

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('INTENT_MISMATCH');
    return e instanceof Error ? e.message : '';
  }
  throw new Error('signed a mismatching transaction');
}

describe('signEvmTransfer', () => {
  it('derives the address of the key', () => {
    expect(evmAddressOf(secpKeysOfKey(key()), '')).toBe(FROM);
  });

  it('produces the same signed bytes as ethers Wallet (RFC 6979 is deterministic)', async () => {
    const tx = native();
    const ours = signEvmTransfer({
      keys: secpKeysOfKey(key()),
      path: '',
      unsigned: tx.unsignedSerialized,
      intent: intent(),
    });
    const theirs = await new Wallet(KEY_HEX).signTransaction(tx);
    expect(ours).toBe(theirs);
    expect(Transaction.from(ours).from).toBe(FROM);
  });

  it('signs legacy transactions with EIP-155 chain id', async () => {
    const tx = Transaction.from({
      type: 0,
      chainId: 56n,
      nonce: 1,
      to: TO,
      value: 5n,
      gasLimit: 21000n,
      gasPrice: 3_000_000_000n,
    });
    const ours = signEvmTransfer({
      keys: secpKeysOfKey(key()),
      path: '',
      unsigned: tx.unsignedSerialized,
      intent: intent({ chainId: 56, amount: 5n, feeCap: 21000n * 3_000_000_000n }),
    });
    expect(ours).toBe(await new Wallet(KEY_HEX).signTransaction(tx));
  });

  it('signs an ERC-20 transfer matching the intent', () => {
    const tx = native({
      to: TOKEN,
      value: 0n,
      data: ERC20.encodeFunctionData('transfer', [TO, 500n]),
      gasLimit: 60000n,
    });
    const signed = signEvmTransfer({
      keys: secpKeysOfKey(key()),
      path: '',
      unsigned: tx.unsignedSerialized,
      intent: intent({ contractAddress: TOKEN, amount: 500n, feeCap: 60000n * 30_000_000_000n }),
    });
    expect(Transaction.from(signed).to).toBe(TOKEN);
  });

  it('signs a cancel (self-send, zero value, same nonce)', () => {
    const tx = native({ to: FROM, value: 0n });
    const signed = signEvmTransfer({
      keys: secpKeysOfKey(key()),
      path: '',
      unsigned: tx.unsignedSerialized,
      intent: intent({ to: FROM, amount: 0n, nonce: 7 }),
    });
    expect(Transaction.from(signed).nonce).toBe(7);
  });

  it('refuses each mismatch with the field name', () => {
    const u = native().unsignedSerialized;
    expect(
      refusal(() =>
        signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: u, intent: intent({ to: FROM }) }),
      ),
    ).toBe('to');
    expect(
      refusal(() =>
        signEvmTransfer({
          keys: secpKeysOfKey(key()),
          path: '',
          unsigned: u,
          intent: intent({ amount: 1n }),
        }),
      ),
    ).toBe('amount');
    expect(
      refusal(() =>
        signEvmTransfer({
          keys: secpKeysOfKey(key()),
          path: '',
          unsigned: u,
          intent: intent({ chainId: 10 }),
        }),
      ),
    ).toBe('chainId');
    expect(
      refusal(() =>
        signEvmTransfer({
          keys: secpKeysOfKey(key()),
          path: '',
          unsigned: u,
          intent: intent({ feeCap: 21000n * 30_000_000_000n - 1n }),
        }),
      ),
    ).toBe('feeCap');
    expect(
      refusal(() =>
        signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: u, intent: intent({ from: TO }) }),
      ),
    ).toBe('from');
    expect(
      refusal(() =>
        signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: u, intent: intent({ nonce: 8 }) }),
      ),
    ).toBe('nonce');
    const withData = native({ data: '0xdeadbeef' }).unsignedSerialized;
    expect(
      refusal(() =>
        signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: withData, intent: intent() }),
      ),
    ).toBe('data');
  });

  it('refuses a token transfer whose recipient, amount, contract or trailing bytes differ', () => {
    const data = ERC20.encodeFunctionData('transfer', [TO, 500n]);
    const ok = intent({ contractAddress: TOKEN, amount: 500n, feeCap: 10n ** 18n });
    const swapped = native({
      to: TOKEN,
      value: 0n,
      data: ERC20.encodeFunctionData('transfer', [FROM, 500n]),
    }).unsignedSerialized;
    expect(
      refusal(() => signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: swapped, intent: ok })),
    ).toBe('to');
    const more = native({
      to: TOKEN,
      value: 0n,
      data: ERC20.encodeFunctionData('transfer', [TO, 501n]),
    }).unsignedSerialized;
    expect(
      refusal(() => signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: more, intent: ok })),
    ).toBe('amount');
    const other = native({ to: TO, value: 0n, data }).unsignedSerialized;
    expect(
      refusal(() => signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: other, intent: ok })),
    ).toBe('contractAddress');
    const trailing = native({ to: TOKEN, value: 0n, data: `${data}00` }).unsignedSerialized;
    expect(
      refusal(() =>
        signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: trailing, intent: ok }),
      ),
    ).toBe('data');
    const paying = native({ to: TOKEN, value: 1n, data }).unsignedSerialized;
    expect(
      refusal(() => signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: paying, intent: ok })),
    ).toBe('value');
    // approve(spender, amount) is not a transfer, however alike its arguments look
    const APPROVE = new Interface(['function approve(address spender, uint256 amount) returns (bool)']);
    const approve = native({
      to: TOKEN,
      value: 0n,
      data: APPROVE.encodeFunctionData('approve', [TO, 500n]),
    }).unsignedSerialized;
    expect(
      refusal(() => signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: approve, intent: ok })),
    ).toBe('data');
  });

  it('refuses access lists and non-transfer transaction types', () => {
    const al = native({ accessList: [{ address: TO, storageKeys: [] }] }).unsignedSerialized;
    expect(
      refusal(() =>
        signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: al, intent: intent() }),
      ),
    ).toBe('accessList');
    const t1 = Transaction.from({
      type: 1,
      chainId: 1n,
      nonce: 7,
      to: TO,
      value: 10n ** 18n,
      gasLimit: 21000n,
      gasPrice: 1n,
    }).unsignedSerialized;
    expect(
      refusal(() =>
        signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: t1, intent: intent() }),
      ),
    ).toBe('type');
  });

  it('refuses an already signed transaction and garbage', async () => {
    const signed = await new Wallet(KEY_HEX).signTransaction(native());
    expect(() =>
      signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: signed, intent: intent() }),
    ).toThrow('already signed');
    expect(() =>
      signEvmTransfer({ keys: secpKeysOfKey(key()), path: '', unsigned: '0x02zz', intent: intent() }),
    ).toThrow();
  });
});
