import { defineNamespace } from '../types';
import { wcChainsFor } from './chains';
import { describeEip155Request } from './describe';

/**
 * EVM dapps (CAIP-2 `eip155`): every EVM chain of the profile, one account per wallet (its
 * Ethereum address: every EVM chain shares it), messages, typed data, transactions and chain
 * switches.
 */
export const eip155 = defineNamespace({
  name: 'eip155',
  methods: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ],
  events: ['chainChanged', 'accountsChanged'],
  account: { chainName: 'ethereum', label: 'Ethereum' },
  chains: wcChainsFor,
  describe: describeEip155Request,
});
