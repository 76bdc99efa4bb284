/**
 * A fixture Blockfrost (docs.blockfrost.io, /api/v0) on 127.0.0.1 at a random port, in its
 * wire format, over a small UTXO ledger. Every submitted transaction (tx/submit, CBOR bytes)
 * is read with cardano-serialization-lib and held to the ledger rules a wallet's payment
 * meets: the TTL is not past, every input exists and is unspent, every vkey witness verifies
 * against the body hash, every input's payment key hash has a witness, inputs = outputs + fee,
 * the fee is at least the linear minimum, and each output holds its min-ADA. Native assets
 * (issue 37) are kept per UTXO and per asset: nothing is minted or burned by a submission, every
 * asset's inputs equal its outputs (else ValueNotConservedUTxO), and assets/{unit} serves what
 * `registerAsset` recorded with the supply `fundToken` minted. Then the inputs are spent, the
 * outputs added and a block made, so a send really changes balances and history.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as CSL from '@emurgo/cardano-serialization-lib-nodejs';

export const PARAMS = {
  min_fee_a: 44,
  min_fee_b: 155381,
  max_tx_size: 16384,
  max_val_size: '5000',
  key_deposit: '2000000',
  pool_deposit: '500000000',
  coins_per_utxo_size: '4310',
} as const;
/** where `fund` pays from: an address outside the wallet */
export const FAUCET = 'addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz';
const GENESIS_MS = Date.parse('2026-01-01T00:00:00Z');
const SLOTS_PER_BLOCK = 20n;

interface Utxo {
  address: string;
  lovelace: bigint;
  /** native assets by unit (policy id ‖ asset name hex); absent: ADA only */
  assets?: Record<string, bigint>;
}

/** What assets/{unit} says of an asset besides its supply (Blockfrost's field names). */
export interface AssetRecord {
  onchain_metadata?: Record<string, unknown> | null;
  onchain_metadata_standard?: string | null;
  metadata?: Record<string, unknown> | null;
}
interface Io extends Utxo {
  txHash: string;
  index: number;
}
export interface LedgerTx {
  hash: string;
  height: number;
  slot: bigint;
  fee: bigint;
  inputs: Io[];
  outputs: Io[];
}

export interface RequestLog {
  method: string;
  path: string;
  projectId: string | undefined;
  contentType: string | undefined;
}

export interface BlockfrostFixture {
  /** the API root, as a Blockfrost host's …/api/v0 */
  url: string;
  /** a faucet transaction paying `lovelace` to `address` in a new block; its hash */
  fund(address: string, lovelace: bigint): string;
  /** mints `quantity` of `unit` to `address` in one output with `lovelace` (its min-ADA by default) */
  fundToken(address: string, unit: string, quantity: bigint, lovelace?: bigint): string;
  /** the metadata assets/{unit} serves for `unit` (an asset never funded or registered is a 404) */
  registerAsset(unit: string, record: AssetRecord): void;
  balanceOf(address: string): bigint;
  tokenBalanceOf(address: string, unit: string): bigint;
  utxosOf(address: string): Io[];
  txs(): LedgerTx[];
  tipSlot(): bigint;
  requests(): RequestLog[];
  /** submitted transaction ids and the rule a refused one broke */
  submissions(): { hash: string; error?: string }[];
  /** with `hold`, submissions are accepted but not put in a block until `release` */
  hold(on: boolean): void;
  close(): Promise<void>;
}

class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
const notFound = () =>
  new Answer(404, {
    status_code: 404,
    error: 'Not Found',
    message: 'The requested component has not been found.',
  });
const rule = (message: string) => new Answer(400, { status_code: 400, error: 'Bad Request', message });
const amount = (lovelace: bigint, assets: Record<string, bigint> = {}) => [
  { unit: 'lovelace', quantity: lovelace.toString(10) },
  ...Object.entries(assets).map(([unit, q]) => ({ unit, quantity: q.toString(10) })),
];
/** every asset of `rows`, summed by unit */
function assetsOf(rows: readonly Utxo[]): Map<string, bigint> {
  const sum = new Map<string, bigint>();
  for (const r of rows)
    for (const [unit, q] of Object.entries(r.assets ?? {})) sum.set(unit, (sum.get(unit) ?? 0n) + q);
  return sum;
}
/** an output's native assets by unit, as CSL reads them */
function assetsOfValue(value: CSL.Value): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  const multi = value.multiasset();
  const policies = multi?.keys();
  for (let i = 0; i < (policies?.len() ?? 0); i++) {
    const policy = policies!.get(i);
    const assets = multi!.get(policy)!;
    const names = assets.keys();
    for (let j = 0; j < names.len(); j++) {
      const name = names.get(j);
      const unit = `${policy.to_hex()}${Buffer.from(name.name()).toString('hex')}`;
      out[unit] = BigInt(assets.get(name)!.to_str());
    }
  }
  return out;
}

