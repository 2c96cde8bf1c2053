import { fc, test } from '@fast-check/vitest';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deletedCampaignGraceMs,
  planDeletedCampaigns,
  planRetention,
  planRetentionByCampaign,
  retentionPolicy,
} from '../../../electron/backup-retention.ts';
import type { CampaignBackup, DatedBackup } from '../../../electron/backup-retention.ts';

/** A backup written at local time day/hour/minute of November 2026, named for its day and time. */
function backup(day: number, hour: number, minute = 0, second = 0, ms = 0): DatedBackup {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return {
    name: `nov${pad(day)}-${pad(hour)}${pad(minute)}${second || ms ? `-${pad(second)}.${pad(ms, 3)}` : ''}`,
    createdAt: new Date(2026, 10, day, hour, minute, second, ms).getTime(),
  };
}

/** The GM's evening: Saturday 21 November 2026, 18:00 local time. */
const now = new Date(2026, 10, 21, 18, 0).getTime();

const shuffled = <T>(items: readonly T[]): T[] => [...items].reverse();

describe('planRetention', () => {
  it('keeps nothing and deletes nothing when there are no backups', () => {
    expect(planRetention([], now)).toEqual({ keep: [], remove: [] });
  });

  it("keeps the newest 3 of today's backups", () => {
    const today = [backup(21, 9), backup(21, 10), backup(21, 11), backup(21, 12), backup(21, 17, 59)];
    expect(planRetention(shuffled(today), now)).toEqual({
      keep: ['nov21-1759', 'nov21-1200', 'nov21-1100'],
      remove: ['nov21-1000', 'nov21-0900'],
    });
  });

  it('keeps the newest backup of each of the 7 days before today, and none older', () => {
    const days = [20, 19, 18, 17, 16, 15, 14, 13, 12].flatMap((day) => [backup(day, 8), backup(day, 22)]);
    const plan = planRetention(days, now);
    expect(plan.keep).toEqual([
      'nov20-2200',
      'nov19-2200',
      'nov18-2200',
      'nov17-2200',
      'nov16-2200',
      'nov15-2200',
      'nov14-2200',
    ]);
    expect(plan.remove).toHaveLength(11);
    expect(plan.remove).toContain('nov13-2200');
  });

  it('keeps exactly 10 of a full folder: 3 from today and 1 from each of the 7 days before', () => {
    const today = [8, 9, 10, 11, 12].map((hour) => backup(21, hour));
    const earlier = [20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10].flatMap((day) => [
      backup(day, 9),
      backup(day, 20),
    ]);
    const plan = planRetention(shuffled([...today, ...earlier]), now);
    expect(plan.keep).toHaveLength(retentionPolicy.maxKept);
    expect(plan.keep).toEqual([
      'nov21-1200',
      'nov21-1100',
      'nov21-1000',
      'nov20-2000',
      'nov19-2000',
      'nov18-2000',
      'nov17-2000',
      'nov16-2000',
      'nov15-2000',
      'nov14-2000',
    ]);
    expect(plan.remove).toHaveLength(today.length + earlier.length - 10);
  });

  it('tells days apart at midnight, local time', () => {
    const plan = planRetention(
      [
        backup(21, 0, 0), // today's first instant: the 4th backup of today
        backup(21, 9),
        backup(21, 10),
        backup(21, 11),
        backup(20, 23, 59, 59, 999), // yesterday's last instant: yesterday's newest
        backup(20, 12),
      ],
      now,
    );
    expect(plan.keep).toEqual(['nov21-1100', 'nov21-1000', 'nov21-0900', 'nov20-2359-59.999']);
    expect(plan.remove).toEqual(['nov21-0000', 'nov20-1200']);
  });

  it('counts a backup from 7 days ago, at any hour, and drops one from 8 days ago', () => {
    const plan = planRetention([backup(21, 9), backup(14, 0, 0), backup(13, 23, 59, 59, 999)], now);
    expect(plan.keep).toEqual(['nov21-0900', 'nov14-0000']);
    expect(plan.remove).toEqual(['nov13-2359-59.999']);
  });

  it('keeps one day-old backup per day even when "now" is just after midnight', () => {
    const justAfterMidnight = new Date(2026, 10, 21, 0, 0, 0, 1).getTime();
    const plan = planRetention([backup(20, 23, 59), backup(20, 23, 58), backup(14, 1)], justAfterMidnight);
    expect(plan.keep).toEqual(['nov20-2359', 'nov14-0100']);
  });

  it('keeps the newest backup when every backup is older than a week (never an empty folder)', () => {
    const plan = planRetention([backup(1, 9), backup(2, 9), backup(3, 9)], now);
    expect(plan).toEqual({ keep: ['nov03-0900'], remove: ['nov02-0900', 'nov01-0900'] });
  });

  it('keeps only the newest backup dated after now (the clock went back), beside the real ones', () => {
    const plan = planRetention(
      [backup(23, 9), backup(22, 9), backup(21, 9), backup(21, 8), backup(20, 9)],
      now,
    );
    expect(plan.keep).toEqual(['nov23-0900', 'nov21-0900', 'nov21-0800', 'nov20-0900']);
    expect(plan.remove).toEqual(['nov22-0900']);
  });

  it('never lets future-dated backups take the slots of real ones: 5 future and 3 real keep all 3 real', () => {
    const future = [backup(21, 18, 30), backup(21, 19), backup(21, 23), backup(22, 9), backup(30, 9)];
    const real = [backup(21, 17), backup(21, 12), backup(21, 9)];
    const plan = planRetention(shuffled([...future, ...real]), now);
    expect(plan.keep).toEqual(['nov30-0900', 'nov21-1700', 'nov21-1200', 'nov21-0900']);
    expect(plan.remove).toEqual(['nov22-0900', 'nov21-2300', 'nov21-1900', 'nov21-1830']);
  });

  it('counts a backup later today but after now as future-dated', () => {
    const plan = planRetention([backup(21, 18, 0, 0, 1), backup(21, 19), backup(21, 9)], now);
    expect(plan).toEqual({ keep: ['nov21-1900', 'nov21-0900'], remove: ['nov21-1800-00.001'] });
  });

  it('treats a backup written exactly at now as real', () => {
    const atNow = { name: 'at-now', createdAt: now };
    expect(planRetention([atNow, backup(21, 19)], now).keep).toEqual(['nov21-1900', 'at-now']);
  });

  it('keeps the newest real backup beside a future one when every real one is older than a week', () => {
    const plan = planRetention([backup(25, 9), backup(3, 9), backup(2, 9)], now);
    expect(plan).toEqual({ keep: ['nov25-0900', 'nov03-0900'], remove: ['nov02-0900'] });
  });

  it('keeps the newest future backup when every backup is dated after now', () => {
    const plan = planRetention([backup(22, 9), backup(23, 9), backup(24, 9)], now);
    expect(plan).toEqual({ keep: ['nov24-0900'], remove: ['nov23-0900', 'nov22-0900'] });
  });

  it('orders backups written in the same millisecond by name, whatever the input order', () => {
    const same = new Date(2026, 10, 21, 9).getTime();
    const tied = ['b', 'd', 'a', 'c'].map((name) => ({ name, createdAt: same }));
    expect(planRetention(tied, now)).toEqual({ keep: ['d', 'c', 'b'], remove: ['a'] });
    expect(planRetention(shuffled(tied), now)).toEqual({ keep: ['d', 'c', 'b'], remove: ['a'] });
  });

  it('does not modify its input', () => {
    const input = Object.freeze([backup(21, 9), backup(20, 9), backup(21, 10)].map((b) => Object.freeze(b)));
    planRetention(input, now);
    expect(input.map((b) => b.name)).toEqual(['nov21-0900', 'nov20-0900', 'nov21-1000']);
  });

  it.each([
    ['a NaN createdAt', [{ name: 'x', createdAt: Number.NaN }], now],
    ['an infinite createdAt', [{ name: 'x', createdAt: Number.POSITIVE_INFINITY }], now],
    ['a NaN now', [backup(21, 9)], Number.NaN],
    ['two backups with one name', [backup(21, 9), { ...backup(21, 10), name: 'nov21-0900' }], now],
  ])('throws RangeError for %s', (_case, backups, at) => {
    expect(() => planRetention(backups, at)).toThrow(RangeError);
  });
});

