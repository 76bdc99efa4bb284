import { describe, expect, it } from 'vitest';
import { wcLinkFromArgv } from './wcLink';

const LINK = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`;

describe('wcLinkFromArgv', () => {
  it('finds the link among the arguments', () => expect(wcLinkFromArgv(['/app', '--flag', LINK])).toBe(LINK));
  it('ignores v1 links, short topics and other schemes', () => {
    expect(wcLinkFromArgv([`wc:${'ab'.repeat(32)}@1?bridge=x`])).toBeNull();
    expect(wcLinkFromArgv(['wc:abcd@2?x=1'])).toBeNull();
    expect(wcLinkFromArgv(['ethereum:0x00'])).toBeNull();
  });
});
