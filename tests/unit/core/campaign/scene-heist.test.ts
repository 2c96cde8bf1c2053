import { describe, expect, it } from 'vitest';
import {
  characterId,
  decide,
  defaultSettings,
  engineContext,
  replay,
  rollId,
  sceneActions,
  seededDice,
  time,
} from '../../../../core/index.ts';
import type { LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  act,
  campaignWith,
  heistWith,
  openHeist,
  lastRolls,
  play,
  refusal,
  scene,
  sceneIn,
  sheet,
  skillsWith,
  stateOf,
  viewOf,
} from './scene-support.ts';

/** A Heist on the warehouse through the scene layer: Drops, the Unconscious, and the guards' Awareness. */

const vex = characterId('vex');
const ruth = characterId('ruth');
const brannigan = characterId('brannigan');
const okafor = characterId('okafor');
const heist = time.sceneId('warehouse');

const gunman = sheet(vex, 'crew', 'Vex', {
  abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
  skills: skillsWith({ shooting: 2, handToHand: 2, sneak: 2 }),
  weapons: ['Revolver'],
});
const cast = [
  gunman,
  sheet(ruth, 'crew', 'Ruth'),
  sheet(brannigan, 'guard', 'Brannigan'),
  sheet(okafor, 'guard', 'Okafor'),
];
const sixes = (n: number) => Array<number>(n).fill(6);

/** A Heist on the warehouse under these table settings (a scene keeps the rules it opened with). */
const heistUnder = (name: string, changes: object): LogEntry[] =>
  openHeist(
    play(campaignWith(name, cast), { type: 'settings/change', changes } as never, fixedDice()),
    heist,
    cast,
  );

const endRound = () => scene({ type: 'scene/end-round', sceneId: heist });
const drop = (target: typeof vex, skill: 'shooting' | 'handToHand', weapon?: string) =>
  act(heist, 'heist', {
    type: 'drop/attack',
    attacker: vex,
    target,
    skill,
    ...(weapon ? { weapon } : {}),
  });
const dropOf = (log: readonly LogEntry[], id: typeof vex) =>
  stateOf(log, heist, 'heist').drop.characters.find((c) => c.id === id)!;

describe('COT-DROP-1/7: a loud Drop gives the attacker away', () => {
  it('TV-COT-DROP-7-b: after a Drop with a firearm alerts the target’s allies, the attacker cannot Drop them', () => {
    let log = heistWith('Drops', heist, cast);
    log = play(log, drop(brannigan, 'shooting', 'Revolver'), fixedDice(...sixes(10)));
    expect(replay(log).characters[brannigan]?.condition.state).toBe('dead'); // on his sheet, its one home
    expect(dropOf(log, okafor).aware).toBe(true); // COT-DROP-7: a firearm alerts the target's allies
    expect(dropOf(log, vex).discovered).toBe(true); // COT-SPOT-7: and they know who fired
    log = play(log, endRound(), fixedDice());
    expect(refusal(log, drop(okafor, 'handToHand'))).toEqual({
      code: 'drop/target-aware',
      message: 'Okafor is Aware of Vex: no Drop (COT-DROP-1, COT-SPOT-7)',
    });
    // The view offers no such Drop either.
    const dropView = viewOf(log, heist, vex).find((v) => v.action === 'drop')!;
    expect(dropView.options.some((o) => (o.command as { target?: string }).target === okafor)).toBe(false);
  });

  it('TV-COT-DROP-7-a: a quiet Subdue leaves the target’s allies unaware, and a second Drop on them is open', () => {
    let log = heistWith('Drops', heist, cast);
    log = play(log, drop(brannigan, 'handToHand'), fixedDice(...sixes(10)));
    expect(dropOf(log, brannigan).unconscious).toBe(true);
    expect(dropOf(log, okafor).aware).toBe(false);
    expect(dropOf(log, vex).discovered).toBe(false);
    log = play(log, endRound(), fixedDice());
    log = play(log, drop(okafor, 'handToHand'), fixedDice(...sixes(10)));
    expect(dropOf(log, okafor).unconscious).toBe(true);
  });
});

