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

export function consensusNodes(nodes: ConsensusNodes): ConsensusApi {
  let client: Client | null = null;
  const clientOf = async (): Promise<Client> => {
    // gRPC opens its own connections, past main's outbound route: with a proxy set it would
    // leak the user's IP to the node, so it refuses instead (issue 35: never fall back to direct)
    if (outboundProxy() !== '')
      throw new AppError('NETWORK', 'Hedera nodes are reached over gRPC, which cannot use the proxy yet');
    if (client) return client;
    const { AccountId, Client } = await sdk();
    const c =
      nodes.kind === 'sdk'
        ? Client.forName(nodes.name, { scheduleNetworkUpdate: false })
        : Client.forNetwork(
            { [nodes.address]: AccountId.fromString(nodes.nodeAccountId) },
            { scheduleNetworkUpdate: false },
          );
    c.setRequestTimeout(HTTP_TIMEOUT_MS);
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
