import { defineNamespace } from '../types';
import { wcSolanaChainsFor } from './chain';
import { describeSolanaRequest } from './describe';

/** Solana dapps (CAIP-2 `solana`): the profile's cluster, the wallet's Solana account, messages and legacy transactions. */
export const solana = defineNamespace({
  name: 'solana',
  methods: ['solana_signMessage', 'solana_signTransaction'],
  events: [],
  account: { chainName: 'solana', label: 'Solana' },
  chains: wcSolanaChainsFor,
  describe: (chains, ctx, r) => describeSolanaRequest(chains, ctx.account, r),
});
