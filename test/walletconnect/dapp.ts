// A real dapp side: @walletconnect/sign-client pointed at the local relay. Verify and the
// telemetry INIT are switched off on the instance (they would call walletconnect.org).
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes } from '@walletconnect/types';

export const DAPP_METADATA = {
  name: 'Test Swap',
  description: 'a dapp in the tests',
  url: 'https://swap.example',
  icons: ['https://swap.example/icon.png'],
};

export const EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
];

export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction'];

export interface TestDapp {
  client: InstanceType<typeof SignClient>;
  /**
   * starts a proposal for `chains` (eip155:… and solana:… go to their namespaces): the URI to
   * paste in the wallet, and the session it settles once approved
   */
  connect(chains?: string[]): Promise<{ uri: string; approval: Promise<SessionTypes.Struct> }>;
  request<T>(topic: string, chainId: string, method: string, params: unknown): Promise<T>;
  /** topics the wallet deleted, in order */
  deleted: string[];
  close(): Promise<void>;
}

export async function startTestDapp(
  relayUrl: string,
  opts: { metadata?: typeof DAPP_METADATA; prefix?: string } = {},
): Promise<TestDapp> {
  const client = await SignClient.init({
    relayUrl,
    projectId: '00000000000000000000000000000000',
    metadata: opts.metadata ?? DAPP_METADATA,
    customStoragePrefix: opts.prefix ?? `dapp-${Math.random().toString(36).slice(2)}`,
    telemetryEnabled: false,
  });
  client.core.verify.register = async () => '';
  client.core.verify.resolve = (async () => undefined) as unknown as typeof client.core.verify.resolve;
  const deleted: string[] = [];
  client.on('session_delete', ({ topic }) => deleted.push(topic));
  return {
    client,
    deleted,
    async connect(chains = ['eip155:1']) {
      const evm = chains.filter((c) => c.startsWith('eip155:'));
      const solana = chains.filter((c) => c.startsWith('solana:'));
      const { uri, approval } = await client.connect({
        optionalNamespaces: {
          ...(evm.length
            ? { eip155: { chains: evm, methods: EVM_METHODS, events: ['chainChanged', 'accountsChanged'] } }
            : {}),
          ...(solana.length ? { solana: { chains: solana, methods: SOLANA_METHODS, events: [] } } : {}),
        },
      });
      if (!uri) throw new Error('no pairing uri');
      // called at once: sign-client listens for the settlement only from this call on
      const settled = approval();
      settled.catch(() => undefined);
      return { uri, approval: settled };
    },
    request: (topic, chainId, method, params) =>
      client.request({ topic, chainId, request: { method, params } }),
    async close() {
      await client.core.relayer.transportClose().catch(() => undefined);
    },
  };
}
