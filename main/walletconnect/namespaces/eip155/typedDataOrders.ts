/**
 * Orders a typed-data signature creates, decoded into what the user gives and gets (issue 32):
 * Seaport's OrderComponents (and each order of a BulkOrder tree), where the signer is the
 * offerer and anyone may fulfil it; Permit2's PermitBatch (allowances) and
 * PermitBatchTransferFrom (one-time transfers), where the spender takes and nothing comes
 * back. Amounts stay base units: the view knows no token's decimals.
 */
import { formatUnits } from 'ethers';

export interface TypedOrder {
  give: string[];
  get: string[];
  warning: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '?');
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);
const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

/** Permit2 allowances are uint160: the largest means no limit */
const U160_MAX = (2n ** 160n - 1n).toString();

function big(v: unknown): bigint | null {
  try {
    return BigInt(str(v));
  } catch {
    return null;
  }
}

/** A Seaport item (ItemType 0–5) in words, with its amount range when it changes over time. */
function seaportItem(i: Obj): string {
  const start = str(i.startAmount);
  const end = str(i.endAmount);
  const amount = (f: (s: string) => string) => (start === end ? f(start) : `${f(start)} to ${f(end)}`);
  const eth = (s: string) => {
    const b = big(s);
    return b === null ? s : formatUnits(b, 18);
  };
  const token = str(i.token);
  const id = str(i.identifierOrCriteria);
  switch (str(i.itemType)) {
    case '0':
      return `${amount(eth)} of the chain's coin`;
    case '1':
      return `${amount((s) => s)} base units of token ${token}`;
    case '2':
      return `NFT #${id} of ${token}`;
    case '3':
      return `${amount((s) => s)} × item #${id} of ${token}`;
    case '4':
      return `any NFT of ${token} (chosen by criteria)`;
    case '5':
      return `${amount((s) => s)} × any item of ${token} (chosen by criteria)`;
    default:
      return `an item of unknown kind from ${token}`;
  }
}

function seaportOrder(o: Obj, give: string[], get: string[], others: string[]): void {
  for (const i of list(o.offer)) give.push(seaportItem(i));
  for (const c of list(o.consideration)) {
    if (same(c.recipient, o.offerer)) get.push(seaportItem(c));
    else others.push(`${seaportItem(c)} to ${str(c.recipient)}`);
  }
}

/** BulkOrder's tree: nested pairs of OrderComponents, every leaf an order signed at once. */
function leaves(v: unknown, out: Obj[], depth = 0): void {
  if (depth > 32) return;
  if (Array.isArray(v)) for (const x of v) leaves(x, out, depth + 1);
  else if (isObj(v)) out.push(v);
}

function seaport(primaryType: string, message: Obj): TypedOrder {
  const orders: Obj[] = [];
  if (primaryType === 'BulkOrder') leaves(message.tree, orders);
  else orders.push(message);
  const give: string[] = [];
  const get: string[] = [];
  const others: string[] = [];
  for (const o of orders) seaportOrder(o, give, get, others);
  const n = orders.length > 1 ? `${orders.length} Seaport orders` : 'A Seaport order';
  const nothing =
    get.length === 0 ? ' You get nothing in return: this is how NFT drainers take collections.' : '';
  const fees = others.length ? ` Also paid to others: ${others.join('; ')}.` : '';
  return {
    give,
    get,
    warning: `${n}: anyone can fulfil it once signed, taking what you give for what you get.${nothing}${fees}`,
  };
}

function permit2(primaryType: string, message: Obj): TypedOrder | null {
  const spender = str(message.spender);
  if (primaryType === 'PermitBatch') {
    const give = list(message.details).map((d) => {
      const amount = str(d.amount) === U160_MAX ? 'all (no limit)' : `up to ${str(d.amount)} base units`;
      return `${spender} may take ${amount} of token ${str(d.token)} until ${expiry(d.expiration)}`;
    });
    return {
      give,
      get: [],
      warning: `Permit2 batch: signing lets ${spender} take these ${give.length} tokens from your wallet without another approval. You get nothing in return.`,
    };
  }
  if (/^PermitBatch(Witness)?TransferFrom$/.test(primaryType)) {
    const give = list(message.permitted).map(
      (p) => `${str(p.amount)} base units of token ${str(p.token)} to ${spender}`,
    );
    return {
      give,
      get: [],
      warning: `Permit2 batch transfer: signing lets ${spender} transfer these ${give.length} tokens out of your wallet once, before ${expiry(message.deadline)}. You get nothing in return.`,
    };
  }
  return null;
}

function expiry(v: unknown): string {
  const s = big(v);
  if (s === null) return 'an unreadable time';
  if (s === 0n) return 'revoked';
  if (s > 10n ** 11n) return 'never (no expiry)';
  return new Date(Number(s) * 1000).toISOString().replace('.000Z', ' UTC').replace('T', ' ');
}

/** The order the typed data signs, or null when it is neither a Seaport nor a Permit2 batch. */
export function typedOrder(domainName: unknown, primaryType: string, message: unknown): TypedOrder | null {
  if (!isObj(message)) return null;
  if (domainName === 'Seaport' && (primaryType === 'OrderComponents' || primaryType === 'BulkOrder'))
    return seaport(primaryType, message);
  if (domainName === 'Permit2' || /^PermitBatch/.test(primaryType)) return permit2(primaryType, message);
  return null;
}
