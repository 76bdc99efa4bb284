// Unit and integration runs may talk only to this machine: every outbound connection to
// another host fails loudly instead of silently reaching a public endpoint.
import net from 'node:net';

const LOCAL = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;
const original = net.Socket.prototype.connect;

function hostOf(args: unknown[]): string | undefined {
  const first = args[0];
  if (first && typeof first === 'object' && !Array.isArray(first)) {
    const o = first as { host?: string; path?: string };
    if (o.path) return 'localhost';
    return o.host ?? 'localhost';
  }
  if (typeof first === 'string' && Number.isNaN(Number(first))) return 'localhost'; // IPC path
  return typeof args[1] === 'string' ? args[1] : 'localhost';
}

net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
  const host = hostOf(args);
  if (host && !LOCAL.test(host)) throw new Error(`network blocked in tests: ${host}`);
  return (original as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;
