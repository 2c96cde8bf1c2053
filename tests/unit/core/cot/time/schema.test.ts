import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  bolsterCommandSchema,
  bolsterEventSchema,
  freeTurnsCommandSchema,
  freeTurnsEventSchema,
  scheduleCommandSchema,
  scheduleEventSchema,
  sessionCommandSchema,
  sessionEventSchema,
} from '../../../../../core/cot/time/schema.ts';
import { firstPath, schemaIssues } from './support.ts';

/** Events of one kind in the version-1 and version-2 fixtures, as Heistbox 0.2 and 0.3 wrote them. */
function fixtureEvents(wrapper: 'clock/changed' | 'bolsters/changed'): unknown[] {
  const fixture = (name: string) => new URL(`../../../../fixtures/${name}`, import.meta.url);
  const v1 = JSON.parse(readFileSync(fixture('v1/long-con.heistbox.json'), 'utf8')) as { log: unknown[] };
  const v2 = ['v2/mid-fight.heistbox', 'v2/mid-chase.heistbox'].flatMap((name) =>
    gunzipSync(readFileSync(fixture(name)))
      .toString('utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => JSON.parse(line) as unknown),
  );
  return [...v1.log, ...v2].flatMap((entry) =>
    (entry as { events: { type: string; event?: unknown }[] }).events
      .filter((event) => event.type === wrapper)
      .map((event) => event.event),
  );
}

const refused = (schema: Parameters<typeof schemaIssues>[0], events: readonly unknown[]) =>
  events
    .map((event) => ({ event, issues: schemaIssues(schema, event) }))
    .filter((result) => result.issues.length > 0);

/** Each case: a value and the path of the field its first problem names. */
function expectPaths(schema: Parameters<typeof firstPath>[0], cases: readonly [unknown, string][]): void {
  for (const [value, path] of cases) expect([path, firstPath(schema, value)]).toEqual([path, path]);
}

const proto = (json: string): unknown => JSON.parse(json);

describe('time schemas', () => {
  it('accept every clock and Bolster event Heistbox 0.2 and 0.3 wrote', () => {
    const clock = fixtureEvents('clock/changed');
    const bolsters = fixtureEvents('bolsters/changed');
    expect(clock.length).toBeGreaterThan(50);
    expect(bolsters.length).toBeGreaterThan(200);
    expect(refused(scheduleEventSchema, clock)).toEqual([]);
    expect(refused(bolsterEventSchema, bolsters)).toEqual([]);
  });

  it('refuse hostile Bolster events and commands, naming the field', () => {
    const used = { type: 'time/bolsters-used', recipient: 'B', givers: ['A'], dice: 1 };
    expect(firstPath(bolsterEventSchema, used)).toBeNull();
    expectPaths(bolsterEventSchema, [
      [proto('{"type":"time/waited","characterId":"A","__proto__":{"x":1}}'), '__proto__'],
      [{ ...used, givers: [] }, 'givers'],
      [{ ...used, dice: 0 }, 'dice'],
      [{ ...used, dice: 1.5 }, 'dice'],
      [{ ...used, recipient: '' }, 'recipient'],
      [{ ...used, recipient: '__proto__' }, 'recipient'],
      [{ type: 'time/bolstered', giver: 'A', recipient: 'B', expiresAfterTurn: 0 }, 'expiresAfterTurn'],
      [{ type: 'time/turn-closed', characterId: 'A', turn: Infinity, lost: [] }, 'turn'],
      [{ type: 'time/turn-closed', characterId: 'A', turn: 1, lost: 'B' }, 'lost'],
      [{ type: 'time/boosted', characterId: 'A' }, 'type'],
    ]);
    expectPaths(bolsterCommandSchema, [
      [{ type: 'time/bolster', giver: 'A' }, 'recipient'],
      [{ type: 'time/wait', characterId: 'x'.repeat(201) }, 'characterId'],
    ]);
  });

  it('refuse hostile clock events and commands, naming the field', () => {
    const opened = { type: 'time/scene-opened', sceneId: 's', label: 'Vault', stage: 'heist', startedAt: 0 };
    const closed = {
      type: 'time/scene-closed',
      sceneId: 's',
      minutes: 15,
      countsAs: { sceneId: 't', stage: 'social', rounds: 2 },
    };
    expect(firstPath(scheduleEventSchema, opened)).toBeNull();
    expect(firstPath(scheduleEventSchema, closed)).toBeNull();
    expectPaths(scheduleEventSchema, [
      [{ ...opened, stage: 'siesta' }, 'stage'],
      [{ ...opened, startedAt: -5 }, 'startedAt'],
      [{ ...opened, startedAt: Number.NaN }, 'startedAt'],
      [{ ...opened, label: 'x'.repeat(501) }, 'label'],
      [{ ...opened, sceneId: 'constructor' }, 'sceneId'],
      [{ ...opened, extra: true }, 'extra'],
      [{ type: 'time/round-finished', sceneId: 's', round: 0, endsAt: 5 }, 'round'],
      [{ type: 'time/round-finished', sceneId: 's', round: 1, endsAt: 1e300 }, 'endsAt'],
      [{ ...closed, countsAs: { ...closed.countsAs, rounds: -1 } }, 'countsAs.rounds'],
      [{ ...closed, countsAs: { ...closed.countsAs, stage: 'nap' } }, 'countsAs.stage'],
    ]);
    expectPaths(scheduleCommandSchema, [
      [{ type: 'time/open-scene', sceneId: '', label: 'x', stage: 'heist' }, 'sceneId'],
      [{ type: 'time/finish-round', sceneId: 's', rounds: 3 }, 'rounds'],
    ]);
  });

  it('refuse hostile events and commands of turns without initiative, naming the field', () => {
    const began = {
      type: 'time/free-turns-began',
      stage: 'heist',
      members: [{ characterId: 'R', name: 'Ruth' }],
      round: 3,
    };
    const ended = { type: 'time/free-round-ended', round: 3, minutes: 5, skipped: ['R'] };
    expect(firstPath(freeTurnsEventSchema, began)).toBeNull();
    expect(firstPath(freeTurnsEventSchema, ended)).toBeNull();
    expectPaths(freeTurnsEventSchema, [
      [{ ...began, members: [] }, 'members'],
      [{ ...began, members: [began.members[0], began.members[0]] }, 'members'],
      [{ ...began, members: [{ characterId: 'R', name: '' }] }, 'members.0.name'],
      [{ ...began, members: [{ characterId: 'R', name: 'Ruth', hp: 3 }] }, 'members.0.hp'],
      [{ ...began, round: 0 }, 'round'],
      [{ ...ended, minutes: 7 }, 'minutes'],
      [{ ...ended, minutes: -1 }, 'minutes'],
      [{ ...ended, skipped: [''] }, 'skipped.0'],
      [{ ...ended, round: '3' }, 'round'],
      [proto('{"type":"time/free-member-left","round":1,"characterId":"R","__proto__":null}'), '__proto__'],
    ]);
    expect(firstPath(freeTurnsCommandSchema, { type: 'time/end-free-round' })).toBeNull();
    expectPaths(freeTurnsCommandSchema, [
      [{ type: 'time/end-free-round', early: true }, 'early'],
      [{ type: 'time/begin-free-turns', stage: 'heist', members: began.members, fromRound: -2 }, 'fromRound'],
      [{ type: 'time/join-free-turns', characterId: 'V' }, 'name'],
    ]);
  });

  it('refuse hostile session events and commands, naming the field', () => {
    const used = { type: 'time/session-limit-used', session: 2, characterId: 'R', limit: 'focus-round' };
    expect(firstPath(sessionEventSchema, used)).toBeNull();
    expectPaths(sessionEventSchema, [
      [{ type: 'time/session-opened', session: 0 }, 'session'],
      [{ type: 'time/session-opened', session: 1_000_001 }, 'session'],
      [{ ...used, limit: 'extra-turn' }, 'limit'],
      [{ ...used, characterId: 7 }, 'characterId'],
    ]);
    expectPaths(sessionCommandSchema, [[{ type: 'time/open-session', session: 3 }, 'session']]);
  });
});
