import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PREVIEW_UNAVAILABLE, type TxPreview } from '../../../shared/preview/txPreview';
import { PreviewCard } from './PreviewCard';

const html = (p: TxPreview | undefined, pending = false) =>
  renderToStaticMarkup(<PreviewCard preview={p} pending={pending} />);
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('PreviewCard', () => {
  it('lists what leaves, what arrives and the permissions given', () => {
    const out = html({
      status: 'ok',
      method: 'eth_simulateV1',
      send: [
        {
          asset: '0xa',
          symbol: 'TKA',
          standard: 'erc20',
          amount: '100',
          raw: false,
          tokenId: null,
          fiat: '$100.00',
        },
      ],
      receive: [
        {
          asset: '0xb',
          symbol: 'TKB',
          standard: 'erc20',
          amount: '49.3',
          raw: false,
          tokenId: null,
          fiat: null,
        },
      ],
      permissions: [
        {
          kind: 'approve',
          asset: '0xa',
          symbol: 'TKA',
          spender: SPENDER,
          amount: null,
          unlimited: true,
          text: `Unlimited TKA to ${SPENDER}`,
        },
      ],
      warnings: [],
      mismatch: null,
    });
    expect(out).toContain('−100 TKA');
    expect(out).toContain('+49.3 TKB');
    expect(out).toContain('($100.00)');
    expect(out).toContain(`Unlimited TKA to ${SPENDER}`);
    expect(out).toContain('preview-danger');
    expect(out).not.toContain('does not match');
  });

  it('a mismatch, a revert and a missing method each say so in words', () => {
    const mismatch = html({
      status: 'ok',
      method: 'debug_traceCall',
      send: [],
      receive: [],
      permissions: [],
      warnings: [{ level: 'danger', text: 'Assign gives your account away' }],
      mismatch: 'it sends 2 ETH, you asked for 1 ETH',
    });
    expect(mismatch).toContain('does not match what you asked for: it sends 2 ETH, you asked for 1 ETH');
    expect(mismatch).toContain('Assign gives your account away');
    expect(mismatch).toContain('No balance of yours changes');
    const reverts = html({
      status: 'reverts',
      method: 'eth_call',
      reason: 'insufficient allowance',
      warnings: [],
    });
    expect(reverts).toContain('Would fail: insufficient allowance');
    expect(html({ status: 'unavailable', reason: PREVIEW_UNAVAILABLE })).toContain(PREVIEW_UNAVAILABLE);
  });

  it('raw amounts and NFTs read as such; nothing shows without a preview unless one is coming', () => {
    const out = html({
      status: 'ok',
      method: 'simulateTransaction',
      send: [
        {
          asset: 'Mint1',
          symbol: null,
          standard: 'spl',
          amount: '5000',
          raw: true,
          tokenId: null,
          fiat: null,
        },
        {
          asset: '0xc',
          symbol: 'PUNK',
          standard: 'erc721',
          amount: '1',
          raw: false,
          tokenId: '7',
          fiat: null,
        },
      ],
      receive: [],
      permissions: [],
      warnings: [],
      mismatch: null,
    });
    expect(out).toContain('−5000 base units of token Mint1');
    expect(out).toContain('−1 PUNK #7');
    expect(html(undefined)).toBe('');
    // privacy mode: the moves keep their asset, never their amount or value
    const hidden = renderToStaticMarkup(
      <PreviewCard
        privacy
        preview={{
          status: 'ok',
          method: 'eth_simulateV1',
          send: [
            {
              asset: 'native',
              symbol: 'ETH',
              standard: 'native',
              amount: '0.25',
              raw: false,
              tokenId: null,
              fiat: '$500.00',
            },
          ],
          receive: [],
          permissions: [],
          warnings: [],
          mismatch: null,
        }}
      />,
    );
    expect(hidden).toContain('−••• ETH');
    expect(hidden).not.toMatch(/0\.25|500/);
    expect(html(undefined, true)).toContain('Simulating on your node');
  });

  it("a revoke's preview lists the permissions removed, and is not 'nothing changes'", () => {
    const removed = {
      kind: 'approve' as const,
      asset: '0xa',
      symbol: 'TUSD',
      spender: SPENDER,
      amount: null,
      unlimited: false,
      text: `TUSD to ${SPENDER}`,
    };
    const base = {
      status: 'ok' as const,
      method: 'eth_simulateV1' as const,
      send: [],
      receive: [],
      permissions: [],
      warnings: [],
      mismatch: null,
    };
    const out = html({ ...base, removed: [removed] });
    expect(out).toContain('<dt>Permissions you remove</dt>');
    expect(out).toContain(`<li>TUSD to ${SPENDER}</li>`);
    expect(out).not.toContain('Permissions you give');
    expect(out).not.toContain('No balance of yours changes');
    for (const none of [base, { ...base, removed: [] }]) {
      expect(html(none)).not.toContain('Permissions you remove');
      expect(html(none)).toContain('No balance of yours changes');
    }
  });
});
