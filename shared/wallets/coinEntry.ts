import { CHAINS } from '../chains/registry';
import { coinKey } from '../catalogue/coinKey';
import { chainHasTokens, isContractAddressShape } from '../catalogue/contractAddress';
import { MAX_COIN_DECIMALS } from '../catalogue/types';
import { MAX_COINS_PER_WALLET } from './constants';
import { ruleError, RULE_MESSAGES } from './messages';
import type { CoinEntry, CoinInput, WalletMeta } from './types';

/** Printable text only: no control or format characters that could disguise a symbol. */
const PRINTABLE = /^[^\p{C}]+$/u;

/** A chain's native coin, from the registry (which, not the caller, decides symbol and decimals). */
export function nativeCoinEntry(chainName: string, isInWallet = true): CoinEntry {
  const chain = CHAINS.get(chainName);
  if (!chain) throw ruleError(RULE_MESSAGES.unsupportedChain);
  return {
    id: coinKey(chain.name),
    chainName: chain.name,
    symbol: chain.symbol,
    name: chain.displayName,
    type: 'coin',
    decimals: chain.decimals,
    isInWallet,
  };
}

/**
 * A checked wallet coin from untrusted input. Native coins are rebuilt from the registry;
 * tokens need a chain that has tokens ('Unsupported chain'), a contract of that chain's
 * shape, a printable symbol (1-16) and name (1-64), and integer decimals 0-36.
 */
export function coinEntryFrom(input: CoinInput, isInWallet = true): CoinEntry {
  if (!CHAINS.has(input.chainName)) throw ruleError(RULE_MESSAGES.unsupportedChain);
  if (input.type === 'coin') {
    if (input.contractAddress !== undefined) throw ruleError(RULE_MESSAGES.invalidContract);
    return nativeCoinEntry(input.chainName, isInWallet);
  }
  if (!chainHasTokens(input.chainName)) throw ruleError(RULE_MESSAGES.unsupportedChain);
  const contract = (input.contractAddress ?? '').trim();
  if (!isContractAddressShape(input.chainName, contract)) throw ruleError(RULE_MESSAGES.invalidContract);
  const symbol = input.symbol.trim();
  const name = input.name.trim();
  const ok =
    PRINTABLE.test(symbol) &&
    symbol.length <= 16 &&
    PRINTABLE.test(name) &&
    name.length <= 64 &&
    Number.isInteger(input.decimals) &&
    input.decimals >= 0 &&
    input.decimals <= MAX_COIN_DECIMALS;
  if (!ok) throw ruleError(RULE_MESSAGES.invalidToken);
  return {
    id: coinKey(input.chainName, contract),
    chainName: input.chainName,
    symbol,
    name,
    type: 'token',
    decimals: input.decimals,
    contractAddress: contract,
    isInWallet,
  };
}

/** A private-key (or watch-only) wallet only holds assets of its own chain (spec §5). */
export function assertChainFits(wallet: WalletMeta, chainName: string): void {
  if (wallet.kind !== 'phrase' && wallet.chainName !== chainName) {
    throw ruleError(RULE_MESSAGES.coinChainMismatch);
  }
}

/** The wallet with `added` appended, refused past MAX_COINS_PER_WALLET. */
export function appendCoins(wallet: WalletMeta, added: readonly CoinEntry[]): WalletMeta {
  if (added.length === 0) return wallet;
  if (wallet.coins.length + added.length > MAX_COINS_PER_WALLET) throw ruleError(RULE_MESSAGES.tooManyCoins);
  const coins = [...wallet.coins, ...added];
  return { ...wallet, coins, selectedCoinId: wallet.selectedCoinId ?? firstVisibleCoinId(coins) };
}

/** The first coin shown in the wallet, the natural selection when none is made. */
export function firstVisibleCoinId(coins: readonly CoinEntry[]): string | null {
  return coins.find((c) => c.isInWallet)?.id ?? null;
}
