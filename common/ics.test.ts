import ICAL from 'ical.js';
import { seriesToIcs } from './ics';

describe('the series calendar (.ics)', () => {
  it('parses as iCalendar with one all-day event per episode, text escaped and long lines folded', () => {
    const episodes = Array.from({ length: 6 }, (_, i) => ({
      number: i + 1,
      title: `Home espresso, part ${i + 1}; the "basics"`,
      hook: `Stop scrolling: ${'a very long hook line that goes on and on, '.repeat(3)}über café ☕`,
      date: `2026-12-${String(1 + i * 2).padStart(2, '0')}`,
    }));
    const text = seriesToIcs({ title: 'Home espresso: a 6-part series', episodes }, { stamp: new Date('2026-11-22T10:00:00Z'), uidSeed: 'abc' });
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe('vcalendar');
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events).toHaveLength(6);
    expect(events.map((e) => e.startDate.toString())).toEqual(episodes.map((e) => e.date));
    expect(events.every((e) => e.startDate.isDate)).toBe(true);
    expect(events[0]!.summary).toBe('Episode 1: Home espresso, part 1; the "basics"');
    expect(events[5]!.description).toBe(`Hook: ${episodes[5]!.hook}`);
    expect(new Set(events.map((e) => e.uid)).size).toBe(6);
  });
});
