import { z } from 'zod';
import type { MessageLogView } from '../../../application/notifications/view-message-log';
import { CHANNELS } from '../../../domain/notifications/message-kinds';

/** Issue 14: the message log of a booked move (the dashboard's "Messages" section). Owner and staff. */
export const MESSAGE_LOG_PATH = '/api/moves/{id}/messages';

const Channel = z.enum(CHANNELS as unknown as [string, ...string[]]);

export const MessageLogResponse = z.object({
  success: z.literal(true),
  Messages: z.array(
    z.object({
      Channel,
      State: z.enum(['sending', 'sent', 'failed', 'skipped']),
      Kind: z.string(),
      Summary: z.string(),
      Recipient: z.string(),
      Reason: z.string().nullable(),
      At: z.string(),
    }),
  ),
  Notices: z.array(z.object({ Channel, Message: z.string() })),
});

export type WireMessageLog = z.infer<typeof MessageLogResponse>;

export function toWireMessageLog(view: MessageLogView): WireMessageLog {
  return {
    success: true,
    Messages: view.rows.map((r) => ({
      Channel: r.channel,
      State: r.state,
      Kind: r.kind,
      Summary: r.summary,
      Recipient: r.recipient,
      Reason: r.reason,
      At: r.at,
    })),
    Notices: view.notices.map((n) => ({ Channel: n.channel, Message: n.message })),
  };
}
