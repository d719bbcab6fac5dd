import { formatMessageTimeIn } from '../../../../domain/notifications/message-time';

/** The time zone of the viewer's own clock (the browser's), e.g. 'America/Chicago'. */
const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An ISO instant on the staff screens, in the viewer's own time zone and saying which (issue 27's rule that a
 * time names its zone): "Tue, Dec 1, 6:02 p.m. CT" (the ISO text if it is not one). These records (a place
 * request, a message, a change of a quote) are the desk's, with no one service center's clock to follow.
 */
export function localMessageTime(iso: string, withYear = false): string {
  return formatMessageTimeIn(iso, viewerTimeZone(), withYear);
}
