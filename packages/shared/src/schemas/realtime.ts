import { z } from 'zod';

/**
 * `GET /api/ws` (docs/decisions/011): the client's first message, with its access token (a
 * browser cannot set the header on a WebSocket).
 */
export const realtimeAuthMessageSchema = z.object({
  type: z.literal('auth'),
  token: z.string().min(1),
});
export type RealtimeAuthMessage = z.infer<typeof realtimeAuthMessageSchema>;

/** What the server pushes: `ready` once the token verified, then nudges to fetch again. */
export const RealtimeMessageType = { READY: 'ready', NOTIFICATIONS: 'notifications' } as const;
export type RealtimeMessageType = (typeof RealtimeMessageType)[keyof typeof RealtimeMessageType];

export interface RealtimeMessage {
  type: RealtimeMessageType;
}
