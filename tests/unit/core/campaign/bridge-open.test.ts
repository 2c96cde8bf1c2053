import { describe, expect, it } from 'vitest';
import {
  breakoutScene,
  bridgeDraft,
  characterId,
  coverRollsIn,
  decide,
  playableAsSkirmish,
  replay,
  rollId,
  time,
} from '../../../../core/index.ts';
import type { CampaignCommand, CampaignState, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  act,
  fightWith,
  heistWith,
  play,
  refusal,
  sceneIn,
  sheet,
  skillsWith,
  stateOf,
} from './scene-support.ts';

/**
 * "Play as a HEIST skirmish" out of a running Heist (BRG-D-1, D-2): the GM rules the breakout, then one command
 * opens the skirmish as a scene inside the Heist, started from the bridge's set-up, its start corrected, and the
 * fight linked for the write-back (bridge.md §7). A refusal stores nothing.
 */

const vex = characterId('vex');
const ruth = characterId('ruth');
const brannigan = characterId('brannigan');
const okafor = characterId('okafor');
const heist = time.sceneId('warehouse');
const fight = time.sceneId('fight');

const cast = [
  sheet(vex, 'crew', 'Vex', {
    abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
    skills: skillsWith({ shooting: 2, handToHand: 2, sneak: 2 }),
    weapons: ['Revolver'],
  }),
  sheet(ruth, 'crew', 'Ruth', { condition: { state: 'wounded', recoveryDays: 3 } }),
  sheet(brannigan, 'guard', 'Brannigan', { weapons: ['Revolver'] }),
  sheet(okafor, 'guard', 'Okafor'),
];

/** The Heist with everyone at the Dock, and the GM's ruling: a HEIST skirmish breaks out there. */
function brokenOut(name = 'Bridge'): LogEntry[] {
  const log = heistWith(name, heist, cast);
  return play(
    log,
    act(heist, 'heist', {
      type: 'heist/break-out',
      breakout: { kind: 'skirmish', zone: 'Dock', participants: [vex, ruth, brannigan, okafor] },
    }),
    fixedDice(),
  );
}

let stamps = 0;
function playSkirmish(choices: object = {}, overrides: Partial<CampaignCommand> = {}): CampaignCommand {
  stamps += 1;
  return {
    type: 'bridge/play-skirmish',
    sceneId: heist,
    from: { kind: 'heist', breakout: 0 },
    newSceneId: fight,
    name: 'Shoot-out on the Dock',
    choices,
    at: 5_000 + stamps,
    rollId: rollId(`b${stamps}`),
    ...overrides,
  } as CampaignCommand;
}

const modelsOf = (state: CampaignState) => Object.entries(state.bridge.fights[fight]!.link.models);

