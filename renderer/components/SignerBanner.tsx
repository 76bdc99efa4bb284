import { useSignerStatus } from '../hooks/useSignerStatus';

/** Says so when the key-holding process is down or coming back, instead of failing silently. */
export function SignerBanner() {
  const { data } = useSignerStatus();
  if (!data || data.state === 'ready') return null;
  const text =
    data.state === 'crashed'
      ? 'The signing process stopped. It is restarting; your wallet will be locked.'
      : 'Starting the signing process…';
  return (
    <div className="banner banner-warning" role="status">
      {text}
    </div>
  );
}
