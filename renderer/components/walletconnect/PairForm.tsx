import { useState, type FormEvent } from 'react';
import { useToast } from '../../state/toasts';
import { qrFromClipboard } from './qrFromClipboard';
import { usePairWc } from './useWalletConnect';

/** Connect a dapp: paste its wc: link, or a screenshot of its QR code from the clipboard. */
export function PairForm() {
  const [uri, setUri] = useState('');
  const pair = usePairWc();
  const toast = useToast();
  const submit = (text: string) =>
    pair.mutate(
      { uri: text.trim() },
      {
        onSuccess: () => setUri(''),
        onError: (e) => toast.show('error', 'Could not connect', e.message),
      },
    );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(uri);
  };
  const fromQr = async () => {
    try {
      const text = await qrFromClipboard();
      if (!text) toast.show('warning', 'No QR code', 'The clipboard holds no image with a QR code.');
      else submit(text);
    } catch (e) {
      toast.show('error', 'Clipboard unavailable', (e as Error).message);
    }
  };
  return (
    <form className="wc-pair" onSubmit={onSubmit}>
      <label>
        WalletConnect link
        <input
          value={uri}
          onChange={(e) => setUri(e.target.value)}
          placeholder="wc:…"
          spellCheck={false}
          autoComplete="off"
        />
      </label>
      <div className="row">
        <button type="submit" disabled={!uri.trim() || pair.isPending}>
          Connect
        </button>
        <button type="button" className="secondary" onClick={() => void fromQr()}>
          Paste QR from clipboard
        </button>
      </div>
    </form>
  );
}
