// A scripted EVM family for service tests: real unsigned type-2 transactions (so the real
// signer decodes, checks and signs them), with balances and statuses the test controls.
// The real EVM family is tested against anvil in main/chains/evm.
import { Transaction } from 'ethers';
import type { CoinRef, Prepared, QuoteParams, WalletFamily } from '../main/chains/family';
import type { HistoryItem } from '../main/chains/types';

export interface FakeEvmControl {
  /** next answers of status(), in order; 'pending' when empty */
  statuses: ('pending' | 'confirmed' | 'failed')[];
  broadcasts: string[];
  balance: bigint;
  /** what snapshot() lists as the coin's history (none when absent) */
  history?: HistoryItem[];
}

const FEE = 21_000n * 10n ** 9n;

export function fakeEvmFamily(control: FakeEvmControl): WalletFamily {
  const quote = async (_c: CoinRef, p: QuoteParams) => ({
    amount: p.sendAll ? control.balance - FEE : p.amount,
    fee: FEE,
    isMax: p.sendAll,
    feeOptions: [{ title: 'Normal' as const, price: 10n ** 9n }],
    feeUnit: 'gwei',
    feeUnitDecimals: 9,
  });
  return {
    network: 'regtest',
    snapshot: async (coin) => ({
      balance: control.balance,
      history: control.history ?? [],
      receiveAddress: coin.address,
    }),
    quote,
    async prepare(c, p): Promise<Prepared> {
      const q = await quote(c, p);
      const unsigned = Transaction.from({
        type: 2,
        chainId: 1,
        nonce: 0,
        to: p.to,
        value: q.amount,
        gasLimit: 21_000n,
        maxFeePerGas: 10n ** 9n,
        maxPriorityFeePerGas: 10n ** 9n,
      }).unsignedSerialized;
      return {
        quote: q,
        unsigned,
        intent: {
          family: 'evm',
          kind: 'transfer',
          chainName: c.chainName,
          from: c.address,
          to: p.to,
          amount: String(q.amount),
          feeCap: String(q.fee),
        },
      };
    },
    async broadcast(_c, signed) {
      control.broadcasts.push(signed);
      const hash = `0x${String(control.broadcasts.length).padStart(64, '0')}`;
      return {
        hash,
        pending: { hash, date: Date.now(), kind: 'transfer', extra: { value: '1500000000000000000' } },
      };
    },
    status: async () => control.statuses.shift() ?? 'pending',
  };
}
