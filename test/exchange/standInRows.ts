/**
 * The pools and inbound rows the exchange tests give the THORNode stand-in: one LTC and one
 * ETH pool, and each chain's inbound row with the vault (and router) the test set up.
 */
import type { StandInChain, StandInPool } from './thornodeServer';

export const LTC_POOL: StandInPool = {
  asset: 'LTC.LTC',
  balanceAsset: 10_000n * 10n ** 8n,
  balanceRune: 1_000_000n * 10n ** 8n,
};
export const ETH_POOL: StandInPool = {
  asset: 'ETH.ETH',
  balanceAsset: 1_000n * 10n ** 8n,
  balanceRune: 2_000_000n * 10n ** 8n,
};

export const ltcInbound = (address: string): StandInChain => ({
  chain: 'LTC',
  address,
  dustThreshold: 10_000n,
  outboundFee: 100_000n,
  recommendedMinIn: 200_000n,
  gasRate: 10n,
  gasRateUnits: 'satsperbyte',
});

export const ethInbound = (address: string, router: string): StandInChain => ({
  chain: 'ETH',
  address,
  router,
  dustThreshold: 0n,
  outboundFee: 5_000n,
  recommendedMinIn: 1_000_000n,
  gasRate: 3n,
  gasRateUnits: 'gwei',
});

/** A pool for the ERC-20 at `contract` (ticker TUSD), under THORChain's CHAIN.TICKER-0XCONTRACT id. */
export const tokenPool = (contract: string): StandInPool => ({
  asset: `ETH.TUSD-${contract.toUpperCase()}`,
  balanceAsset: 1_000_000n * 10n ** 8n,
  balanceRune: 2_000_000n * 10n ** 8n,
});

/** Cosmos Hub's pool: ATOM (6 decimals on chain, 1e8 units here like every THORChain amount). */
export const GAIA_POOL: StandInPool = {
  asset: 'GAIA.ATOM',
  balanceAsset: 200_000n * 10n ** 8n,
  balanceRune: 400_000n * 10n ** 8n,
};

/** The Hub's inbound row: a vault address on the Cosmos fixture node, gas in uatom. */
export const gaiaInbound = (address: string): StandInChain => ({
  chain: 'GAIA',
  address,
  dustThreshold: 0n,
  outboundFee: 2_000_000n,
  recommendedMinIn: 100_000_000n,
  gasRate: 5n,
  gasRateUnits: 'uatom',
});
