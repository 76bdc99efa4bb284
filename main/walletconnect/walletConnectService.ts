import { mkdirSync } from 'node:fs';
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';
import type { ProposalView, RequestView, SessionView } from '../../shared/contract/walletconnect';
import { AppError } from '../../shared/errors';
import type { DappSignRequest } from '../../shared/signer/dapp';
import type { EventBus } from '../ipc/events';
import type { SignerClient } from '../signer/client';
import type { WalletConnectConfig } from './config';
import { createIconProxy, type IconProxy } from './iconProxy';
import type { WcNamespace } from './namespaces';
import type { Approval } from './namespaces/types';
import type { WalletAccount } from './walletAccount';
import { guardWalletConnectFaults } from './sdkFaultGuard';
import { SessionWallets } from './sessionWallets';
import { dappView, proposalView, sessionView, verifyOf } from './views';
import { closeWalletKit, openWalletKit } from './walletKit';

/** Where main itself can look for a WalletConnect QR code (Electron); each returns the `wc:` link found, or null. */
export interface QrScanners {
  screen?: () => Promise<string | null>;
  clipboard?: () => Promise<string | null>;
}

export interface WalletConnectDeps {
  /** main's own folder for WalletKit's store and the session → wallet map */
  dir: string;
  config: WalletConnectConfig;
  network: 'mainnet' | 'testnet' | 'regtest';
  /** the namespaces served (namespaces/index.ts), bound to the profile's chains */
  namespaces: readonly WcNamespace[];
  events: EventBus;
  signer: Pick<SignerClient, 'call'>;
  /** the wallets (null while locked: nothing is known then) */
  wallets: () => readonly { id: string; name: string }[] | null;
  /** a wallet's account on a namespace's account chain: its address and the key path the signer signs with */
  account: WalletAccount;
  /** the native coin's price in the user's currency, if known */
  fiatPrice: (symbol: string) => Promise<{ price: string; currency: string } | null>;
  fetchIcon?: typeof fetch;
  /** Electron: finds a WalletConnect QR code on the screens or in the clipboard; absent in the browser host */
  qrScanners?: QrScanners;
}

interface Pending {
  view: RequestView;
  approve: Approval;
}

/**
 * WalletConnect v2 in main: WalletKit with its store in main's folder, the wallet each session
 * belongs to, the proposals and requests waiting for the user, and what approving them does
 * (the signer checks and signs; main broadcasts). Pending requests are refused with the SDK's
 * USER_REJECTED (5000) on lock and when their session goes; a wallet's sessions end with it.
 */
export class WalletConnectService {
  private kit: IWalletKit | null = null;
  private readonly map: SessionWallets;
  private readonly icons: IconProxy;
  private readonly proposals = new Map<
    number,
    { proposal: WalletKitTypes.SessionProposal; view: ProposalView }
  >();
  private readonly requests = new Map<number, Pending>();
  private unsubscribe: (() => void) | null = null;
  private unguard: (() => void) | null = null;

  constructor(private readonly deps: WalletConnectDeps) {
    mkdirSync(deps.dir, { recursive: true, mode: 0o700 });
    this.map = new SessionWallets(deps.dir);
    this.icons = createIconProxy(deps.fetchIcon);
  }

  async start(): Promise<void> {
    // the SDK's uncaught faults are logged, not fatal to main, while it runs
    this.unguard = guardWalletConnectFaults();
    const kit = await openWalletKit(this.deps.dir, this.deps.config);
    this.kit = kit;
    kit.on('session_proposal', (p) => void this.onProposal(p));
    kit.on('session_request', (r) => void this.onRequest(r));
    kit.on('session_delete', ({ topic }) => this.forget(topic));
    kit.on('proposal_expire', ({ id }) => {
      if (this.proposals.delete(id)) this.changed();
    });
    kit.on('session_request_expire', ({ id }) => {
      if (this.requests.delete(id)) this.changed();
    });
    this.unsubscribe = this.deps.events.subscribe((name, payload) => {
      if (name === 'lock.changed' && (payload as { locked: boolean }).locked) void this.rejectAll();
      if (name === 'wallets.changed' || name === 'lock.changed') void this.reconcile();
    });
  }

  private get walletKit(): IWalletKit {
    if (!this.kit) throw new AppError('RULE', 'WalletConnect is not running');
    return this.kit;
  }

  private changed(): void {
    this.deps.events.emit('wc.changed', {});
  }

  async pair(uri: string): Promise<void> {
    const trimmed = uri.trim();
    if (!/^wc:[0-9a-f]{64}@2\?/.test(trimmed))
      throw new AppError('BAD_INPUT', 'This is not a WalletConnect v2 link (wc:…@2?…)');
    try {
      await this.walletKit.pair({ uri: trimmed });
    } catch (e) {
      throw new AppError('BAD_INPUT', `Pairing failed: ${(e as Error).message}`);
    }
  }

