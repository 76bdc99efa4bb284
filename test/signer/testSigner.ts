// The real signer in-process for tests: controller, handlers and WalletSession over a real vault
// folder, spoken to only through the signer protocol, as main (or a hostile main) would.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE } from '../../shared/catalogue';
import type { NetworkKind } from '../../shared/chains/validate/result';
import { addWallet, emptyWalletsState } from '../../shared/wallets';
import { JOURNAL_FILE } from '../../signer/journal/journalLog';
import type { AppErrorShape } from '../../shared/errors';
import type { SignerMethod, SignerParams, SignerResult } from '../../shared/signer/protocol';
import { derivation } from '../../signer/chains';
import { startController } from '../../signer/controller';
import { createHandlers } from '../../signer/handlers';
import { WEAK_TEST_KDF } from './testSupport';
import { WalletSession } from '../../signer/wallets/session';

type Reply = { ok: true; result: unknown } | { ok: false; error: AppErrorShape };

/**
 * Starts a signer on `dir` and returns a typed caller that speaks the wire protocol; it signs
 * on `network` (mainnet unless a test says otherwise), as main's environment would set it.
 */
export function startSigner(dir: string, opts: { now?: () => number; network?: NetworkKind } = {}) {
  const session = new WalletSession(
    { dir, now: opts.now ?? Date.now, insecureKdfParamsForTests: WEAK_TEST_KDF },
    derivation,
    opts.network ?? 'mainnet',
  );
  const waiting = new Map<number, (r: Reply) => void>();
  let deliver: (m: unknown) => void = () => undefined;
  startController(
    {
      send: (m) => {
        const r = m as Reply & { id: number };
        waiting.get(r.id)?.(r);
        waiting.delete(r.id);
      },
      onMessage: (cb) => (deliver = cb),
    },
    createHandlers({ startedAt: Date.now(), session }),
  );
  let nextId = 1;
  const send = (method: SignerMethod, params: unknown): Promise<Reply> =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      deliver({ type: 'request', id, method, params });
    });
  return {
    async call<M extends SignerMethod>(method: M, params: SignerParams<M>): Promise<SignerResult<M>> {
      const r = await send(method, params);
      if (!r.ok) throw new Error(`${method} failed: ${r.error.code} ${r.error.message}`);
      return r.result as SignerResult<M>;
    },
    /** The error a call ends with; params are `unknown` because a hostile main sends anything. */
    async refused(method: SignerMethod, params: unknown): Promise<AppErrorShape> {
      const r = await send(method, params);
      if (r.ok) throw new Error(`${method} unexpectedly succeeded`);
      return r.error;
    },
  };
}

/**
 * A signer on `dir` holding one wallet imported from `phrase`, as most hostile-main tests
 * start; `journaled` says whether anything was ever recorded in its signing journal.
 */
export async function startSignerWithPhrase(
  dir: string,
  phrase: string,
  opts: { now?: () => number; network?: NetworkKind } = {},
) {
  const signer = startSigner(dir, opts);
  const added = addWallet(
    emptyWalletsState(),
    { kind: 'phrase', origin: 'imported' },
    { catalogue: CATALOGUE },
  );
  await signer.call('addWallet', {
    walletId: added.wallet.id,
    source: { kind: 'phrase', phrase },
    state: added.state,
    password: 'correct horse battery',
    replace: false,
  });
  return { signer, walletId: added.wallet.id, journaled: () => existsSync(path.join(dir, JOURNAL_FILE)) };
}