describe('COT-D-32: unconscious_duration counts down with rounds', () => {
  it('COT-D-29: a Drop that ends the round leaves its response due, and the round still counts', () => {
    let log = heistWith('Last', heist, cast);
    for (const id of [ruth, brannigan, okafor])
      log = play(log, scene({ type: 'scene/wait', sceneId: heist, characterId: id }), fixedDice());
    // Vex's Subdue fails (a total of 5 against Okafor's Training): Okafor is Aware and must respond.
    log = play(log, drop(okafor, 'handToHand'), fixedDice(2, 2, 1, 1, 1));
    expect(stateOf(log, heist, 'heist').drop.pending.map((p) => p.target)).toEqual([okafor]);
    expect(sceneIn(log, heist).turns.free?.round).toBe(2);
  });

  it('TV-COT-DROP-9: in a Heist without initiative, the knocked-out come round after N rounds the GM ends', () => {
    let log = heistUnder('Naps', { unconsciousDuration: 2 });
    log = play(log, drop(brannigan, 'handToHand'), fixedDice(...sixes(10)));
    expect(dropOf(log, brannigan)).toMatchObject({ unconscious: true, unconsciousRoundsLeft: 2 });
    log = play(log, endRound(), fixedDice());
    expect(dropOf(log, brannigan)).toMatchObject({ unconscious: true, unconsciousRoundsLeft: 1 });
    log = play(log, endRound(), fixedDice());
    expect(dropOf(log, brannigan).unconscious).toBe(false);
    // Back on his feet, he takes turns again (COT-INIT-6).
    expect(sceneIn(log, heist).turns.free?.members.find((m) => m.characterId === brannigan)?.present).toBe(
      true,
    );
  });

  it('TV-COT-DROP-9: with initiative, the rounds that end by slots count down too, and the woken get a slot', () => {
    let log = heistUnder('Naps', { unconsciousDuration: 1 });
    log = play(
      log,
      scene({ type: 'scene/roll-initiative', sceneId: heist }),
      fixedDice(...Array<number>(40).fill(3)),
    );
    const slots = () => sceneIn(log, heist).turns.initiative!;
    // Crew first on a tie (COT-D-24): Vex drops Brannigan on the first crew slot.
    log = play(log, drop(brannigan, 'handToHand'), fixedDice(...sixes(10)));
    expect(slots().participants.find((p) => p.characterId === brannigan)?.status).toBe('unconscious');
    // The round's end counts the Heist round: he comes round, rolls initiative, and acts in round 2.
    const next = () => scene({ type: 'scene/next-turn', sceneId: heist });
    while (slots().round === 1) log = play(log, next(), fixedDice(...Array<number>(4).fill(3)));
    expect(dropOf(log, brannigan).unconscious).toBe(false);
    const back = slots().participants.find((p) => p.characterId === brannigan);
    expect(back).toMatchObject({ status: 'in', fromRound: 2 });
    const order = slots().order.map((id) => slots().slots.find((s) => s.id === id)!.createdBy);
    expect(order.filter((id) => id === brannigan)).toHaveLength(1);
  });

  it('COT-D-32: in Gang Warfare, the Unconscious come round after the fight rounds of N Heist rounds, and roll Cover', () => {
    let log = heistUnder('Naps', { unconsciousDuration: 1 });
    const fight = time.sceneId('fight');
    const fighters = [vex, ruth, brannigan, okafor];
    const sides = (id: typeof vex) => (id === vex || id === ruth ? 'crew' : 'guards');
    log = play(
      log,
      scene({
        type: 'scene/start-child',
        sceneId: heist,
        newSceneId: fight,
        name: 'Scuffle',
        engine: 'warfare',
        participants: fighters.map((id) => ({
          characterId: id,
          side: sides(id),
          zone: 'Dock',
          role: 'on-foot',
        })),
        setup: {
          zone: 'Dock',
          fighters: fighters.map((id) => ({ characterId: id, side: sides(id), unconscious: id === okafor })),
          vehicles: [],
          firstRoundSide: null,
        },
        firstRoundSide: null,
      }),
      fixedDice(...Array<number>(40).fill(3)),
    );
    const fighter = () => stateOf(log, fight, 'warfare').fighters.find((f) => f.id === okafor)!;
    expect(fighter()).toMatchObject({ unconscious: true, unconsciousRoundsLeft: 5 }); // 1 Heist round = 5 Action rounds
    const next = () => scene({ type: 'scene/next-turn', sceneId: fight });
    for (let round = 1; round <= 4; round++) {
      while (sceneIn(log, fight).turns.initiative!.round === round) log = play(log, next(), fixedDice());
    }
    expect(fighter()).toMatchObject({ unconscious: true, unconsciousRoundsLeft: 1 });
    while (sceneIn(log, fight).turns.initiative!.round === 5) log = play(log, next(), fixedDice(3, 3, 3, 3));
    expect(fighter().unconscious).toBe(false);
    expect(fighter().coverScore).toBe(6);
    expect(
      sceneIn(log, fight).turns.initiative!.participants.find((p) => p.characterId === okafor),
    ).toMatchObject({
      status: 'in',
      fromRound: 6,
    });
    const turns = sceneIn(log, fight).turns.initiative!;
    expect(turns.round).toBe(6);
    expect(turns.order.map((id) => turns.slots.find((s) => s.id === id)!.createdBy)).toContain(okafor);
  });
});

