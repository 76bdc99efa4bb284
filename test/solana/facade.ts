/**
 * A Solana JSON-RPC 2.0 node for tests: node:http on 127.0.0.1 (single and batch
 * requests) in front of litesvm, which executes transactions with the real System, Token,
 * Token-2022, Associated Token, Stake and Vote programs. The ledger (ledger.ts) adds what
 * litesvm lacks: block heights, expiring blockhashes and per-account history.
 *
 * Fixture helpers (airdrop, createMint, mintTo, createVoteAccount) land ordinary signed
 * transactions from a facade-owned faucet key, so they show in history like anything else.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LiteSVM } from 'litesvm';
import type { LiteSvm as InnerLiteSvm } from 'litesvm/dist/internal';
import { base58 } from '@scure/base';
import { address, lamports } from '@solana/kit';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  VoteInit,
  VoteProgram,
  type TransactionInstruction,
} from '@solana/web3.js';
import {
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { keyName } from './layouts';
import { Ledger, SLOTS_PER_EPOCH } from './ledger';
import { METHODS, RpcError, type MethodEnv, type ProgramAccount } from './rpcMethods';
import { txErrorText } from './txErrors';

export interface SolanaFacade {
  url: string;
  svm: LiteSVM;
  airdrop(address: string, lamports: bigint): void;
  createMint(decimals: number, opts?: { token2022?: boolean }): Promise<string>;
  mintTo(mint: string, owner: string, amount: bigint): Promise<void>;
  createVoteAccount(): Promise<string>;
  advanceEpoch(): void;
  expireBlockhashes(): void;
  /** every JSON-RPC call in order; `http` numbers the HTTP request it came in (batches share one) */
  requests(): { method: string; http: number; params?: unknown }[];
  /** `delayMs` here overrides the start option (a benchmark measures with and without it) */
  hooks: { dropSends?: boolean; lie?: (method: string, result: unknown) => unknown; delayMs?: number };
  close(): Promise<void>;
}

interface RpcRequest {
  jsonrpc?: string;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

const FAUCET_LAMPORTS = 1_000_000_000n * 1_000_000_000n; // a million SOL

export async function startSolanaFacade(opts: { delayMs?: number } = {}): Promise<SolanaFacade> {
  const svm = new LiteSVM();
  const ledger = new Ledger(svm);
  const faucet = Keypair.generate();
  // written directly: litesvm's own airdrop account holds less than the faucet needs
  svm.setAccount({
    address: address(faucet.publicKey.toBase58()),
    data: new Uint8Array(),
    executable: false,
    lamports: lamports(FAUCET_LAMPORTS),
    programAddress: address(SystemProgram.programId.toBase58()),
    space: 0n,
  });
  const hooks: SolanaFacade['hooks'] = {};
  let programCache = new Map<string, ProgramAccount[]>();
  const env: MethodEnv = {
    ledger,
    dropSends: () => hooks.dropSends === true,
    programAccounts: (program) => {
      let list = programCache.get(program);
      if (!list) {
        // litesvm's wrapper base58-encodes two keys per account through kit; its native
        // object hands out bytes, named here through a memo (scans dominated a refresh)
        const inner = (svm as unknown as { inner: InnerLiteSvm }).inner;
        list = inner.getProgramAccounts(base58.decode(program)).map((a) => {
          const acct = a.account();
          return {
            address: keyName(a.address),
            lamports: acct.lamports(),
            data: acct.data(),
            executable: acct.executable(),
          };
        });
        programCache.set(program, list);
      }
      return list;
    },
  };
  const log: { method: string; http: number; params?: unknown }[] = [];
  let httpCount = 0;

  function answer(req: RpcRequest, n: number): unknown {
    const id = req.id ?? null;
    if (req.jsonrpc !== '2.0' || typeof req.method !== 'string')
      return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } };
    log.push({ method: req.method, http: n, params: req.params });
    const handler = METHODS[req.method];
    if (!handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
    const params = Array.isArray(req.params) ? (req.params as unknown[]) : [];
    try {
      let result = handler(params, env);
      if (req.method === 'sendTransaction') programCache = new Map();
      if (hooks.lie) result = hooks.lie(req.method, result);
      return { jsonrpc: '2.0', id, result };
    } catch (e) {
      if (e instanceof RpcError)
        return {
          jsonrpc: '2.0',
          id,
          error: { code: e.code, message: e.message, ...(e.data === undefined ? {} : { data: e.data }) },
        };
      return { jsonrpc: '2.0', id, error: { code: -32603, message: `Internal error: ${String(e)}` } };
    }
  }