describe('planRetention across daylight-saving changes (Europe/Berlin)', () => {
  let savedTimeZone: string | undefined;
  beforeEach(() => {
    savedTimeZone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
  });
  afterEach(() => {
    if (savedTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = savedTimeZone;
  });

  const hour = 3_600_000;
  const local = (month: number, day: number, hour: number, minute = 0): DatedBackup => ({
    name: `${month + 1}-${day}-${hour}:${minute}`,
    createdAt: new Date(2026, month, day, hour, minute).getTime(),
  });

  it('treats the 23-hour spring-forward day (29 March 2026) as one day', () => {
    const now = new Date(2026, 2, 30, 12).getTime();
    expect(new Date(2026, 2, 30).getTime() - new Date(2026, 2, 29).getTime()).toBe(23 * hour); // TZ in effect
    const plan = planRetention([local(2, 29, 0, 30), local(2, 29, 23, 30), local(2, 28, 23, 30)], now);
    expect(plan.keep).toEqual(['3-29-23:30', '3-28-23:30']);
    expect(plan.remove).toEqual(['3-29-0:30']);
  });

  it('treats the 25-hour fall-back day (25 October 2026) as one day', () => {
    const now = new Date(2026, 9, 26, 0, 30).getTime();
    expect(new Date(2026, 9, 26).getTime() - new Date(2026, 9, 25).getTime()).toBe(25 * hour);
    const plan = planRetention([local(9, 25, 0, 10), local(9, 25, 23, 50), local(9, 19, 12)], now);
    expect(plan.keep).toEqual(['10-25-23:50', '10-19-12:0']);
    expect(plan.remove).toEqual(['10-25-0:10']);
  });
});

describe('planRetentionByCampaign', () => {
  const of = (campaignId: string | null, b: DatedBackup): CampaignBackup => ({
    ...b,
    name: `${campaignId ?? 'library'}/${b.name}`,
    campaignId,
  });

  it("applies the policy to each campaign's backups separately", () => {
    const big = [9, 10, 11, 12, 13].map((hour) => of('big', backup(21, hour)));
    const small = [of('small', backup(21, 8)), of('small', backup(10, 8))];
    const plan = planRetentionByCampaign(shuffled([...big, ...small]), now);
    expect(plan.keep).toEqual(['big/nov21-1300', 'big/nov21-1200', 'big/nov21-1100', 'small/nov21-0800']);
    expect(plan.remove).toEqual(['big/nov21-1000', 'big/nov21-0900', 'small/nov10-0800']);
  });

  it("never lets one campaign's many backups push out another's only one, however old", () => {
    const busy = [21, 20, 19, 18, 17, 16, 15, 14].flatMap((day) => [
      of('busy', backup(day, 9)),
      of('busy', backup(day, 12)),
      of('busy', backup(day, 15)),
    ]);
    const quiet = of('quiet', backup(1, 9));
    const plan = planRetentionByCampaign([...busy, quiet], now);
    expect(plan.keep).toContain('quiet/nov01-0900');
    expect(plan.keep.filter((name) => name.startsWith('busy/'))).toHaveLength(retentionPolicy.maxKept);
  });

  it('keeps legacy whole-library backups as a group of their own', () => {
    const legacy = [of(null, backup(21, 9)), of(null, backup(20, 9)), of(null, backup(5, 9))];
    const plan = planRetentionByCampaign([...legacy, of('a', backup(21, 10))], now);
    expect(plan.keep).toEqual(['a/nov21-1000', 'library/nov21-0900', 'library/nov20-0900']);
    expect(plan.remove).toEqual(['library/nov05-0900']);
  });

  it('keeps one future-dated backup per campaign', () => {
    const plan = planRetentionByCampaign(
      [of('a', backup(23, 9)), of('a', backup(22, 9)), of('b', backup(22, 9)), of('b', backup(21, 9))],
      now,
    );
    expect(plan.keep).toEqual(['a/nov23-0900', 'b/nov22-0900', 'b/nov21-0900']);
    expect(plan.remove).toEqual(['a/nov22-0900']);
  });

  it('throws RangeError for a name shared across campaigns', () => {
    const clash = [
      { name: 'x', createdAt: now, campaignId: 'a' },
      { name: 'x', createdAt: now, campaignId: 'b' },
    ];
    expect(() => planRetentionByCampaign(clash, now)).toThrow(RangeError);
  });
});

describe('planRetention properties', () => {
  const day = 86_400_000;
  const nowArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
  const scenario = nowArb.chain((at) =>
    fc.record({
      now: fc.constant(at),
      backups: fc.uniqueArray(
        fc.record({
          name: fc.string({ minLength: 1, maxLength: 12 }),
          createdAt: fc.integer({ min: at - 20 * day, max: at + 2 * day }),
        }),
        { selector: (b) => b.name, maxLength: 60 },
      ),
    }),
  );

  test.prop([scenario])(
    'keeps a subset of the input and deletes the rest, each name once',
    ({ backups, now }) => {
      const { keep, remove } = planRetention(backups, now);
      const names = backups.map((b) => b.name);
      expect([...keep, ...remove].sort()).toEqual([...names].sort());
      expect(keep.filter((name) => remove.includes(name))).toEqual([]);
    },
  );

  test.prop([scenario])('never keeps more than 10 dated up to now, and 1 dated after', ({ backups, now }) => {
    const kept = new Set(planRetention(backups, now).keep);
    const keptReal = backups.filter((b) => kept.has(b.name) && b.createdAt <= now);
    expect(keptReal.length).toBeLessThanOrEqual(retentionPolicy.maxKept);
    expect(kept.size - keptReal.length).toBeLessThanOrEqual(retentionPolicy.futureKept);
  });

  test.prop([scenario])(
    'keeps the same real backups whatever future-dated ones lie beside them',
    ({ backups, now }) => {
      const real = backups.filter((b) => b.createdAt <= now);
      const keptReal = (plan: { keep: readonly string[] }) =>
        plan.keep.filter((name) => real.some((b) => b.name === name));
      expect(keptReal(planRetention(backups, now))).toEqual(keptReal(planRetention(real, now)));
    },
  );

  test.prop([scenario])('keeps the newest backup dated up to now', ({ backups, now }) => {
    const real = backups.filter((b) => b.createdAt <= now);
    fc.pre(real.length > 0);
    const newest = Math.max(...real.map((b) => b.createdAt));
    const { keep } = planRetention(backups, now);
    expect(real.filter((b) => keep.includes(b.name)).some((b) => b.createdAt === newest)).toBe(true);
  });

  test.prop([scenario])('always keeps the newest backup', ({ backups, now }) => {
    fc.pre(backups.length > 0);
    const newest = Math.max(...backups.map((b) => b.createdAt));
    const { keep } = planRetention(backups, now);
    expect(backups.filter((b) => keep.includes(b.name)).some((b) => b.createdAt === newest)).toBe(true);
  });

  test.prop([scenario])('changes nothing when applied to what it kept', ({ backups, now }) => {
    const kept = new Set(planRetention(backups, now).keep);
    const second = planRetention(
      backups.filter((b) => kept.has(b.name)),
      now,
    );
    expect(second.remove).toEqual([]);
  });

  test.prop([scenario])('does not depend on the order of its input', ({ backups, now }) => {
    expect(planRetention([...backups].reverse(), now)).toEqual(planRetention(backups, now));
  });
});

describe('planDeletedCampaigns', () => {
  let runsThatRemoved = 0;
  afterAll(() => expect(runsThatRemoved, 'the property never saw a removal').toBeGreaterThan(0));
  const day = 24 * 60 * 60 * 1000;
  const of = (campaignId: string | null, createdAt: number, name = `${campaignId}-${createdAt}`) => ({
    name,
    campaignId,
    createdAt,
  });
  const live = new Set(['vault']);
  const none = new Map<string, number>();

  it('is a month of grace: 30 days', () => {
    expect(deletedCampaignGraceMs).toBe(30 * day);
  });

  it('removes nothing the first time it hears a campaign is gone, and remembers since when', () => {
    const backups = [of('docks', now - 400 * day), of('docks', now - 300 * day)];
    expect(planDeletedCampaigns(backups, live, none, now)).toEqual({
      remove: [],
      missingSince: new Map([['docks', now]]),
    });
  });

  it('removes every backup of a campaign gone for the grace period whose newest is as old', () => {
    const backups = [of('docks', now - 400 * day), of('docks', now - 30 * day)];
    const since = new Map([['docks', now - 30 * day]]);
    expect(planDeletedCampaigns(backups, live, since, now)).toEqual({
      remove: [`docks-${now - 30 * day}`, `docks-${now - 400 * day}`],
      missingSince: new Map(),
    });
  });

  it('keeps them one millisecond before: gone for less than the grace period', () => {
    const backups = [of('docks', now - 400 * day)];
    const since = new Map([['docks', now - 30 * day + 1]]);
    expect(planDeletedCampaigns(backups, live, since, now).remove).toEqual([]);
  });

  it('keeps them while the newest backup is younger than the grace period, however long it is gone', () => {
    const backups = [of('docks', now - 400 * day), of('docks', now - 30 * day + 1)];
    const since = new Map([['docks', now - 400 * day]]);
    expect(planDeletedCampaigns(backups, live, since, now)).toEqual({
      remove: [],
      missingSince: new Map([['docks', now - 400 * day]]),
    });
  });

  it('starts counting again when the remembered instant is after now (the clock went back)', () => {
    const backups = [of('docks', now - 400 * day)];
    const since = new Map([['docks', now + 60 * day]]);
    expect(planDeletedCampaigns(backups, live, since, now)).toEqual({
      remove: [],
      missingSince: new Map([['docks', now]]),
    });
  });

  it('never removes the backups of a campaign the library has, nor legacy library backups', () => {
    const backups = [of('vault', now - 900 * day), of(null, now - 900 * day, 'legacy')];
    const since = new Map([['vault', now - 900 * day]]);
    expect(planDeletedCampaigns(backups, live, since, now)).toEqual({ remove: [], missingSince: new Map() });
  });

  it('forgets campaigns that have no backups left', () => {
    const since = new Map([['gone', now - 900 * day]]);
    expect(planDeletedCampaigns([], live, since, now).missingSince).toEqual(new Map());
  });

  it('takes an id like "__proto__" as any other', () => {
    const backups = [of('__proto__', now - 400 * day)];
    const since = new Map([['__proto__', now - 31 * day]]);
    expect(planDeletedCampaigns(backups, live, since, now).remove).toEqual([`__proto__-${now - 400 * day}`]);
  });

  test.prop([
    fc.array(
      fc.record({
        campaignId: fc.constantFrom('vault', 'docks', 'yard', null),
        createdAt: fc.integer({ min: now - 400 * day, max: now + 10 * day }),
      }),
      { maxLength: 30 },
    ),
    fc.dictionary(
      fc.constantFrom('vault', 'docks', 'yard'),
      fc.integer({ min: now - 400 * day, max: now + 10 * day }),
    ),
  ])(
    'removes only backups of campaigns the library lacks, all of one campaign or none, after the grace period',
    (picked, remembered) => {
      const backups = picked.map((backup, i) => ({ ...backup, name: `b${i}` }));
      const since = new Map(Object.entries(remembered));
      const removed = new Set(planDeletedCampaigns(backups, live, since, now).remove);
      if (removed.size > 0) runsThatRemoved += 1;
      for (const backup of backups) {
        if (!removed.has(backup.name)) continue;
        expect(backup.campaignId).not.toBeNull();
        expect(live.has(backup.campaignId ?? '')).toBe(false);
        const same = backups.filter((other) => other.campaignId === backup.campaignId);
        expect(same.every((other) => removed.has(other.name))).toBe(true);
        expect(same.every((other) => now - other.createdAt >= deletedCampaignGraceMs)).toBe(true);
        expect(now - (since.get(backup.campaignId ?? '') ?? now)).toBeGreaterThanOrEqual(
          deletedCampaignGraceMs,
        );
      }
    },
  );
});
