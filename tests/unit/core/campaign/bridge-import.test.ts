import { describe, expect, it } from 'vitest';
import type { ImportFightCommand } from '../../../../core/campaign/bridge-import.ts';
import { decide } from '../../../../core/campaign/decide.ts';
import { appendEntry, replay } from '../../../../core/campaign/log.ts';
import type { CampaignEvent, CampaignState } from '../../../../core/campaign/types.ts';
import {
  answerOf,
  bridge,
  characterId,
  emptyImportDraft,
  importCommand,
  importFightForm,
  rollId,
  sceneId,
} from '../../../../core/index.ts';
import type { ImportDraft } from '../../../../core/index.ts';

type ModelAnswer = bridge.ModelAnswer;
import { accepted, crewCampaign, fixedDice } from './support.ts';

/** `bridge/import-fight`: a standalone HEIST fight pasted into a campaign (BRG-D-31, BRG-D-50). */

const text = [
  'Side: Crew',
  'Ruth (2/5) Pistol w/2 reloads',
  'Side: Rossi gang',
  'Mr. E (2/3) Pistol w/1 reload',
  'Mr. D (2/3) Pistol w/1 reload',
  'Rounds: 6',
  'Noise: gunfire',
  'Ruth: stunned; Pistol w/1 reload, 1 counter',
  'Mr. E: wounded',
  'Mr. D: killed in round 5',
].join('\n');

const answers: readonly ModelAnswer[] = [
  { name: 'Ruth', as: 'character', character: characterId('ruth'), category: 'crew' },
  { name: 'Mr. E', as: 'new', id: characterId('mr-e'), subject: 'Rossi gang', category: 'other' },
  { name: 'Mr. D', as: 'new', id: characterId('mr-d'), subject: 'Rossi gang', category: 'other' },
];

function command(given: Partial<ImportFightCommand> = {}): ImportFightCommand {
  return {
    type: 'bridge/import-fight',
    fight: 'fight-1',
    name: 'Shoot-out at the docks',
    source: { kind: 'pasted', text },
    answers,
    parent: null,
    spot: null,
    zone: 'Docks',
    exits: [],
    at: 9000,
    rollId: rollId('import'),
    ...given,
  };
}

const campaign = (): CampaignState => crewCampaign().state;

function refusal(state: CampaignState, given: Partial<ImportFightCommand> | ImportFightCommand) {
  const decision = decide(state, { ...command(), ...given }, fixedDice());
  if (decision.ok) throw new Error('expected a refusal');
  return decision;
}