  /** The `wc:` link of a QR code on the screens or in the clipboard; `supported` false where main cannot read them (browser host). */
  async scanQr(source: keyof QrScanners): Promise<{ supported: boolean; uri: string | null }> {
    const scan = this.deps.qrScanners?.[source];
    if (!scan) return { supported: false, uri: null };
    return { supported: true, uri: await scan() };
  }

  pending(): { proposals: ProposalView[]; requests: RequestView[] } {
    return {
      proposals: [...this.proposals.values()].map((p) => p.view),
      requests: [...this.requests.values()].map((r) => r.view),
    };
  }

  private async onProposal(p: WalletKitTypes.SessionProposal): Promise<void> {
    const view = proposalView(
      p,
      (c) => this.chainName(c),
      await this.icons(p.params.proposer.metadata.icons[0]),
    );
    this.proposals.set(p.id, { proposal: p, view });
    this.changed();
  }

  /** The namespace a CAIP-2 chain id is in, when this wallet serves it. */
  private namespaceOf(caip: string): WcNamespace | null {
    return this.deps.namespaces.find((ns) => caip.startsWith(`${ns.name}:`)) ?? null;
  }

  /** The display name of a CAIP-2 chain this wallet serves, or null. */
  private chainName(caip: string): string | null {
    return this.namespaceOf(caip)?.chains.get(caip) ?? null;
  }