describe('bridge/play-skirmish: a HEIST skirmish out of a running Heist (BRG-D-2)', () => {
  it('the Heist offers "A HEIST skirmish breaks out" where two sides stand, and the ruling takes the zone', () => {
    const log = brokenOut();
    const breakouts = stateOf(log, heist, 'heist').breakouts;
    expect(breakouts).toEqual([
      expect.objectContaining({
        kind: 'skirmish',
        zone: 'Dock',
        participants: [vex, ruth, brannigan, okafor],
      }),
    ]);
  });

  it('opens the skirmish inside the Heist, with every model, its start and its link, in one step', () => {
    const log = play(brokenOut(), playSkirmish(), fixedDice(...Array<number>(40).fill(3)));
    const entry = log.at(-1)!;
    expect(entry.command).toBe('bridge/play-skirmish');
    const opened = sceneIn(log, fight);
    expect(opened).toMatchObject({ engine: 'skirmish', parent: heist, ended: null });
    expect(opened.participants.map((p) => p.characterId)).toEqual([vex, ruth, brannigan, okafor]);
    const skirmish = stateOf(log, fight, 'skirmish');
    const names = Object.values(skirmish.models).map((model) => model.name);
    expect(names).toEqual(expect.arrayContaining(['Vex', 'Ruth', 'Brannigan', 'Okafor']));
    // BRG-D-16: Ruth starts Wounded, set by the skirmish's own GM correction in the same step.
    const ruthModel = Object.values(skirmish.models).find((model) => model.name === 'Ruth')!;
    expect(ruthModel.wounded).toBe(true);
    const state = replay(log);
    const link = state.bridge.fights[fight]!;
    expect(link).toMatchObject({
      parent: heist,
      scene: fight,
      name: 'Shoot-out on the Dock',
      proposal: null,
      held: { foresight: {}, resources: 0 },
    });
    expect(link.link).toMatchObject({
      origin: 'bridged',
      spot: 'warehouse',
      zones: ['Dock'],
      continues: null,
    });
    const ruthLink = modelsOf(state).find(
      ([, model]) => model.who === 'character' && model.character === ruth,
    );
    expect(ruthLink?.[1]).toMatchObject({
      who: 'character',
      category: 'crew',
      start: { name: 'Ruth', kind: 'crew', condition: { state: 'wounded', recoveryDays: 3 }, zone: 'Dock' },
    });
    const guard = modelsOf(state).find(
      ([, model]) => model.who === 'character' && model.character === okafor,
    );
    expect(guard?.[1]).toMatchObject({ category: 'other', start: { kind: 'guard' } });
    // The Heist sees its breakout running in the scene (COT-D-65).
    expect(stateOf(log, heist, 'heist').engaged).toEqual(
      expect.arrayContaining([vex, ruth, brannigan, okafor]),
    );
  });

  it('an override changes the model and is kept in the link for the round trip (BRG-D-7)', () => {
    const state = replay(brokenOut());
    const first = decide(state, playSkirmish(), fixedDice(...Array<number>(40).fill(3)));
    if (!first.ok) throw new Error(first.message);
    const linked = first.events.find((e) => e.type === 'bridge/fight-linked');
    if (linked?.type !== 'bridge/fight-linked') throw new Error('no link');
    const [vexModel] = Object.entries(linked.link.models).find(
      ([, model]) => model.who === 'character' && model.character === vex,
    )!;
    const log = play(
      brokenOut('Override'),
      playSkirmish({ overrides: [{ model: vexModel, skill: 7, stance: 'defensive' }] }),
      fixedDice(...Array<number>(40).fill(3)),
    );
    expect(stateOf(log, fight, 'skirmish').models[vexModel]).toMatchObject({ name: 'Vex', skill: 7 });
    const kept = replay(log).bridge.fights[fight]!.link.models[vexModel];
    expect(kept).toMatchObject({
      who: 'character',
      conversion: { override: { model: vexModel, skill: 7, stance: 'defensive' } },
    });
  });

  describe('refusals store nothing', () => {
    it('an override out of range names the model and the field', () => {
      const log = brokenOut();
      const state = replay(log);
      const first = decide(state, playSkirmish(), fixedDice(...Array<number>(40).fill(3)));
      if (!first.ok) throw new Error(first.message);
      const linked = first.events.find((e) => e.type === 'bridge/fight-linked');
      if (linked?.type !== 'bridge/fight-linked') throw new Error('no link');
      const [model] = Object.entries(linked.link.models).find(
        ([, m]) => m.who === 'character' && m.character === brannigan,
      )!;
      expect(refusal(log, playSkirmish({ overrides: [{ model, skill: 11 }] }))).toEqual({
        code: 'bridge/override',
        message: 'Brannigan: skill must be 1–10 (got 11)',
      });
      expect(refusal(log, playSkirmish({ overrides: [{ model: 'nobody', actions: 2 }] })).code).toBe(
        'bridge/no-model',
      );
    });

    it('a scene that is no Heist, a breakout it does not have, or one already open', () => {
      const log = play(brokenOut(), playSkirmish(), fixedDice(...Array<number>(40).fill(3)));
      expect(
        refusal(log, playSkirmish({}, { sceneId: fight, newSceneId: time.sceneId('again') })),
      ).toMatchObject({ code: 'bridge/not-heist' });
      expect(
        refusal(
          log,
          playSkirmish({}, { from: { kind: 'heist', breakout: 3 }, newSceneId: time.sceneId('x') }),
        ),
      ).toMatchObject({ code: 'bridge/no-breakout' });
      expect(refusal(log, playSkirmish({}, { newSceneId: time.sceneId('again') }))).toMatchObject({
        code: 'bridge/already-open',
      });
    });

    it('a participant Dead since the ruling', () => {
      const log = play(
        brokenOut(),
        { type: 'character/update', id: okafor, changes: { condition: { state: 'dead' } } },
        fixedDice(),
      );
      expect(refusal(log, playSkirmish())).toEqual({
        code: 'bridge/dead',
        message: 'Okafor is Dead and cannot fight (COT-CHAR-6)',
      });
    });

    it('civilians out of range (BRG-D-40)', () => {
      expect(refusal(brokenOut(), playSkirmish({ civilians: -1 })).code).toBe('bridge/civilians');
    });
  });
});

