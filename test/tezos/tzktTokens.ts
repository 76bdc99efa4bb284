/**
 * The fixture's TzKT token API (api.tzkt.io "Tokens"), in its wire format, over the fixture
 * node's blocks and token ledgers: GET /v1/tokens, /v1/tokens/balances, /v1/tokens/transfers
 * and /v1/operations/transactions?id.in=…, with the filters the wallet uses (TzKT's
 * `field.in`, `anyof.from.to`, `sort.desc`, `limit`). Operation ids count every content of
 * every block in order, as tezosNode's account operations do.
 */
import type { AppliedContent, Block } from './ledger';
import type { TokenLedger, TokenMeta } from './tokenLedger';

export interface IndexedContent {
  id: number;
  block: Block;
  hash: string;
  applied: AppliedContent;
}

/** every content of every block with its TzKT id, oldest first */
export function indexContents(blocks: readonly Block[]): IndexedContent[] {
  const out: IndexedContent[] = [];
  let id = 0;
  for (const block of blocks)
    for (const o of block.operations)
      for (const applied of o.contents) out.push({ id: ++id, block, hash: o.hash, applied });
  return out;
}

const tzktTime = (b: Block) => b.timestamp.replace('.000Z', 'Z');

/** TzKT's Token object */
function tokenJson(t: TokenMeta, id: number) {
  return {
    id,
    contract: { address: t.contract },
    tokenId: t.tokenId.toString(),
    standard: t.standard,
    totalSupply: '0',
    metadata: { name: t.name, symbol: t.symbol, decimals: String(t.decimals) },
  };
}

/** TzKT's transaction object, as /v1/operations/transactions and account operations write it */
export function transactionJson(c: IndexedContent) {
  const { content, result } = c.applied;
  return {
    type: 'transaction',
    id: c.id,
    level: c.block.level,
    timestamp: tzktTime(c.block),
    block: c.block.hash,
    hash: c.hash,
    counter: Number(content.counter),
    sender: { address: content.source },
    gasLimit: Number(content.gas_limit),
    gasUsed: Math.ceil(Number(result.consumed_milligas ?? 0) / 1000),
    storageLimit: Number(content.storage_limit),
    storageUsed: Number(result.paid_storage_size_diff ?? 0),
    bakerFee: Number(content.fee),
    storageFee: Number(result.paid_storage_size_diff ?? 0) * 250,
    allocationFee: result.allocated_destination_contract ? 64250 : 0,
    target: { address: content.destination },
    amount: Number(content.amount),
    ...(content.parameters ? { parameter: content.parameters } : {}),
    status: result.status,
    hasInternals: false,
  };
}

const inList = (q: URLSearchParams, field: string): string[] | null =>
  q.get(`${field}.in`)?.split(',') ?? null;

/** the answer to a TzKT token route, or undefined when `path` is not one */
export function tzktTokenRoute(
  path: string,
  q: URLSearchParams,
  tokens: TokenLedger,
  blocks: readonly Block[],
): unknown {
  const metas = [...tokens.tokens.values()];
  const limit = Number(q.get('limit') ?? 100);
  if (path === '/v1/tokens')
    return metas
      .map((t, i) => ({ t, i }))
      .filter(({ t }) => !q.has('contract') || t.contract === q.get('contract'))
      .filter(({ t }) => !q.has('tokenId') || t.tokenId.toString() === q.get('tokenId'))
      .map(({ t, i }) => tokenJson(t, i + 1))
      .slice(0, limit);
  if (path === '/v1/tokens/balances') {
    const account = q.get('account');
    const contracts = inList(q, 'token.contract');
    const ids = inList(q, 'token.tokenId');
    const out: unknown[] = [];
    metas.forEach((t, i) => {
      const key = t.standard === 'fa2' ? `${t.contract}:${t.tokenId}` : t.contract;
      for (const [address, balance] of tokens.holdings.get(key) ?? []) {
        if (account !== null && address !== account) continue;
        if (contracts && !contracts.includes(t.contract)) continue;
        if (ids && !ids.includes(t.tokenId.toString())) continue;
        if (q.get('balance.gt') === '0' && balance === 0n) continue;
        out.push({
          id: out.length + 1,
          account: { address },
          token: tokenJson(t, i + 1),
          balance: balance.toString(),
          transfersCount: 1,
          firstLevel: 1,
          lastLevel: blocks.length,
        });
      }
    });
    return out.slice(0, limit);
  }
  if (path === '/v1/tokens/transfers') {
    const who = q.get('anyof.from.to');
    const out: unknown[] = [];
    let id = 0;
    for (const c of indexContents(blocks))
      for (const m of c.applied.moves ?? []) {
        id += 1;
        const t = tokens.tokens.get(m.key)!;
        if (who !== null && m.from !== who && m.to !== who) continue;
        if (q.has('token.contract') && t.contract !== q.get('token.contract')) continue;
        if (q.has('token.tokenId') && t.tokenId.toString() !== q.get('token.tokenId')) continue;
        out.push({
          id,
          level: c.block.level,
          timestamp: tzktTime(c.block),
          token: tokenJson(t, metas.indexOf(t) + 1),
          ...(m.from ? { from: { address: m.from } } : {}),
          to: { address: m.to },
          amount: m.amount.toString(),
          transactionId: c.id,
        });
      }
    return (q.get('sort.desc') === 'id' ? out.reverse() : out).slice(0, limit);
  }
  if (path === '/v1/operations/transactions') {
    const ids = inList(q, 'id');
    return indexContents(blocks)
      .filter((c) => c.applied.content.kind === 'transaction')
      .filter((c) => !ids || ids.includes(String(c.id)))
      .map(transactionJson)
      .slice(0, limit);
  }
  return undefined;
}
