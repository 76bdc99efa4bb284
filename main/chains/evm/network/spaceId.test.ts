import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttp } from '../../../net/http';
import { resolveSpaceId } from './spaceId';
import { appErrorOf } from '../../../../test/appErrorOf';

/**
 * SPACE ID's SID API on 127.0.0.1, answering in its documented wire format: the reply for
 * a domain is looked up in `answers` (a body to send as JSON, or a status/raw text pair).
 */
type Answer = { json: unknown } | { status: number; text: string };
const answers = new Map<string, Answer>();
const seen: URL[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    seen.push(u);
    const a = u.pathname === '/v1/getAddress' ? answers.get(u.searchParams.get('domain') ?? '') : undefined;
    if (!a) return res.writeHead(404).end('not found');
    if ('json' in a)
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(a.json));
    res.writeHead(a.status, { 'content-type': 'text/plain' }).end(a.text);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  answers.clear();
  seen.length = 0;
});

const ALLEN = '0x0e76a6dC9af8080b48C51E564e964CD15b9D6664';
const httpClient = createHttp({ retries: 0, backoffMs: 0 });
const lookup = (name: string) => resolveSpaceId(httpClient, { baseUrl, tld: 'bnb', name });

const failure = appErrorOf;

describe('SPACE ID name lookup', () => {
  it('asks GET /v1/getAddress with tld and the whole domain, and checksums the address', async () => {
    answers.set('allen.bnb', { json: { code: 0, address: ALLEN.toLowerCase() } });
    expect(await lookup('allen.bnb')).toBe(ALLEN);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.pathname).toBe('/v1/getAddress');
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({ tld: 'bnb', domain: 'allen.bnb' });
  });

  it('sends the normalised name: case and surrounding spaces do not make another name', async () => {
    answers.set('allen.bnb', { json: { code: 0, address: ALLEN } });
    expect(await lookup('  Allen.BNB ')).toBe(ALLEN);
    expect(seen[0]!.searchParams.get('domain')).toBe('allen.bnb');
  });

  it('the zero address (an unregistered name) is null', async () => {
    answers.set('nobody.bnb', { json: { code: 0, address: '0x0000000000000000000000000000000000000000' } });
    expect(await lookup('nobody.bnb')).toBeNull();
  });

  it('HTTP 500 is a NETWORK error, not "no such name"', async () => {
    answers.set('allen.bnb', { status: 500, text: 'internal error' });
    const e = await failure(lookup('allen.bnb'));
    expect(e.code).toBe('NETWORK');
    expect(e.message).toContain('HTTP 500');
  });

  it('a body that is not JSON is a NETWORK error', async () => {
    answers.set('allen.bnb', { status: 200, text: '<html>maintenance</html>' });
    expect((await failure(lookup('allen.bnb'))).code).toBe('NETWORK');
  });

  it.each([
    ['an address under another key', { code: 0, msg: 'success', data: ALLEN }],
    ['a non-address string', { code: 0, address: 'allen' }],
    ['no code', { address: ALLEN }],
    ['a bare string', ALLEN],
  ])('%s is a NETWORK error', async (_what, body) => {
    answers.set('allen.bnb', { json: body });
    const e = await failure(lookup('allen.bnb'));
    expect(e.code).toBe('NETWORK');
    expect(e.message).toBe('SPACE ID sent an unexpected answer');
  });

  it("a non-zero code is the service's error, passed on as NETWORK with its message", async () => {
    answers.set('allen.bnb', { json: { code: -1, msg: 'rate limited' } });
    const e = await failure(lookup('allen.bnb'));
    expect(e.code).toBe('NETWORK');
    expect(e.message).toContain('rate limited');
  });

  it('a mixed-case address with a wrong checksum is refused, not sent to', async () => {
    answers.set('allen.bnb', { json: { code: 0, address: ALLEN.replace('dC9', 'Dc9') } });
    expect((await failure(lookup('allen.bnb'))).message).toContain('wrong checksum');
  });

  it('a malformed name is BAD_INPUT and nothing is asked', async () => {
    const e = await failure(lookup('al..bnb'));
    expect(e.code).toBe('BAD_INPUT');
    expect(e.message).toBe('Not a valid name: Invalid label "": empty label');
    expect(seen).toHaveLength(0);
  });
});
