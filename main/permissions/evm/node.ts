/** What the EVM permissions read through: the chain's nodes, as the EVM family hands them over. */
export interface PermissionsNode {
  call<T>(method: string, params: unknown[]): Promise<T>;
  /** many eth_calls at 'latest' in few requests; the raw return data, or null where one reverted */
  readCalls(calls: readonly { target: string; data: string }[]): Promise<(string | null)[]>;
}

/** A log as eth_getLogs returns it (the fields read here). */
export interface RawLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
}
