import { describe, expect, it } from 'vitest';
import {
  alarmOpenChoice,
  alarmPlanCommand,
  alarmPlanForm,
  editAlarmPlan,
  parseThresholds,
  plainMessage,
  unknownSecurityMarks,
  withAlarmChoice,
} from '../../../../../core/cot/alarm/form.ts';
import { newAlarmPlan } from '../../../../../core/cot/alarm/index.ts';
import type { AlarmCard, AlarmPlan } from '../../../../../core/cot/alarm/index.ts';
import { blankCharacter } from '../../../../../core/cot/characters/create.ts';
import type { Character } from '../../../../../core/cot/characters/index.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import type { Spot } from '../../../../../core/cot/spot/index.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { barrier, buildSpot, zone } from '../spot/support.ts';
import { deepFreeze } from '../warfare/support.ts';

/**
 * The Spot editor's alarm section as core reads it (Masters of the Heist, issue 19): each click one whole plan for
 * `spot/set-alarm-plan`, refused in the words `decide` would use, without the file's field path.
 */

const sheet = (id: string, kind: Character['kind']): Character =>
  blankCharacter(characterId(id), kind, id[0]!.toUpperCase() + id.slice(1), defaultSettings);
const characters = deepFreeze({
  [characterId('brannigan')]: sheet('brannigan', 'guard'),
  [characterId('okafor')]: sheet('okafor', 'guard'),
  [characterId('vex')]: sheet('vex', 'crew'),
}) as Readonly<Record<string, Character>>;
const campaign = { characters, settings: defaultSettings };
const tableOn = { characters, settings: { ...defaultSettings, alarmTrackDefault: true } };
/** The plan a new Spot starts from at the default table (MOTH-D-4: an alert every 3, the alarm at 12). */
const emptyAlarmPlan = () => newAlarmPlan(defaultSettings);

const card = (id: string, effect: AlarmCard['effect'], special = false): AlarmCard => ({
  id,
  name: id,
  special,
  effect,
});

function bank(plan?: AlarmPlan): Spot {
  const spot = buildSpot('bank', [
    zone('dock'),
    zone('office', 100),
    zone('vault', 200),
    barrier('b-out', 'outside', 'dock'),
    barrier('b-dock', 'dock', 'office'),
    barrier('b-vault', 'office', 'vault'),
  ]);
  return deepFreeze(plan === undefined ? spot : { ...spot, alarm: plan });
}