describe('bridge/play-skirmish from Gang Warfare, switched mid-fight (BRG-D-16)', () => {
  const warfare = time.sceneId('scuffle');
  const side = (id: typeof vex) => (id === vex || id === ruth ? 'crew' : 'guards');

  /** The Heist, and Gang Warfare opened inside it at the Dock: everyone rolls Cover. */
  function inWarfare(zoneWords = 'Dock'): LogEntry[] {
    const everyone = [vex, ruth, brannigan, okafor];
    return play(
      heistWith('Switch', heist, cast),
      {
        type: 'scene/start-child',
        sceneId: heist,
        newSceneId: warfare,
        name: 'Scuffle',
        engine: 'warfare',
        participants: everyone.map((id) => ({
          characterId: id,
          side: side(id),
          zone: 'Dock',
          role: 'on-foot',
        })),
        setup: {
          zone: zoneWords,
          fighters: everyone.map((id) => ({ characterId: id, side: side(id), unconscious: false })),
          vehicles: [],
          firstRoundSide: null,
        },
        firstRoundSide: null,
        at: 3_000,
        rollId: rollId('w1'),
      } as CampaignCommand,
      fixedDice(...Array<number>(60).fill(3)),
    );
  }

  const fromWarfare = (coverRolls: Record<string, number>) =>
    playSkirmish({}, { sceneId: warfare, from: { kind: 'warfare', coverRolls } } as Partial<CampaignCommand>);

  it('opens the skirmish inside the Gang Warfare, its Cover rolls read from its history, no surprise turn', () => {
    const log = inWarfare();
    const rolls = coverRollsIn(
      log.flatMap((entry) => entry.events),
      warfare,
    );
    expect(Object.keys(rolls).sort()).toEqual([brannigan, okafor, ruth, vex].sort());
    const after = play(log, fromWarfare(rolls), fixedDice(...Array<number>(40).fill(3)));
    expect(sceneIn(after, fight)).toMatchObject({ engine: 'skirmish', parent: warfare });
    expect(sceneIn(after, warfare).ended).toBeNull(); // it may go on as Gang Warfare after the table (BRG-D-26)
    const link = replay(after).bridge.fights[fight]!;
    expect(link.parent).toBe(warfare);
    expect(link.link.stage).toBe('action');
    // Cover untouched since it was rolled: nobody starts Stunned.
    expect(Object.values(stateOf(after, fight, 'skirmish').models).map((m) => m.stunned)).not.toContain(true);
  });

  it('finds the Spot’s zone of a Gang Warfare that names it in words, as a breakout opens one', () => {
    const log = inWarfare('the loading dock');
    const after = play(log, fromWarfare({}), fixedDice(...Array<number>(40).fill(3)));
    expect(replay(after).bridge.fights[fight]!.link.zones).toEqual(['Dock']);
  });

  it('TV-BRG-D-16-b: a fighter whose Cover is at most half the roll starts Stunned', () => {
    const log = inWarfare();
    const vexCover = stateOf(log, warfare, 'warfare').fighters.find((f) => f.id === vex)!.coverScore;
    const after = play(
      log,
      fromWarfare({ [vex]: vexCover * 2 + 1 }),
      fixedDice(...Array<number>(40).fill(3)),
    );
    const models = Object.values(stateOf(after, fight, 'skirmish').models);
    expect(models.find((m) => m.name === 'Vex')?.stunned).toBe(true);
    expect(models.find((m) => m.name === 'Brannigan')?.stunned).toBe(false);
  });

  it('refuses a Gang Warfare outside any Heist, a second switch, and Cover rolls of a stranger', () => {
    const log = inWarfare();
    expect(refusal(log, fromWarfare({ nobody: 3 }))).toMatchObject({ code: 'bridge/cover-rolls' });
    const alone = fightWith(
      'Alone',
      warfare,
      [
        { character: cast[0]!, side: 'crew' },
        { character: cast[2]!, side: 'guards' },
      ],
      fixedDice(...Array<number>(40).fill(3)),
    );
    expect(refusal(alone, fromWarfare({}))).toEqual({
      code: 'bridge/not-in-heist',
      message:
        'Fight on the dock did not break out of a running Heist: a HEIST table is a zone of its Spot (BRG-D-2)',
    });
    const after = play(log, fromWarfare({}), fixedDice(...Array<number>(40).fill(3)));
    const again = fromWarfare({});
    expect(refusal(after, { ...again, newSceneId: time.sceneId('again') } as CampaignCommand)).toMatchObject({
      code: 'bridge/already-open',
    });
  });
});

