/**
 * A toncenter stand-in on 127.0.0.1 at a random port over @ton/sandbox, the TON emulator: the
 * v2 calls the wallet makes (getAddressInformation, getWalletInformation, runGetMethod, sendBoc,
 * getTransactions, estimateFee) and v3's jetton transfers, in toncenter's wire format. Every
 * boc sent runs through the real wallet contracts (signatures checked by the contract itself)
 * and a real TEP-74 jetton minter and its wallets (@ton-community/assets-sdk), so a send really
 * moves TON and jettons. estimateFee emulates on a snapshot with the signature check skipped, as
 * toncenter's ignore_chksig does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Address,
  beginCell,
  Cell,
  loadMessage,
  storeMessage,
  toNano,
  TupleBuilder,
  type Message,
  type TupleItem,
} from '@ton/core';
import {
  Blockchain,
  type BlockchainTransaction,
  type SandboxContract,
  type TreasuryContract,
} from '@ton/sandbox';
import { JettonMinter } from '@ton-community/assets-sdk/dist/jetton/JettonMinter';
import { jettonContentToInternal } from '@ton-community/assets-sdk/dist/jetton/content';
import { internalOnchainContentToCell } from '@ton-community/assets-sdk/dist/utils';
import { WalletContractV4 } from '@ton/ton/dist/wallets/v4/WalletContractV4';
import { WalletContractV5R1 } from '@ton/ton/dist/wallets/v5r1/WalletContractV5R1';

const JETTON_TRANSFER = 0x0f8a7ea5;
const V4_CODE = WalletContractV4.create({ workchain: 0, publicKey: Buffer.alloc(32) })
  .init.code.hash()
  .toString('base64');
const V5_CODE = WalletContractV5R1.create({ publicKey: Buffer.alloc(32) })
  .init.code.hash()
  .toString('base64');

export interface RequestLog {
  method: string;
  path: string;
  params: Record<string, unknown>;
}

/** Rewrites an answer: return a replacement body, or undefined to send the honest one. */
export type Lie = (path: string, body: unknown, params: Record<string, unknown>) => unknown;

export interface TonNode {
  url: string;
  blockchain: Blockchain;
  /** sends `nano` from the faucet, non-bounceable (the account may be uninitialised) */
  fund(address: string, nano: bigint): Promise<void>;
  /** a TEP-74 jetton minter with on-chain metadata; its bounceable address */
  deployJetton(meta: { name: string; symbol: string; decimals: number }): Promise<string>;
  mintJetton(master: string, owner: string, amount: bigint): Promise<void>;
  jettonBalance(master: string, owner: string): Promise<bigint>;
  balance(address: string): Promise<bigint>;
  requests(): RequestLog[];
  lie(fn: Lie | null): void;
  close(): Promise<void>;
}

const raw = (a: Address) => `${a.workChain}:${a.hash.toString('hex').toUpperCase()}`;
const friendly = (a: Address) => a.toString({ bounceable: true, urlSafe: true });
const b64 = (c: Cell) => c.toBoc().toString('base64');
const msgHash = (m: Message) => beginCell().store(storeMessage(m)).endCell().hash().toString('base64');

function textOf(body: Cell): string | null {
  const s = body.beginParse();
  if (s.remainingBits < 32 || s.loadUint(32) !== 0) return null;
  try {
    return s.loadStringTail();
  } catch {
    return null;
  }
}

/** toncenter v2's raw.message */
function messageJson(m: Message) {
  const text = textOf(m.body);
  const info = m.info;
  return {
    '@type': 'raw.message',
    hash: msgHash(m),
    source: info.type === 'external-in' ? '' : friendly(info.src as Address),
    destination: info.type === 'external-out' ? '' : friendly(info.dest),
    value: info.type === 'internal' ? info.value.coins.toString() : '0',
    fwd_fee: info.type === 'internal' ? info.forwardFee.toString() : '0',
    ihr_fee: '0',
    created_lt: info.type === 'external-in' ? '0' : info.createdLt.toString(),
    body_hash: m.body.hash().toString('base64'),
    msg_data:
      text !== null
        ? { '@type': 'msg.dataText', text: Buffer.from(text).toString('base64') }
        : { '@type': 'msg.dataRaw', body: b64(m.body), init_state: '' },
    message: text ?? '',
  };
}

