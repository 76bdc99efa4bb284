export { getInboundAddresses, openInbound, type InboundAddress } from './getInboundAddresses';
export { chainOfAsset, quoteSwap, type QuoteSwapParams, type ThorchainQuote } from './quoteSwap';
export { freshQuote, QUOTE_SIGN_MARGIN_S, type FreshQuote } from './freshQuote';
export { THORCHAIN_DECIMALS, type ThorchainCtx } from './types';
export { createThorchainProvider, TOLERANCE_BPS } from './provider';
export { getTxStatus, type ThorchainTxStatus } from './txStatus';
