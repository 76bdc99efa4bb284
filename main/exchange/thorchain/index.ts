export { getInboundAddresses, openInbound, type InboundAddress } from './getInboundAddresses';
export { chainOfAsset, quoteSwap, type QuoteSwapParams, type ThorchainQuote } from './quoteSwap';
export { THORCHAIN_DECIMALS, type ThorchainCtx } from './types';
