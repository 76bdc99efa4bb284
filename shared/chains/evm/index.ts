import { BASE_CAPABILITIES, defineSharedFamily } from '../sharedFamily';
import { EVM_CHAINS } from './chains';
import { EvmIntentSchema } from './intents';
import * as validator from './validate';

/** EVM as the three processes share it: one line in shared/chains/families.ts lists it. */
export const evmShared = defineSharedFamily({
  family: 'evm',
  chains: EVM_CHAINS,
  capabilities: { ...BASE_CAPABILITIES, sharedAddressSet: true, customTokens: true },
  validator,
  intent: EvmIntentSchema,
  nodeSlots: [
    { slot: 'rpc', label: 'JSON-RPC node' },
    { slot: 'explorer', label: 'Blockscout explorer (history)' },
  ],
  // prettier-ignore
  apiKeys: [
    { id: 'etherscan', label: 'Etherscan', hint: 'EVM history after the free tier; several keys, comma-separated', multiple: true },
    { id: 'oklink', label: 'OKLink', hint: 'EthereumPoW history', multiple: true },
    {
      id: 'moralis',
      label: 'Moralis',
      hint: 'NFT lists with spam flags; without a key the keyless Blockscout list is used',
      multiple: true,
    },
  ],
  dappNamespaces: ['eip155'],
  tokenShape: /^0x[0-9a-fA-F]{40}$/,
});