describe('COT-INIT-6: back from a fight the Heist broke into', () => {
  const everyone = [vex, ruth, brannigan, okafor];
  const side = (id: typeof vex) => (id === vex || id === ruth ? 'crew' : 'guards');
  const fight = time.sceneId('fight');
  const squareUp = (log: LogEntry[]): LogEntry[] => {
    // A botched Drop (COT-D-4): Brannigan Squares Up, and the fight takes everyone at the Dock (COT-DROP-5).
    log = play(log, drop(brannigan, 'handToHand'), fixedDice(...Array<number>(10).fill(1)));
    log = play(
      log,
      act(heist, 'heist', { type: 'drop/respond', target: brannigan, response: 'square-up' }),
      fixedDice(),
    );
    return play(
      log,
      scene({
        type: 'scene/start-child',
        sceneId: heist,
        newSceneId: fight,
        name: 'Scuffle',
        engine: 'warfare',
        participants: everyone.map((id) => ({
          characterId: id,
          side: side(id),
          zone: 'Dock',
          role: 'on-foot',
        })),
        setup: {
          zone: 'Dock',
          fighters: everyone.map((id) => ({ characterId: id, side: side(id), unconscious: false })),
          vehicles: [],
          firstRoundSide: 'guards',
        },
        firstRoundSide: 'guards',
      }),
      fixedDice(...Array<number>(40).fill(3)),
    );
  };

  it('those caught up in the fight take no Heist turn, and take them again once the GM ends it', () => {
    for (const rolled of [false, true]) {
      let log = heistWith('Back', heist, cast);
      if (rolled) {
        const roll = scene({ type: 'scene/roll-initiative', sceneId: heist });
        log = play(log, roll, fixedDice(...Array<number>(40).fill(3)));
      }
      log = squareUp(log);
      expect(stateOf(log, heist, 'heist').engaged).toEqual(everyone);
      // The Heist reads how the fight left them (COT-D-65): everyone able to act there.
      const ctx = engineContext(replay(log), sceneIn(log, heist), 0);
      expect(everyone.map((id) => ctx.awayAs?.(id))).toEqual([null, null, null, null]);
      expect(ctx.awayAs?.(characterId('nobody'))).toBeUndefined();
      const wait = () => scene({ type: 'scene/wait', sceneId: heist, characterId: ruth });
      expect(refusal(log, wait())).toEqual({
        code: 'scene/cannot-act',
        message: 'Ruth is away in a fight or chase: they take no turn in The warehouse job (COT-INIT-6)',
      });
      log = play(log, scene({ type: 'scene/close', sceneId: fight }), fixedDice());
      const over = act(heist, 'heist', { type: 'heist/fight-over', characters: everyone });
      log = play(log, over, fixedDice(...Array<number>(20).fill(3)));
      expect(stateOf(log, heist, 'heist').engaged).toEqual([]);
      const turns = sceneIn(log, heist).turns;
      if (rolled) {
        const back = turns.initiative!.participants.map((p) => [p.characterId, p.status]);
        expect(back).toEqual(everyone.map((id) => [id, 'in']));
      } else {
        expect(turns.free!.members.map((m) => m.present)).toEqual([true, true, true, true]);
        log = play(log, wait(), fixedDice());
      }
    }
  });
});