describe('bridge/import-fight (BRG-D-31, D-50)', () => {
  it('links the pasted fight (origin standalone) and proposes its write-back in one step', () => {
    const events = accepted(decide(campaign(), command(), fixedDice()));
    expect(events.map((event) => event.type)).toEqual(['bridge/fight-linked', 'bridge/proposed']);
    const linked = events[0] as Extract<CampaignEvent, { type: 'bridge/fight-linked' }>;
    expect(linked).toMatchObject({
      fight: 'fight-1',
      parent: null,
      scene: null,
      name: 'Shoot-out at the docks',
    });
    expect(linked.link).toMatchObject({
      origin: 'standalone',
      stage: 'action',
      spot: null,
      zones: ['Docks'],
    });
    expect(linked.link.models).toMatchObject({
      ruth: { who: 'character', character: 'ruth', category: 'crew', start: { name: 'Ruth' } },
      'mr-e': { who: 'new', id: 'mr-e', employer: 'Rossi gang', category: 'other' },
      'mr-d': { who: 'new', id: 'mr-d', employer: 'Rossi gang', category: 'other' },
    });
    const proposed = events[1] as Extract<CampaignEvent, { type: 'bridge/proposed' }>;
    const lines = proposed.proposal.lines.map((line) => line.id);
    expect(lines).toEqual(
      expect.arrayContaining(['npc:mr-e', 'health:mr-e', 'npc:mr-d', 'health:mr-d', 'heat']),
    );
    const changes = Object.fromEntries(proposed.proposal.lines.map((line) => [line.id, line.change]));
    expect(changes['health:mr-e']).toMatchObject({ condition: { state: 'wounded', recoveryDays: 3 } });
    expect(changes['health:mr-d']).toMatchObject({ condition: { state: 'dead' } });
  });

  it('TV-BRG-D-31-a: Mr. E accepted as a new NPC of the Rossi gang, Wounded after 6 rounds -> Muscle 2, Shooting 1, Resist 1, Wounded 3 days, 1 Action round', () => {
    const events = accepted(
      decide(
        campaign(),
        command({
          source: {
            kind: 'pasted',
            text: 'Side: Rossi gang\nMr. E (2/3) Pistol w/1 reload\nSide: Moretti\nMr. F (2/3) Pistol\nRounds: 6\nMr. E: wounded',
          },
          answers: [answers[1]!, { name: 'Mr. F', as: 'declined', category: 'other' }],
        }),
        fixedDice(),
      ),
    );
    const proposal = (events[1] as Extract<CampaignEvent, { type: 'bridge/proposed' }>).proposal;
    const changes = Object.fromEntries(proposal.lines.map((line) => [line.id, line.change]));
    expect(changes['npc:mr-e']).toMatchObject({
      character: {
        name: 'Mr. E',
        abilities: { muscle: 2 },
        skills: { shooting: 1, resist: 1 },
        loyalties: [{ relation: 'Devoted', subject: 'Rossi gang', prime: true }],
      },
    });
    expect(changes['health:mr-e']).toMatchObject({ condition: { state: 'wounded', recoveryDays: 3 } });
    expect(changes.clock).toMatchObject({ gameRounds: 6, actionRounds: 1 });
    expect(JSON.stringify(proposal.lines)).not.toContain('Mr. F');
  });

  it('the log with the import replays to the state it folds to, with the fight waiting for its write-back', () => {
    const { entries } = crewCampaign();
    const state = replay(entries);
    const after = appendEntry(
      entries,
      'bridge/import-fight',
      accepted(decide(state, command(), fixedDice())),
      9000,
    );
    const replayed = replay(after);
    expect(Object.keys(replayed.bridge.fights)).toEqual(['fight-1']);
    expect(replayed.bridge.fights['fight-1']!.proposal).not.toBeNull();
    expect(replayed.characters).toEqual(state.characters);
  });
});