describe('editAlarmPlan', () => {
  const plan = deepFreeze({
    ...emptyAlarmPlan(),
    deck: [card('a', { kind: 'gate' }), card('b', { kind: 'nothing' }), card('c', { kind: 'alarm' })],
  });

  it('moves a card up or down one place, and leaves the deck as it is at either end', () => {
    expect(editAlarmPlan(plan, { kind: 'move-card', index: 2, by: -1 })?.deck.map((c) => c.id)).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect(editAlarmPlan(plan, { kind: 'move-card', index: 0, by: 1 })?.deck.map((c) => c.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(editAlarmPlan(plan, { kind: 'move-card', index: 0, by: -1 })).toEqual(plan);
    expect(editAlarmPlan(plan, { kind: 'move-card', index: 2, by: 1 })).toEqual(plan);
  });

  it('marks a card Special and removes one by its place', () => {
    expect(editAlarmPlan(plan, { kind: 'special', index: 1, special: true })?.deck[1]?.special).toBe(true);
    expect(editAlarmPlan(plan, { kind: 'remove-card', index: 0 })?.deck.map((c) => c.id)).toEqual(['b', 'c']);
  });

  it('marks a zone unknown once, and unmarks it', () => {
    const marked = editAlarmPlan(plan, { kind: 'unknown', zone: 'office', unknown: true })!;
    expect(marked.unknown).toEqual(['office']);
    expect(editAlarmPlan(marked, { kind: 'unknown', zone: 'office', unknown: true })?.unknown).toEqual([
      'office',
    ]);
    expect(editAlarmPlan(marked, { kind: 'unknown', zone: 'office', unknown: false })?.unknown).toEqual([]);
  });

  it('reads the switch: on, off, or the table default (null)', () => {
    expect(editAlarmPlan(plan, { kind: 'switch', on: 'on' })?.on).toBe(true);
    expect(editAlarmPlan(plan, { kind: 'switch', on: 'off' })?.on).toBe(false);
    expect(editAlarmPlan({ ...plan, on: true }, { kind: 'switch', on: 'default' })?.on).toBeNull();
  });
});

describe('alarmPlanCommand', () => {
  it('makes one spot/set-alarm-plan holding the whole plan, starting a fresh plan on a Spot without one', () => {
    const answer = alarmPlanCommand(campaign, bank(), {
      kind: 'add-item',
      item: { id: 'lock-1', kind: 'lock', score: 12 },
    });
    expect(answer).toEqual({
      command: {
        type: 'spot/set-alarm-plan',
        spotId: 'bank',
        plan: { ...emptyAlarmPlan(), bag: [{ id: 'lock-1', kind: 'lock', score: 12 }] },
      },
    });
  });

  it('refuses a lock scored 0 in the bag’s words, without the field path, naming the bag as the part', () => {
    expect(
      alarmPlanCommand(campaign, bank(), {
        kind: 'add-item',
        item: { id: 'lock-1', kind: 'lock', score: 0 },
      }),
    ).toEqual({ part: 'bag', message: 'A Security Score must be a whole number from 1 to 99 (got 0)' });
  });

  it('refuses a crew member put in the bag as a guard', () => {
    const answer = alarmPlanCommand(campaign, bank(), {
      kind: 'add-item',
      item: { id: 'g', kind: 'guard', guard: characterId('vex'), awareness: null, training: null },
    });
    expect(answer).toEqual({ part: 'bag', message: 'Vex is not a guard (COT-GUARD-1)' });
  });

  it('refuses thresholds that do not climb below the alarm, on the track', () => {
    const answer = alarmPlanCommand(campaign, bank(), { kind: 'track', alerts: [6, 3], alarm: 12 });
    expect(answer).toMatchObject({ part: 'track' });
    expect('message' in answer && answer.message).toMatch(/^Thresholds are whole numbers, increasing/);
  });

  it('refuses an edit that changes nothing', () => {
    const spot = bank({ ...emptyAlarmPlan(), unknown: ['office'] });
    expect(alarmPlanCommand(campaign, spot, { kind: 'unknown', zone: 'office', unknown: true })).toEqual({
      part: 'unknown',
      message: 'That changes nothing in the plan.',
    });
  });

  it('removes the plan with null', () => {
    expect(alarmPlanCommand(campaign, bank(emptyAlarmPlan()), { kind: 'remove-plan' })).toEqual({
      command: { type: 'spot/set-alarm-plan', spotId: 'bank', plan: null },
    });
  });
});

describe('alarmPlanForm', () => {
  it('offers the next gate’s letter and only the ways and zones not yet gates; none past D', () => {
    const one = alarmPlanForm(
      campaign,
      bank({ ...emptyAlarmPlan(), gates: [{ kind: 'barrier', barrier: 'b-dock' }] }),
    );
    expect(one.gates).toEqual([{ letter: 'A', label: 'the way between dock and office' }]);
    expect(one.nextLetter).toBe('B');
    expect(one.gateChoices.map((c) => c.key)).not.toContain('barrier:b-dock');
    expect(one.gateChoices.map((c) => c.key)).toContain('zone:vault');
    const full = alarmPlanForm(
      campaign,
      bank({
        ...emptyAlarmPlan(),
        gates: [
          { kind: 'barrier', barrier: 'b-dock' },
          { kind: 'barrier', barrier: 'b-vault' },
          { kind: 'zone', zone: 'vault' },
          { kind: 'zone', zone: 'office' },
        ],
      }),
    );
    expect(full.gates.map((g) => g.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect(full.nextLetter).toBeNull();
    expect(full.gateChoices).toEqual([]);
  });

  it('offers only guards not already in the plan or posted at the Spot', () => {
    const form = alarmPlanForm(
      campaign,
      bank({
        ...emptyAlarmPlan(),
        bag: [{ id: 'g', kind: 'guard', guard: characterId('okafor'), awareness: 9, training: null }],
      }),
    );
    expect(form.guards).toEqual([{ id: 'brannigan', name: 'Brannigan' }]);
    expect(form.bag[0]?.label).toBe('Guard: Okafor (Awareness 9, Training from the sheet)');
  });

  it('starts a new lock or camera at the default difficulty, within the score limits', () => {
    const { limits } = alarmPlanForm(campaign, bank());
    expect(limits.scoreDefault).toBe(9); // COT-DICE-5
    expect(limits.scoreDefault).toBeGreaterThanOrEqual(limits.scoreMin);
    expect(limits.scoreDefault).toBeLessThanOrEqual(limits.scoreMax);
  });

  it('reads the switch with the table’s default: a Spot on the default follows it', () => {
    expect(alarmPlanForm(tableOn, bank()).switch).toEqual({ value: 'default', defaultOn: true, on: true });
    expect(alarmPlanForm(tableOn, bank({ ...emptyAlarmPlan(), on: false })).switch).toEqual({
      value: 'off',
      defaultOn: true,
      on: false,
    });
  });

  it('says each card in words, top card first', () => {
    const form = alarmPlanForm(
      campaign,
      bank({
        ...emptyAlarmPlan(),
        deck: [
          card('x', { kind: 'gate' }),
          card('y', {
            kind: 'patrol',
            zone: 'office',
            guards: [{ guard: characterId('brannigan'), awareness: null, training: null }],
          }),
        ],
      }),
    );
    expect(form.deck.map((d) => [d.label, d.first, d.last])).toEqual([
      ['The next lockdown gate closes', true, false],
      ['A patrol comes into office: Brannigan', false, true],
    ]);
  });
});

describe('alarmOpenChoice and withAlarmChoice', () => {
  it('offers the switch only for a Heist on a Spot with a plan, its default the plan’s, else the table’s', () => {
    expect(alarmOpenChoice(defaultSettings, 'social', bank(emptyAlarmPlan()))).toBeNull();
    expect(alarmOpenChoice(defaultSettings, 'heist', bank())).toMatchObject({
      offered: false,
      defaultOn: false,
    });
    expect(alarmOpenChoice(defaultSettings, 'heist', bank({ ...emptyAlarmPlan(), on: true }))).toEqual({
      offered: true,
      defaultOn: true,
      because: "the Spot's plan says on",
    });
    expect(alarmOpenChoice(tableOn.settings, 'heist', bank(emptyAlarmPlan()))).toEqual({
      offered: true,
      defaultOn: true,
      because: "the table's default (on)",
    });
  });

  it('puts the GM’s choice in a Heist’s setup only, and leaves it out while the switch is left alone', () => {
    const open = { engine: 'heist', setup: { spotId: 'bank' } };
    expect(withAlarmChoice(open, false)).toEqual({
      engine: 'heist',
      setup: { spotId: 'bank', alarm: false },
    });
    expect(withAlarmChoice(open, null)).toBe(open);
    const social = { engine: 'social', setup: {} };
    expect(withAlarmChoice(social, true)).toBe(social);
  });
});

describe('unknownSecurityMarks', () => {
  it('marks the unknown zones on the GM’s map and never on what the crew knows', () => {
    const spot = bank({ ...emptyAlarmPlan(), unknown: ['office'] });
    expect(unknownSecurityMarks(spot, 'truth')).toEqual(['office']);
    expect(unknownSecurityMarks(spot, 'crew')).toEqual([]);
    expect(unknownSecurityMarks(bank(), 'truth')).toEqual([]);
  });
});

describe('parseThresholds and plainMessage', () => {
  it('reads "3, 6, 9" and refuses a part that is not a whole number', () => {
    expect(parseThresholds('3, 6,9')).toEqual([3, 6, 9]);
    expect(parseThresholds('')).toEqual([]);
    expect(parseThresholds('3, six')).toBeNull();
    expect(parseThresholds('2.5')).toBeNull();
  });

  it('drops the field path of a refusal', () => {
    expect(plainMessage('deck[3].effect.guards: 1 to 20 guards')).toBe('1 to 20 guards');
    expect(plainMessage('track.alarm: The last step must be…')).toBe('The last step must be…');
    expect(plainMessage('Nothing to drop here')).toBe('Nothing to drop here');
  });
});
