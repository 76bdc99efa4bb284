import type { WalletKitTypes } from '@reown/walletkit';
import type { RequestDetail } from '../../../shared/contract/walletconnect';
import type { DappSignRequest } from '../../../shared/signer/dapp';
import type { AppNetwork } from '../../chains/descriptor';
import type { FamiliesLocal } from '../../chains/families';

/** The app's profile: its network and the local nodes of WALLET_LOCAL_ENDPOINTS, by family. */
export interface WcProfile {
  network: AppNetwork;
  local: FamiliesLocal;
}

/** What approving a request does, given the signer and the session; returns the dapp's answer. */
export type Approval = (tools: {
  sign: (request: DappSignRequest) => Promise<string>;
  /** a session event (chainChanged) to the dapp, on one of the session's chains */
  emit: (chainId: string, event: { name: string; data: unknown }) => Promise<void>;
}) => Promise<unknown>;

/** What the service gives a namespace to read one request of a session. */
export interface RequestCtx {
  /** the session wallet's account in this namespace: its address and the key path behind it */
  account: () => Promise<{ address: string; activePath: string }>;
  /** a native coin's price in the user's currency, if known */
  fiatPrice: (symbol: string) => Promise<{ price: string; currency: string } | null>;
  /** the chains of this namespace the session was approved for */
  sessionChains: readonly string[];
}

/** A request read: what the modal shows and what approving it does. */
export interface Described {
  detail: RequestDetail;
  approve: Approval;
}

/** The chain whose address, and key path, is a wallet's account in a namespace. */
export interface WcAccountChain {
  chainName: string;
  /** how the chain is named in "this wallet has no … account" */
  label: string;
}

/** What every namespace module declares, whatever its chains look like. */
interface NamespaceParts {
  /** CAIP-2 namespace: the part of a chain id before the colon */
  readonly name: string;
  /** the requests this wallet reviews and signs in it */
  readonly methods: readonly string[];
  readonly events: readonly string[];
  readonly account: WcAccountChain;
}

/**
 * One namespace module (eip155, solana): its methods and events, the chains of a profile it
 * serves (reached through the chain family's own index), and how it reads a request on them.
 */
export interface WcNamespaceModule<C extends { displayName: string }> extends NamespaceParts {
  /** the profile's chains served here, by CAIP-2 id; empty when the profile has no node */
  chains(profile: WcProfile): ReadonlyMap<string, C>;
  describe(
    chains: ReadonlyMap<string, C>,
    ctx: RequestCtx,
    r: WalletKitTypes.SessionRequest,
  ): Promise<Described>;
}

/** A namespace bound to the profile: what the service loops over, never naming one. */
export interface WcNamespace extends NamespaceParts {
  /** display name of each chain served, by CAIP-2 id */
  readonly chains: ReadonlyMap<string, string>;
  describe(ctx: RequestCtx, r: WalletKitTypes.SessionRequest): Promise<Described>;
}

/** A registered module: its parts, and `open` to bind it to a profile (its chains computed once). */
export interface WcNamespaceEntry extends NamespaceParts {
  open(profile: WcProfile): WcNamespace;
}

/** Registers a module, hiding its own chain type so modules of different chains share one list. */
export function defineNamespace<C extends { displayName: string }>(
  m: WcNamespaceModule<C>,
): WcNamespaceEntry {
  const { name, methods, events, account } = m;
  return {
    name,
    methods,
    events,
    account,
    open(profile) {
      const chains = m.chains(profile);
      return {
        name,
        methods,
        events,
        account,
        chains: new Map([...chains].map(([id, c]) => [id, c.displayName])),
        describe: (ctx, r) => m.describe(chains, ctx, r),
      };
    },
  };
}
