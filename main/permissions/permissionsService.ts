import { formatUnits, parseUnits } from '../../shared/amount';
import { explorerUrl } from '../../shared/chains/explorer';
import { getChain } from '../../shared/chains/registry';
import type { CallInput, CallOutput } from '../../shared/contract';
import type { PermissionRow, RevokeTarget } from '../../shared/contract/permissions';
import type { TxKind } from '../../shared/contract/txKinds';
import { AppError } from '../../shared/errors';
import { knownSpender } from '../../shared/permissions/knownSpenders';
import type { TxPreview } from '../../shared/preview/txPreview';
import type { CoinEntry, WalletMeta } from '../../shared/wallets';
import type { CoinRef, Prepared, WalletFamily } from '../chains/family';
import { HeldPreviews } from '../services/preview/heldPreviews';
import { refuseMismatch } from '../services/preview/refuseMismatch';
import { riskInWords } from './risk';
import type { FamilyPermissions, PermissionGrant } from './types';

/** What the service needs of the rest of main: the current wallet, its coins' families and addresses, the signer. */
export interface PermissionsDeps {
  currentWallet(): WalletMeta;
  familyOf(chainName: string): WalletFamily | null;
  refOf(wallet: WalletMeta, coin: CoinEntry, family: WalletFamily): Promise<CoinRef>;
  /**
   * The one way transactions leave the wallet: the signer checks and signs every one before any
   * is sent, then each is broadcast and waits in the pending list (toasts, confirmation loop).
   */
  sendAll(
    ref: CoinRef,
    coin: CoinEntry,
    items: readonly { prepared: Prepared; kind: TxKind }[],
    approvedFee: bigint,
  ): Promise<{ hash: string }[]>;
}

/** The pending list's word for each revoke. */
const REVOKE_KIND: Record<RevokeTarget['kind'], TxKind> = {
  allowance: 'revokeAllowance',
  operator: 'revokeOperator',
  delegate: 'revokeDelegate',
  delegation: 'revokeDelegation',
  // Permit2's lockdown ends a token allowance held there: the signer checks it as one
  permit2: 'revokeAllowance',
};

/** At or above this an allowance is unlimited in practice (max uint and the common 2^255 pattern). */
const UNLIMITED_FROM = 2n ** 255n;
/** Permit2's amounts are uint160: its max (what dapps ask for) is "unlimited" there. */
const PERMIT2_UNLIMITED_FROM = 2n ** 159n;

/**
 * The permissions page (issue 33): every grant of the current wallet on the chains whose family
 * can list them, and their revokes, several at once, one review. It asks each family for its
 * `permissions` part and never a chain's name.
 */
export class PermissionsService {
  constructor(
    private readonly d: PermissionsDeps,
    /** each review's previews, by quote id, for the revoke to be judged by (issue 32) */
    private readonly held = new HeldPreviews(),
  ) {}

  /** The wallet's native coins whose family lists permissions. */
  private sources() {
    const wallet = this.d.currentWallet();
    return wallet.coins.flatMap((coin) => {
      if (coin.type !== 'coin' || !coin.isInWallet) return [];
      const family = this.d.familyOf(coin.chainName);
      return family?.permissions ? [{ wallet, coin, family, permissions: family.permissions }] : [];
    });
  }

