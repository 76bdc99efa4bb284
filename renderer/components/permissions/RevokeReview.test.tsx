import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../shared/contract';
import type { PermissionRow } from '../../../shared/contract/permissions';
import type { TxPreview } from '../../../shared/preview/txPreview';
import { RevokeReview } from './RevokeReview';

const SPENDER = `0x${'ab'.repeat(20)}`;
const row: PermissionRow = {
  chainName: 'ethereum',
  kind: 'allowance',
  asset: { address: `0x${'01'.repeat(20)}`, symbol: 'TUSD' },
  spender: SPENDER,
  spenderLabel: null,
  spenderUrl: null,
  amount: null,
  unlimited: true,
  since: null,
  risk: 'It can take all of your TUSD.',
};
const preview = (mismatch: string | null): TxPreview => ({
  status: 'ok',
  method: 'eth_simulateV1',
  send: [],
  receive: [],
  permissions: [],
  removed: [
    {
      kind: 'approve',
      asset: row.asset.address,
      symbol: 'TUSD',
      spender: SPENDER,
      amount: null,
      unlimited: false,
      text: `TUSD to ${SPENDER}`,
    },
  ],
  warnings: [],
  mismatch,
});
const quote = (p?: TxPreview): CallOutput<'permissions.quote'> => ({
  chains: [
    { chainName: 'ethereum', fee: '0.0001', feeSymbol: 'ETH', count: 1, ...(p ? { preview: p } : {}) },
  ],
});

// the modal's focus handling needs a real DOM: the markup alone says what the review shows
const html = (q: CallOutput<'permissions.quote'>) =>
  renderToStaticMarkup(
    <RevokeReview
      rows={[row]}
      quote={q}
      busy={false}
      onConfirm={() => undefined}
      onClose={() => undefined}
    />,
  );
/** the Revoke button's opening tag */
function revokeButton(out: string): string {
  const tag = /<button[^>]*>Revoke<\/button>/.exec(out)?.[0];
  if (!tag) throw new Error('no Revoke button');
  return tag;
}

describe("the revoke review shows the chain's preview beside its fee", () => {
  it('the permissions removed, Revoke enabled', async () => {
    const out = html(quote(preview(null)));
    expect(out).toContain('Network fee (1 on Ethereum)');
    expect(out).toContain('<dt>Permissions you remove</dt>');
    expect(out).toContain(`<li>TUSD to ${SPENDER}</li>`);
    expect(revokeButton(out)).not.toContain('disabled');
  });

  it('a difference is said in words and disables Revoke', async () => {
    const out = html(quote(preview('it sends 100 TUSD')));
    expect(out).toContain('The simulation does not match what you asked for: it sends 100 TUSD');
    expect(revokeButton(out)).toContain('disabled');
  });

  it('a chain without a preview (a family that does not simulate revokes) shows only its fee', async () => {
    const out = html(quote());
    expect(out).toContain('Network fee (1 on Ethereum)');
    expect(out).not.toContain('Simulat');
    expect(revokeButton(out)).not.toContain('disabled');
  });
});
