/**
 * An ethers Provider whose JSON-RPC goes through the app's own client (rpc.ts): ethers'
 * contract and ENS machinery run unchanged, while requests keep the app's timeouts, the
 * chain's endpoint fallback and the test harness's network block.
 */
import {
  JsonRpcApiProvider,
  type JsonRpcError,
  type JsonRpcPayload,
  type JsonRpcResult,
  type Network,
} from 'ethers';
import { RpcError, type Rpc } from './rpc';

export class RpcBridgeProvider extends JsonRpcApiProvider {
  readonly #rpc: Rpc;

  /** `network` is static: ethers never asks for eth_chainId, so nothing is sent until a call. */
  constructor(rpc: Rpc, network: Network) {
    // one request per payload: rpc.ts falls back per call, and some public nodes refuse batches
    super(network, { staticNetwork: network, batchMaxCount: 1 });
    this.#rpc = rpc;
    this._start();
  }

  override async _send(
    payload: JsonRpcPayload | JsonRpcPayload[],
  ): Promise<(JsonRpcResult | JsonRpcError)[]> {
    const list = Array.isArray(payload) ? payload : [payload];
    return Promise.all(list.map((p) => this.#one(p)));
  }

  async #one(p: JsonRpcPayload): Promise<JsonRpcResult | JsonRpcError> {
    const params = Array.isArray(p.params) ? p.params : [p.params];
    try {
      return { id: p.id, result: await this.#rpc.call<unknown>(p.method, params) };
    } catch (e) {
      // the node's own error goes back to ethers, which turns reverts into CALL_EXCEPTION;
      // transport failures reject the request as they are
      if (e instanceof RpcError)
        return { id: p.id, error: { code: e.code, message: e.message, ...(e.data ? { data: e.data } : {}) } };
      throw e;
    }
  }
}
