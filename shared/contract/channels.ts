/**
 * Electron channel names: one for calls, one for events; the preload exposes nothing else.
 * Kept free of zod so the sandboxed preload bundle stays small.
 */
export const IPC_INVOKE_CHANNEL = 'wallet:invoke';
export const IPC_EVENT_CHANNEL = 'wallet:event';
