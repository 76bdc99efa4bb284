/** The two methods the controller needs from its transport; injected so tests drive it in-process. */
export interface SignerPort {
  send(msg: unknown): void;
  onMessage(cb: (msg: unknown) => void): void;
}
