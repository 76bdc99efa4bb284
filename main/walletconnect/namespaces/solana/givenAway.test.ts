import { describe, expect, it } from 'vitest';
import type { SolanaDappTx } from '../../../../shared/chains/solana/dappSolana';
import { givenAway } from './givenAway';

const ME = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';
const X = '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu';
const ACCT = 'J2xccRtuG43drESLYznHhLhQkLTdfepcKYbiQ9BsJVaf';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const tx = (instructions: SolanaDappTx['instructions']): SolanaDappTx => ({
  feePayer: ME,
  signers: [ME],
  recentBlockhash: X,
  maxFee: '5000',
  instructions,
});

describe('givenAway (the red line when the node cannot simulate)', () => {
  it('names each thing the wallet gives away', () =>
    expect(
      givenAway(
        tx([
          { kind: 'assign', account: ME, owner: X },
          {
            kind: 'setAuthority',
            program: TOKEN,
            target: ACCT,
            authorityType: 'AccountOwner',
            current: ME,
            newAuthority: X,
          },
          {
            kind: 'approve',
            program: TOKEN,
            source: ACCT,
            delegate: X,
            owner: ME,
            amount: '1',
            mint: null,
            decimals: null,
          },
          { kind: 'closeAccount', program: TOKEN, account: ACCT, destination: X, owner: ME },
        ]),
        ME,
      ),
    ).toBe(
      `This transaction gives control of your account to program ${X}; it makes ${X} the AccountOwner authority of ${ACCT}; it lets ${X} take tokens from your token account ${ACCT}; it closes your token account ${ACCT} and pays its rent to ${X}.`,
    ));
  it('nothing for others’ accounts or rent coming back to the wallet', () =>
    expect(
      givenAway(
        tx([
          { kind: 'assign', account: X, owner: ACCT },
          { kind: 'closeAccount', program: TOKEN, account: ACCT, destination: ME, owner: ME },
          { kind: 'solTransfer', from: ME, to: X, lamports: '1' },
        ]),
        ME,
      ),
    ).toBeNull());
});
