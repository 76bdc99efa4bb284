import { describe, expect, it } from 'vitest';
import { resolveMediaUrl } from './resolveMediaUrl';

const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
const AR = 'bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U';
const config = { ipfsGateways: ['https://gw.test/'], arweaveGateways: ['https://ar.test'] };

describe('resolveMediaUrl', () => {
  it.each([
    [`ipfs://${CID}/7.png`, `https://gw.test/ipfs/${CID}/7.png`],
    [`ipfs://ipfs/${CID}`, `https://gw.test/ipfs/${CID}`],
    [`ar://${AR}`, `https://ar.test/${AR}`],
    ['https://img.test/a.png?x=1', 'https://img.test/a.png?x=1'],
  ])('%s → %s', (uri, url) => expect(resolveMediaUrl(uri, config)).toEqual({ ok: true, url }));

  it.each([
    ['http://img.test/a.png', /over http:/],
    ['javascript:alert(1)', /over javascript:/],
    ['data:image/png;base64,iVBORw0KGgo=', /over data:/],
    ['file:///etc/passwd', /over file:/],
    [`ipfs://${CID}/../../etc`, /Not an IPFS/],
    [`ipfs://${CID}?x=https://evil.test`, /Not an IPFS/],
    ['ipfs://short', /Not an IPFS/],
    ['ar://../x', /Not an Arweave/],
    ['https://user:pw@img.test/a.png', /password/],
    ['/relative.png', /Not a media address/],
  ])('refuses %s', (uri, reason) => {
    const r = resolveMediaUrl(uri, config);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
  });

  it('refuses content URIs when no gateway is configured', () => {
    expect(resolveMediaUrl(`ipfs://${CID}`, { ipfsGateways: [], arweaveGateways: [] })).toEqual({
      ok: false,
      reason: 'No IPFS gateway is configured',
    });
    expect(resolveMediaUrl(`ar://${AR}`, { ipfsGateways: [], arweaveGateways: [] }).ok).toBe(false);
  });
});
