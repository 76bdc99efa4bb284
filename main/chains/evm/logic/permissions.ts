/**
 * The EVM family's part of the permissions page (issue 33): the chain's nodes handed to the
 * lister in main/permissions/evm, and each revoke built like any call of the wallet (gas
 * estimated on it, the chain's fee option) with consecutive nonces from the pending count; an
 * EIP-7702 delegation is cleared by a type-4 transaction (main/permissions/evm/clearDelegation.ts).
 */
import { ZeroAddress, getAddress } from 'ethers';
import type { RevokeTarget } from '../../../../shared/contract/permissions';
import { AppError } from '../../../../shared/errors';
import { AUTHORIZATION_GAS, clearDelegationTx } from '../../../permissions/evm/clearDelegation';
import { listEvmPermissions } from '../../../permissions/evm/listEvmPermissions';
import type { PermissionsNode } from '../../../permissions/evm/node';
import { previewRevokes } from '../../../permissions/evm/previewRevokes';
import { revokeCall } from '../../../permissions/evm/revokeCall';
import type { RevokeToSimulate } from '../../../permissions/evm/simulateRevoke';
import type { FamilyPermissions } from '../../../permissions/types';
import type { CoinRef, Prepared } from '../../family';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { nodeOf, readMany } from '../network';
import { estimateFee } from './estimateFee';
import type { FeeOverrides } from './feeOptions';
import { buildUnsignedTx } from './txRequest';

/** Gas prices are shown in gwei (10^9 wei). */
const GWEI_DECIMALS = 9;

export function evmPermissions(
  ctx: () => EvmCtx,
  overrides: (chain: string) => Promise<FeeOverrides | undefined>,
): FamilyPermissions {
  const nodeFor = (chain: string): PermissionsNode => {
    const cfg = chainConfig(ctx().config, chain);
    const node = nodeOf(ctx(), cfg);
    return {
      call: (method, params) => node.call(method, params),
      readCalls: (calls) =>
        readMany(
          node,
          cfg.multicall3,
          calls.map((c) => ({ kind: 'call', ...c })),
        ),
    };
  };
  return {
    async list(coin) {
      const node = nodeFor(coin.chainName);
      const id = Number(BigInt(await node.call<string>('eth_chainId', [])));
      if (id !== chainConfig(ctx().config, coin.chainName).chainId) return null;
      return listEvmPermissions(node, coin.address);
    },

    /**
     * The same calls prepareRevokes signs (revokeCall; a clearing: the account to itself, no
     * data), simulated on the chain's node and held to their targets (issue 32).
     */
    async preview(coin: CoinRef, targets: readonly RevokeTarget[]) {
      const cfg = chainConfig(ctx().config, coin.chainName);
      const from = getAddress(coin.address);
      let revokes: RevokeToSimulate[];
      try {
        revokes = targets.map((t) => {
          if (t.chainName !== coin.chainName) throw new AppError('BAD_INPUT', 'A revoke of another chain');
          if (t.kind === 'delegation') {
            const tx = { from, to: from, value: 0n, data: '0x' };
            return { kind: 'delegation' as const, asset: getAddress(t.asset), spender: from, tx };
          }
          if (t.kind === 'delegate') throw new AppError('BAD_INPUT', 'Not an EVM revoke');
          const c = revokeCall(t);
          return {
            kind: t.kind,
            asset: c.asset,
            spender: c.spender,
            tx: { from, to: c.to, value: 0n, data: c.data },
          };
        });
      } catch (e) {
        // a target the revoke itself refuses: prepareRevokes says why; nothing to simulate
        return { status: 'unavailable' as const, reason: e instanceof Error ? e.message : String(e) };
      }
      return previewRevokes(nodeOf(ctx(), cfg), {
        chainName: coin.chainName,
        native: { symbol: cfg.symbol, decimals: cfg.decimals },
        revokes,
        ...(cfg.multicall3 ? { multicall3: cfg.multicall3 } : {}),
      });
    },

    async prepareRevokes(coin: CoinRef, targets: readonly RevokeTarget[]): Promise<Prepared[]> {
      const cfg = chainConfig(ctx().config, coin.chainName);
      const from = getAddress(coin.address);
      const over = await overrides(coin.chainName);
      const out: Prepared[] = [];
      let base: number | undefined;
      for (const [i, t] of targets.entries()) {
        if (t.chainName !== coin.chainName) throw new AppError('BAD_INPUT', 'A revoke of another chain');
        const delegation = t.kind === 'delegation';
        if (delegation && getAddress(t.asset) !== from)
          throw new AppError('BAD_INPUT', "Only the wallet's own account's delegation can be cleared");
        // a clearing's gas is a plain transfer's plus its authorization's: estimated as a call to
        // address zero, because a call to the account itself would run the delegated code, which
        // may refuse it (a drainer's code could otherwise block its own removal)
        const call = delegation
          ? {
              kind: 'revokeDelegation' as const,
              to: ZeroAddress,
              asset: from,
              spender: from,
              value: 0n,
              data: '0x',
            }
          : revokeCall(t);
        const q = await estimateFee(ctx(), {
          chain: coin.chainName,
          from,
          to: call.to,
          amount: 0n,
          balance: 0n,
          call,
          option: 'Normal',
          ...(over ? { overrides: over } : {}),
        });
        if ('customError' in q) throw new AppError('RULE', q.customError);
        // every estimate reads the same pending count: the review's revokes take the next ones in order
        base ??= q.nonce;
        const nonce = base + i;
        const extra = delegation ? AUTHORIZATION_GAS : 0n;
        const gasLimit = q.gasLimit + extra;
        const tx = delegation
          ? clearDelegationTx({
              chainId: cfg.chainId,
              legacyGas: cfg.legacyGas,
              account: from,
              nonce,
              gasLimit,
              maxFeePerGas: q.pricing.gasPrice,
              maxPriorityFeePerGas: q.pricing.maxPriorityFeePerGas ?? q.pricing.gasPrice,
            })
          : buildUnsignedTx(cfg, { ...call, nonce, gasLimit, pricing: q.pricing });
        // the authorization's gas at the chosen price (the L1 part, where there is one, was
        // quoted on the shorter type-2 bytes)
        const fee = q.fee + extra * q.pricing.gasPrice;
        out.push({
          quote: {
            amount: 0n,
            fee,
            isMax: false,
            feeOptions: q.options.map((o) => ({ title: o.title, price: o.gasPrice })),
            feeUnit: 'gwei',
            feeUnitDecimals: GWEI_DECIMALS,
          },
          unsigned: tx.unsignedSerialized,
          intent: {
            family: 'evm',
            kind: call.kind,
            chainName: coin.chainName,
            from,
            // a clearing names the account itself, where the transaction goes
            to: call.spender,
            amount: '0',
            feeCap: fee.toString(10),
            // the token or collection (for Permit2's lockdown, the token: the call goes to Permit2)
            ...(delegation ? {} : { contractAddress: call.asset }),
            nonce,
          },
        });
      }
      return out;
    },
  };
}
