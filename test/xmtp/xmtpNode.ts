// A local stand-in for the XMTP v3 node: the MLS API (xmtp.mls.api.v1.MlsApi) and the identity
// API (xmtp.identity.api.v1.IdentityApi) over plaintext gRPC, held in memory. The clients do all
// MLS, HPKE and identity cryptography themselves; a node only stores, indexes and forwards, which
// is what this one does. What it checks and what it skips: test/xmtp/README.md. The schema is
// libxmtp v1.5.4's own FileDescriptorSet (proto_descriptor.bin, MIT, see LICENSE.xmtp), the
// build @xmtp/node-sdk 4.4.0 ships. See /work/shared/notes/xmtp-offline.md for the traps.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

/** the port @xmtp/node-sdk's env 'local' is fixed to (4.4.0 ignores apiUrl for its first call) */
export const XMTP_LOCAL_PORT = 5556;
/** a page at most, as the real node caps it */
const MAX_PAGE = 100;
const ASCENDING = 1;

type Bytes = Buffer;
/** a decoded protobuf object: the schema is loaded as data, so there are no generated types */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Wire = any;
interface PagingInfo {
  direction: number;
  limit: number;
  id_cursor: number;
}
interface GroupMessageV1 {
  id: number;
  created_ns: number;
  group_id: Bytes;
  data: Bytes;
  sender_hmac: Bytes;
  should_push: boolean;
  is_commit: boolean;
}
/** a welcome as the node answers it: its oneof arm (v1 | welcome_pointer) with id and time */
interface Welcome {
  id: number;
  installation_key: Bytes;
  arm: 'v1' | 'welcome_pointer';
  body: Record<string, unknown>;
}
interface IdentityUpdateLog {
  sequence_id: number;
  server_timestamp_ns: number;
  update: Record<string, unknown>;
}
interface Subscriber<T> {
  keys: Map<string, number>;
  write(item: T): void;
}

export interface XmtpNodeStats {
  /** calls received, by method name */
  calls: Record<string, number>;
}

/** Reads an MLS variable-length integer (RFC 9420 §2.1.2) at `at`: [value, next offset]. */
export function readVarint(buf: Bytes, at: number): [number, number] {
  const first = buf[at];
  if (first === undefined) throw new Error('truncated MLS vector length');
  const prefix = first >> 6;
  if (prefix === 0) return [first & 0x3f, at + 1];
  if (prefix === 1) return [((first & 0x3f) << 8) | buf[at + 1]!, at + 2];
  if (prefix === 2) return [buf.readUInt32BE(at) & 0x3fffffff, at + 4];
  throw new Error('invalid MLS vector length prefix');
}

/** An MLS opaque<V> vector at `at`: [bytes, next offset]. */
function readVector(buf: Bytes, at: number): [Bytes, number] {
  const [len, start] = readVarint(buf, at);
  if (start + len > buf.length) throw new Error('truncated MLS vector');
  return [buf.subarray(start, start + len), start + len];
}

/**
 * The installation key of a TLS-serialized KeyPackage: version u16, cipher suite u16,
 * init_key<V>, then the leaf node's encryption_key<V> and signature_key<V> (the key clients
 * name the installation by).
 */
export function installationKeyOf(keyPackage: Bytes): Bytes {
  let at = 4;
  [, at] = readVector(keyPackage, at); // init_key
  [, at] = readVector(keyPackage, at); // leaf encryption_key
  const [signatureKey] = readVector(keyPackage, at);
  return Buffer.from(signatureKey);
}

/**
 * The group id and whether it is a commit, from an MLSMessage: version u16, wire format u16
 * (1 public, 2 private), then group_id<V> and epoch u64; a private message's content type
 * follows the epoch, a public one's follows its sender and authenticated data.
 */
