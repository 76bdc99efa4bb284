import { ApiUrls, HistorySyncUrls } from '@xmtp/node-sdk';
import { describe, expect, it } from 'vitest';
import { serviceOfHost } from '../../../shared/privacy/outsideHosts';
import { XMTP_API_URLS, targetOf } from './xmtpRoute';

describe('the XMTP route', () => {
  it('the installed SDK dials the URLs the route was read against (an upgrade must be read again)', () => {
    expect({ ...ApiUrls }).toEqual(XMTP_API_URLS);
    // history sync is turned off (historySyncUrl: null): its hosts are never dialled
    expect(Object.keys(HistorySyncUrls).sort()).toEqual(['dev', 'local', 'production']);
  });

  it('reads host, port and TLS from an env URL', () => {
    expect(targetOf(XMTP_API_URLS.production)).toEqual({
      host: 'grpc.production.xmtp.network',
      port: 443,
      tls: true,
    });
    expect(targetOf(XMTP_API_URLS.local)).toEqual({ host: 'localhost', port: 5556, tls: false });
    expect(targetOf('https://grpc.example')).toEqual({ host: 'grpc.example', port: 443, tls: true });
  });

  it('the Privacy page lists the public XMTP hosts', () => {
    expect(serviceOfHost('grpc.production.xmtp.network')?.id).toBe('messaging');
    expect(serviceOfHost('grpc.dev.xmtp.network')?.id).toBe('messaging');
  });
});
