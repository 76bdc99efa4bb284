/**
 * How the XMTP client reaches its network while the user's proxy is set (issue 35): through a
 * loopback forwarder (main/net/loopbackForwarder.ts) that carries each of libxmtp's gRPC
 * connections through the proxy and into TLS to the env's real host.
 *
 * The trap, read in @xmtp/node-sdk 4.4.0 (dist/index.js): `Client.create` → `createClient`
 * first looks the inbox id up with `getInboxIdForIdentifier(identifier, env)`, which dials
 * `ApiUrls[env]` and ignores `apiUrl`; every later call of the client (`createClient$1(host…)`)
 * dials `apiUrl`. History sync is off (`historySyncUrl: null`), and the static helpers that
 * also read `ApiUrls[env]` (`Client.canMessage`, `revokeInstallations`, `inboxStateFromInboxIds`,
 * `isAddressAuthorized`, `isInstallationAuthorized`) are not used by this app. So while the
 * route is open, `ApiUrls[env]` names the forwarder too, and is put back when it closes: the
 * lookup goes through the proxy like everything else. Pin the SDK: a new version must be read
 * again for every URL it dials.
 */
import type { XmtpEnv } from '@xmtp/node-sdk';
import { AppError } from '../../../shared/errors';
import {
  startLoopbackForwarder,
  type ForwardTarget,
  type ForwarderOptions,
} from '../../net/loopbackForwarder';

/**
 * The SDK's env URLs as read for this route (ApiUrls in @xmtp/node-sdk 4.4.0); xmtpRoute.test.ts
 * fails when an upgraded SDK dials others, so the trap above is read again. The Privacy page
 * lists their domain (shared/privacy/outsideHosts.ts).
 */
export const XMTP_API_URLS: Readonly<Record<XmtpEnv, string>> = {
  local: 'http://localhost:5556',
  dev: 'https://grpc.dev.xmtp.network:443',
  production: 'https://grpc.production.xmtp.network:443',
};

/** Tests only: the TLS server standing in for the env's host, and the CA it is checked against. */
export interface XmtpTestUpstream {
  host: string;
  port: number;
  ca: string;
  servername: string;
}

export interface XmtpRoute {
  /** the client's apiUrl */
  apiUrl: string;
  /** why the client could not reach the network through the proxy, in the user's words; null if not that */
  failure(): string | null;
  close(): Promise<void>;
}

/** The host, port and TLS of an env's URL (https://grpc.production.xmtp.network:443). */
export function targetOf(url: string): ForwardTarget {
  const u = new URL(url);
  const secure = u.protocol === 'https:';
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: Number(u.port || (secure ? 443 : 80)),
    tls: secure,
  };
}

/**
 * Opens the forwarder for `env` and points the SDK's inbox lookup at it. `apiUrls` is the SDK's
 * exported ApiUrls object (passed in, so this module does not load the native bindings).
 */
export async function openXmtpRoute(
  env: XmtpEnv,
  apiUrls: Record<XmtpEnv, string>,
  testUpstream?: XmtpTestUpstream,
): Promise<XmtpRoute> {
  const target = testUpstream
    ? { host: testUpstream.host, port: testUpstream.port, tls: true }
    : targetOf(apiUrls[env]);
  const opts: ForwarderOptions = testUpstream
    ? { testTls: { ca: testUpstream.ca, servername: testUpstream.servername } }
    : {};
  const forwarder = await startLoopbackForwarder(target, opts);
  const original = apiUrls[env];
  apiUrls[env] = forwarder.url;
  return {
    apiUrl: forwarder.url,
    failure: () => {
      const e = forwarder.lastError();
      return e instanceof AppError ? e.message : null;
    },
    close: async () => {
      if (apiUrls[env] === forwarder.url) apiUrls[env] = original;
      await forwarder.close();
    },
  };
}