export function groupMessageHeader(mlsMessage: Bytes): { groupId: Bytes; isCommit: boolean } {
  const wireFormat = mlsMessage.readUInt16BE(2);
  const [groupId, afterId] = readVector(mlsMessage, 4);
  let at = afterId + 8; // epoch
  if (wireFormat === 1) {
    const senderType = mlsMessage[at]!;
    at += 1 + (senderType === 1 || senderType === 2 ? 4 : 0); // member / external: u32 index
    [, at] = readVector(mlsMessage, at); // authenticated_data
  } else if (wireFormat !== 2) {
    throw new Error(`not a group message (wire format ${wireFormat})`);
  }
  return { groupId: Buffer.from(groupId), isCommit: mlsMessage[at] === 3 };
}

const hex = (b: Bytes) => Buffer.from(b).toString('hex');

/** A page as the real node pages: descending unless asked, ≤ 100, cursor = last id of a full page. */
function page<T extends { id: number }>(all: T[], paging: PagingInfo | null | undefined) {
  const direction = paging?.direction === ASCENDING ? ASCENDING : 2;
  const limit = Math.min(paging?.limit || MAX_PAGE, MAX_PAGE);
  const cursor = paging?.id_cursor ?? 0;
  const picked =
    direction === ASCENDING
      ? all.filter((m) => m.id > cursor).slice(0, limit)
      : all
          .filter((m) => cursor === 0 || m.id < cursor)
          .reverse()
          .slice(0, limit);
  const next = picked.length === limit ? picked[picked.length - 1]!.id : 0;
  return { items: picked, paging_info: { direction, limit, id_cursor: next } };
}

function loadServices() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const definition = protoLoader.loadFileDescriptorSetFromBuffer(
    readFileSync(path.join(here, 'proto_descriptor.bin')),
    { keepCase: true, longs: Number, enums: Number, bytes: Buffer, defaults: true, oneofs: true },
  );
  return {
    mls: definition['xmtp.mls.api.v1.MlsApi'] as grpc.ServiceDefinition,
    identity: definition['xmtp.identity.api.v1.IdentityApi'] as grpc.ServiceDefinition,
  };
}

type Unary = (call: { request: Wire }) => unknown;

