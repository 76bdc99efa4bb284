/**
 * The consensus nodes, through @hashgraph/sdk's own Client over gRPC: submitting a signed
 * transaction (CryptoService/cryptoTransfer, answered by the node's precheck) and asking for a
 * receipt (CryptoService/getTransactionReceipts). The SDK's retries and node choice stay its
 * own; what leaves this file is plain strings. The SDK is loaded on first use: it takes
 * seconds to load, which app startup should not wait for.
 */
import type { Client } from '@hashgraph/sdk';
import { AppError } from '../../../../shared/errors';
import { HTTP_TIMEOUT_MS } from '../../../net/http';
import { startConnectBridge, type ConnectBridge } from '../../../net/connectBridge';
import { outboundProxy } from '../../../net/outbound';
import type { ConsensusNodes } from '../config';

export interface ConsensusApi {
  /** node account ids the client can submit to */
  nodeAccountIds(): Promise<string[]>;
  /**
   * Submits a signed TransactionList (SDK bytes) and returns its transaction id, 0.0.n@s.n;
   * a refusal at precheck is { refused: status }.
   */
  submit(signed: Uint8Array): Promise<{ transactionId: string } | { refused: string }>;
  /** the receipt's status name (SUCCESS, INVALID_ACCOUNT_ID…), or null while it has none */
  receipt(transactionId: string): Promise<string | null>;
  close(): void;
}

/** Receipt statuses that mean "not reached consensus yet", not an outcome (Status names). */
const NOT_YET = new Set(['UNKNOWN', 'RECEIPT_NOT_FOUND', 'BUSY']);

const sdk = () => import('@hashgraph/sdk');

/** What grpc-js would read to skip the proxy for a host: set to a name that matches none. */
const NO_HOST = 'no-host.invalid';

/** The consensus nodes (host:port) the bridge may tunnel to: those of the clients built. */
const nodeTargets = new Set<string>();
let bridge: Promise<ConnectBridge> | null = null;

/**
 * Puts main's proxy route where the SDK's gRPC client (grpc-js) reads it, and returns the proxy
 * it stands for ('' for none). grpc-js opens its own connections past main's outbound route and
 * tunnels only through an HTTP CONNECT proxy named in its environment (grpc_proxy), read as each
 * channel is made; it has no SOCKS support and would go direct on a socks URL. So it is given a
 * CONNECT bridge on 127.0.0.1 that carries each tunnel on through the user's proxy, whatever its
 * kind: Tor works, a proxy login stays in main's memory (never in the environment, which child
 * processes inherit), and nothing falls back to direct (issue 35).
 */
async function grpcRoute(): Promise<string> {
  const proxy = outboundProxy();
  if (proxy === '') {
    delete process.env.grpc_proxy;
    return '';
  }
  bridge ??= startConnectBridge((target) => nodeTargets.has(target));
  process.env.grpc_proxy = (await bridge).url;
  process.env.no_grpc_proxy = NO_HOST;
  return proxy;
}

export function consensusNodes(nodes: ConsensusNodes): ConsensusApi {
  let client: Client | null = null;
  /** the proxy the client was built for: its channels were opened through it */
  let builtFor = '';
  const clientOf = async (): Promise<Client> => {
    const proxy = await grpcRoute();
    if (client && builtFor !== proxy) {
      // the SDK caches a channel per node address: closing drops them, so none outlives its route
      client.close();
      client = null;
    }
    if (client) return client;
    builtFor = proxy;
    const { AccountId, Client } = await sdk();
    const c =
      nodes.kind === 'sdk'
        ? Client.forName(nodes.name, { scheduleNetworkUpdate: false })
        : Client.forNetwork(
            { [nodes.address]: AccountId.fromString(nodes.nodeAccountId) },
            { scheduleNetworkUpdate: false },
          );
    c.setRequestTimeout(HTTP_TIMEOUT_MS);
    for (const address of Object.keys(c.network)) nodeTargets.add(address);
    client = c;
    return c;
  };
  return {
    nodeAccountIds: async () => [
      ...new Set(Object.values((await clientOf()).network).map((a) => a.toString())),
    ],
    async submit(signed) {
      const { PrecheckStatusError, Transaction } = await sdk();
      let tx: InstanceType<typeof Transaction>;
      try {
        tx = Transaction.fromBytes(signed);
      } catch {
        throw new AppError('BAD_INPUT', 'The signed Hedera transaction does not read');
      }
      try {
        const response = await tx.execute(await clientOf());
        return { transactionId: response.transactionId.toString() };
      } catch (e) {
        if (e instanceof PrecheckStatusError) return { refused: e.status.toString() };
        throw new AppError(
          'NETWORK',
          `Could not reach the Hedera node: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    },
    async receipt(transactionId) {
      const { PrecheckStatusError, TransactionId, TransactionReceiptQuery } = await sdk();
      try {
        const receipt = await new TransactionReceiptQuery()
          .setTransactionId(TransactionId.fromString(transactionId))
          .setValidateStatus(false)
          // one look: the confirmation loop is the one that waits
          .setMaxAttempts(1)
          .execute(await clientOf());
        const status = receipt.status.toString();
        return NOT_YET.has(status) ? null : status;
      } catch (e) {
        if (e instanceof PrecheckStatusError && NOT_YET.has(e.status.toString())) return null;
        // the SDK gives up on UNKNOWN after its attempts: still no outcome
        if (e instanceof Error && /max attempts|timeout/i.test(e.message)) return null;
        throw new AppError(
          'NETWORK',
          `Could not reach the Hedera node: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    },
    close: () => client?.close(),
  };
}
