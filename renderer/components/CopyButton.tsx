import { invoke } from '../ipc/client';
import { useToast } from '../state/toasts';
import { rememberCopy, verifyCopy } from './recipients/clipboardGuard';

/** Copies text (an address) to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const toast = useToast();
  return (
    <button
      type="button"
      className="secondary small"
      aria-label={label}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => {
            rememberCopy(text);
            toast.show('success', 'Copied');
            verifyCopy(
              text,
              () =>
                toast.show(
                  'error',
                  'The clipboard changed',
                  'What you copied is no longer on the clipboard: something replaced it. Copy again and check the address where you paste it.',
                ),
              (t) => invoke('clipboard.holds', { text: t }),
            );
          },
          () => toast.show('error', 'Could not copy', 'The clipboard is not available.'),
        )
      }
    >
      Copy
    </button>
  );
}
