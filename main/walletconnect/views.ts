import type { WalletKitTypes } from '@reown/walletkit';
import type { CoreTypes, SessionTypes } from '@walletconnect/types';
import type { DappView, ProposalView, SessionView, VerifyStatus } from '../../shared/contract/walletconnect';

/** What walletconnect.org's Verify API said of the dapp's domain (nothing on a local relay). */
export function verifyOf(
  ctx: { verified?: { validation?: string; isScam?: boolean } } | undefined,
): VerifyStatus {
  const v = ctx?.verified;
  if (v?.isScam) return 'threat';
  if (v?.validation === 'VALID') return 'valid';
  if (v?.validation === 'INVALID') return 'invalid';
  return 'unknown';
}

/** The dapp's own description of itself, cut to what the modal has room for; the icon comes through main. */
export function dappView(meta: CoreTypes.Metadata, icon: string | null): DappView {
  return {
    name: meta.name.slice(0, 100),
    url: meta.url.slice(0, 300),
    description: meta.description.slice(0, 500),
    icon,
  };
}

/**
 * A connection request as the modal shows it: the chains asked for (those this wallet serves
 * first, named), the methods and events, and why it cannot be approved when none is served.
 */
export function proposalView(
  p: WalletKitTypes.SessionProposal,
  chainName: (caip: string) => string | null,
  icon: string | null,
): ProposalView {
  const params = p.params;
  const asked = [
    ...Object.values(params.requiredNamespaces ?? {}),
    ...Object.values(params.optionalNamespaces ?? {}),
  ];
  const chainIds = [...new Set(asked.flatMap((n) => n.chains ?? []))];
  const known = chainIds.filter((c) => chainName(c) !== null);
  return {
    id: p.id,
    dapp: dappView(params.proposer.metadata, icon),
    verify: verifyOf(p.verifyContext),
    chains: [...known, ...chainIds.filter((c) => !known.includes(c))].map((id) => ({
      id,
      name: chainName(id),
    })),
    methods: [...new Set(asked.flatMap((n) => n.methods))],
    events: [...new Set(asked.flatMap((n) => n.events))],
    unsupported: known.length
      ? null
      : `None of the networks this app asks for (${chainIds.join(', ') || 'none'}) is one this wallet has.`,
    expiresAt: params.expiryTimestamp * 1000,
  };
}

/** A session as the connected-apps screen lists it. */
export function sessionView(s: SessionTypes.Struct): SessionView {
  const meta = s.peer.metadata;
  const ns = Object.values(s.namespaces);
  return {
    topic: s.topic,
    dapp: { name: meta.name, url: meta.url, description: meta.description, icon: null },
    chains: [...new Set(ns.flatMap((n) => n.chains ?? []))],
    accounts: [...new Set(ns.flatMap((n) => n.accounts))],
    expiresAt: s.expiry * 1000,
  };
}
