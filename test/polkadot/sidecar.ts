/**
 * A fixture Substrate API Sidecar (paritytech/substrate-api-sidecar's REST wire format) and
 * Subscan's transfers and extrinsic endpoints on one local port, over a small ledger:
 *   GET  /accounts/{accountId}/balance-info     free, reserved, frozen, transferable, nonce
 *   GET  /transaction/material[?metadata=scale] genesis, spec and tx version, the head block,
 *                                               and the real Polkadot metadata when asked
 *   POST /transaction/fee-estimate {tx}         RuntimeDispatchInfo with partialFee
 *   POST /transaction {tx}                      decodes, verifies the signature, applies
 *   GET  /blocks/head/header                    the (finalized) head's number and hashes
 *   GET  /blocks/{n}                            the block's extrinsics: the timestamp inherent,
 *                                               then each extrinsic applied in it (hash, success)
 *   POST /api/v2/scan/transfers {address,row}   Subscan: data.transfers, X-API-Key checked
 *   POST /api/scan/extrinsic {hash}             Subscan: data.success, or data null
 *   POST /api/scan/metadata, /api/scan/block    Subscan: data.blockNum; a block's hash (0: genesis)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hex } from '@scure/base';
import { ss58Decode } from '../../shared/chains/polkadot/validate';
import { bundledMetadata, POLKADOT_RUNTIME } from '../../signer/chains/polkadot/runtime';
import { applyExtrinsic, decodeExtrinsic, SubmitError } from './applyExtrinsic';
import { Ledger, type ScanTransfer } from './ledger';

export interface PolkadotFixture {
  url: string;
  ledger: Ledger;
  /** credits `planck`; with `from`, the scan service lists it as a transfer from that address */
  fund(address: string, planck: bigint, from?: string): void;
  balanceOf(address: string): bigint;
  /** every request's method and path, oldest first */
  requests(): { method: string; path: string; apiKey?: string }[];
  close(): Promise<void>;
}

const idOf = (address: string) => hex.encode(ss58Decode(address).publicKey);
const DOT = 10_000_000_000n;

