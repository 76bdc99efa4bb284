// The stand-in as its own process, so one node on the fixed port serves every test file and
// the browser host alike (ensureXmtpNode spawns it). It exits after IDLE_MS without a call.
import { startXmtpNode, XMTP_LOCAL_PORT } from './xmtpNode';

/** long enough for a slow e2e step, short enough not to linger after a run */
const IDLE_MS = 10 * 60_000;

const node = await startXmtpNode(Number(process.env.XMTP_NODE_PORT ?? XMTP_LOCAL_PORT));
let timer = setTimeout(stop, IDLE_MS);
node.onCall = () => {
  clearTimeout(timer);
  timer = setTimeout(stop, IDLE_MS);
};
function stop() {
  void node.close().then(() => process.exit(0));
}
process.on('SIGTERM', stop);
