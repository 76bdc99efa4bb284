import { describe, expect, it } from 'vitest';
import type { TxKind } from '../../../shared/contract/txKinds';
import { pendingKindLabel, progressTitle, rememberTxToast, takeTxToast, txStatusToast } from './txToasts';

const base = {
  coinId: 'litecoin:native',
  hash: 'ab',
  kind: 'transfer',
  symbol: 'LTC',
  amount: '0.25',
} as const;

describe('txStatusToast', () => {
  it('leaves submitted to the screen that sent', () => {
    expect(txStatusToast({ ...base, status: 'submitted' })).toBeNull();
  });
  it('says what was sent once confirmed', () => {
    expect(txStatusToast({ ...base, status: 'confirmed' })).toEqual({
      kind: 'success',
      title: '0.25 LTC sent',
    });
  });
  it('gives the spec text when waiting gave up', () => {
    const t = txStatusToast({ ...base, status: 'pending' })!;
    expect(`${t.title}: ${t.body}`).toBe(
      'Transaction pending: Transaction take too long. Please check again later',
    );
    expect(t.kind).toBe('warning');
  });
  it('says a replaced transaction was not sent by this one, never "sent"', () => {
    const t = txStatusToast({ ...base, status: 'replaced' })!;
    expect(t).toMatchObject({ kind: 'warning', title: 'Transaction replaced' });
    expect(t.body).toContain('0.25 LTC was not sent by this one');
  });
  it('reports a failure as an error', () => {
    expect(txStatusToast({ ...base, status: 'failed' })?.kind).toBe('error');
  });
});

describe('toasts say what each kind of transaction did', () => {
  const sol = { ...base, coinId: 'solana:native', symbol: 'SOL', amount: '1.5' };
  it('staking outcomes in their own words, never "sent"', () => {
    const title = (kind: TxKind) => txStatusToast({ ...sol, kind, status: 'confirmed' })?.title;
    expect(title('stake')).toBe('Staked 1.5 SOL');
    expect(title('unstake')).toBe('Stake deactivated');
    expect(title('withdraw')).toBe('Withdrawn 1.5 SOL');
    expect(title('vote')).toBe('Votes cast');
    expect(title('claim')).toBe('Rewards claimed');
    expect(title('transfer')).toBe('1.5 SOL sent');
  });
  it('a failed stake says it was not staked', () => {
    expect(txStatusToast({ ...sol, kind: 'stake', status: 'failed' })).toEqual({
      kind: 'error',
      title: 'Transaction failed',
      body: '1.5 SOL was not staked',
    });
  });
  it('progress toasts name the action', () => {
    expect(progressTitle('stake', '1.5', 'SOL')).toBe('Staking 1.5 SOL…');
    expect(progressTitle('unstake', '2', 'SOL')).toBe('Unstaking 2 SOL…');
    expect(progressTitle('withdraw', '2', 'SOL')).toBe('Withdrawing 2 SOL…');
    expect(progressTitle('transfer', '2', 'SOL')).toBe('Sending 2 SOL…');
  });
  it('the pending list labels every kind but a plain send', () => {
    expect(pendingKindLabel('transfer')).toBe('');
    expect(pendingKindLabel('speedUp')).toBe('speed-up');
    expect(pendingKindLabel('stake')).toBe('stake');
    expect(pendingKindLabel('swapDeposit')).toBe('swap deposit');
    expect(pendingKindLabel('sellDeposit')).toBe('sale deposit');
    expect(progressTitle('sellDeposit', '0.5', 'ETH')).toBe('Sending 0.5 ETH for the sale…');
    expect(pendingKindLabel('tokenApprove')).toBe('approval for the swap');
    expect(pendingKindLabel('revokeAllowance')).toBe('approval revoked');
  });
});

