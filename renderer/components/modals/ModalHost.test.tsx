import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { modalAtom, type ModalState } from '../../state/modals';
import { ModalHost } from './ModalHost';

const noop = () => undefined;
function render(modal: ModalState | null): string {
  const store = createStore();
  store.set(modalAtom, modal);
  return renderToStaticMarkup(
    <Provider store={store}>
      <ModalHost />
    </Provider>,
  );
}

describe('ModalHost', () => {
  it('renders nothing without a modal', () => {
    expect(render(null)).toBe('');
  });

  it('renders each modal of the spec as a labelled dialog', () => {
    const cases: [ModalState, string][] = [
      [{ kind: 'backupAsked', onBackupNow: noop }, 'Back up your recovery phrase'],
      [{ kind: 'news', title: 'Maintenance', message: 'Tonight' }, 'Maintenance'],
      [
        {
          kind: 'wcRequest',
          dappName: 'Uniswap',
          dappUrl: 'https://app.uniswap.org',
          chains: ['ethereum'],
          onApprove: noop,
          onReject: noop,
        },
        'Connection request',
      ],
      [
        {
          kind: 'wcTransaction',
          dappName: 'Uniswap',
          chain: 'ethereum',
          to: '0xabc',
          amount: '1',
          symbol: 'ETH',
          data: '',
          onApprove: noop,
          onReject: noop,
        },
        'Approve transaction',
      ],
    ];
    for (const [modal, title] of cases) {
      const html = render(modal);
      expect(html).toContain('role="dialog"');
      expect(html).toContain('aria-modal="true"');
      expect(html).toContain(title);
    }
  });

  it('shows what a dapp sends as text, never as markup', () => {
    const html = render({
      kind: 'wcRequest',
      dappName: '<img src=x onerror=alert(1)>',
      dappUrl: 'javascript:alert(1)',
      chains: ['<b>ethereum</b>'],
      onApprove: noop,
      onReject: noop,
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('href="javascript');
  });
});