/** toncenter v2's tvm stack entries for the types the wallet reads */
function stackJson(items: TupleItem[]): unknown[] {
  return items.map((i) => {
    switch (i.type) {
      case 'int':
        return ['num', `${i.value < 0n ? '-' : ''}0x${(i.value < 0n ? -i.value : i.value).toString(16)}`];
      case 'cell':
      case 'slice':
      case 'builder':
        return [i.type, { bytes: b64(i.cell), object: {} }];
      case 'null':
        return ['null', null];
      default:
        return ['unknown', null];
    }
  });
}

function stackIn(stack: unknown): TupleItem[] {
  const t = new TupleBuilder();
  for (const [type, value] of (stack as [string, string][]) ?? []) {
    if (type === 'num') t.writeNumber(BigInt(value));
    else if (type === 'tvm.Slice' || type === 'slice') t.writeSlice(Cell.fromBase64(value));
    else if (type === 'tvm.Cell' || type === 'cell') t.writeCell(Cell.fromBase64(value));
  }
  return t.build();
}

/** The fixture network's zero state root hash: a made-up one, as a private network's is its own. */
export const FIXTURE_ZERO_STATE = Buffer.alloc(32, 0x5a).toString('base64');

export async function startTonNode(): Promise<TonNode> {
  const chain = await Blockchain.create();
  const faucet: SandboxContract<TreasuryContract> = await chain.treasury('faucet', {
    balance: toNano('1000000'),
  });
  const txs: BlockchainTransaction[] = [];
  const minters: SandboxContract<JettonMinter>[] = [];
  const log: RequestLog[] = [];
  let lie: Lie | null = null;

  const record = (list: BlockchainTransaction[]) => txs.push(...list);
  const run = async <T extends { transactions: BlockchainTransaction[] }>(p: Promise<T>) =>
    record((await p).transactions);

  /** the jetton master whose wallet `account` is (for `owner`), if one of ours */
  async function masterOfWallet(account: Address, owner: Address): Promise<Address | null> {
    for (const m of minters) if ((await m.getWalletAddress(owner)).equals(account)) return m.address;
    return null;
  }

  /** v3 jetton_transfers: a transfer op arriving at a jetton wallet from its owner */
  async function jettonTransfers(): Promise<Record<string, unknown>[]> {
    const out: Record<string, unknown>[] = [];
    for (const tx of txs) {
      const m = tx.inMessage;
      if (!m || m.info.type !== 'internal') continue;
      const s = m.body.beginParse();
      if (s.remainingBits < 32 || s.loadUint(32) !== JETTON_TRANSFER) continue;
      const queryId = s.loadUintBig(64);
      const amount = s.loadCoins();
      const destination = s.loadAddress();
      const response = s.loadMaybeAddress();
      const custom = s.loadMaybeRef();
      const forwardTon = s.loadCoins();
      const payload = s.loadBit() ? s.loadRef() : s.asCell();
      const account = new Address(0, Buffer.from(tx.address.toString(16).padStart(64, '0'), 'hex'));
      const master = await masterOfWallet(account, m.info.src);
      if (!master) continue;
      const d = tx.description;
      const aborted = d.type === 'generic' ? d.aborted : true;
      out.push({
        query_id: queryId.toString(),
        source: raw(m.info.src),
        destination: raw(destination),
        amount: amount.toString(),
        source_wallet: raw(account),
        jetton_master: raw(master),
        transaction_hash: tx.hash().toString('base64'),
        transaction_lt: tx.lt.toString(),
        transaction_now: tx.now,
        transaction_aborted: aborted,
        response_destination: response ? raw(response) : null,
        custom_payload: custom ? b64(custom) : null,
        forward_ton_amount: forwardTon.toString(),
        forward_payload: payload.bits.length || payload.refs.length ? b64(payload) : null,
        trace_id: tx.hash().toString('base64'),
      });
    }
    return out.reverse();
  }

  function txJson(tx: BlockchainTransaction) {
    const account = new Address(0, Buffer.from(tx.address.toString(16).padStart(64, '0'), 'hex'));
    return {
      '@type': 'raw.transaction',
      address: { '@type': 'accountAddress', account_address: friendly(account) },
      utime: tx.now,
      data: '',
      transaction_id: {
        '@type': 'internal.transactionId',
        lt: tx.lt.toString(),
        hash: tx.hash().toString('base64'),
      },
      fee: tx.totalFees.coins.toString(),
      storage_fee: '0',
      other_fee: tx.totalFees.coins.toString(),
      in_msg: tx.inMessage ? messageJson(tx.inMessage) : null,
      out_msgs: [...tx.outMessages.values()].map(messageJson),
    };
  }

  async function accountState(address: Address) {
    const c = await chain.getContract(address);
    const st = c.accountState;
    const state = st?.type === 'active' ? 'active' : st?.type === 'frozen' ? 'frozen' : 'uninitialized';
    return {
      c,
      state,
      code: st?.type === 'active' ? st.state.code : null,
      data: st?.type === 'active' ? st.state.data : null,
    };
  }

  async function answer(path: string, p: Record<string, unknown>): Promise<unknown> {
    switch (path) {
      // the masterchain's tip and zero state, as toncenter answers them (Settings → Networks asks)
      case '/api/v2/getMasterchainInfo': {
        const block = (seqno: number, hash: string) => ({
          '@type': 'ton.blockIdExt',
          workchain: -1,
          shard: '-9223372036854775808',
          seqno,
          root_hash: hash,
          file_hash: hash,
        });
        const result = {
          '@type': 'blocks.masterchainInfo',
          // a masterchain block every 5 s, as the real chain runs
          last: block(Math.floor(Date.now() / 5000), Buffer.alloc(32, 1).toString('base64')),
          init: block(0, FIXTURE_ZERO_STATE),
          state_root_hash: Buffer.alloc(32, 7).toString('base64'),
        };
        return { ok: true, result };
      }
      case '/api/v2/getAddressInformation': {
        const a = Address.parse(String(p.address));
        const { c, state, code, data } = await accountState(a);
        return {
          ok: true,
          result: {
            '@type': 'raw.fullAccountState',
            balance: c.balance.toString(),
            code: code ? b64(code) : '',
            data: data ? b64(data) : '',
            last_transaction_id: {
              '@type': 'internal.transactionId',
              lt: c.lastTransactionLt.toString(),
              hash: c.lastTransactionHash.toString(16),
            },
            frozen_hash: '',
            sync_utime: Math.floor(Date.now() / 1000),
            state,
          },
        };
      }
      case '/api/v2/getWalletInformation': {
        const a = Address.parse(String(p.address));
        const { c, state, code } = await accountState(a);
        const hash = code?.hash().toString('base64');
        const type = hash === V4_CODE ? 'wallet v4 r2' : hash === V5_CODE ? 'wallet v5 r1' : null;
        const seqno = type
          ? Number((await chain.runGetMethod(a, 'seqno')).stackReader.readBigNumber())
          : undefined;
        return {
          ok: true,
          result: {
            wallet: type !== null,
            balance: c.balance.toString(),
            account_state: state,
            ...(type ? { wallet_type: type, seqno } : {}),
            last_transaction_id: {
              '@type': 'internal.transactionId',
              lt: c.lastTransactionLt.toString(),
              hash: '',
            },
          },
        };
      }
      case '/api/v2/runGetMethod': {
        const a = Address.parse(String(p.address));
        const { state } = await accountState(a);
        if (state !== 'active')
          return { ok: true, result: { '@type': 'smc.runResult', gas_used: 0, stack: [], exit_code: -13 } };
        try {
          const r = await chain.runGetMethod(a, String(p.method), stackIn(p.stack));
          return {
            ok: true,
            result: {
              '@type': 'smc.runResult',
              gas_used: Number(r.gasUsed),
              stack: stackJson(r.stack),
              exit_code: r.exitCode,
            },
          };
        } catch (e) {
          const code = (e as { exitCode?: number }).exitCode ?? 11;
          return { ok: true, result: { '@type': 'smc.runResult', gas_used: 0, stack: [], exit_code: code } };
        }
      }
      case '/api/v2/sendBoc':
      case '/api/v2/sendBocReturnHash': {
        const m = loadMessage(Cell.fromBase64(String(p.boc)).beginParse());
        try {
          record((await chain.sendMessage(m)).transactions);
        } catch (e) {
          throw new HttpFail(500, {
            ok: false,
            error: `cannot apply external message to current state : ${(e as Error).message}`,
            code: 500,
          });
        }
        return {
          ok: true,
          result: path.endsWith('ReturnHash')
            ? { '@type': 'raw.extMessageInfo', hash: msgHash(m) }
            : { '@type': 'ok' },
        };
      }
      case '/api/v2/getTransactions': {
        const a = Address.parse(String(p.address));
        const limit = Number(p.limit ?? 10);
        const mine = txs.filter((t) => t.address === BigInt(`0x${a.hash.toString('hex')}`)).reverse();
        return { ok: true, result: mine.slice(0, limit).map(txJson) };
      }
      case '/api/v2/estimateFee': {
        const a = Address.parse(String(p.address));
        const body = Cell.fromBase64(String(p.body));
        const init =
          p.init_code && p.init_data
            ? { code: Cell.fromBase64(String(p.init_code)), data: Cell.fromBase64(String(p.init_data)) }
            : undefined;
        const snap = chain.snapshot();
        try {
          const m: Message = {
            info: { type: 'external-in', dest: a, importFee: 0n },
            body,
            ...(init ? { init } : {}),
          };
          const r = await chain.sendMessage(m, { ignoreChksig: p.ignore_chksig !== false });
          const first = r.transactions[0]!;
          const d = first.description;
          const gas = d.type === 'generic' && d.computePhase.type === 'vm' ? d.computePhase.gasFees : 0n;
          const fwd = d.type === 'generic' ? (d.actionPhase?.totalFwdFees ?? 0n) : 0n;
          const storage = d.type === 'generic' ? (d.storagePhase?.storageFeesCollected ?? 0n) : 0n;
          const inFwd =
            first.totalFees.coins -
            gas -
            (d.type === 'generic' ? (d.actionPhase?.totalActionFees ?? 0n) : 0n) -
            storage;
          return {
            ok: true,
            result: {
              '@type': 'query.fees',
              source_fees: {
                '@type': 'fees',
                in_fwd_fee: Number(inFwd),
                storage_fee: Number(storage),
                gas_fee: Number(gas),
                fwd_fee: Number(fwd),
              },
              destination_fees: [],
            },
          };
        } finally {
          await chain.loadFrom(snap);
        }
      }
      case '/api/v3/jetton/transfers': {
        const owner = p.address ? Address.parse(String(p.address)) : null;
        const master = p.jetton_master ? Address.parse(String(p.jetton_master)) : null;
        const list = (await jettonTransfers()).filter(
          (t) =>
            (!owner || t.source === raw(owner) || t.destination === raw(owner)) &&
            (!master || t.jetton_master === raw(master)),
        );
        return { jetton_transfers: list.slice(0, Number(p.limit ?? 10)), address_book: {}, metadata: {} };
      }
      default:
        throw new HttpFail(404, { ok: false, error: 'Not Found', code: 404 });
    }
  }

  // one request at a time: estimateFee emulates on a snapshot and restores it, which must not
  // roll back a send (or another emulation) that ran in between
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = queue.then(fn, fn);
    queue = next.catch(() => undefined);
    return next;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
      if (body) Object.assign(params, JSON.parse(body) as Record<string, unknown>);
      log.push({ method: req.method ?? 'GET', path: url.pathname, params });
      serial(() => answer(url.pathname, params))
        .then((out) => {
          const sent = lie?.(url.pathname, out, params) ?? out;
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sent));
        })
        .catch((e: unknown) => {
          const status = e instanceof HttpFail ? e.status : 500;
          const out = e instanceof HttpFail ? e.body : { ok: false, error: String(e), code: 500 };
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(out));
        });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const minterAt = (master: string) => minters.find((m) => m.address.equals(Address.parse(master)))!;

  return {
    url,
    blockchain: chain,
    async fund(address, nano) {
      await serial(() => run(faucet.send({ to: Address.parse(address), value: nano, bounce: false })));
    },
    async deployJetton(meta) {
      const content = internalOnchainContentToCell(jettonContentToInternal(meta));
      const minter = chain.openContract(JettonMinter.createFromConfig({ admin: faucet.address, content }));
      await run(
        minter.sendDeploy(faucet.getSender(), toNano('0.1')) as unknown as Promise<{
          transactions: BlockchainTransaction[];
        }>,
      );
      minters.push(minter);
      return friendly(minter.address);
    },
    async mintJetton(master, owner, amount) {
      const m = minterAt(master);
      await run(
        m.sendMint(faucet.getSender(), Address.parse(owner), amount, {
          value: toNano('0.1'),
        }) as unknown as Promise<{ transactions: BlockchainTransaction[] }>,
      );
    },
    async jettonBalance(master, owner) {
      const w = await minterAt(master).getWalletAddress(Address.parse(owner));
      const { state } = await accountState(w);
      if (state !== 'active') return 0n;
      return (await chain.runGetMethod(w, 'get_wallet_data')).stackReader.readBigNumber();
    },
    async balance(address) {
      return (await chain.getContract(Address.parse(address))).balance;
    },
    requests: () => [...log],
    lie(fn) {
      lie = fn;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

class HttpFail extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}