  async list(): Promise<CallOutput<'permissions.list'>> {
    const chains = await Promise.all(
      this.sources().map(async ({ wallet, coin, family, permissions }) => {
        const base = { chainName: coin.chainName, chainDisplayName: getChain(coin.chainName).displayName };
        try {
          const grants = await permissions.list(await this.d.refOf(wallet, coin, family));
          if (grants === null) return null;
          return { ...base, rows: grants.map((g) => rowOf(coin.chainName, wallet, g)), error: null };
        } catch (e) {
          // one chain's failure is said on its group; the others still show
          console.error(`permissions ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
          return { ...base, rows: [], error: `Could not read the permissions on ${base.chainDisplayName}` };
        }
      }),
    );
    return { chains: chains.filter((c) => c !== null) };
  }

  /** The revokes of each chain, prepared in order (consecutive nonces). */
  private async prepare(targets: readonly RevokeTarget[]) {
    const byChain = new Map<string, RevokeTarget[]>();
    for (const t of targets) byChain.set(t.chainName, [...(byChain.get(t.chainName) ?? []), t]);
    const sources = this.sources();
    return Promise.all(
      [...byChain].map(async ([chainName, list]) => {
        const s = sources.find((x) => x.coin.chainName === chainName);
        if (!s) throw new AppError('RULE', `Permissions cannot be revoked on ${chainName} in this wallet`);
        const ref = await this.d.refOf(s.wallet, s.coin, s.family);
        const prepared = await (s.permissions as FamilyPermissions).prepareRevokes(ref, list);
        const fee = prepared.reduce((sum, p) => sum + p.quote.fee, 0n);
        return { chainName, list, ref, family: s.family, coin: s.coin, prepared, fee };
      }),
    );
  }

  /**
   * Each chain's revokes as a preview can be asked for (issue 32): the binding a held preview
   * must match (the account and exactly these revokes) and the simulation; a chain whose family
   * does not preview revokes has none. A preview that throws is one that could not run.
   */
  private async previewers(targets: readonly RevokeTarget[]) {
    const byChain = new Map<string, RevokeTarget[]>();
    for (const t of targets) byChain.set(t.chainName, [...(byChain.get(t.chainName) ?? []), t]);
    const sources = this.sources();
    const out = await Promise.all(
      [...byChain].map(async ([chainName, list]) => {
        const s = sources.find((x) => x.coin.chainName === chainName);
        if (!s?.permissions.preview) return null;
        const perms = s.permissions;
        const ref = await this.d.refOf(s.wallet, s.coin, s.family);
        const run = async (): Promise<TxPreview | null> =>
          (perms.preview ? perms.preview(ref, list) : Promise.resolve(null)).catch(
            (e: unknown): TxPreview => ({
              status: 'unavailable',
              reason: `Preview failed: ${e instanceof Error ? e.message : String(e)}`,
            }),
          );
        return { chainName, binding: JSON.stringify([ref.address, list]), run };
      }),
    );
    return out.filter((x) => x !== null);
  }

  /** Each chain's preview, held under a quote id for the revoke, by chain name. */
  private async previews(targets: readonly RevokeTarget[]) {
    const out = new Map<string, { preview: TxPreview; quoteId: string }>();
    await Promise.all(
      (await this.previewers(targets)).map(async (p) => {
        const preview = await p.run();
        if (preview) out.set(p.chainName, { preview, quoteId: this.held.hold(p.binding, preview) });
      }),
    );
    return out;
  }

  /** The fee of each chain's revokes and, beside it, their preview, held under a quote id. */
  async quote({ targets }: CallInput<'permissions.quote'>): Promise<CallOutput<'permissions.quote'>> {
    const [chains, previews] = await Promise.all([this.prepare(targets), this.previews(targets)]);
    return {
      chains: chains.map((c) => {
        const native = getChain(c.chainName);
        const p = previews.get(c.chainName);
        return {
          chainName: c.chainName,
          fee: formatUnits(c.fee, native.decimals),
          feeSymbol: native.symbol,
          count: c.prepared.length,
          ...(p ? { preview: p.preview, quoteId: p.quoteId } : {}),
        };
      }),
    };
  }

  /**
   * Refuses, before anything is signed, a chain whose preview differs from the permissions
   * chosen: the preview held under the review's quote id when it previewed these very revokes,
   * else one simulated now (no id, another review's, expired).
   */
  private async refuseMismatches(
    targets: readonly RevokeTarget[],
    fees: CallInput<'permissions.revoke'>['fees'],
  ): Promise<void> {
    const previews = await Promise.all(
      (await this.previewers(targets)).map(async (p) => {
        const id = fees.find((f) => f.chainName === p.chainName)?.quoteId;
        const held = id ? this.held.lookup(id, p.binding) : null;
        return held?.kind === 'held' ? held.preview : p.run();
      }),
    );
    for (const p of previews) refuseMismatch(p ?? undefined);
  }

  /**
   * Prepares every chain's revokes afresh, holds each chain's total fee to what the review
   * showed, has the signer sign all of a chain's (each held to its revoke) before any is sent,
   * then broadcasts them in nonce order.
   */
  async revoke({
    targets,
    fees,
  }: CallInput<'permissions.revoke'>): Promise<CallOutput<'permissions.revoke'>> {
    if (this.d.currentWallet().kind === 'watch')
      throw new AppError('RULE', 'This is a watch-only wallet: it holds no key and cannot revoke');
    const chains = await this.prepare(targets);
    await this.refuseMismatches(targets, fees);
    for (const c of chains) {
      const approved = fees.find((f) => f.chainName === c.chainName);
      if (!approved) throw new AppError('BAD_INPUT', `No approved fee for ${c.chainName}`);
      const decimals = getChain(c.chainName).decimals;
      if (c.fee > parseUnits(approved.fee, decimals))
        throw new AppError(
          'RULE',
          `The fee went up to ${formatUnits(c.fee, decimals)}; review it and revoke again`,
        );
    }
    const sent: CallOutput<'permissions.revoke'>['sent'] = [];
    for (const c of chains) {
      const items = c.prepared.map((prepared, i) => ({ prepared, kind: REVOKE_KIND[c.list[i]!.kind] }));
      const hashes = await this.d.sendAll(c.ref, c.coin, items, c.fee);
      for (const [i, { hash }] of hashes.entries()) sent.push({ ...c.list[i]!, hash });
    }
    return { sent };
  }
}

function rowOf(chainName: string, wallet: WalletMeta, g: PermissionGrant): PermissionRow {
  // the catalogue's name for a token the wallet shows, else what its contract says
  const token = (g.token ?? g.asset).toLowerCase();
  const listed = wallet.coins.find(
    (c) => c.chainName === chainName && c.contractAddress?.toLowerCase() === token,
  );
  const decimals = listed?.decimals ?? g.decimals;
  // a mint the catalogue does not name is shown by its address, shortened
  const unnamed = g.token
    ? `${g.token.slice(0, 4)}…${g.token.slice(-4)}`
    : g.kind === 'operator'
      ? 'Unknown collection'
      : g.kind === 'delegation'
        ? 'Your account'
        : 'Unknown token';
  const symbol = listed?.symbol ?? g.symbol ?? unnamed;
  const unlimited =
    g.amount !== null && g.amount >= (g.kind === 'permit2' ? PERMIT2_UNLIMITED_FROM : UNLIMITED_FROM);
  const known = knownSpender(g.spender);
  let spenderUrl: string | null = null;
  try {
    spenderUrl = explorerUrl(chainName, 'address', g.spender);
  } catch {
    // an address the explorer template refuses gets no link
  }
  return {
    chainName,
    kind: g.kind,
    asset: { address: g.asset, symbol },
    spender: g.spender,
    spenderLabel: known?.label ?? null,
    spenderUrl,
    amount:
      g.amount === null
        ? null
        : decimals === undefined
          ? g.amount.toString(10)
          : formatUnits(g.amount, decimals),
    unlimited,
    since: g.since,
    risk: riskInWords({
      kind: g.kind,
      unlimited,
      known: known?.label,
      symbol,
      unreadable: g.unreadable === true,
    }),
    ...(g.revocable ? { target: { chainName, kind: g.kind, asset: g.asset, spender: g.spender } } : {}),
  };
}