/** The node's state and its handlers, without a socket (tests of the parsing use it directly). */
export function createXmtpNodeState() {
  let nextId = 1;
  let nextSequence = 1;
  const nowNs = () => Date.now() * 1_000_000;
  const groups = new Map<string, GroupMessageV1[]>();
  const welcomes = new Map<string, Welcome[]>();
  const keyPackages = new Map<string, Bytes>();
  const identity = new Map<string, IdentityUpdateLog[]>();
  const inboxByAddress = new Map<string, string>();
  const commitLog = new Map<string, Array<{ id: number; entry: Record<string, unknown> }>>();
  const groupSubscribers = new Set<Subscriber<GroupMessageV1>>();
  const welcomeSubscribers = new Set<Subscriber<Welcome>>();
  const stats: XmtpNodeStats = { calls: {} };

  const groupWire = (m: GroupMessageV1) => ({ v1: m, version: 'v1' });
  const welcomeWire = (w: Welcome) => ({
    [w.arm]: { id: w.id, created_ns: w.body.created_ns, installation_key: w.installation_key, ...w.body },
    version: w.arm,
  });
  const list = <V>(map: Map<string, V[]>, key: string) => {
    let l = map.get(key);
    if (!l) map.set(key, (l = []));
    return l;
  };

  const mls: Record<string, Unary> = {
    UploadKeyPackage({ request }) {
      const kp = request.key_package.key_package_tls_serialized as Bytes;
      keyPackages.set(hex(installationKeyOf(kp)), kp);
      return {};
    },
    FetchKeyPackages({ request }) {
      return {
        key_packages: (request.installation_keys as Bytes[]).map((k) => ({
          key_package_tls_serialized: keyPackages.get(hex(k)) ?? Buffer.alloc(0),
        })),
      };
    },
    SendGroupMessages({ request }) {
      for (const input of request.messages as Array<{
        v1: { data: Bytes; sender_hmac: Bytes; should_push: boolean };
      }>) {
        const { groupId, isCommit } = groupMessageHeader(input.v1.data);
        const message: GroupMessageV1 = {
          id: nextId++,
          created_ns: nowNs(),
          group_id: groupId,
          data: input.v1.data,
          sender_hmac: input.v1.sender_hmac,
          should_push: input.v1.should_push,
          is_commit: isCommit,
        };
        list(groups, hex(groupId)).push(message);
        for (const s of groupSubscribers) if (s.keys.has(hex(groupId))) s.write(message);
      }
      return {};
    },
    SendWelcomeMessages({ request }) {
      for (const input of request.messages as Array<Record<string, Wire>>) {
        const arm = input.version as Welcome['arm'];
        const { installation_key, ...rest } = input[arm];
        const welcome: Welcome = {
          id: nextId++,
          installation_key,
          arm,
          body: { ...rest, created_ns: nowNs() },
        };
        list(welcomes, hex(installation_key)).push(welcome);
        for (const s of welcomeSubscribers) if (s.keys.has(hex(installation_key))) s.write(welcome);
      }
      return {};
    },
    QueryGroupMessages({ request }) {
      const { items, paging_info } = page(groups.get(hex(request.group_id)) ?? [], request.paging_info);
      return { messages: items.map(groupWire), paging_info };
    },
    QueryWelcomeMessages({ request }) {
      const { items, paging_info } = page(
        welcomes.get(hex(request.installation_key)) ?? [],
        request.paging_info,
      );
      return { messages: items.map(welcomeWire), paging_info };
    },
    BatchPublishCommitLog({ request }) {
      for (const r of request.requests as Array<Record<string, Wire>>) {
        const id = nextId++;
        list(commitLog, hex(r.group_id)).push({
          id,
          entry: {
            sequence_id: id,
            serialized_commit_log_entry: r.serialized_commit_log_entry,
            signature: r.signature,
          },
        });
      }
      return {};
    },
    BatchQueryCommitLog({ request }) {
      return {
        responses: (request.requests as Array<Record<string, Wire>>).map((r) => {
          const { items, paging_info } = page(commitLog.get(hex(r.group_id)) ?? [], r.paging_info);
          return { group_id: r.group_id, commit_log_entries: items.map((i) => i.entry), paging_info };
        }),
      };
    },
  };

  const identityApi: Record<string, Unary> = {
    PublishIdentityUpdate({ request }) {
      const update = request.identity_update as { inbox_id: string; actions: Array<Record<string, Wire>> };
      list(identity, update.inbox_id).push({
        sequence_id: nextSequence++,
        server_timestamp_ns: nowNs(),
        update,
      });
      for (const action of update.actions) {
        if (action.kind === 'create_inbox') {
          inboxByAddress.set(String(action.create_inbox.initial_identifier).toLowerCase(), update.inbox_id);
        } else if (action.kind === 'add' && action.add.new_member_identifier?.kind === 'ethereum_address') {
          inboxByAddress.set(
            action.add.new_member_identifier.ethereum_address.toLowerCase(),
            update.inbox_id,
          );
        } else if (action.kind === 'revoke' && action.revoke.member_to_revoke?.kind === 'ethereum_address') {
          inboxByAddress.delete(action.revoke.member_to_revoke.ethereum_address.toLowerCase());
        }
      }
      return {};
    },
    GetIdentityUpdates({ request }) {
      return {
        responses: (request.requests as Array<{ inbox_id: string; sequence_id: number }>).map((r) => ({
          inbox_id: r.inbox_id,
          updates: (identity.get(r.inbox_id) ?? []).filter((u) => u.sequence_id > r.sequence_id),
        })),
      };
    },
    GetInboxIds({ request }) {
      return {
        responses: (request.requests as Array<{ identifier: string; identifier_kind: number }>).map((r) => {
          const inbox = inboxByAddress.get(r.identifier.toLowerCase());
          return {
            identifier: r.identifier,
            identifier_kind: r.identifier_kind,
            ...(inbox ? { inbox_id: inbox } : {}),
          };
        }),
      };
    },
    VerifySmartContractWalletSignatures({ request }) {
      return {
        responses: (request.signatures as unknown[]).map(() => ({
          is_valid: false,
          error: 'smart-contract wallets are not verified by the local stand-in',
        })),
      };
    },
  };

  /** replays what is past each filter's cursor, then streams new items live */
  function subscribe<T extends { id: number }>(
    call: grpc.ServerWritableStream<Wire, Wire>,
    filters: Array<{ key: Bytes; cursor: number }>,
    stored: Map<string, T[]>,
    subscribers: Set<Subscriber<T>>,
    wire: (t: T) => unknown,
  ) {
    call.sendMetadata(new grpc.Metadata()); // tonic waits for the headers before the first item
    const keys = new Map(filters.map((f) => [hex(f.key), f.cursor]));
    const subscriber: Subscriber<T> = { keys, write: (t) => call.write(wire(t)) };
    for (const [key, cursor] of keys)
      for (const t of stored.get(key) ?? []) if (t.id > cursor) subscriber.write(t);
    subscribers.add(subscriber);
    const end = () => subscribers.delete(subscriber);
    call.on('cancelled', end);
    call.on('close', end);
    call.on('error', end);
  }

  const streams = {
    SubscribeGroupMessages(call: grpc.ServerWritableStream<Wire, Wire>) {
      const filters = (call.request.filters as Array<{ group_id: Bytes; id_cursor: number }>).map((f) => ({
        key: f.group_id,
        cursor: f.id_cursor,
      }));
      subscribe(call, filters, groups, groupSubscribers, groupWire);
    },
    SubscribeWelcomeMessages(call: grpc.ServerWritableStream<Wire, Wire>) {
      const filters = (call.request.filters as Array<{ installation_key: Bytes; id_cursor: number }>).map(
        (f) => ({
          key: f.installation_key,
          cursor: f.id_cursor,
        }),
      );
      subscribe(call, filters, welcomes, welcomeSubscribers, welcomeWire);
    },
  };

  return { mls, identity: identityApi, streams, stats, inboxByAddress };
}