  /**
   * The namespaces offered: per namespace asked, the wallet's account on each chain served. A
   * namespace the wallet has no account in (a private key of another chain) is left out; when
   * none is left, the approval is refused with why.
   */
  private async supportedNamespaces(walletId: string, chains: readonly string[]) {
    const out: Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }> =
      {};
    let refusal: AppError | null = null;
    for (const ns of this.deps.namespaces) {
      const mine = chains.filter((c) => this.namespaceOf(c) === ns);
      if (!mine.length) continue;
      const account = await this.deps.account(walletId, ns.account).catch((e: unknown) => {
        if (e instanceof AppError && e.code === 'RULE') refusal = e;
        else throw e;
        return null;
      });
      if (!account) continue;
      out[ns.name] = {
        chains: mine,
        methods: [...ns.methods],
        events: [...ns.events],
        accounts: mine.map((c) => `${c}:${account.address}`),
      };
    }
    if (!Object.keys(out).length)
      throw refusal ?? new AppError('RULE', 'This wallet has no account for this app');
    return out;
  }

  async approveProposal(id: number, walletId: string): Promise<{ topic: string }> {
    const entry = this.proposals.get(id);
    if (!entry) throw new AppError('NOT_FOUND', 'This connection request is no longer open');
    if (entry.view.unsupported) throw new AppError('RULE', entry.view.unsupported);
    const chains = entry.view.chains.filter((c) => c.name !== null).map((c) => c.id);
    const namespaces = buildApprovedNamespaces({
      proposal: entry.proposal.params,
      supportedNamespaces: await this.supportedNamespaces(walletId, chains),
    });
    const session = await this.walletKit.approveSession({ id, namespaces });
    this.map.set(session.topic, walletId);
    this.proposals.delete(id);
    this.changed();
    return { topic: session.topic };
  }

  async rejectProposal(id: number): Promise<void> {
    if (!this.proposals.has(id)) throw new AppError('NOT_FOUND', 'This connection request is no longer open');
    this.proposals.delete(id);
    this.changed();
    await this.walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') });
  }

  private async onRequest(r: WalletKitTypes.SessionRequest): Promise<void> {
    const walletId = this.map.walletOf(r.topic);
    const session = this.walletKit.getActiveSessions()[r.topic];
    if (!walletId || !session)
      return this.respondError(r.topic, r.id, getSdkError('UNAUTHORIZED_EVENT').message);
    if (this.deps.wallets() === null)
      return this.respondError(r.topic, r.id, 'The wallet is locked', getSdkError('USER_REJECTED').code);
    try {
      const chainId = r.params.chainId;
      const ns = this.namespaceOf(chainId);
      const sessionChains = ns ? (session.namespaces[ns.name]?.chains ?? []) : [];
      if (!ns || !sessionChains.includes(chainId))
        throw new AppError('BAD_INPUT', `${chainId.slice(0, 60)} is not a network of this session`);
      const { detail, approve } = await ns.describe(
        {
          account: () => this.deps.account(walletId, ns.account),
          fiatPrice: this.deps.fiatPrice,
          sessionChains,
        },
        r,
      );
      const meta = session.peer.metadata;
      this.requests.set(r.id, {
        view: {
          method: r.params.request.method,
          chainId,
          chainName: this.chainName(chainId),
          detail,
          id: r.id,
          topic: r.topic,
          walletId,
          dapp: dappView(meta, await this.icons(meta.icons[0])),
          verify: verifyOf(r.verifyContext),
        },
        approve,
      });
      this.changed();
    } catch (e) {
      await this.respondError(
        r.topic,
        r.id,
        e instanceof AppError ? e.message : 'Request not understood',
        5000,
      );
    }
  }

  /** Does what the user approved (the signer checks and signs) and answers the dapp. */
  async approveRequest(id: number): Promise<void> {
    const req = this.requests.get(id);
    if (!req) throw new AppError('NOT_FOUND', 'This request is no longer open');
    const { view } = req;
    const ns = this.namespaceOf(view.chainId);
    if (!ns) throw new AppError('INTERNAL', 'This request is on a network this wallet no longer serves');
    const sign = (request: DappSignRequest) =>
      this.deps.account(view.walletId, ns.account).then(async ({ address, activePath }) => {
        const r = await this.deps.signer.call('signDapp', {
          walletId: view.walletId,
          network: this.deps.network,
          from: address,
          activePath,
          request,
        });
        return r.result;
      });
    let result: unknown;
    try {
      result = await req.approve({ sign, emit: (chainId, event) => this.emit(view.topic, chainId, event) });
    } catch (e) {
      // a refusal (signer, node) ends the request: the dapp learns it failed, the user why
      this.requests.delete(id);
      this.changed();
      await this.respondError(view.topic, id, e instanceof AppError ? e.message : 'Request failed', 5000);
      throw e;
    }
    this.requests.delete(id);
    this.changed();
    await this.walletKit.respondSessionRequest({
      topic: view.topic,
      response: { id, jsonrpc: '2.0', result },
    });
  }

  async rejectRequest(id: number): Promise<void> {
    const req = this.requests.get(id);
    if (!req) throw new AppError('NOT_FOUND', 'This request is no longer open');
    this.requests.delete(id);
    this.changed();
    const refusal = req.view.detail.kind === 'addChain' ? req.view.detail.refusal : null;
    if (refusal) await this.respondError(req.view.topic, id, refusal, 4902);
    else await this.respondError(req.view.topic, id, getSdkError('USER_REJECTED').message);
  }

  private async emit(topic: string, chainId: string, event: { name: string; data: unknown }): Promise<void> {
    await this.walletKit.emitSessionEvent({ topic, event, chainId });
  }

  private async respondError(
    topic: string,
    id: number,
    message: string,
    code = getSdkError('USER_REJECTED').code,
  ) {
    await this.walletKit
      .respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
      .catch((e: unknown) => console.warn(`walletconnect: could not answer request ${id}: ${String(e)}`));
  }

  /** Locking refuses every waiting request: no one can approve them until unlock. */
  async rejectAll(): Promise<void> {
    const all = [...this.requests.values()];
    this.requests.clear();
    if (all.length) this.changed();
    await Promise.all(
      all.map((r) => this.respondError(r.view.topic, r.view.id, getSdkError('USER_REJECTED').message)),
    );
  }

  sessions(): { walletId: string; walletName: string; sessions: SessionView[] }[] {
    const wallets = this.deps.wallets() ?? [];
    const active = this.kit?.getActiveSessions() ?? {};
    return wallets.map((w) => ({
      walletId: w.id,
      walletName: w.name,
      sessions: this.map
        .topics()
        .filter(([topic, wid]) => wid === w.id && active[topic])
        .map(([topic]) => sessionView(active[topic]!)),
    }));
  }

  async disconnect(topic: string): Promise<void> {
    if (!this.walletKit.getActiveSessions()[topic]) {
      this.forget(topic);
      return;
    }
    await this.walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') });
    this.forget(topic);
  }

  async disconnectAll(walletId: string): Promise<void> {
    for (const [topic, wid] of this.map.topics()) if (wid === walletId) await this.disconnect(topic);
  }

  /** A session that ended: its mapping and its waiting requests go (answered, so the dapp is not left hanging). */
  private forget(topic: string): void {
    this.map.delete(topic);
    for (const [id, r] of this.requests)
      if (r.view.topic === topic) {
        this.requests.delete(id);
        void this.respondError(topic, id, getSdkError('USER_DISCONNECTED').message);
      }
    this.changed();
  }

  /**
   * Unlocked: sessions of a deleted wallet, and sessions no wallet claims, are disconnected;
   * mappings of sessions the SDK no longer has are dropped. Locked: nothing is known, nothing changes.
   */
  async reconcile(): Promise<void> {
    const wallets = this.deps.wallets();
    if (!wallets || !this.kit) return;
    const ids = new Set(wallets.map((w) => w.id));
    const active = this.kit.getActiveSessions();
    for (const [topic, walletId] of this.map.topics()) {
      if (!active[topic]) this.map.delete(topic);
      else if (!ids.has(walletId))
        await this.disconnect(topic).catch((e: unknown) => console.warn(String(e)));
    }
    for (const topic of Object.keys(active))
      if (!this.map.walletOf(topic))
        await this.disconnect(topic).catch((e: unknown) => console.warn(String(e)));
  }

  async close(): Promise<void> {
    this.unsubscribe?.();
    if (this.kit) await closeWalletKit(this.kit);
    this.kit = null;
    this.unguard?.();
    this.unguard = null;
  }
}
