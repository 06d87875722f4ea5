import fc from 'fast-check';
import { ACHIEVEMENTS } from '../catalog/achievements';
import { RARITIES } from './gamification';
import {
  addDays,
  applyStreakDay,
  currentStreakOn,
  CONFETTI_PARTICLES,
  dayNumber,
  formatPoints,
  levelOf,
  localDateOf,
  publicDisplayName,
  RARITY_COLORS,
  weekStartOf,
  type StreakState,
} from './gamification';

const ZONES = ['Pacific/Auckland', 'America/Los_Angeles', 'Europe/Berlin'] as const;
/** 2026's DST changes in those zones, and the days around them. */
const DST_DAYS = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-09-27', '2026-10-25', '2026-11-01'];

/** The instant that reads `date` `hh:mm` on a wall clock in `timeZone` (searching the offset twice handles DST). */
function zonedInstant(date: string, hh: number, mm: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall;
  for (let i = 0; i < 3; i += 1) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, Number(p.value)]),
    );
    const seen = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
    instant += wall - seen;
  }
  return new Date(instant);
}

const zone = fc.constantFrom(...ZONES);
/** Any day of 2026, with the DST days and their neighbours drawn often. */
const day2026 = fc.oneof(
  fc.integer({ min: 0, max: 364 }).map((n) => addDays('2026-01-01', n)),
  fc.tuple(fc.constantFrom(...DST_DAYS), fc.integer({ min: -1, max: 1 })).map(([d, n]) => addDays(d, n)),
);

const fresh: StreakState = { currentStreak: 0, longestStreak: 0, freezeTokens: 0, lastDay: null };

