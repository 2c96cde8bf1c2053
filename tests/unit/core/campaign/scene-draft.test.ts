import { describe, expect, it } from 'vitest';
import { decide, openFromDraft, openableEngines, rollId, sceneId } from '../../../../core/index.ts';
import type { CampaignCommand, OpenDraft } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { brannigan, crewTable, heistTable, ruth, vex, warehouse } from './scene-table.ts';

/** The Open-a-scene form's rules: what it offers, the command a draft makes, and the problem next to its field. */

const crewAndGuards = [
  { id: 'crew', label: 'Crew', crew: true },
  { id: 'guards', label: 'Guards', crew: false },
];

function spotTable() {
  return crewTable()
    .run({ type: 'spot/create', spotId: 'harrow', name: 'The Harrow warehouse' } as CampaignCommand)
    .run({
      type: 'spot/add-zone',
      spotId: 'harrow',
      zoneId: 'dock',
      name: 'Dock',
      x: 1,
      y: 1,
    } as CampaignCommand)
    .run({
      type: 'spot/place-guard',
      spotId: 'harrow',
      guard: brannigan,
      zone: 'dock',
      awareness: null,
      training: null,
    } as CampaignCommand);
}

const heistDraft = (changes: Partial<OpenDraft> = {}): OpenDraft => ({
  name: 'The warehouse job',
  engine: 'heist',
  sides: crewAndGuards,
  participants: [
    { characterId: vex, side: 'crew', zone: 'dock' },
    { characterId: ruth, side: 'crew', zone: '' },
  ],
  spotId: 'harrow',
  ...changes,
});

describe('openFromDraft', () => {
  it('offers the engines that open on their own, the Heist on a Spot', () => {
    expect(openableEngines().map((e) => [e.id, e.needsSpot, e.form])).toEqual([
      ['prep', false, null],
      ['social', false, null],
      ['heist', true, null],
      ['warfare', false, null],
      ['skirmish', false, 'skirmish'],
    ]);
  });

  it('offers the HEIST skirmish with its own form: the shared draft does not open one', () => {
    expect(openableEngines().find((e) => e.id === 'skirmish')).toEqual({
      id: 'skirmish',
      title: 'HEIST skirmish',
      needsSpot: false,
      form: 'skirmish',
    });
    const state = crewTable().state;
    const draft: OpenDraft = {
      name: 'Brawl',
      engine: 'skirmish',
      sides: crewAndGuards,
      participants: [{ characterId: vex, side: 'crew', zone: '' }],
      spotId: null,
    };
    expect(openFromDraft(state, draft, sceneId('brawl'), 0)).toEqual({
      field: 'engine',
      message: 'HEIST skirmish opens from its own form',
    });
  });

  it('COT-GUARD-1: a Heist on a Spot brings its posted guards; the crew start where the GM put them', () => {
    const state = spotTable().state;
    const made = openFromDraft(state, heistDraft(), sceneId('job'), 0);
    if (!('command' in made)) throw new Error(made.message);
    expect(made.command.participants.map((p) => [p.characterId, p.side, p.zone])).toEqual([
      [vex, 'crew', 'dock'],
      [ruth, 'crew', ''],
      [brannigan, 'guards', 'dock'],
    ]);
    expect(made.command.setup).toEqual({
      spotId: 'harrow',
      crew: [vex, ruth],
      others: [],
      placements: [{ character: vex, zone: 'dock' }],
    });
    const stored = decide(
      state,
      { ...made.command, at: 1, rollId: rollId('o') } as CampaignCommand,
      fixedDice(),
    );
    expect(stored.ok).toBe(true);
  });

  it('COT-WAR-1: Gang Warfare opened from the form rolls initiative as it opens; a Heist counts free turns', () => {
    const state = spotTable().state;
    const fight = openFromDraft(
      state,
      heistDraft({
        name: 'Shootout',
        engine: 'warfare',
        spotId: null,
        participants: [
          { characterId: vex, side: 'crew', zone: '' },
          { characterId: brannigan, side: 'guards', zone: '' },
        ],
      }),
      sceneId('fight'),
      0,
    );
    if (!('command' in fight)) throw new Error(fight.message);
    expect(fight.command).toMatchObject({ rollInitiative: true });
    const opened = decide(
      state,
      { ...fight.command, at: 1, rollId: rollId('f') } as CampaignCommand,
      fixedDice(...Array<number>(40).fill(4)),
    );
    if (!opened.ok) throw new Error(opened.message);
    const changes = opened.events.map((e) => (e as { event?: { type: string } }).event?.type);
    expect(changes).toContain('initiative/started');
    expect(changes.filter((type) => type?.startsWith('time/free'))).toEqual([]);

    const job = openFromDraft(state, heistDraft(), sceneId('job'), 0);
    if (!('command' in job)) throw new Error(job.message);
    expect(job.command).not.toHaveProperty('rollInitiative');
  });

  it('names the field of each problem', () => {
    const state = spotTable().state;
    const problem = (draft: OpenDraft) => {
      const made = openFromDraft(state, draft, sceneId('job'), 0);
      return 'field' in made ? [made.field, made.message] : null;
    };
    expect(problem(heistDraft({ name: ' ' }))).toEqual(['name', 'Give the scene a name']);
    expect(problem(heistDraft({ spotId: null }))).toEqual(['spot', 'Choose the Spot it is played on']);
    expect(problem(heistDraft({ participants: [] }))).toEqual([
      'participants',
      'Pick at least one participant',
    ]);
    expect(problem(heistDraft({ sides: [{ id: 'crew', label: '', crew: true }] }))).toEqual([
      'sides',
      'Every side needs a name',
    ]);
    expect(problem(heistDraft({ engine: 'chase' }))?.[0]).toBe('engine');
    expect(
      problem(
        heistDraft({ engine: 'prep', participants: [{ characterId: brannigan, side: 'guards', zone: '' }] }),
      ),
    ).toEqual(['participants', 'Prep needs at least one of the crew, on the crew side']);
  });

  it('COT-D-40: says who is already in another running scene, for the GM to confirm', () => {
    const state = heistTable().state;
    const made = openFromDraft(
      state,
      {
        name: 'Meanwhile',
        engine: 'prep',
        sides: crewAndGuards,
        participants: [{ characterId: ruth, side: 'crew', zone: '' }],
        spotId: null,
      },
      sceneId('meanwhile'),
      0,
    );
    if (!('command' in made)) throw new Error(made.message);
    expect(made.elsewhere).toMatchObject({ characterId: ruth, name: 'Ruth', scene: { id: warehouse } });
  });
});