describe('bridge/play-skirmish from a Drop gone loud (COT-DROP-5, BRG-D-14/15)', () => {
  /** Vex's Drop on Brannigan is a catastrophe (COT-D-4); Brannigan Squares Up: Gang Warfare breaks out. */
  function squaredUp(): LogEntry[] {
    let log = heistWith('Loud', heist, cast);
    log = play(
      log,
      act(heist, 'heist', { type: 'drop/attack', attacker: vex, target: brannigan, skill: 'handToHand' }),
      fixedDice(...Array<number>(10).fill(1)),
    );
    return play(
      log,
      act(heist, 'heist', { type: 'drop/respond', target: brannigan, response: 'square-up' }),
      fixedDice(),
    );
  }
  const fromDrop = (breakout = 0) =>
    playSkirmish({}, { from: { kind: 'drop', breakout } } as Partial<CampaignCommand>);

  it('plays the Gang Warfare that broke out as a skirmish inside the Heist: no surprise, the guards first', () => {
    const log = squaredUp();
    const state = replay(log);
    expect(playableAsSkirmish(state, heist, 0)).toBe(true);
    const draft = bridgeDraft(state, heist, { kind: 'drop', breakout: 0 }, {});
    expect(draft.problem).toBeNull();
    expect(draft.surprise).toBeNull(); // BRG-D-14: Gang Warfare has started
    expect(draft.first).toMatch(/catastroph/i); // TV-BRG-D-15-c
    const after = play(log, fromDrop(), fixedDice(...Array<number>(40).fill(3)));
    expect(sceneIn(after, fight)).toMatchObject({ engine: 'skirmish', parent: heist });
    const breakout = stateOf(after, heist, 'heist').breakouts[0]!;
    // The Heist sees its Gang Warfare played at the table: running, and its people come back when it is over.
    expect(breakoutScene(replay(after), heist, breakout)).toMatchObject({
      stage: 'running',
      scene: { id: fight },
    });
    expect(playableAsSkirmish(replay(after), heist, 0)).toBe(false);
    expect(refusal(after, { ...fromDrop(), newSceneId: time.sceneId('again') } as CampaignCommand).code).toBe(
      'bridge/already-open',
    );
  });

  it('refuses a place in the list where no Gang Warfare broke out', () => {
    expect(refusal(squaredUp(), fromDrop(2)).code).toBe('bridge/no-square-up');
  });
});
