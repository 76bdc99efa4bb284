// Test fixture, loaded with --import into a Node child: gives it the `process.parentPort` that
// Electron's utility process has (messages arrive as `{ data }`), over Node's IPC channel.
// Lets the signer's utility-process path run for real where no Electron binary exists.
const send = process.send?.bind(process);
if (!send) throw new Error('utilityShim needs an IPC channel');

Object.defineProperty(process, 'parentPort', {
  value: {
    on: (event: 'message', cb: (e: { data: unknown }) => void) => process.on(event, (data) => cb({ data })),
    postMessage: (msg: unknown) => send(msg),
  },
});
// A utility process has no process.send: hiding it proves the signer took the parentPort path.
Object.defineProperty(process, 'send', { value: undefined });
