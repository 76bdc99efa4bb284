// A scripted family with staking, for service tests: the fake EVM family (real unsigned type-2
// transactions, so the real signer checks and signs them) plus stake positions, validators and a
// token list the test controls. A staking operation is built as a plain EVM transfer to the
// validator or position it acts on: what the staking service does with the prepared operation
// (fee check, signer, broadcast, pending list, confirmation loop) is the same whatever it holds.
// The real staking family (Solana) is tested against litesvm in main/chains/solana.
import { Transaction } from 'ethers';
import type {
  ConfirmPolicy,
  Prepared,
  StakePosition,
  StakingOp,
  TokenSearchHit,
  Validator,
  WalletFamily,
} from '../main/chains/family';
import { fakeEvmFamily, type FakeEvmControl } from './fakeEvmFamily';

export interface FakeStakingControl extends FakeEvmControl {
  positions: StakePosition[];
  validators: Validator[];
  tokens: TokenSearchHit[];
  /** every operation the service asked the family to build, parsed */
  ops: StakingOp[];
  /** how many times status() was asked */
  statusCalls: number;
  /** the staking fee, in base units */
  fee: bigint;
}

export function fakeStakingFamily(control: FakeStakingControl, confirmPolicy?: ConfirmPolicy): WalletFamily {
  const evm = fakeEvmFamily(control);
  return {
    ...evm,
    status: async (coin, hash, entry) => {
      control.statusCalls++;
      return evm.status(coin, hash, entry);
    },
    ...(confirmPolicy ? { confirmPolicy } : {}),
    searchTokens: async (_chain, query) =>
      control.tokens.filter((t) => `${t.name} ${t.symbol}`.toLowerCase().includes(query.toLowerCase())),
    staking: {
      actions: ['stake', 'unstake', 'withdraw'],
      validators: async () => control.validators,
      positions: async () => control.positions,
      async prepare(coin, op): Promise<Prepared> {
        control.ops.push(op);
        const position = control.positions.find((p) => p.id === op.position);
        if (op.action !== 'stake' && !position) throw new Error('no such stake account');
        const to = op.action === 'stake' ? op.validator! : position!.id;
        const amount = op.action === 'unstake' ? 0n : (op.amount ?? position!.amount);
        const unsigned = Transaction.from({
          type: 2,
          chainId: 1,
          nonce: 0,
          to,
          value: amount,
          gasLimit: 21_000n,
          maxFeePerGas: control.fee / 21_000n,
          maxPriorityFeePerGas: control.fee / 21_000n,
        }).unsignedSerialized;
        return {
          quote: {
            amount: op.action === 'unstake' ? position!.amount : amount,
            fee: control.fee,
            isMax: false,
            feeOptions: [],
            feeUnit: 'gwei',
            feeUnitDecimals: 9,
          },
          unsigned,
          intent: {
            family: 'evm',
            kind: 'transfer',
            chainName: coin.chainName,
            from: coin.address,
            to,
            amount: String(amount),
            feeCap: String(control.fee),
          },
        };
      },
    },
  };
}