describe('an NFT transfer, paid in the chain coin, is named as an NFT, never by its fee coin', () => {
  const eth = {
    ...base,
    coinId: 'ethereum:native',
    kind: 'nftTransfer',
    symbol: 'ETH',
    amount: '0',
  } as const;
  it('in its outcome, progress and pending label', () => {
    expect(txStatusToast({ ...eth, status: 'confirmed' })).toEqual({ kind: 'success', title: 'NFT sent' });
    expect(txStatusToast({ ...eth, status: 'failed' })?.body).toBe('The NFT was not sent');
    expect(progressTitle('nftTransfer', '0', 'ETH')).toBe('Sending the NFT…');
    expect(pendingKindLabel('nftTransfer')).toBe('NFT');
  });
});

describe('an exchange has no success toast (spec §5)', () => {
  const swap = { ...base, kind: 'swapDeposit', amount: '25', symbol: 'ATOM' } as const;
  it('says its deposit and approval landed as a message, a plain send as a success', () => {
    expect(txStatusToast({ ...swap, status: 'confirmed' })).toEqual({
      kind: 'message',
      title: '25 ATOM sent to the swap',
    });
    expect(txStatusToast({ ...swap, kind: 'tokenApprove', status: 'confirmed' })?.kind).toBe('message');
    expect(txStatusToast({ ...swap, kind: 'sellDeposit', status: 'confirmed' })?.kind).toBe('success');
    expect(txStatusToast({ ...swap, kind: 'transfer', status: 'confirmed' })?.kind).toBe('success');
    expect(txStatusToast({ ...swap, status: 'failed' })?.kind).toBe('error');
  });
});

describe('tx toast ids', () => {
  it('hands the id back once, then forgets it', () => {
    rememberTxToast('h1', 7);
    expect(takeTxToast('h1')).toBe(7);
    expect(takeTxToast('h1')).toBeUndefined();
  });
});

describe('a Hedera token association is worded as one, a trustline keeps its words (issue 37)', () => {
  const hbarToken = { ...base, coinId: 'hedera:0.0.1002', symbol: 'USDH', amount: '0' } as const;
  const xrpToken = { ...base, coinId: 'ripple:USD.rIssuer', symbol: 'USD', amount: '0' } as const;
  it('says "Token associated" once the association is confirmed, never "Trustline"', () => {
    expect(txStatusToast({ ...hbarToken, kind: 'trust', status: 'confirmed' })).toEqual({
      kind: 'success',
      title: 'Token associated',
    });
    expect(txStatusToast({ ...hbarToken, kind: 'trust', status: 'failed' })?.body).toBe(
      'The token was not associated',
    );
    expect(txStatusToast({ ...hbarToken, kind: 'trust', status: 'replaced' })?.body).toContain(
      'The token was not associated by this one',
    );
    expect(txStatusToast({ ...hbarToken, kind: 'untrust', status: 'confirmed' })?.title).toBe(
      'Token dissociated',
    );
    expect(pendingKindLabel('trust', hbarToken.coinId)).toBe('token association');
  });
  it('XRP (and any chain that is not Hedera) still opens and removes trustlines', () => {
    expect(txStatusToast({ ...xrpToken, kind: 'trust', status: 'confirmed' })?.title).toBe(
      'Trustline opened',
    );
    expect(txStatusToast({ ...xrpToken, kind: 'untrust', status: 'confirmed' })?.title).toBe(
      'Trustline removed',
    );
    expect(txStatusToast({ ...xrpToken, kind: 'trust', status: 'failed' })?.body).toBe(
      'The trustline was not opened',
    );
    expect(pendingKindLabel('trust', xrpToken.coinId)).toBe('trustline');
    expect(pendingKindLabel('trust')).toBe('trustline');
  });
  it('a Hedera transfer is still a send', () => {
    expect(
      txStatusToast({ ...base, coinId: 'hedera:native', symbol: 'HBAR', status: 'confirmed' })?.title,
    ).toBe('0.25 HBAR sent');
  });
});
