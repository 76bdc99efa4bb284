/**
 * Unsigned Tron transactions for signer tests, built offline by tronweb's own TransactionBuilder
 * (a fixed reference block instead of a node), and edited the way a hostile node would edit
 * them: through tronweb's protobuf classes, never by hand.
 */
import { hex } from '@scure/base';
import { TronWeb } from 'tronweb';

/** tronweb with no reachable node: every builder call below passes its own block header. */
const tw = new TronWeb({ fullHost: 'http://127.0.0.1:9' });

export const header = (expiration = Date.now() + 60_000) => ({
  blockHeader: {
    ref_block_bytes: '1a2b',
    ref_block_hash: '0123456789abcdef',
    expiration,
    timestamp: Date.now(),
  },
});

export const build = {
  trx: async (from: string, to: string, sun: number) =>
    (await tw.transactionBuilder.sendTrx(to, sun, from, header())).raw_data_hex,
  trc20: async (
    from: string,
    token: string,
    to: string,
    amount: string,
    feeLimit = 1_000_000_000,
    selector = 'transfer(address,uint256)',
  ) =>
    (
      await tw.transactionBuilder.triggerSmartContract(
        token,
        selector,
        { feeLimit, txLocal: true, ...header() },
        [
          { type: 'address', value: to },
          { type: 'uint256', value: amount },
        ],
        from,
      )
    ).transaction.raw_data_hex,
  freeze: async (from: string, sun: number, resource: 'ENERGY' | 'BANDWIDTH') =>
    (await tw.transactionBuilder.freezeBalanceV2(sun, resource, from, header())).raw_data_hex,
  unfreeze: async (from: string, sun: number, resource: 'ENERGY' | 'BANDWIDTH') =>
    (await tw.transactionBuilder.unfreezeBalanceV2(sun, resource, from, header())).raw_data_hex,
  vote: async (from: string, votes: Record<string, number>) =>
    (await tw.transactionBuilder.vote(votes, from, header())).raw_data_hex,
  withdrawExpired: async (from: string) =>
    (await tw.transactionBuilder.withdrawExpireUnfreeze(from, header())).raw_data_hex,
  claim: async (from: string) =>
    (await tw.transactionBuilder.withdrawBlockRewards(from, header())).raw_data_hex,
};

interface EditableAny {
  setTypeUrl(v: string): void;
  getValue_asU8(): Uint8Array;
  setValue(v: Uint8Array): void;
}
interface EditableContract {
  getParameter(): EditableAny;
  setPermissionId(v: number): void;
  setProvider(v: Uint8Array): void;
  setContractname(v: Uint8Array): void;
  clearParameter(): void;
  setType(v: number): void;
  cloneMessage(): EditableContract;
}
export interface EditableRaw {
  setFeeLimit(v: number): void;
  setData(v: Uint8Array): void;
  setExpiration(v: number): void;
  setScripts(v: Uint8Array): void;
  getContractList(): EditableContract[];
  addContract(c: EditableContract): void;
  addAuths(a: unknown): void;
  serializeBinary(): Uint8Array;
}
interface Protos {
  Transaction: { raw: { deserializeBinary(b: Uint8Array): EditableRaw } };
  authority: new () => unknown;
}
const P = () => (globalThis as unknown as { TronWebProto: Protos }).TronWebProto;

/** raw_data_hex after `edit` on its decoded raw_data (tronweb's protobuf classes). */
export function editRaw(rawHex: string, edit: (raw: EditableRaw) => void): string {
  const raw = P().Transaction.raw.deserializeBinary(hex.decode(rawHex));
  edit(raw);
  return hex.encode(raw.serializeBinary());
}

/** An empty `authority` message (raw_data field 9). */
export const newAuthority = () => new (P().authority)();

export const utf8Hex = (s: string) => hex.encode(new TextEncoder().encode(s));
