// Both processes' views of EVM chain ids, side by side for a test that they agree: main's
// config (what it builds) and the signer's table (what it will sign).
export { createEvmConfig } from '../../main/chains/evm/config';
export { evmChainIdFor } from '../../signer/chains/evm/chainIds';