describe('bridge/import-fight refuses bad input, naming the model and the field, and stores nothing', () => {
  it('a pasted text with problems: the first line, its model and field, and how many more', () => {
    const bad = text
      .replace('Mr. D: killed in round 5', 'Mr. D: killed in round 9')
      .replace('Ruth (2/5)', 'Ruth (2/55)');
    expect(refusal(campaign(), { source: { kind: 'pasted', text: bad } })).toMatchObject({
      code: 'bridge/paste',
      data: { field: 'text', line: 2, model: 'Ruth' },
    });
    expect(refusal(campaign(), { source: { kind: 'pasted', text: bad } }).message).toMatch(
      /^Line 2 \(Ruth, profile\): .* \(and 1 more\)$/,
    );
    expect(
      refusal(campaign(), {
        source: { kind: 'pasted', text: text.replace('Pistol w/1 reload, 1 counter', 'Pistol w/4 reloads') },
      }),
    ).toMatchObject({
      code: 'bridge/paste',
      message: "Line 8 (Ruth, reloads): Ruth's Service pistol: 4 reloads left, but it started with 2",
    });
  });

  it('a model left unanswered, matched to a character the campaign does not have, or matched twice', () => {
    expect(refusal(campaign(), { answers: answers.slice(0, 2) })).toMatchObject({
      code: 'bridge/unmatched',
      message: 'Mr. D is neither matched to a character, accepted as a new NPC nor declined (BRG-D-50)',
      data: { model: 'Mr. D', field: 'as' },
    });
    const ghost = {
      name: 'Ruth',
      as: 'character',
      character: characterId('ghost'),
      category: 'crew',
    } as const;
    expect(refusal(campaign(), { answers: [ghost, ...answers.slice(1)] })).toMatchObject({
      code: 'bridge/character',
      data: { model: 'Ruth', field: 'character' },
    });
    const twice = {
      name: 'Mr. E',
      as: 'character',
      character: characterId('ruth'),
      category: 'other',
    } as const;
    expect(refusal(campaign(), { answers: [answers[0]!, twice, answers[2]!] })).toMatchObject({
      code: 'bridge/matched-twice',
      message: 'Mr. E and Ruth are both matched to Ruth (BRG-D-50)',
    });
  });

  it('a new NPC taking a character’s id, a new NPC as crew, an answer for no model', () => {
    const taken = { ...answers[1]!, id: characterId('vex') } as ModelAnswer;
    expect(refusal(campaign(), { answers: [answers[0]!, taken, answers[2]!] })).toMatchObject({
      code: 'bridge/npc-id',
      data: { model: 'Mr. E', field: 'id' },
    });
    const crew = { ...answers[1]!, category: 'crew' } as ModelAnswer;
    expect(refusal(campaign(), { answers: [answers[0]!, crew, answers[2]!] })).toMatchObject({
      code: 'bridge/category',
      data: { model: 'Mr. E', field: 'category' },
    });
    const stray = { name: 'Mr. Z', as: 'declined', category: 'other' } as const;
    expect(refusal(campaign(), { answers: [...answers, stray] })).toMatchObject({
      code: 'bridge/no-model',
      data: { model: 'Mr. Z' },
    });
  });

  it('a fight id already imported, a parent scene or Spot the campaign does not have, an exit nobody used', () => {
    const { entries } = crewCampaign();
    const imported = replay(
      appendEntry(
        entries,
        'bridge/import-fight',
        accepted(decide(replay(entries), command(), fixedDice())),
        9000,
      ),
    );
    expect(refusal(imported, {})).toMatchObject({ code: 'bridge/fight-exists', data: { field: 'fight' } });
    expect(refusal(campaign(), { parent: sceneId('scene-9') })).toMatchObject({ code: 'bridge/parent' });
    expect(refusal(campaign(), { spot: 'nowhere' })).toMatchObject({ code: 'bridge/spot' });
    expect(refusal(campaign(), { exits: [{ name: 'Roof', into: 'outside' }] })).toMatchObject({
      code: 'bridge/exit',
      message: 'Nobody left the fight by "Roof" (BRG-D-50)',
    });
    expect(refusal(campaign(), { zone: '  ' })).toMatchObject({ code: 'bridge/zone' });
  });

  it('a malformed command is refused by its schema, naming the field', () => {
    const wrong = { ...command(), answers: [{ name: 'Ruth', as: 'friend', category: 'crew' }] };
    expect(decide(campaign(), wrong as never, fixedDice())).toMatchObject({
      ok: false,
      code: 'command/invalid',
    });
  });

  it('a bad paste leaves a matched character and the bridge state exactly as they were', () => {
    const state = campaign();
    const bad = refusal(state, { source: { kind: 'pasted', text: `${text}\nMr. Q: wounded` } });
    expect(bad.code).toBe('bridge/paste');
    expect(state.bridge).toEqual({ fights: {}, written: {}, records: {} });
    expect(bridge.parseFight(text).problems).toEqual([]);
  });
});