describe('levels, points and rarities', () => {
  it('level = floor(points / 1000) + 1, progress inside the span', () => {
    expect(levelOf(0)).toEqual({ level: 1, pointsIntoLevel: 0, pointsPerLevel: 1000, percent: 0 });
    expect(levelOf(999).level).toBe(1);
    expect(levelOf(1000)).toMatchObject({ level: 2, pointsIntoLevel: 0 });
    expect(levelOf(2750)).toMatchObject({ level: 3, pointsIntoLevel: 750, percent: 75 });
  });

  it('shortens points with K from 1,000 and M from 1,000,000, one decimal', () => {
    expect([0, 999, 1000, 1250, 999_999, 1_000_000, 2_345_678].map(formatPoints)).toEqual(['0', '999', '1.0K', '1.3K', '1000.0K', '1.0M', '2.3M']);
  });

  it('colours and confetti per rarity, and a catalogue of at least 24 over all five rarities', () => {
    expect(RARITY_COLORS).toEqual({ common: 'gray', uncommon: 'green', rare: 'blue', epic: 'purple', legendary: 'amber' });
    expect([CONFETTI_PARTICLES.rare, CONFETTI_PARTICLES.epic, CONFETTI_PARTICLES.legendary]).toEqual([50, 100, 200]);
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(ACHIEVEMENTS.map((a) => a.rarity))).toEqual(new Set(RARITIES));
    expect(new Set(ACHIEVEMENTS.map((a) => a.category))).toEqual(new Set(['videos', 'sharing', 'learning', 'streaks', 'milestones']));
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
  });

  it('shows a first name and an initial, never the whole name', () => {
    expect(publicDisplayName('Ada Lovelace')).toBe('Ada L.');
    expect(publicDisplayName('  Grace  ')).toBe('Grace');
  });

  it('starts weeks on Monday 00:00 UTC', () => {
    expect(weekStartOf(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-16');
    expect(weekStartOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
  });
});

describe('the streak day is the local calendar day (property tests)', () => {
  it('23:59 and 00:01 local are two consecutive days, across both 2026 DST changes', () => {
    fc.assert(
      fc.property(zone, day2026, (timeZone, date) => {
        const late = zonedInstant(date, 23, 59, timeZone);
        const early = zonedInstant(addDays(date, 1), 0, 1, timeZone);
        expect(localDateOf(late, timeZone)).toBe(date);
        expect(localDateOf(early, timeZone)).toBe(addDays(date, 1));
        const step = applyStreakDay(applyStreakDay(fresh, localDateOf(late, timeZone), 'active').state, localDateOf(early, timeZone), 'active');
        expect(step.state.currentStreak).toBe(2);
      }),
      { numRuns: 300 },
    );
  });

  it('any activity in a day counts once, whatever the hour (DST days have 23 or 25 hours)', () => {
    fc.assert(
      fc.property(zone, day2026, fc.array(fc.integer({ min: 0, max: 24 * 60 - 1 }), { minLength: 1, maxLength: 12 }), (timeZone, date, minutes) => {
        let state = fresh;
        for (const minute of minutes) {
          const instant = zonedInstant(date, Math.floor(minute / 60), minute % 60, timeZone);
          // a wall time that does not exist on a spring-forward day lands on the same date
          state = applyStreakDay(state, localDateOf(instant, timeZone), 'active').state;
        }
        expect(state.currentStreak).toBe(1);
      }),
      { numRuns: 200 },
    );
  });

  it('over generated activity: a missed day with a held token keeps the streak (without growing it), without one it resets', () => {
    // each step: how many days after the last one counted (1 = the next day), and whether a token is bought before it
    const steps = fc.array(fc.record({ gap: fc.integer({ min: 1, max: 3 }), buy: fc.boolean(), hour: fc.integer({ min: 0, max: 23 }) }), {
      minLength: 1,
      maxLength: 40,
    });
    fc.assert(
      fc.property(zone, day2026, steps, (timeZone, start, plan) => {
        let state = fresh;
        let date = start;
        let expected = 0;
        for (const { gap, buy, hour } of plan) {
          if (buy) state = { ...state, freezeTokens: Math.min(2, state.freezeTokens + 1) };
          date = addDays(date, state.lastDay === null ? 0 : gap);
          const day = localDateOf(zonedInstant(date, hour, 30, timeZone), timeZone);
          expect(day).toBe(date);
          const missed = state.lastDay === null ? 0 : gap - 1;
          const covered = missed === 0 || (missed <= state.freezeTokens && expected > 0);
          const tokensBefore = state.freezeTokens;
          const step = applyStreakDay(state, day, 'active');
          expected = covered ? expected + 1 : 1;
          expect(step.state.currentStreak).toBe(expected);
          expect(step.frozenDays).toHaveLength(covered ? missed : 0);
          expect(step.state.freezeTokens).toBeLessThanOrEqual(2);
          if (covered && missed > 0 && !step.milestone) expect(step.state.freezeTokens).toBe(tokensBefore - missed);
          expect(step.state.longestStreak).toBeGreaterThanOrEqual(step.state.currentStreak);
          state = step.state;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a 7-day milestone earns a token, at most 2 held; a frozen day keeps the streak without growing it', () => {
    let state = fresh;
    for (let i = 0; i < 21; i += 1) state = applyStreakDay(state, addDays('2026-03-23', i), 'active').state;
    expect(state).toMatchObject({ currentStreak: 21, freezeTokens: 2 });
    const frozen = applyStreakDay(state, addDays('2026-03-23', 21), 'frozen').state;
    expect(frozen).toMatchObject({ currentStreak: 21, freezeTokens: 1 });
    expect(currentStreakOn(frozen, addDays('2026-03-23', 23))).toBe(21);
    expect(currentStreakOn({ ...frozen, freezeTokens: 0 }, addDays('2026-03-23', 23))).toBe(0);
  });

  it('an earlier date after travelling west changes nothing', () => {
    const step = applyStreakDay({ currentStreak: 3, longestStreak: 3, freezeTokens: 0, lastDay: '2026-10-26' }, '2026-10-25', 'active');
    expect(step.state.currentStreak).toBe(3);
    expect(dayNumber('2026-10-26') - dayNumber('2026-10-25')).toBe(1);
  });
});
