import type { NetworkKind } from '../../../shared/chains/validate/result';

/** What a signed Cosmos document must name, from the signer's own table (never main's word). */
export interface CosmosChainRow {
  /** the chain id per network; a SignDoc for another chain would be a valid transaction there */
  chainId: Readonly<Record<NetworkKind, string>>;
  /** the native denom: sends move it and fees are paid in it */
  denom: string;
  /** the one message type a transfer may carry */
  msgType: string;
  /** the bech32 prefix of its addresses (shared/chains/cosmos/validate's, for THORChain's byte addresses) */
  prefix: string;
  /** the wallet sends other bank denoms here (the Hub's tokens); otherwise only `denom` */
  tokens: boolean;
  /**
   * how a THORChain swap deposit leaves this chain: a bank send to the inbound address with the
   * memo (Cosmos Hub), or THORChain's own MsgDeposit (RUNE, which has no inbound address)
   */
  swapDeposit: 'bankSend' | 'msgDeposit';
}

export const COSMOS_BANK_SEND = '/cosmos.bank.v1beta1.MsgSend';
export const THORCHAIN_SEND = '/types.MsgSend';
/** THORChain's deposit into itself with a memo: how RUNE is swapped */
export const THORCHAIN_DEPOSIT = '/types.MsgDeposit';

/** regtest: the local fixture node's chain ids (test/cosmos). */
export const COSMOS_CHAINS: Readonly<Record<string, CosmosChainRow>> = {
  cosmos: {
    chainId: { mainnet: 'cosmoshub-4', testnet: 'theta-testnet-001', regtest: 'cosmos-local-1' },
    denom: 'uatom',
    msgType: COSMOS_BANK_SEND,
    prefix: 'cosmos',
    tokens: true,
    swapDeposit: 'bankSend',
  },
  thorchain: {
    chainId: { mainnet: 'thorchain-1', testnet: 'thorchain-stagenet-2', regtest: 'thorchain-local-1' },
    denom: 'rune',
    msgType: THORCHAIN_SEND,
    prefix: 'thor',
    tokens: false,
    swapDeposit: 'msgDeposit',
  },
};