describe('importFightForm: the Import-a-HEIST-fight form (BRG-D-50)', () => {
  const draft = (given: Partial<ImportDraft> = {}): ImportDraft => ({ ...emptyImportDraft, text, ...given });

  it('suggests a character by exact name, leaves the others unanswered, and is not ready until each is answered', () => {
    const view = importFightForm(campaign(), draft({ zone: 'Docks' }));
    expect(view.models.map((m) => [m.name, m.side, m.answer?.as ?? null, m.suggested])).toEqual([
      ['Ruth', 'Crew', 'character', true],
      ['Mr. E', 'Rossi gang', null, false],
      ['Mr. D', 'Rossi gang', null, false],
    ]);
    expect(view.unanswered).toEqual(['Mr. E', 'Mr. D']);
    expect(view.ready).toBe(false);
    expect(view.name).toBe('Crew vs Rossi gang');
  });

  it('answers picked on the form make the command decide accepts, new NPCs taking fresh ids from their names', () => {
    const state = campaign();
    let form = draft({ zone: 'Docks' });
    for (const name of ['Mr. E', 'Mr. D']) {
      const view = importFightForm(state, form);
      const row = view.models.find((m) => m.name === name)!;
      form = { ...form, answers: { ...form.answers, [name]: answerOf(view, row, 'new')! } };
    }
    const view = importFightForm(state, form);
    expect(view.ready).toBe(true);
    const made = importCommand(state, view, form, 'fight-2', { at: 9000, rollId: rollId('import') });
    expect(made.answers).toEqual([
      { name: 'Ruth', as: 'character', character: 'ruth', category: 'crew' },
      { name: 'Mr. E', as: 'new', id: 'mr-e', subject: 'Rossi gang', category: 'other' },
      { name: 'Mr. D', as: 'new', id: 'mr-d', subject: 'Rossi gang', category: 'other' },
    ]);
    expect(accepted(decide(state, made, fixedDice())).map((e) => e.type)).toEqual([
      'bridge/fight-linked',
      'bridge/proposed',
    ]);
  });

  it('a pasted line with a problem is named beside its model; a character matched is crew only if crew', () => {
    const view = importFightForm(
      campaign(),
      draft({ text: text.replace('Mr. E: wounded', 'Mr. E: wounded; SMG w/1 reload') }),
    );
    expect(view.problems).toMatchObject([{ line: 9, model: 'Mr. E', field: 'weapon' }]);
    expect(view.models.find((m) => m.name === 'Mr. E')!.lines).toEqual({ roster: 4, result: 9 });
    const guard = importFightForm(campaign(), draft());
    const row = guard.models.find((m) => m.name === 'Mr. E')!;
    expect(answerOf(guard, row, 'brannigan')).toEqual({
      as: 'character',
      character: 'brannigan',
      category: 'other',
    });
    expect(answerOf(guard, row, 'ruth')).toEqual({ as: 'character', character: 'ruth', category: 'crew' });
  });
});

describe('an imported fight written back (BRG-D-31, D-52)', () => {
  it('confirmed: the new NPCs exist with the fight’s wounds, the crew member matched keeps her sheet; undo takes it all back', () => {
    const { entries } = crewCampaign();
    let log = appendEntry(
      entries,
      'bridge/import-fight',
      accepted(decide(replay(entries), command(), fixedDice())),
      9000,
    );
    const before = replay(log);
    const written = accepted(
      decide(
        before,
        { type: 'bridge/write-back', fight: 'fight-1', approval: {}, at: 9100, rollId: rollId('wb') },
        fixedDice(),
      ),
    );
    log = appendEntry(log, 'bridge/write-back', written, 9100);
    const after = replay(log);
    expect(after.characters[characterId('mr-e')]).toMatchObject({
      name: 'Mr. E',
      kind: 'npc',
      condition: { state: 'wounded', recoveryDays: 3 },
    });
    expect(after.characters[characterId('mr-d')]).toMatchObject({ condition: { state: 'dead' } });
    expect(after.characters[characterId('ruth')]!.abilities).toEqual(
      before.characters[characterId('ruth')]!.abilities,
    );
    expect(after.crew.heat).toBe(before.crew.heat + 1);
    expect(Object.keys(after.bridge.written)).toEqual(['fight-1']);
    expect(refusal(after, {})).toMatchObject({ code: 'bridge/fight-exists' });
    const undone = replay(log.map((entry, i) => (i === log.length - 1 ? { ...entry, undone: true } : entry)));
    expect(undone).toEqual(before);
  });
});

describe('bridge_confirm_writeback off (BRG-D-1, D-52)', () => {
  it('the import is written back at once, in the same step: one undo takes the NPCs and the fight away', () => {
    const { entries } = crewCampaign();
    const off = appendEntry(
      entries,
      'settings/change',
      accepted(
        decide(
          replay(entries),
          { type: 'settings/change', changes: { bridgeConfirmWriteback: false } },
          fixedDice(),
        ),
      ),
      8000,
    );
    const before = replay(off);
    const events = accepted(decide(before, command(), fixedDice()));
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'bridge/fight-linked',
        'bridge/proposed',
        'character/created',
        'bridge/written-back',
      ]),
    );
    const log = appendEntry(off, 'bridge/import-fight', events, 9000);
    const after = replay(log);
    expect(after.characters[characterId('mr-e')]).toMatchObject({
      condition: { state: 'wounded', recoveryDays: 3 },
    });
    expect(Object.keys(after.bridge.written)).toEqual(['fight-1']);
    const undone = replay(log.map((entry, i) => (i === log.length - 1 ? { ...entry, undone: true } : entry)));
    expect(undone).toEqual(before);
  });
});
