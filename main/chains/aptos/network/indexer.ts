/**
 * The Aptos indexer's GraphQL API (the one the SDK calls NetworkToIndexerAPI), asked one thing:
 * at which ledger versions a fungible asset was deposited to an account. The node cannot list
 * those (a fungible asset's Deposit is a module event without a per-account handle); the amounts
 * and senders are then read from the node's own transactions, so the indexer only points.
 */
import type { Http } from '../../../net/http';
import { readAnswer } from '../../../net/readAnswer';
import { FaActivitiesSchema } from './wire';

const QUERY = `query FaDeposits($owner: String!, $asset: String!, $limit: Int!) {
  fungible_asset_activities(
    where: { owner_address: { _eq: $owner }, asset_type: { _eq: $asset }, type: { _eq: "0x1::fungible_asset::Deposit" } }
    order_by: { transaction_version: desc }
    limit: $limit
  ) { transaction_version }
}`;

/** The latest `limit` versions at which `asset` (a metadata address, long form) reached `owner`, newest first. */
export async function faDepositVersions(
  http: Http,
  url: string,
  owner: string,
  asset: string,
  limit: number,
): Promise<bigint[]> {
  const body = await http.json<unknown>(url, {
    method: 'POST',
    json: { query: QUERY, variables: { owner, asset, limit } },
  });
  const rows = readAnswer(FaActivitiesSchema, body, 'fungible asset activities', 'the Aptos indexer');
  return [...new Set(rows.data.fungible_asset_activities.map((r) => r.transaction_version))];
}
