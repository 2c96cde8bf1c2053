import { describe, expect, it } from 'vitest';
import { apply } from '../../../../core/campaign/apply.ts';
import { decide } from '../../../../core/campaign/decide.ts';
import { replay } from '../../../../core/campaign/log.ts';
import type { CampaignEvent, CampaignState, RollRecord } from '../../../../core/campaign/types.ts';
import { defaultSettings } from '../../../../core/cot/settings/index.ts';
import { rollId } from '../../../../core/shared/ids.ts';
import { accepted, crewCampaign, deepFreeze, fixedDice, id, rollCommand, sheet } from './support.ts';

const { state } = crewCampaign();
const fold = (from: CampaignState, events: readonly CampaignEvent[]) =>
  events.reduce<CampaignState>((next, event) => apply(next, event), from);

describe('apply', () => {
  it('starts a campaign with default settings, an empty purse, no session and no scenes', () => {
    expect(apply(null, { type: 'campaign/created', name: 'Job' })).toEqual({
      name: 'Job',
      settings: defaultSettings,
      crew: { resources: 0, heat: 0 },
      session: 0,
      characters: {},
      scenes: {},
      closed: {},
      recentlyClosed: [],
      spots: {},
      quietDays: 0,
      sessionUnderWay: false,
      loyaltyChanges: [],
      clock: { now: 0, running: [], closed: [] },
      bolsters: { pending: [], turns: [] },
      bridge: { fights: {}, written: {}, records: {} },
      players: { hiddenScenes: [], characters: {}, spots: {} },
    });
  });

  it('merges a character update into the sheet', () => {
    const next = apply(state, {
      type: 'character/updated',
      id: id('vex'),
      changes: { reputation: 7, notes: 'Left hook.' },
    });
    expect(next.characters[id('vex')]).toEqual({ ...sheet('vex'), reputation: 7, notes: 'Left hook.' });
    expect(next.characters[id('ruth')]).toBe(state.characters[id('ruth')]);
  });

  it('merges setting changes over the current settings, through withDefaults', () => {
    const once = apply(state, { type: 'settings/changed', changes: { bolsterStacks: false } });
    const twice = apply(once, { type: 'settings/changed', changes: { leanOntoPerRoll: 2 } });
    expect(twice.settings).toEqual({ ...defaultSettings, bolsterStacks: false, leanOntoPerRoll: 2 });
  });

  it('TV-COT-TIME-7-a: a new session gives every used Focus Round back', () => {
    const used = deepFreeze(
      apply(state, { type: 'character/updated', id: id('vex'), changes: { focusRoundUsed: true } }),
    );
    expect(used.characters[id('vex')]?.focusRoundUsed).toBe(true);
    const next = fold(used, accepted(decide(used, { type: 'session/start' }, fixedDice())));
    expect(next.session).toBe(1);
    expect(Object.values(next.characters).every((character) => !character.focusRoundUsed)).toBe(true);
    expect(next.characters[id('ruth')]).toBe(used.characters[id('ruth')]);
  });

  it('keeps no roll in the state: the roll log is the log, so the state never grows with it', () => {
    const first = accepted(decide(state, rollCommand({ pool: { rolled: 1, kept: 1 } }), fixedDice(2)));
    const afterFirst = fold(state, first);
    expect(afterFirst).toEqual(state);
    expect(first.map((event) => event.type === 'dice/rolled' && event.roll.rolled?.total)).toEqual([2]);
  });

  it('never mutates its input', () => {
    const frozen = deepFreeze(structuredClone(state));
    const events: CampaignEvent[] = [
      { type: 'campaign/renamed', name: 'Renamed' },
      { type: 'crew/adjusted', changes: { heat: 3 } },
      { type: 'session/started', session: 1 },
      { type: 'character/updated', id: id('vex'), changes: { reputation: 0 } },
      { type: 'character/deleted', id: id('okafor') },
    ];
    for (const event of events) expect(() => apply(frozen, deepFreeze(event))).not.toThrow();
    expect(frozen).toEqual(state);
  });

  describe('refuses events that do not fit the state (a corrupt log)', () => {
    const roll = (characterId: string | null): RollRecord => {
      const [event] = accepted(decide(state, rollCommand({ pool: { rolled: 1, kept: 1 } }), fixedDice(4)));
      if (event?.type !== 'dice/rolled') throw new Error('expected a roll');
      return { ...event.roll, characterId: characterId === null ? null : id(characterId) };
    };

    it.each<[string, CampaignState | null, CampaignEvent, RegExp]>([
      [
        'an update before creation',
        null,
        { type: 'character/deleted', id: id('vex') },
        /before the campaign was created/,
      ],
      ['a second creation', state, { type: 'campaign/created', name: 'Again' }, /created a second time/],
      [
        'an unknown character',
        state,
        { type: 'character/updated', id: id('ghost'), changes: {} },
        /No character has the id "ghost"/,
      ],
      [
        'a deleted unknown character',
        state,
        { type: 'character/deleted', id: id('toString') },
        /No character/,
      ],
      [
        'a duplicate character',
        state,
        { type: 'character/created', character: sheet('vex') },
        /created a second time/,
      ],
      ['a roll by an unknown character', state, { type: 'dice/rolled', roll: roll('ghost') }, /"ghost"/],
      [
        'a skipped session',
        state,
        { type: 'session/started', session: 3 },
        /Session 3 started after session 0/,
      ],
    ])('throws on %s', (_name, from, event, message) => {
      expect(() => apply(from, event)).toThrow(message);
    });

    it('a replay throws on a roll id used twice', () => {
      const record = { ...roll(null), id: rollId('twice') };
      const entry = (seq: number) => ({
        seq,
        at: seq,
        command: 'dice/roll' as const,
        events: [{ type: 'dice/rolled' as const, roll: record }],
        undone: false,
      });
      const created = {
        seq: 1,
        at: 1,
        command: 'campaign/create' as const,
        events: [{ type: 'campaign/created' as const, name: 'Twice' }],
        undone: false,
      };
      expect(() => replay([created, entry(2), entry(3)])).toThrow(/used twice/);
    });
  });
});
