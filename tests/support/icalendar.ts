/**
 * Issue 13: a small RFC 5545 reader for tests, strict about what calendar apps rely on: CRLF line ends,
 * content lines of at most 75 octets (longer ones folded with CRLF and a space or tab), 'NAME[;params]:value'
 * lines, BEGIN/END properly nested, a VCALENDAR with VERSION:2.0 and PRODID, and each VEVENT with UID,
 * DTSTAMP and DTSTART. Answers the events' properties (name with its parameters -> unescaped value), or
 * throws saying what is wrong.
 */
export type IcsEvent = Record<string, string>;

const LINE = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^;:,"]*)(?:,(?:"[^"]*"|[^;:,"]*))*)*):(.*)$/;

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, ch: string) => (ch === 'n' || ch === 'N' ? '\n' : ch));

export function parseIcs(text: string): IcsEvent[] {
  if (!text.endsWith('\r\n')) throw new Error('an iCalendar file ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`a bare line break in: ${line}`);
    if (new TextEncoder().encode(line).length > 75) throw new Error(`a line longer than 75 octets: ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('the file starts with a folded line');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  const stack: string[] = [];
  const events: IcsEvent[] = [];
  let calendar: Record<string, string> | null = null;
  let event: IcsEvent | null = null;
  for (const line of logical) {
    const match = LINE.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name = '', params = '', value = ''] = match;
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VCALENDAR') calendar = {};
      if (value === 'VEVENT') event = {};
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close what was begun`);
      if (value === 'VEVENT' && event) {
        for (const required of ['UID', 'DTSTAMP']) {
          if (!(required in event)) throw new Error(`a VEVENT without ${required}`);
        }
        if (!Object.keys(event).some((k) => k.startsWith('DTSTART')))
          throw new Error('a VEVENT without DTSTART');
        events.push(event);
        event = null;
      }
      continue;
    }
    if (stack.length === 0) throw new Error(`a property outside VCALENDAR: ${line}`);
    const target = event ?? calendar;
    if (target) target[`${name}${params}`] = unescapeText(value);
  }
  if (stack.length > 0) throw new Error(`not closed: ${stack.join(', ')}`);
  if (calendar?.VERSION !== '2.0' || !calendar.PRODID)
    throw new Error('a VCALENDAR needs VERSION:2.0 and PRODID');
  return events;
}
