// iCalendar (RFC 5545) for the Temporal Engine's series calendar: one all-day VEVENT per episode.
// Built in the browser from the generated series, so the download needs no second request.

export type IcsEpisode = { number: number; title: string; hook: string; date: string };

/** Escapes TEXT values (RFC 5545 3.3.11): backslash, semicolon, comma, newline. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let limit = 75;
  for (const char of line) {
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = '';
      limit = 74; // continuation lines start with a space
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return compactDate(day.toISOString().slice(0, 10));
}

/** The calendar file's text; `stamp` is when it was made (DTSTAMP), `uidSeed` keeps UIDs unique per series. */
export function seriesToIcs(series: { title: string; episodes: IcsEpisode[] }, options: { stamp: Date; uidSeed: string }): string {
  const dtstamp = options.stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Reelwright//Temporal Engine//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeIcsText(series.title)}`,
  ];
  for (const episode of series.episodes) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${options.uidSeed}-episode-${episode.number}@reelwright`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compactDate(episode.date)}`,
      `DTEND;VALUE=DATE:${nextDay(episode.date)}`,
      `SUMMARY:${escapeIcsText(`Episode ${episode.number}: ${episode.title}`)}`,
      `DESCRIPTION:${escapeIcsText(`Hook: ${episode.hook}`)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
