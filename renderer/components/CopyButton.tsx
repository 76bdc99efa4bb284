import { useToast } from '../state/toasts';

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
          () => toast.show('success', 'Copied'),
          () => toast.show('error', 'Could not copy', 'The clipboard is not available.'),
        )
      }
    >
      Copy
    </button>
  );
}
