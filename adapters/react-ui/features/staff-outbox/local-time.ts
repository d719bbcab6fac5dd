import { formatMessageTime } from '../../../../domain/notifications/message-time';

/** An ISO instant in the viewer's own time zone: "Tue, Dec 1, 6:02 p.m." (the ISO text if it is not one). */
export function localMessageTime(iso: string, withYear = false): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return formatMessageTime(
    {
      year: at.getFullYear(),
      month: at.getMonth() + 1,
      day: at.getDate(),
      weekday: at.getDay(),
      hour: at.getHours(),
      minute: at.getMinutes(),
    },
    withYear,
  );
}
