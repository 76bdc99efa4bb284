/**
 * The fixture node's token contracts (issue 37): FA1.2 (TZIP-7) and FA2 (TZIP-12) ledgers, one
 * per token, and what their `transfer` entrypoint does to them: it reads the Micheline value as
 * Taquito's decoder wrote it, moves balances, and refuses what the contracts refuse (their
 * FAILWITH strings: NotEnoughBalance, NotEnoughAllowance, FA2_INSUFFICIENT_BALANCE,
 * FA2_NOT_OPERATOR, FA2_TOKEN_UNDEFINED). The wallet holds no allowance and no operator, so a
 * transfer from another account always fails here. Cloned for run_operation.
 */
import { protoError, type TokenMove } from './ledger';

export type TokenStandard = 'fa1.2' | 'fa2';

export interface TokenMeta {
  contract: string;
  standard: TokenStandard;
  /** 0 for FA1.2 (TzKT writes it so) */
  tokenId: bigint;
  name: string;
  symbol: string;
  decimals: number;
}

/** declared beside the applied contents that carry it (ledger.ts), so the two files form no loop */
export type { TokenMove } from './ledger';

/** the coin's contractAddress of a token: KT1… (FA1.2) or KT1…:id (FA2) */
export const tokenKey = (contract: string, standard: TokenStandard, tokenId: bigint) =>
  standard === 'fa2' ? `${contract}:${tokenId}` : contract;

/** gas a token transfer consumes, milligas (a tzBTC transfer runs about this) */
export const TOKEN_TRANSFER_MILLIGAS = 2_476_431n;
/** bytes a new holder's ledger entry adds to the contract's storage (paid by the sender) */
export const NEW_HOLDER_BYTES = 67n;

type M = Record<string, unknown> | M[];
const rejected = (why: string) => protoError(`michelson_v1.script_rejected.${why}`);

function pair(v: M): [M, M] {
  const p = v as { prim?: unknown; args?: M[] };
  if (p.prim !== 'Pair' || p.args?.length !== 2) throw protoError('michelson_v1.bad_contract_parameter');
  return [p.args[0]!, p.args[1]!];
}
function str(v: M): string {
  const s = (v as { string?: unknown }).string;
  if (typeof s !== 'string') throw protoError('michelson_v1.bad_contract_parameter');
  return s;
}
function nat(v: M): bigint {
  const i = (v as { int?: unknown }).int;
  if (typeof i !== 'string' || !/^\d+$/.test(i)) throw protoError('michelson_v1.bad_contract_parameter');
  return BigInt(i);
}
function list(v: M): M[] {
  if (!Array.isArray(v)) throw protoError('michelson_v1.bad_contract_parameter');
  return v;
}

export class TokenLedger {
  constructor(
    readonly tokens = new Map<string, TokenMeta>(),
    readonly holdings = new Map<string, Map<string, bigint>>(),
  ) {}

  clone(): TokenLedger {
    return new TokenLedger(this.tokens, new Map([...this.holdings].map(([k, v]) => [k, new Map(v)])));
  }

  register(meta: TokenMeta): string {
    const key = tokenKey(meta.contract, meta.standard, meta.tokenId);
    this.tokens.set(key, meta);
    if (!this.holdings.has(key)) this.holdings.set(key, new Map());
    return key;
  }

  /** the standard of the contract at `address`, if it is one of the registered tokens' */
  standardOf(address: string): TokenStandard | undefined {
    for (const t of this.tokens.values()) if (t.contract === address) return t.standard;
    return undefined;
  }

  balance(key: string, address: string): bigint {
    return this.holdings.get(key)?.get(address) ?? 0n;
  }

  /** adds `amount` (a mint); true when `address` was not a holder before */
  credit(key: string, address: string, amount: bigint): boolean {
    const h = this.holdings.get(key)!;
    const fresh = !h.has(address);
    h.set(address, (h.get(address) ?? 0n) + amount);
    return fresh;
  }

  private move(key: string, sender: string, from: string, to: string, amount: bigint, fa2: boolean): boolean {
    if (from !== sender) throw rejected(fa2 ? 'FA2_NOT_OPERATOR' : 'NotEnoughAllowance');
    const h = this.holdings.get(key);
    if (!h) throw rejected('FA2_TOKEN_UNDEFINED');
    const have = h.get(from) ?? 0n;
    if (amount > have) throw rejected(fa2 ? 'FA2_INSUFFICIENT_BALANCE' : 'NotEnoughBalance');
    h.set(from, have - amount);
    return this.credit(key, to, amount);
  }

  /**
   * The contract's `transfer` called by `sender`: the moves it made and the new holders (whose
   * ledger entries the sender pays storage for). Any other entrypoint the fixture does not have.
   */
  call(
    sender: string,
    contract: string,
    parameters: { entrypoint?: string; value?: M },
  ): { moves: TokenMove[]; newHolders: number } {
    const standard = this.standardOf(contract);
    if (!standard || parameters.entrypoint !== 'transfer' || parameters.value === undefined)
      throw protoError('contract.no_entrypoint');
    const moves: TokenMove[] = [];
    let newHolders = 0;
    const apply = (key: string, from: string, to: string, amount: bigint) => {
      if (this.move(key, sender, from, to, amount, standard === 'fa2')) newHolders += 1;
      moves.push({ key, from, to, amount });
    };
    if (standard === 'fa1.2') {
      const [from, rest] = pair(parameters.value);
      const [to, value] = pair(rest);
      apply(contract, str(from), str(to), nat(value));
    } else {
      for (const batch of list(parameters.value)) {
        const [from, txs] = pair(batch);
        for (const tx of list(txs)) {
          const [to, rest] = pair(tx);
          const [id, amount] = pair(rest);
          apply(tokenKey(contract, 'fa2', nat(id)), str(from), str(to), nat(amount));
        }
      }
    }
    return { moves, newHolders };
  }
}
