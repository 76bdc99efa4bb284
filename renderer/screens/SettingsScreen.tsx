import type { CallInput } from '../../shared/contract';
import { FIAT_CURRENCIES } from '../../shared/contract/settings';
import { AboutCard } from '../components/settings/AboutCard';
import { ApiKeysCard } from '../components/settings/ApiKeysCard';
import { ChangePasswordCard } from '../components/settings/ChangePasswordCard';
import { HederaOperatorCard } from '../components/settings/HederaOperatorCard';
import { NetworksCard } from '../components/settings/NetworksCard';
import { PrivacyCard } from '../components/settings/PrivacyCard';
import { RevealSecretCard } from '../components/settings/RevealSecretCard';
import { useAppInfo } from '../hooks/useAppInfo';
import { useSettings, useUpdateSettings } from '../hooks/useSettings';
import { useToast } from '../state/toasts';

type Patch = CallInput<'settings.update'>;

export function SettingsScreen() {
  const { data: settings, isLoading } = useSettings();
  const update = useUpdateSettings();
  const toast = useToast();
  const { data: info } = useAppInfo();

  if (isLoading || !settings) return <div className="spinner" aria-label="Loading settings" />;

  const save = (patch: Patch) =>
    update.mutate(patch, { onError: (e) => toast.show('error', 'Settings not saved', e.message) });

  const toggle = (label: string, checked: boolean, patch: (v: boolean) => Patch, hint?: string) => (
    <label className="setting-row">
      <span>
        {label}
        {hint && <small>{hint}</small>}
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => save(patch(e.target.checked))}
      />
    </label>
  );

  return (
    <section className="screen">
      <h1>Settings</h1>
      <div className="card">
        <h2>General</h2>
        <label className="setting-row">
          <span>Currency</span>
          <select
            value={settings.localCurrency}
            onChange={(e) => save({ localCurrency: e.target.value as (typeof FIAT_CURRENCIES)[number] })}
          >
            {FIAT_CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label className="setting-row">
          <span>Theme</span>
          <select
            value={settings.theme}
            onChange={(e) => save({ theme: e.target.value as 'system' | 'light' | 'dark' })}
          >
            <option value="system">System</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        {toggle('Search on the home screen', settings.searchInHomeScreen, (v) => ({ searchInHomeScreen: v }))}
        {toggle('Show fee options when sending', settings.feesOptions, (v) => ({ feesOptions: v }))}
        {toggle('Messaging', settings.chatsOptions, (v) => ({ chatsOptions: v }))}
      </div>
      <div className="card">
        <h2>Notifications</h2>
        {toggle('Incoming transactions', settings.notifications.received, (v) => ({
          notifications: { received: v },
        }))}
        {toggle('Sent transactions confirmed', settings.notifications.sent, (v) => ({
          notifications: { sent: v },
        }))}
      </div>
      <div className="card">
        <h2>Security</h2>
        <label className="setting-row">
          <span>
            Auto-lock after (minutes)
            <small>0 locks only when you lock, quit, or the computer locks or sleeps.</small>
          </span>
          <input
            className="narrow"
            inputMode="numeric"
            defaultValue={String(settings.lockTime)}
            key={settings.lockTime}
            aria-label="Auto-lock minutes"
            onBlur={(e) => save({ lockTime: e.target.value })}
          />
        </label>
        {/* Only where the OS can check a fingerprint (macOS Touch ID); the password still decrypts. */}
        {info?.biometrics === true &&
          toggle(
            'Require Touch ID to unlock',
            settings.fingerprint,
            (v) => ({ fingerprint: v }),
            'Asked after your password, as a second check; the password still decrypts the vault.',
          )}
      </div>
      <ChangePasswordCard />
      <RevealSecretCard />
      <ApiKeysCard keys={settings.apiKeys} />
      <PrivacyCard proxy={settings.proxy} hideNftMedia={settings.hideNftMedia} />
      <NetworksCard nodes={settings.nodes} />
      <HederaOperatorCard operators={settings.hederaOperators} />
      <AboutCard info={info} />
    </section>
  );
}
