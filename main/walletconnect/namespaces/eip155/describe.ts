import type { WalletKitTypes } from '@reown/walletkit';
import { getAddress } from 'ethers';
import { formatUnits } from '../../../../shared/amount';
import type { RequestDetail } from '../../../../shared/contract/walletconnect';
import { fiatValue } from '../../../../shared/fiat';
import { AppError } from '../../../../shared/errors';
import { messageOf } from '../../messageText';
import type { Described, RequestCtx } from '../types';
import type { WcChains } from './chains';
import { evmRpc } from './evmRpc';
import { approvesAll, decodeTokenCall } from './decodeTokenCall';
import { prepareDappTx, readDappTx, unsignedDappTx } from './prepareTx';
import { previewDappTx } from './previewTx';
import { typedDataView } from './typedDataView';

const isAddress = (s: unknown): s is string => typeof s === 'string' && /^0x[0-9a-fA-F]{40}$/.test(s);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A hex chain id (0x1) as CAIP-2 (eip155:1); null when it is not one. */
function caipOfHex(v: unknown): string | null {
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(v)) return null;
  return `eip155:${BigInt(v).toString(10)}`;
}

/**
 * Reads a dapp's request into what the modal shows and what approving it does. Each request
 * is for the session's account only; the signer checks again what it signs.
 */
export async function describeEip155Request(
  chains: WcChains,
  ctx: RequestCtx,
  r: WalletKitTypes.SessionRequest,
): Promise<Described> {
  const { method, params } = r.params.request;
  const chainId = r.params.chainId;
  const chain = chains.get(chainId) ?? null;
  const { address } = await ctx.account();
  const args = Array.isArray(params) ? (params as unknown[]) : [];
  const mine = (a: unknown) => {
    if (!isAddress(a) || !same(a, address))
      throw new AppError('BAD_INPUT', 'The dapp asked for an account this session does not have');
  };
  const detail = (d: RequestDetail) => d;

  switch (method) {
    case 'personal_sign': {
      // [message, address] per the spec; some dapps send them the other way round
      const [a, b] = args;
      const [message, account] = isAddress(a) && !isAddress(b) ? [b, a] : [a, b];
      mine(account);
      if (typeof message !== 'string') throw new AppError('BAD_INPUT', 'No message to sign');
      const m = messageOf(message);
      return {
        detail: detail({ kind: 'personalSign', from: getAddress(address), ...m }),
        approve: ({ sign }) => sign({ kind: 'personalSign', message: m.hex }),
      };
    }
    case 'eth_signTypedData_v4': {
      const [account, data] = args;
      mine(account);
      // the exact text the signer hashes: the dapp's JSON string, or its object serialised once
      const json = typeof data === 'string' ? data : JSON.stringify(data);
      const v = typedDataView(json);
      const id = Number(chainId.split(':')[1]);
      return {
        detail: detail({ kind: 'typedData', from: getAddress(address), ...v }),
        approve: ({ sign }) => sign({ kind: 'typedData', chainId: id, json }),
      };
    }
    case 'eth_sendTransaction': {
      if (!chain) throw new AppError('BAD_INPUT', `${chainId} is not a network of this wallet`);
      const asked = readDappTx(args[0]);
      mine(asked.from);
      // issue 32: the simulation runs beside the gas and fee work, not after it
      const [{ from, approved }, preview] = await Promise.all([
        prepareDappTx(chain, args[0]),
        previewDappTx(chain, ctx, asked),
      ]);
      const [call, price] = await Promise.all([
        decodeTokenCall(chain, approved.to, approved.data),
        ctx.fiatPrice(chain.symbol).catch(() => null),
      ]);
      const operator = approvesAll(approved.data);
      const maxFeeWei = BigInt(approved.gas) * BigInt(approved.maxFeePerGas);
      const maxFee = formatUnits(maxFeeWei, chain.decimals);
      const warning = call?.unlimited
        ? `Unlimited approval: ${call.counterparty} could spend all your ${call.symbol ?? 'tokens'} at any time.`
        : operator
          ? `setApprovalForAll: ${operator} could move all your NFTs of this collection.`
          : null;
      return {
        detail: detail({
          kind: 'transaction',
          from,
          to: approved.to,
          value: formatUnits(BigInt(approved.value), chain.decimals),
          symbol: chain.symbol,
          data: approved.data,
          call,
          gas: approved.gas,
          maxFee,
          maxFeeFiat: price ? fiatValue(maxFee, price.price) : null,
          currency: price?.currency ?? '',
          warning,
          preview,
        }),
        approve: async ({ sign }) => {
          const unsigned = await unsignedDappTx(chain, from, approved);
          const signed = await sign({ kind: 'transaction', unsigned, approved });
          return evmRpc<string>(chain.rpcUrls, 'eth_sendRawTransaction', [signed]);
        },
      };
    }
    case 'wallet_switchEthereumChain': {
      const target = caipOfHex((args[0] as { chainId?: unknown } | undefined)?.chainId);
      if (!target) throw new AppError('BAD_INPUT', 'No chain id to switch to');
      if (!ctx.sessionChains.includes(target))
        throw new AppError('BAD_INPUT', `${target} is not a network of this session`);
      return {
        detail: detail({
          kind: 'switchChain',
          chainId: target,
          chainName: chains.get(target)?.displayName ?? null,
        }),
        approve: async ({ emit }) => {
          await emit(target, { name: 'chainChanged', data: Number(target.split(':')[1]) });
          return null;
        },
      };
    }
    case 'wallet_addEthereumChain': {
      const p = (args[0] ?? {}) as { chainId?: unknown; chainName?: unknown };
      const target = caipOfHex(p.chainId);
      if (!target) throw new AppError('BAD_INPUT', 'No chain id to add');
      const known = chains.get(target);
      const asked = typeof p.chainName === 'string' ? p.chainName.slice(0, 60) : target;
      return {
        detail: detail({
          kind: 'addChain',
          chainId: target,
          chainName: known?.displayName ?? asked,
          refusal: known
            ? null
            : `This wallet cannot add networks: ${asked} (chain id ${target.split(':')[1]}) is not one of the networks it supports.`,
        }),
        approve: async () => {
          if (!known) throw new AppError('RULE', `${asked} is not a network this wallet supports`);
          return null;
        },
      };
    }
    default:
      throw new AppError('BAD_INPUT', `This wallet does not handle ${method.slice(0, 60)}`);
  }
}