describe('COT-INIT-5: the "Next turn" key skips the Unconscious', () => {
  it('TV-COT-INIT-5-b: a guard knocked out before his slot: his side’s slot is skipped, the round ends', () => {
    const trio = cast.filter((c) => c.id !== okafor);
    let log = heistWith('Skip', heist, trio);
    // Slots (Brains + Planning, 2k2): Vex 6, Ruth 6 (Crew), Brannigan 4 (Guards).
    log = play(log, scene({ type: 'scene/roll-initiative', sceneId: heist }), fixedDice(3, 3, 3, 3, 3, 1));
    const turns = () => sceneIn(log, heist).turns.initiative!;
    expect(turns().order.map((id) => turns().slots.find((s) => s.id === id)!.createdBy)).toEqual([
      vex,
      ruth,
      brannigan,
    ]);
    log = play(log, drop(brannigan, 'handToHand'), fixedDice(...sixes(10)));
    expect(dropOf(log, brannigan).unconscious).toBe(true);
    log = play(log, scene({ type: 'scene/next-turn', sceneId: heist }), fixedDice());
    expect(turns().round).toBe(2);
    expect(turns().order.map((id) => turns().slots.find((s) => s.id === id)!.createdBy)).toEqual([vex, ruth]);
  });
});

describe('COT-WAR-5: a catastrophic attack costs no Cover', () => {
  it('TV-COT-WAR-5-d: whether the table plays the catastrophe row as default or narrative only', () => {
    for (const attack of ['default', 'narrative_only'] as const) {
      let log = heistUnder('Misses', {
        catastropheEffects: { ...defaultSettings.catastropheEffects, attack },
      });
      const fight = time.sceneId('fight');
      log = play(
        log,
        scene({
          type: 'scene/start-child',
          sceneId: heist,
          newSceneId: fight,
          name: 'Scuffle',
          engine: 'warfare',
          participants: [vex, brannigan].map((id) => ({
            characterId: id,
            side: id === vex ? 'crew' : 'guards',
            zone: 'Dock',
            role: 'on-foot',
          })),
          setup: {
            zone: 'Dock',
            fighters: [vex, brannigan].map((id) => ({
              characterId: id,
              side: id === vex ? 'crew' : 'guards',
              unconscious: false,
            })),
            vehicles: [],
            firstRoundSide: 'crew',
          },
          firstRoundSide: 'crew',
        }),
        fixedDice(...Array<number>(40).fill(3)),
      );
      const cover = () => stateOf(log, fight, 'warfare').fighters.find((f) => f.id === brannigan)!.coverScore;
      const before = cover();
      log = play(
        log,
        act(fight, 'warfare', {
          type: 'warfare/attack',
          attacker: vex,
          target: brannigan,
          skill: 'shooting',
        }),
        fixedDice(...Array<number>(10).fill(1)),
      );
      expect(lastRolls(log)[0]).toMatchObject({
        catastrophe: true,
        result: 'Brannigan loses no Cover (catastrophe)',
      });
      expect(cover()).toBe(before);
    }
  });
});

describe('COT-GUARD-7: Heat raises the guards’ Awareness wherever the scene uses it', () => {
  const sneak = act(heist, 'heist', { type: 'heist/move', actor: vex, to: 'Dock', stealth: true });
  const difficultyAt = (heat: number) => {
    const log = heistWith('Heat', heist, cast, { heat });
    const moved = play(log, sneak, fixedDice(...sixes(10)));
    const [roll] = lastRolls(moved);
    const option = viewOf(log, heist, vex)
      .find((v) => v.action === 'move')!
      .options.find(
        (o) =>
          JSON.stringify(o.command) ===
          JSON.stringify({ type: 'heist/move', actor: vex, to: 'Dock', stealth: true }),
      );
    return { difficulty: roll!.difficulty, detail: option!.odds!.detail };
  };

  it('TV-COT-GUARD-7: every point of Heat adds heat_awareness_per_point to the Stealth roll’s Awareness, and to its odds', () => {
    const cold = difficultyAt(0);
    const hot = difficultyAt(3);
    expect(hot.difficulty - cold.difficulty).toBe(3 * defaultSettings.heatAwarenessPerPoint);
    expect(cold.detail).toContain(`Awareness ${cold.difficulty}`);
    expect(hot.detail).toContain(`Awareness ${hot.difficulty}`);
  });

  it('COT-GUARD-7: Heat raises the Awareness a Palming roll must beat (COT-SPOT-8)', () => {
    const lift = act(heist, 'heist', {
      type: 'heist/palm',
      actor: vex,
      victim: okafor,
      action: 'lift',
      item: 'the keys',
    });
    const palmAt = (heat: number) => {
      const log = play(heistWith('Heat', heist, cast, { heat }), lift, fixedDice(...sixes(10)));
      return lastRolls(log)[0]!.difficulty;
    };
    expect(palmAt(2) - palmAt(0)).toBe(2 * defaultSettings.heatAwarenessPerPoint);
  });

  it('COT-GUARD-7: Heat raised during the Heist counts at once', () => {
    let log = heistWith('Heat', heist, cast);
    log = play(log, { type: 'crew/adjust', changes: { heat: 2 } }, fixedDice());
    log = play(log, sneak, fixedDice(...sixes(10)));
    expect(lastRolls(log)[0]!.difficulty).toBe(difficultyAt(2).difficulty);
    expect(difficultyAt(2).difficulty).toBeGreaterThan(difficultyAt(0).difficulty);
  });
});

