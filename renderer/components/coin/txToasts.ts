import { CHAINS } from '../../../shared/chains/registry';
import type { EventPayload } from '../../../shared/contract';
import type { TxKind } from '../../../shared/contract/txKinds';
import type { ToastKind } from '../../state/toasts';

/**
 * Which progress toast belongs to which transaction: the screen that submitted shows it,
 * and the confirmation event turns that same toast into its outcome (one story per send).
 */
const byHash = new Map<string, number>();

export function rememberTxToast(hash: string, toastId: number): void {
  byHash.set(hash, toastId);
}

/** The toast to update for this hash, forgotten once the transaction reached an outcome. */
export function takeTxToast(hash: string): number | undefined {
  const id = byHash.get(hash);
  byHash.delete(hash);
  return id;
}

type TxStatus = EventPayload<'tx.status'>;

/**
 * The opt-in a family calls 'trust'/'untrust', in its own words: a Hedera token association
 * is not a trustline (no reserve, no issuer line), so its toasts must not say so. XRP and
 * Stellar keep the trustline words. The chain is the coin id's first part (coinKey).
 */
const ASSOCIATION_WORDS = {
  trust: { done: 'Token associated', notDone: 'The token was not associated', pending: 'token association' },
  untrust: {
    done: 'Token dissociated',
    notDone: 'The token was not dissociated',
    pending: 'token dissociation',
  },
} as const;

function associationWords(kind: TxKind, coinId: string | undefined) {
  if (kind !== 'trust' && kind !== 'untrust') return null;
  const chainName = coinId?.split(':')[0] ?? '';
  return CHAINS.get(chainName)?.family === 'hedera' ? ASSOCIATION_WORDS[kind] : null;
}

/** What a confirmed transaction did, as its toast's title. */
function doneTitle(kind: TxKind, what: string): string {
  switch (kind) {
    case 'transfer':
      return `${what} sent`;
    case 'speedUp':
      return 'Transaction sped up';
    case 'cancel':
      return 'Transaction cancelled';
    case 'stake':
      return `Staked ${what}`;
    case 'unstake':
      return 'Stake deactivated';
    case 'withdraw':
      return `Withdrawn ${what}`;
    case 'vote':
      return 'Votes cast';
    case 'claim':
      return 'Rewards claimed';
    case 'trust':
      return 'Trustline opened';
    case 'untrust':
      return 'Trustline removed';
    case 'nftTransfer':
      return 'NFT sent';
    case 'swapDeposit':
      return `${what} sent to the swap`;
    case 'sellDeposit':
      return `${what} sent for the sale`;
    case 'tokenApprove':
      return `${what} approved for the swap`;
    case 'revokeAllowance':
    case 'revokeOperator':
    case 'revokeDelegate':
      return 'Permission revoked';
    case 'revokeDelegation':
      return 'Delegation cleared';
  }
}

/** What did not happen, for a failed or replaced transaction. */
function notDone(kind: TxKind, what: string): string {
  switch (kind) {
    case 'transfer':
    case 'speedUp':
    case 'cancel':
      return `${what} was not sent`;
    case 'stake':
      return `${what} was not staked`;
    case 'unstake':
      return 'The stake was not deactivated';
    case 'withdraw':
      return `${what} was not withdrawn`;
    case 'vote':
      return 'The votes were not cast';
    case 'claim':
      return 'The rewards were not claimed';
    case 'trust':
      return 'The trustline was not opened';
    case 'untrust':
      return 'The trustline was not removed';
    case 'nftTransfer':
      return 'The NFT was not sent';
    case 'swapDeposit':
      return `${what} was not sent to the swap`;
    case 'sellDeposit':
      return `${what} was not sent for the sale`;
    case 'tokenApprove':
      return `${what} was not approved for the swap`;
    case 'revokeAllowance':
    case 'revokeOperator':
    case 'revokeDelegate':
      return 'The permission was not revoked';
    case 'revokeDelegation':
      return 'The delegation was not cleared';
  }
}

