import { useState, type FormEvent } from 'react';
import { useToast } from '../../state/toasts';
import { qrFromClipboard } from './qrFromClipboard';
import { qrFromScreen } from './qrFromScreen';
import { usePairWc, useScanQrWc } from './useWalletConnect';

/** Connect a dapp: paste its wc: link, a screenshot of its QR code from the clipboard, or scan the screen for it. */
export function PairForm() {
  const [uri, setUri] = useState('');
  const pair = usePairWc();
  const scan = useScanQrWc();
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
      // Electron reads the clipboard in main (the page may not); the browser host reads it here
      const inMain = await scan.mutateAsync({ source: 'clipboard' });
      const text = inMain.supported ? inMain.uri : await qrFromClipboard();
      if (!text) toast.show('warning', 'No QR code', 'The clipboard holds no image with a QR code.');
      else submit(text);
    } catch (e) {
      toast.show('error', 'Clipboard unavailable', (e as Error).message);
    }
  };
  const fromScreen = async () => {
    try {
      // Electron captures in main; the browser host asks the browser for a screen instead
      const inMain = await scan.mutateAsync({ source: 'screen' });
      const text = inMain.supported ? inMain.uri : await qrFromScreen();
      if (!text) toast.show('warning', 'No QR code', 'No WalletConnect QR code was found on the screen.');
      else submit(text);
    } catch (e) {
      toast.show('error', 'Screen unavailable', (e as Error).message);
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
        <button type="button" className="secondary" onClick={() => void fromQr()} disabled={scan.isPending}>
          Paste QR from clipboard
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => void fromScreen()}
          disabled={scan.isPending}
        >
          Scan QR on screen
        </button>
      </div>
    </form>
  );
}
