/**
 * One chain as its family's module declares it (`shared/chains/<family>/chains.ts`); the
 * registry joins every family's rows into `CHAINS`. Explorer templates hold `{hash}` or
 * `{address}`; `defaultPath` holds `{i}` for the address index (spec/chains.md and the keys
 * issue give the paths). The family is a type parameter so a family's rows cannot name another.
 */
export interface ChainRow<F extends string> {
  readonly name: string;
  readonly displayName: string;
  readonly symbol: string;
  readonly family: F;
  readonly decimals: number;
  /** EIP-155 chain id, EVM only. */
  readonly evmChainId?: number;
  /** SLIP-44 coin type. */
  readonly coinType: number;
  /** the coin type every test network uses instead, where the family's tools do so (BIP44's 1) */
  readonly testnetCoinType?: number;
  readonly defaultPath: string;
  readonly curve: 'secp256k1' | 'ed25519';
  readonly explorer: { readonly tx: string; readonly address: string };
  /**
   * Where the native coin stands among the coins every new phrase wallet starts with (1 first);
   * absent: one search away in the add-coin screen (shared/catalogue/defaults.ts says why).
   */
  readonly newWalletRank?: number;
  /** CoinGecko's id for the native coin: an id names exactly one coin, a symbol many */
  readonly priceId?: string;
}