/** The kinds that are steps of an exchange, not its outcome. */
const EXCHANGE_STEPS: ReadonlySet<TxKind> = new Set<TxKind>(['swapDeposit', 'tokenApprove']);

/** What the user reads when main reports an outcome; null for 'submitted' (the screen shows it). */
export function txStatusToast(s: TxStatus): { kind: ToastKind; title: string; body?: string } | null {
  const what = `${s.amount} ${s.symbol}`;
  const words = associationWords(s.kind, s.coinId);
  const notDoneText = words?.notDone ?? notDone(s.kind, what);
  switch (s.status) {
    case 'submitted':
      return null;
    case 'confirmed':
      if (words) return { kind: 'success', title: words.done };
      // spec §5: a confirmed transaction gives a success toast, none for an exchange: its deposit
      // (and the router approval before it) is a step of the swap, whose outcome is the payout
      if (EXCHANGE_STEPS.has(s.kind)) return { kind: 'message', title: doneTitle(s.kind, what) };
      if (s.kind === 'speedUp')
        return { kind: 'success', title: doneTitle(s.kind, what), body: `${what} sent` };
      return { kind: 'success', title: doneTitle(s.kind, what) };
    case 'failed':
      return { kind: 'error', title: 'Transaction failed', body: notDoneText };
    case 'replaced':
      return {
        kind: 'warning',
        title: 'Transaction replaced',
        body: `Another transaction with the same nonce was confirmed; ${notDoneText} by this one`,
      };
    case 'pending':
      return {
        kind: 'warning',
        title: 'Transaction pending',
        body: 'Transaction take too long. Please check again later',
      };
  }
}

/** The progress toast a screen shows right after submitting. */
export function sendingTitle(amount: string, symbol: string): string {
  return progressTitle('transfer', amount, symbol);
}

/** The progress toast of any kind of transaction, shown by the screen that submitted it. */
export function progressTitle(kind: TxKind, amount: string, symbol: string): string {
  const what = `${amount} ${symbol}`;
  switch (kind) {
    case 'transfer':
      return `Sending ${what}…`;
    case 'speedUp':
      return 'Speeding up…';
    case 'cancel':
      return 'Cancelling…';
    case 'stake':
      return `Staking ${what}…`;
    case 'unstake':
      return `Unstaking ${what}…`;
    case 'withdraw':
      return `Withdrawing ${what}…`;
    case 'vote':
      return 'Casting votes…';
    case 'claim':
      return 'Claiming rewards…';
    case 'trust':
      return `Opening the ${symbol} trustline…`;
    case 'untrust':
      return `Removing the ${symbol} trustline…`;
    case 'nftTransfer':
      return 'Sending the NFT…';
    case 'swapDeposit':
      return `Sending ${what} to the swap…`;
    case 'sellDeposit':
      return `Sending ${what} for the sale…`;
    case 'tokenApprove':
      return `Approving ${what} for the swap…`;
    case 'revokeAllowance':
    case 'revokeOperator':
    case 'revokeDelegate':
      return 'Revoking…';
    case 'revokeDelegation':
      return 'Clearing the delegation…';
  }
}

/** How the pending list names an entry that is not a plain send ('' for a send). */
/** Words for every kind in the pending list; a plain send needs none. A record, so a new kind cannot ship without its words. */
const PENDING_KIND_LABELS: Record<TxKind, string> = {
  transfer: '',
  speedUp: 'speed-up',
  cancel: 'cancel',
  stake: 'stake',
  unstake: 'unstake',
  withdraw: 'withdraw',
  vote: 'vote',
  claim: 'claim',
  trust: 'trustline',
  untrust: 'trustline removal',
  nftTransfer: 'NFT',
  swapDeposit: 'swap deposit',
  sellDeposit: 'sale deposit',
  tokenApprove: 'approval for the swap',
  revokeAllowance: 'approval revoked',
  revokeOperator: 'operator revoked',
  revokeDelegate: 'delegate revoked',
  revokeDelegation: 'delegation cleared',
};

export function pendingKindLabel(kind: TxKind, coinId?: string): string {
  return associationWords(kind, coinId)?.pending ?? PENDING_KIND_LABELS[kind];
}
