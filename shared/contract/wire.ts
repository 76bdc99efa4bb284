import { z } from 'zod';
import { AppErrorSchema } from '../errors';

/**
 * Frames of the browser host's WebSocket (Electron uses ipcMain.handle and needs no
 * frames). Ids pair answers with requests; payloads are validated again by main per call.
 */
export const MAX_FRAME_BYTES = 2 * 1024 * 1024;

export const InvokeFrameSchema = z.strictObject({
  kind: z.literal('invoke'),
  id: z.number().int().nonnegative(),
  name: z.string().max(128),
  input: z.unknown(),
});
export type InvokeFrame = z.infer<typeof InvokeFrameSchema>;

export const ResultFrameSchema = z.union([
  z.strictObject({ kind: z.literal('result'), id: z.number(), ok: z.literal(true), value: z.unknown() }),
  z.strictObject({ kind: z.literal('result'), id: z.number(), ok: z.literal(false), error: AppErrorSchema }),
]);
export type ResultFrame = z.infer<typeof ResultFrameSchema>;

export const EventFrameSchema = z.strictObject({
  kind: z.literal('event'),
  name: z.string(),
  payload: z.unknown(),
});
export type EventFrame = z.infer<typeof EventFrameSchema>;

export const ServerFrameSchema = z.union([ResultFrameSchema, EventFrameSchema]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;

export { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from './channels';