export interface XmtpNode {
  url: string;
  stats: XmtpNodeStats;
  close(): Promise<void>;
  /** when set, called on every call (for the idle timer of the standalone process) */
  onCall?: () => void;
}

/** Starts the stand-in on 127.0.0.1:`port`. */
export async function startXmtpNode(port = XMTP_LOCAL_PORT): Promise<XmtpNode> {
  const services = loadServices();
  const state = createXmtpNodeState();
  const server = new grpc.Server();
  const node: XmtpNode = {
    url: `http://localhost:${port}`,
    stats: state.stats,
    close: () => new Promise((resolve) => server.tryShutdown(() => resolve())),
  };
  const count = (name: string) => {
    state.stats.calls[name] = (state.stats.calls[name] ?? 0) + 1;
    node.onCall?.();
  };
  const unary =
    (name: string, fn: Unary): grpc.handleUnaryCall<Wire, Wire> =>
    (call, callback) => {
      count(name);
      try {
        callback(null, fn(call));
      } catch (err) {
        callback({ code: grpc.status.INVALID_ARGUMENT, details: (err as Error).message });
      }
    };
  const unimplemented: grpc.handleUnaryCall<Wire, Wire> = (_call, callback) =>
    callback({ code: grpc.status.UNIMPLEMENTED, details: 'not served by the local stand-in' });
  const implement = (
    def: grpc.ServiceDefinition,
    unaries: Record<string, Unary>,
    streams: Record<string, (call: grpc.ServerWritableStream<Wire, Wire>) => void>,
  ) =>
    Object.fromEntries(
      Object.keys(def).map((name) => {
        const fn = unaries[name];
        const stream = streams[name];
        if (fn) return [name, unary(name, fn)];
        if (stream)
          return [
            name,
            (call: grpc.ServerWritableStream<Wire, Wire>) => {
              count(name);
              stream(call);
            },
          ];
        return [name, unimplemented];
      }),
    );
  server.addService(services.mls, implement(services.mls, state.mls, state.streams));
  server.addService(services.identity, implement(services.identity, state.identity, {}));
  await new Promise<void>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (err) =>
      err ? reject(err) : resolve(),
    ),
  );
  return node;
}
