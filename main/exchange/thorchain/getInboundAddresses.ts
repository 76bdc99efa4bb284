/**
 * GET /thorchain/inbound_addresses: where each chain's deposits go (and EVM routers), and
 * whether THORChain takes them now. Never cached: vaults rotate at every churn.
 */
import { AppError } from '../../../shared/errors';
import { thornodeGet } from './thornodeGet';
import type { ThorchainCtx } from './types';
import { InboundAddressesWire, type InboundAddressWire } from './wire';

export interface InboundAddress {
  chain: string;
  address: string;
  router?: string;
  /** base units of the chain: THORChain ignores deposits below it */
  dustThreshold: bigint;
}

export async function getInboundAddresses(ctx: ThorchainCtx): Promise<InboundAddressWire[]> {
  return thornodeGet(ctx, '/thorchain/inbound_addresses', {}, InboundAddressesWire);
}

/**
 * The inbound address of `chain` (THORChain's name: BTC, LTC, ETH…) if THORChain takes swaps
 * on it now; otherwise the sentence saying why not.
 */
export async function openInbound(ctx: ThorchainCtx, chain: string): Promise<InboundAddress> {
  const row = (await getInboundAddresses(ctx)).find((r) => r.chain === chain);
  if (!row) throw new AppError('RULE', `THORChain does not take deposits on ${chain}`);
  if (row.halted) throw new AppError('RULE', `THORChain has halted ${chain}; try again later`);
  if (row.global_trading_paused || row.chain_trading_paused)
    throw new AppError('RULE', `Trading on ${chain} is paused on THORChain; try again later`);
  return {
    chain: row.chain,
    address: row.address,
    ...(row.router ? { router: row.router } : {}),
    dustThreshold: BigInt(row.dust_threshold ?? '0'),
  };
}