/** Subscan writes `amount` in DOT as a decimal and `amount_v2` in planck. */
function decimalDot(planck: bigint): string {
  const whole = planck / DOT;
  const frac = (planck % DOT).toString().padStart(10, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

function transferRow(t: ScanTransfer) {
  return {
    from: t.from,
    to: t.to,
    extrinsic_index: `${t.blockNum}-1`,
    success: t.success,
    hash: t.hash,
    block_num: t.blockNum,
    block_timestamp: t.timestamp,
    module: 'balances',
    amount: decimalDot(t.amount),
    amount_v2: t.amount.toString(),
    usd_amount: '0',
    fee: t.fee.toString(),
    nonce: t.nonce,
    asset_symbol: 'DOT',
    asset_unique_id: 'DOT',
    asset_type: '',
    is_lock: false,
  };
}

/** Sidecar's GET /blocks/{n}: the timestamp inherent, then the extrinsics the ledger applied at n. */
function blockJson(ledger: Ledger, n: number, noFees: boolean) {
  const inherent = {
    method: { pallet: 'timestamp', method: 'set' },
    signature: null,
    nonce: null,
    args: { now: String(1_700_000_000_000 + n * 6000) },
    tip: null,
    hash: ledger.blockHash(-n - 2_000_000),
    info: {},
    era: { immortalEra: '0x00' },
    events: [{ method: { pallet: 'system', method: 'ExtrinsicSuccess' }, data: [] }],
    success: true,
    paysFee: false,
  };
  const applied = [...ledger.extrinsics.entries()]
    .filter(([, x]) => x.blockNum === n)
    .map(([hash, x]) => {
      const t = ledger.transfers.find((r) => r.hash === hash);
      return {
        method: { pallet: 'balances', method: 'transferKeepAlive' },
        signature: t ? { signature: `0x${'00'.repeat(64)}`, signer: { id: t.from } } : null,
        nonce: String(t?.nonce ?? 0),
        args: t ? { dest: { id: t.to }, value: t.amount.toString() } : {},
        tip: '0',
        hash,
        info: noFees ? {} : { partialFee: String(t?.fee ?? 0n) },
        era: { mortalEra: ['64', '0'] },
        events: [
          {
            method: { pallet: 'system', method: x.success ? 'ExtrinsicSuccess' : 'ExtrinsicFailed' },
            data: [],
          },
        ],
        success: x.success,
        paysFee: true,
      };
    });
  return {
    number: String(n),
    hash: ledger.blockHash(n),
    parentHash: ledger.blockHash(n - 1),
    stateRoot: ledger.blockHash(-n),
    extrinsicsRoot: ledger.blockHash(-n - 1_000_000),
    authorId: '',
    logs: [],
    onInitialize: { events: [] },
    extrinsics: [inherent, ...applied],
    onFinalize: { events: [] },
    finalized: true,
  };
}

export async function startPolkadotFixture(
  opts: {
    scanKey?: string;
    now?: () => number;
    /** the hash the scan service gives for block 0 (another network's) */ scanGenesis?: string;
  } = {},
): Promise<PolkadotFixture> {
  const ledger = new Ledger();
  const now = opts.now ?? Date.now;
  const log: { method: string; path: string; apiKey?: string }[] = [];
  const at = () => ({ hash: ledger.blockHash(ledger.height), height: String(ledger.height) });
  const sidecarError = (status: number, error: string, cause: string) => ({
    status,
    body: { code: status, error, transaction: '', cause, stack: '' },
  });

  function answer(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    apiKey?: string,
  ) {
    const account = /^\/accounts\/([^/]+)\/balance-info$/.exec(path);
    if (method === 'GET' && account) {
      let id: string;
      try {
        id = idOf(decodeURIComponent(account[1]!));
      } catch {
        return sidecarError(400, 'Invalid AccountId', 'ss58 decode');
      }
      const free = ledger.freeOf(id);
      const reserved = ledger.reserved.get(id) ?? 0n;
      return {
        status: 200,
        body: {
          at: at(),
          nonce: String(ledger.nonceOf(id)),
          tokenSymbol: 'DOT',
          free: free.toString(),
          reserved: reserved.toString(),
          miscFrozen: 'miscFrozen does not exist for this runtime',
          feeFrozen: 'feeFrozen does not exist for this runtime',
          frozen: '0',
          transferable: free.toString(),
          locks: [],
        },
      };
    }
    if (method === 'GET' && path === '/transaction/material') {
      const meta = query.get('metadata');
      return {
        status: 200,
        body: {
          at: at(),
          genesisHash: ledger.genesisHash,
          chainName: 'Polkadot Local',
          specName: POLKADOT_RUNTIME.specName,
          specVersion: String(POLKADOT_RUNTIME.specVersion),
          txVersion: String(POLKADOT_RUNTIME.transactionVersion),
          ...(meta === 'scale' ? { metadata: bundledMetadata() } : {}),
        },
      };
    }
    if (method === 'POST' && path === '/transaction/fee-estimate') {
      try {
        const x = decodeExtrinsic(ledger, String(body.tx ?? ''), false);
        return {
          status: 200,
          body: {
            weight: { refTime: '145000000', proofSize: '3593' },
            class: 'Normal',
            partialFee: (x.fee - x.tip).toString(),
          },
        };
      } catch (e) {
        return sidecarError(400, 'Unable to fetch fee info', (e as Error).message);
      }
    }
    if (method === 'POST' && path === '/transaction') {
      try {
        const x = applyExtrinsic(ledger, String(body.tx ?? ''), now);
        return { status: 200, body: { hash: x.hash } };
      } catch (e) {
        if (e instanceof SubmitError) return sidecarError(400, 'Failed to submit transaction.', e.reason);
        throw e;
      }
    }
    if (method === 'GET' && path === '/blocks/head/header') {
      const n = ledger.height;
      return {
        status: 200,
        body: {
          parentHash: ledger.blockHash(n - 1),
          number: String(n),
          stateRoot: ledger.blockHash(-n),
          extrinsicsRoot: ledger.blockHash(-n - 1_000_000),
          digest: { logs: [] },
        },
      };
    }
    const block = /^\/blocks\/(\d+)$/.exec(path);
    if (method === 'GET' && block) {
      const n = Number(block[1]);
      if (n > ledger.height)
        return sidecarError(400, `Cannot find a block at height ${n}`, 'not yet produced');
      return { status: 200, body: blockJson(ledger, n, query.get('noFees') === 'true') };
    }
    if (path.startsWith('/api/')) {
      if (opts.scanKey && apiKey !== opts.scanKey)
        return {
          status: 401,
          body: { code: 401, message: 'Invalid API Key', generated_at: Math.floor(now() / 1000) },
        };
    }
    // Subscan's metadata and block 0, the genesis block (Settings → Networks asks them)
    if (method === 'POST' && path === '/api/scan/metadata')
      return {
        status: 200,
        body: {
          code: 0,
          message: 'Success',
          generated_at: Math.floor(now() / 1000),
          data: { blockNum: String(ledger.height), count_event: '0', count_signed_extrinsic: '0' },
        },
      };
    if (method === 'POST' && path === '/api/scan/block') {
      const n = Number(body.block_num);
      const hash = n === 0 ? (opts.scanGenesis ?? ledger.genesisHash) : ledger.blockHash(n);
      return {
        status: 200,
        body: {
          code: 0,
          message: 'Success',
          generated_at: Math.floor(now() / 1000),
          data: n <= ledger.height ? { block_num: n, hash, finalized: true } : null,
        },
      };
    }
    if (method === 'POST' && path === '/api/v2/scan/transfers') {
      const address = String(body.address ?? '');
      const row = Number(body.row ?? 10);
      const page = Number(body.page ?? 0);
      const mine = ledger.transfers.filter((t) => t.from === address || t.to === address);
      return {
        status: 200,
        body: {
          code: 0,
          message: 'Success',
          generated_at: Math.floor(now() / 1000),
          data: { count: mine.length, transfers: mine.slice(page * row, page * row + row).map(transferRow) },
        },
      };
    }
    if (method === 'POST' && path === '/api/scan/extrinsic') {
      const hit = ledger.extrinsics.get(String(body.hash ?? '').toLowerCase());
      return {
        status: 200,
        body: {
          code: 0,
          message: 'Success',
          generated_at: Math.floor(now() / 1000),
          data: hit
            ? {
                extrinsic_hash: body.hash,
                block_num: hit.blockNum,
                success: hit.success,
                finalized: true,
                pending: false,
              }
            : null,
        },
      };
    }
    return { status: 404, body: { code: 404, message: `no route ${method} ${path}` } };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const method = req.method ?? 'GET';
      const apiKey = req.headers['x-api-key'];
      const key = typeof apiKey === 'string' ? apiKey : undefined;
      log.push({ method, path: url.pathname, ...(key ? { apiKey: key } : {}) });
      let out: { status: number; body: unknown };
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = text.trim() ? (JSON.parse(text) as Record<string, unknown>) : {};
        out = answer(method, url.pathname.replace(/\/+$/, ''), url.searchParams, body, key);
      } catch (e) {
        out = { status: 500, body: { code: 500, error: String(e) } };
      }
      res.writeHead(out.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.body));
    });
  });
  // building a runtime registry can keep a client quiet for seconds under load: a socket the
  // server closed at Node's 5 s keep-alive default while the client reuses it is an ECONNRESET
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    ledger,
    fund(address, planck, from) {
      const id = idOf(address);
      ledger.setFree(id, ledger.freeOf(id) + planck);
      if (from === undefined) return;
      ledger.height += 1;
      const hash = ledger.blockHash(ledger.height);
      ledger.extrinsics.set(hash, { success: true, blockNum: ledger.height });
      ledger.transfers.unshift({
        hash,
        from,
        to: address,
        amount: planck,
        fee: 0n,
        success: true,
        blockNum: ledger.height,
        timestamp: Math.floor(now() / 1000),
        nonce: 0,
      });
    },
    balanceOf: (address) => ledger.freeOf(idOf(address)),
    requests: () => [...log],
    close: () => new Promise((r) => server.close(() => r())),
  };
}
