import type { CallOutput } from '../../../shared/contract';
import { UpdateRows } from '../product/UpdateRows';

type AppInfo = CallOutput<'app.info'>;

const NETWORK_LABEL: Record<AppInfo['network'], string> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  local: 'Local nodes (127.0.0.1)',
};

const HOST_LABEL: Record<AppInfo['host'], string> = {
  electron: 'Desktop app',
  web: 'Browser host',
};

/** Which build and which network this is: a testnet or local profile must never pass for mainnet. */
export function AboutCard({ info }: { info: AppInfo | undefined }) {
  return (
    <section className="card" aria-labelledby="about-title">
      <h2 id="about-title">About</h2>
      <div className="setting-row">
        <span>Network</span>
        <span className={info && info.network !== 'mainnet' ? 'badge badge-warning' : 'badge'}>
          {info ? NETWORK_LABEL[info.network] : '…'}
        </span>
      </div>
      <div className="setting-row">
        <span>Version</span>
        <span>{info ? `${info.productName} ${info.version} · ${HOST_LABEL[info.host]}` : '…'}</span>
      </div>
      <UpdateRows />
    </section>
  );
}
