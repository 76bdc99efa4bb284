import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SolanaDappTx } from '../../../shared/chains/solana/dappSolana';
import type { TxPreview } from '../../../shared/preview/txPreview';
import { SolanaTxDetails } from './SolanaTxDetails';

const ME = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';
const BOB = '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu';
const PROG = 'J2xccRtuG43drESLYznHhLhQkLTdfepcKYbiQ9BsJVaf';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

const tx = (instructions: SolanaDappTx['instructions']): SolanaDappTx => ({
  feePayer: ME,
  signers: [ME],
  recentBlockhash: BOB,
  maxFee: '5000',
  instructions,
});
const html = (t: SolanaDappTx, preview: TxPreview) =>
  renderToStaticMarkup(<SolanaTxDetails tx={t} from={ME} preview={preview} />);

describe('SolanaTxDetails', () => {
  it('names Assign, SetAuthority, Approve and CloseAccount, and shows the preview’s red warning first', () => {
    const text = `This gives control of your account ${ME} to program ${PROG}: it can take all your SOL and everything the account holds`;
    const out = html(
      tx([
        { kind: 'assign', account: ME, owner: PROG },
        {
          kind: 'setAuthority',
          program: TOKEN,
          target: BOB,
          authorityType: 'AccountOwner',
          current: ME,
          newAuthority: PROG,
        },
        {
          kind: 'approve',
          program: TOKEN,
          source: BOB,
          delegate: PROG,
          owner: ME,
          amount: (2n ** 64n - 1n).toString(),
          mint: null,
          decimals: null,
        },
        { kind: 'closeAccount', program: TOKEN, account: BOB, destination: PROG, owner: ME },
      ]),
      {
        status: 'ok',
        method: 'simulateTransaction',
        send: [],
        receive: [],
        permissions: [
          { kind: 'assign', asset: ME, symbol: 'SOL', spender: PROG, amount: null, unlimited: true, text },
        ],
        warnings: [{ level: 'danger', text }],
        mismatch: null,
      },
    );
    expect(out).not.toContain('Unread instruction');
    expect(out).toContain('Assign</strong> your account to program');
    expect(out).toContain('that program gets control of your account and all its SOL');
    expect(out).toContain('Set authority</strong> (AccountOwner)');
    expect(out).toContain('all tokens (no limit)');
    expect(out).toContain('Close</strong> token account');
    expect(out).toMatch(/role="alert" class="preview-warning danger">This gives control of your account/);
    expect(out.indexOf('preview-card')).toBeLessThan(out.indexOf('Instructions'));
  });

  it('a SOL transfer previews its amount; a node that cannot simulate says so', () => {
    const t = tx([{ kind: 'solTransfer', from: ME, to: BOB, lamports: '10000000' }]);
    const move = {
      asset: 'native',
      symbol: 'SOL',
      standard: 'native',
      amount: '0.01',
      raw: false,
      tokenId: null,
      fiat: null,
    } as const;
    expect(
      html(t, {
        status: 'ok',
        method: 'simulateTransaction',
        send: [move],
        receive: [],
        permissions: [],
        warnings: [],
        mismatch: null,
      }),
    ).toContain('−0.01 SOL');
    expect(html(t, { status: 'unavailable', reason: 'Preview not available on this node' })).toContain(
      'Preview not available on this node',
    );
  });
});