function paymentKeyHash(address: string): string | null {
  const a = CSL.Address.from_bech32(address);
  const cred =
    CSL.BaseAddress.from_address(a)?.payment_cred() ?? CSL.EnterpriseAddress.from_address(a)?.payment_cred();
  return cred?.to_keyhash()?.to_hex() ?? null;
}

export async function startBlockfrostFixture(opts: { projectId?: string } = {}): Promise<BlockfrostFixture> {
  const utxos = new Map<string, Io>();
  const ledger: LedgerTx[] = [];
  const log: RequestLog[] = [];
  const submitted: { hash: string; error?: string }[] = [];
  const held: LedgerTx[] = [];
  const assetRecords = new Map<string, AssetRecord>();
  const minted = new Map<string, bigint>();
  let holding = false;
  let slot = 1_000n;
  let height = 1;
  let faucetNonce = 0;

  const timeOf = (s: bigint) => Math.floor(GENESIS_MS / 1000) + Number(s);
  const block = (tx: Omit<LedgerTx, 'height' | 'slot'>) => {
    slot += SLOTS_PER_BLOCK;
    height += 1;
    const t: LedgerTx = { ...tx, height, slot };
    ledger.push(t);
    return t;
  };
  const apply = (tx: Omit<LedgerTx, 'height' | 'slot'>) => {
    for (const i of tx.inputs) utxos.delete(`${i.txHash}#${i.index}`);
    for (const o of tx.outputs) utxos.set(`${o.txHash}#${o.index}`, o);
    return block(tx);
  };

  function fund(address: string, lovelace: bigint): string {
    const hash = (++faucetNonce).toString(16).padStart(8, '0').repeat(8);
    apply({
      hash,
      fee: 0n,
      inputs: [
        { address: FAUCET, lovelace: lovelace + 1_000_000n, txHash: 'f'.repeat(64), index: faucetNonce },
      ],
      outputs: [
        { address, lovelace, txHash: hash, index: 0 },
        { address: FAUCET, lovelace: 1_000_000n, txHash: hash, index: 1 },
      ],
    });
    return hash;
  }

  function fundToken(address: string, unit: string, quantity: bigint, lovelace = 1_500_000n): string {
    const hash = (++faucetNonce).toString(16).padStart(8, '0').repeat(8);
    minted.set(unit, (minted.get(unit) ?? 0n) + quantity);
    apply({
      hash,
      fee: 0n,
      inputs: [
        { address: FAUCET, lovelace: lovelace + 1_000_000n, txHash: 'f'.repeat(64), index: faucetNonce },
      ],
      outputs: [
        { address, lovelace, assets: { [unit]: quantity }, txHash: hash, index: 0 },
        { address: FAUCET, lovelace: 1_000_000n, txHash: hash, index: 1 },
      ],
    });
    return hash;
  }

  /** tx/submit: the ledger rules, then the transaction is applied (or held) and its id answered */
  function submit(raw: Buffer, contentType: string | undefined): string {
    if (contentType !== 'application/cbor')
      throw new Answer(415, {
        status_code: 415,
        error: 'Unsupported Media Type',
        message: 'Content-Type must be application/cbor',
      });
    let tx: CSL.FixedTransaction;
    try {
      tx = CSL.FixedTransaction.from_bytes(new Uint8Array(raw));
    } catch {
      throw rule('transaction read error: not a transaction in CBOR');
    }
    const hash = tx.transaction_hash().to_hex();
    const refuse = (why: string): never => {
      submitted.push({ hash, error: why });
      throw rule(`TxSubmitFail: ${why}`);
    };
    const body = tx.body();
    const ttl = body.ttl_bignum();
    if (!ttl || BigInt(ttl.to_str()) < slot) refuse('OutsideValidityIntervalUTxO');
    const inputs: Io[] = [];
    const ins = body.inputs();
    for (let i = 0; i < ins.len(); i++) {
      const input = ins.get(i);
      const u = utxos.get(`${input.transaction_id().to_hex()}#${input.index()}`);
      if (!u) return refuse('BadInputsUTxO');
      inputs.push(u);
    }
    const signers = new Set<string>();
    const vkeys = tx.witness_set().vkeys();
    for (let i = 0; i < (vkeys?.len() ?? 0); i++) {
      const w = vkeys!.get(i);
      const key = w.vkey().public_key();
      if (!key.verify(tx.transaction_hash().to_bytes(), w.signature())) refuse('InvalidWitnessesUTXOW');
      signers.add(key.hash().to_hex());
    }
    for (const u of inputs)
      if (!signers.has(paymentKeyHash(u.address) ?? '')) refuse('MissingVKeyWitnessesUTXOW');
    const outputs: Io[] = [];
    const outs = body.outputs();
    const cost = CSL.DataCost.new_coins_per_byte(CSL.BigNum.from_str(PARAMS.coins_per_utxo_size));
    for (let i = 0; i < outs.len(); i++) {
      const o = outs.get(i);
      const lovelace = BigInt(o.amount().coin().to_str());
      if (lovelace < BigInt(CSL.min_ada_for_output(o, cost).to_str())) refuse('BabbageOutputTooSmallUTxO');
      const assets = assetsOfValue(o.amount());
      outputs.push({
        address: o.address().to_bech32(undefined),
        lovelace,
        ...(Object.keys(assets).length ? { assets } : {}),
        txHash: hash,
        index: i,
      });
    }
    // minting takes a policy script's witness, which no wallet send carries
    if (body.mint()) refuse('this fixture mints nothing');
    const fee = BigInt(body.fee().to_str());
    const sum = (rows: Io[]) => rows.reduce((s, r) => s + r.lovelace, 0n);
    if (sum(inputs) !== sum(outputs) + fee) refuse('ValueNotConservedUTxO');
    // every asset the inputs hold must come out again, in the same quantity (no burn, no mint)
    const spentAssets = assetsOf(inputs);
    const madeAssets = assetsOf(outputs);
    for (const unit of new Set([...spentAssets.keys(), ...madeAssets.keys()]))
      if (spentAssets.get(unit) !== madeAssets.get(unit)) refuse('ValueNotConservedUTxO');
    const linear = CSL.LinearFee.new(
      CSL.BigNum.from_str(String(PARAMS.min_fee_a)),
      CSL.BigNum.from_str(String(PARAMS.min_fee_b)),
    );
    const minFee = BigInt(CSL.min_fee(CSL.Transaction.from_bytes(tx.to_bytes()), linear).to_str());
    if (fee < minFee) refuse('FeeTooSmallUTxO');
    submitted.push({ hash });
    const entry = { hash, fee, inputs, outputs };
    if (holding) held.push({ ...entry, height: 0, slot: 0n });
    else apply(entry);
    return hash;
  }

  const txsOf = (address: string) =>
    ledger.filter(
      (t) => t.inputs.some((i) => i.address === address) || t.outputs.some((o) => o.address === address),
    );
  const page = <T>(rows: T[], q: URLSearchParams) => {
    const count = Math.min(Number(q.get('count') ?? 100), 100);
    const p = Math.max(Number(q.get('page') ?? 1), 1);
    return rows.slice((p - 1) * count, p * count);
  };

  function route(
    method: string,
    path: string,
    q: URLSearchParams,
    raw: Buffer,
    type: string | undefined,
  ): unknown {
    if (method === 'POST' && path === '/tx/submit') return submit(raw, type);
    if (method !== 'GET') throw notFound();
    if (path === '/epochs/latest/parameters')
      return { epoch: 500, ...PARAMS, min_utxo: PARAMS.coins_per_utxo_size };
    // the network's genesis parameters: a local network's magic (Settings → Networks asks it)
    if (path === '/genesis') return { network_magic: 42, system_start: 1_700_000_000, epoch_length: 432_000 };
    if (path === '/blocks/latest')
      return {
        time: timeOf(slot),
        height,
        hash: height.toString(16).padStart(64, '0'),
        slot: Number(slot),
        epoch: 500,
      };
    const a = /^\/addresses\/([^/]+)(\/utxos|\/transactions)?$/.exec(path);
    if (a) {
      const address = decodeURIComponent(a[1]!);
      const seen = txsOf(address);
      if (seen.length === 0) throw notFound();
      if (!a[2]) {
        const mine = [...utxos.values()].filter((u) => u.address === address);
        const lovelace = mine.reduce((s, u) => s + u.lovelace, 0n);
        const assets = Object.fromEntries(assetsOf(mine));
        return {
          address,
          amount: amount(lovelace, assets),
          stake_address: null,
          type: 'shelley',
          script: false,
        };
      }
      if (a[2] === '/utxos')
        return page(
          [...utxos.values()]
            .filter((u) => u.address === address)
            .map((u) => ({
              address,
              tx_hash: u.txHash,
              tx_index: u.index,
              output_index: u.index,
              amount: amount(u.lovelace, u.assets),
              block: ledger
                .find((t) => t.hash === u.txHash)!
                .height.toString(16)
                .padStart(64, '0'),
              data_hash: null,
              inline_datum: null,
              reference_script_hash: null,
            })),
          q,
        );
      const ordered = q.get('order') === 'desc' ? [...seen].reverse() : seen;
      return page(ordered, q).map((t) => ({
        tx_hash: t.hash,
        tx_index: 0,
        block_height: t.height,
        block_time: timeOf(t.slot),
      }));
    }
    const asset = /^\/assets\/([0-9a-f]{56,120})$/.exec(path);
    if (asset) {
      const unit = asset[1]!;
      const record = assetRecords.get(unit);
      if (!record && !minted.has(unit)) throw notFound();
      const name = unit.slice(56);
      return {
        asset: unit,
        policy_id: unit.slice(0, 56),
        asset_name: name || null,
        fingerprint: `asset1${unit.slice(0, 38)}`,
        quantity: (minted.get(unit) ?? 0n).toString(10),
        initial_mint_tx_hash: 'f'.repeat(64),
        mint_or_burn_count: 1,
        onchain_metadata: null,
        onchain_metadata_standard: null,
        onchain_metadata_extra: null,
        metadata: null,
        ...record,
      };
    }
    const t = /^\/txs\/([0-9a-f]{64})(\/utxos)?$/.exec(path);
    if (t) {
      const tx = ledger.find((x) => x.hash === t[1]);
      if (!tx) throw notFound();
      const io = (rows: Io[], spent: boolean) =>
        rows.map((r) => ({
          address: r.address,
          amount: amount(r.lovelace, r.assets),
          tx_hash: r.txHash,
          output_index: r.index,
          data_hash: null,
          inline_datum: null,
          reference_script_hash: null,
          collateral: false,
          ...(spent ? { reference: false } : {}),
        }));
      if (t[2]) return { hash: tx.hash, inputs: io(tx.inputs, true), outputs: io(tx.outputs, false) };
      return {
        hash: tx.hash,
        block: tx.height.toString(16).padStart(64, '0'),
        block_height: tx.height,
        block_time: timeOf(tx.slot),
        slot: Number(tx.slot),
        index: 0,
        output_amount: amount(tx.outputs.reduce((s, o) => s + o.lovelace, 0n)),
        fees: tx.fee.toString(10),
        deposit: '0',
        size: 300,
        invalid_before: null,
        invalid_hereafter: null,
        utxo_count: tx.inputs.length + tx.outputs.length,
        withdrawal_count: 0,
        valid_contract: true,
      };
    }
    throw notFound();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const projectId = req.headers.project_id as string | undefined;
      const contentType = req.headers['content-type'];
      log.push({ method: req.method ?? 'GET', path: `${url.pathname}${url.search}`, projectId, contentType });
      let status = 200;
      let answer: unknown;
      try {
        if (!url.pathname.startsWith('/api/v0/')) throw notFound();
        if (opts.projectId !== undefined && projectId !== opts.projectId)
          throw new Answer(403, { status_code: 403, error: 'Forbidden', message: 'Invalid project token.' });
        answer = route(
          req.method ?? 'GET',
          url.pathname.slice('/api/v0'.length),
          url.searchParams,
          Buffer.concat(chunks),
          contentType,
        );
      } catch (e) {
        if (!(e instanceof Answer)) throw e;
        status = e.status;
        answer = e.body;
      }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v0`,
    fund,
    fundToken,
    registerAsset: (unit, record) => void assetRecords.set(unit, record),
    tokenBalanceOf: (a, unit) =>
      [...utxos.values()].filter((u) => u.address === a).reduce((s, u) => s + (u.assets?.[unit] ?? 0n), 0n),
    balanceOf: (a) => [...utxos.values()].filter((u) => u.address === a).reduce((s, u) => s + u.lovelace, 0n),
    utxosOf: (a) => [...utxos.values()].filter((u) => u.address === a),
    txs: () => [...ledger],
    tipSlot: () => slot,
    requests: () => [...log],
    submissions: () => [...submitted],
    hold(on) {
      holding = on;
      if (!on) for (const t of held.splice(0)) apply(t);
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