  const server = http.createServer((req, res) => {
    const n = ++httpCount;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      programCache = new Map();
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const out =
        body === undefined
          ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
          : Array.isArray(body)
            ? body.map((r) => answer(r as RpcRequest, n))
            : answer(body as RpcRequest, n);
      const send = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(out));
      };
      const delay = hooks.delayMs ?? opts.delayMs;
      if (delay) setTimeout(send, delay);
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;

  /** Signs with the faucet (and any extra signers) and lands; fixtures must not fail quietly. */
  function landFixture(instructions: TransactionInstruction[], signers: Keypair[] = []): void {
    const tx = new Transaction({ feePayer: faucet.publicKey, ...blockhashOf() }).add(...instructions);
    tx.sign(faucet, ...signers);
    const r = ledger.land(tx.serialize());
    if (!r.ok || r.landed.err !== null)
      throw new Error(
        `facade fixture failed: ${txErrorText(r.ok ? r.landed.err! : r.err)}\n${(r.ok ? r.landed.logs : r.logs).join('\n')}`,
      );
  }
  function blockhashOf() {
    const l = ledger.latest();
    return { blockhash: l.blockhash, lastValidBlockHeight: l.lastValidBlockHeight };
  }
  function tokenProgramOf(mint: PublicKey): PublicKey {
    const a = svm.getAccount(address(mint.toBase58()));
    if (!a.exists) throw new Error(`no mint ${mint.toBase58()}`);
    return new PublicKey(a.programAddress);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    svm,
    hooks,
    airdrop(to, amount) {
      landFixture([
        SystemProgram.transfer({
          fromPubkey: faucet.publicKey,
          toPubkey: new PublicKey(to),
          lamports: amount,
        }),
      ]);
    },
    async createMint(decimals, o = {}) {
      const mint = Keypair.generate();
      const programId = o.token2022 ? TOKEN_2022_PROGRAM_ID : TOKEN_PROGRAM_ID;
      landFixture(
        [
          SystemProgram.createAccount({
            fromPubkey: faucet.publicKey,
            newAccountPubkey: mint.publicKey,
            lamports: Number(svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
            space: MINT_SIZE,
            programId,
          }),
          createInitializeMint2Instruction(mint.publicKey, decimals, faucet.publicKey, null, programId),
        ],
        [mint],
      );
      return mint.publicKey.toBase58();
    },
    async mintTo(mintB58, ownerB58, amount) {
      const mint = new PublicKey(mintB58);
      const owner = new PublicKey(ownerB58);
      const programId = tokenProgramOf(mint);
      const decimals = ledger.decimalsOf(mintB58);
      if (decimals === undefined) throw new Error(`not a mint: ${mintB58}`);
      const ata = getAssociatedTokenAddressSync(mint, owner, true, programId);
      landFixture([
        createAssociatedTokenAccountIdempotentInstruction(faucet.publicKey, ata, owner, mint, programId),
        createMintToCheckedInstruction(mint, ata, faucet.publicKey, amount, decimals, [], programId),
      ]);
    },
    async createVoteAccount() {
      const node = Keypair.generate();
      const vote = Keypair.generate();
      const rent = Number(svm.minimumBalanceForRentExemption(BigInt(VoteProgram.space)));
      const { instructions } = VoteProgram.createAccount({
        fromPubkey: faucet.publicKey,
        votePubkey: vote.publicKey,
        voteInit: new VoteInit(node.publicKey, faucet.publicKey, faucet.publicKey, 5),
        lamports: rent,
      });
      landFixture(instructions, [vote, node]);
      return vote.publicKey.toBase58();
    },
    advanceEpoch() {
      ledger.nextEpoch();
    },
    expireBlockhashes() {
      ledger.advance(151);
    },
    requests: () => [...log],
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export { SLOTS_PER_EPOCH };
