/**
 * The Solana family's network: JSON-RPC (queries batched into one request where logic can),
 * the token-list service and the staking-data service. Only logic/ imports this folder.
 */
export { mapQuery, solanaRpc, SolanaRpcError, type Query, type SolanaRpc } from './rpc';
export * from './accounts';
export * from './chain';
export * from './history';
export * from './programs';
export { searchTokenList } from './tokenList';
export { dasAssetsQuery, type DasNft } from './dasAssets';
export { metadataAccountsQuery, type MetaplexMetadata } from './metaplexMetadata';
export { stakewizValidators, voteAccountsQuery } from './validators';