describe('COT-TIME-3: a turn that would end a round the Job clock holds back', () => {
  it('waits: the view says why, and decide refuses it with the clock’s words', () => {
    let log = heistWith('Clock', heist, cast);
    const fight = time.sceneId('fight');
    const pair = [vex, brannigan];
    const side = (id: typeof vex) => (id === vex ? 'crew' : 'guards');
    log = play(
      log,
      scene({
        type: 'scene/start-child',
        sceneId: heist,
        newSceneId: fight,
        name: 'Scuffle',
        engine: 'warfare',
        participants: pair.map((id) => ({ characterId: id, side: side(id), zone: 'Dock', role: 'on-foot' })),
        setup: {
          zone: 'Dock',
          fighters: pair.map((id, i) => ({
            characterId: id,
            side: i === 0 ? 'crew' : 'guards',
            unconscious: false,
          })),
          vehicles: [],
          firstRoundSide: null,
        },
        firstRoundSide: null,
      }),
      fixedDice(...Array<number>(20).fill(3)),
    );
    for (const id of [vex, ruth, brannigan])
      log = play(log, scene({ type: 'scene/wait', sceneId: heist, characterId: id }), fixedDice());
    // Okafor's turn would end the Heist's round, but the fight's Action round ends first (COT-TIME-3).
    const state = replay(log);
    const views = sceneActions(state, state.scenes[heist]!, okafor, 0);
    const wait = views.find((v) => v.action === 'wait')!;
    expect(wait).toMatchObject({
      available: false,
      reason: "The warehouse job's round would end: Scuffle plays its Action round first (COT-TIME-3)",
    });
    expect(refusal(log, scene({ type: 'scene/wait', sceneId: heist, characterId: okafor })).code).toBe(
      'time/not-due',
    );
    // Nothing Okafor is offered is refused.
    for (const view of views)
      for (const option of view.options)
        expect(
          decide(state, { ...option.command, at: 1, rollId: rollId('held') } as never, seededDice('h')).ok,
        ).toBe(true);
  });
});

describe('COT-FORE-5: Training bought for a Heist roll', () => {
  it('adds its dice to the rolls the turn panel offers, and leaves the moves without a roll as they are', () => {
    const trainedVex = { ...gunman, foresight: 2 };
    const state = replay(heistWith('Training', heist, [trainedVex, ...cast.slice(1)]));
    const actions = sceneActions(state, state.scenes[heist]!, vex, 2_000, [], { addRolled: 2, addKept: 0 });
    const inner = (option: { command: unknown }) => (option.command as { command: object }).command;
    const drops = actions.find((a) => a.action === 'drop')!;
    expect(drops.options.length).toBeGreaterThan(0);
    for (const option of drops.options) expect(inner(option)).toMatchObject({ training: { addRolled: 2 } });
    const moves = actions.find((a) => a.action === 'move')!.options;
    const plain = moves.filter((option) => option.odds === null);
    expect(plain.length).toBeGreaterThan(0); // a move nobody watches rolls nothing
    for (const option of plain) expect(inner(option)).not.toHaveProperty('training');
    const skill = actions.find((a) => a.action === 'skill')!;
    expect(skill.options[0]!.odds!.detail).toMatch(/\+2k0 Foresight Training/);

    const dear = sceneActions(state, state.scenes[heist]!, vex, 2_000, [], { addRolled: 1, addKept: 1 });
    expect(dear.find((a) => a.action === 'skill')!.reason).toBe(
      'Vex has 2 Foresight; Training of +1k0 and +1k1 costs 3',
    );
  });
});
