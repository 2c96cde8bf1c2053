import { describe, expect, it } from 'vitest';
import {
  campaignFileText,
  characterId,
  initiative,
  parseCampaignFile,
  replay,
  rollId,
  rollsIn,
  seededDice,
  time,
  undo,
} from '../../../../core/index.ts';
import type { CampaignCommand, CharacterId, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  act,
  campaignWith,
  heistWith,
  liveSide,
  play,
  refusal,
  scene,
  sceneIn,
  sheet,
  skillsWith,
  stateOf,
} from './scene-support.ts';

const vex = characterId('vex');
const ruth = characterId('ruth');
const brannigan = characterId('brannigan');
const okafor = characterId('okafor');
const heist = time.sceneId('warehouse');
const fight = time.sceneId('fight');
const run = time.sceneId('run');

const crew = [
  sheet(vex, 'crew', 'Vex', {
    abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
    skills: skillsWith({ handToHand: 2, shooting: 2, athletics: 2, resist: 1, driving: 2 }),
    weapons: ['Revolver'],
  }),
  sheet(ruth, 'crew', 'Ruth'),
  sheet(brannigan, 'guard', 'Brannigan'),
  sheet(okafor, 'guard', 'Okafor'),
];

const setUp = (): LogEntry[] => heistWith('Scenes', heist, crew);

const sideOf = (id: CharacterId) => (id === vex || id === ruth ? 'crew' : 'guards');

/** Gang Warfare breaking out of the Heist at the Dock, with everyone in it (COT-WAR-1, COT-TIME-1-a). */
function startFight(firstRoundSide: string | null): CampaignCommand {
  const fighters = [vex, ruth, brannigan, okafor];
  return scene({
    type: 'scene/start-child',
    sceneId: heist,
    newSceneId: fight,
    name: 'Fight on the dock',
    engine: 'warfare',
    participants: fighters.map((id) => ({
      characterId: id,
      side: sideOf(id),
      zone: 'Dock',
      role: 'on-foot',
    })),
    setup: {
      zone: 'Dock',
      fighters: fighters.map((id) => ({ characterId: id, side: sideOf(id), unconscious: false })),
      vehicles: [],
      firstRoundSide,
    },
    firstRoundSide,
  });
}

describe('scenes', () => {
  it('opens a Heist on a Spot, on the Job clock (COT-SPOT-1, COT-TIME-1, COT-TIME-3)', () => {
    const state = replay(setUp());
    const opened = state.scenes[heist]!;
    expect(opened.engine).toBe('heist');
    expect(stateOf(setUp(), heist, 'heist').drop.characters.map((c) => c.id)).toEqual([
      vex,
      ruth,
      brannigan,
      okafor,
    ]);
    expect(stateOf(setUp(), heist, 'heist').spot.id).toBe('warehouse');
    expect(state.clock.running.map((s) => s.id)).toEqual([heist]);
    // COT-TIME-5: no initiative yet, one turn each per round.
    expect(opened.turns.initiative).toBeNull();
    expect(opened.turns.free?.members.map((m) => m.characterId)).toEqual([vex, ruth, brannigan, okafor]);
  });

  it('goes from a botched Drop to Gang Warfare to a car chase, with every roll in the roll log', () => {
    let log = setUp();
    // COT-DICE-7 / COT-D-4: all ones on the Drop — Brannigan turns Aware and responds first.
    log = play(
      log,
      act(heist, 'heist', { type: 'drop/attack', attacker: vex, target: brannigan, skill: 'handToHand' }),
      fixedDice(1, 1, 1, 1, 1),
    );
    let state = replay(log);
    expect(rollsIn(log).at(-1)?.catastrophe).toBe(true);
    expect(state.crew.heat).toBe(1);
    expect(stateOf(log, heist, 'heist').drop.pending.map((p) => p.target)).toEqual([brannigan]);
    expect(
      refusal(
        log,
        act(heist, 'heist', { type: 'drop/attack', attacker: ruth, target: okafor, skill: 'handToHand' }),
      ).code,
    ).toBe('drop/response-pending');
    log = play(
      log,
      act(heist, 'heist', { type: 'drop/respond', target: brannigan, response: 'square-up' }),
      fixedDice(),
    );

    // COT-WAR-1: Cover for everyone and initiative (Muscle + Athletics); the guards' slot leads round 1 (COT-D-4).
    log = play(log, startFight('guards'), seededDice('war'));
    state = replay(log);
    const war = state.scenes[fight]!;
    expect(war.parent).toBe(heist);
    expect(war.engine).toBe('warfare');
    expect(stateOf(log, fight, 'warfare').fighters.every((f) => f.coverScore >= 0)).toBe(true);
    expect(war.turns.initiative?.slots).toHaveLength(4);
    const coverRolls = rollsIn(log).filter((r) => r.label.includes('Cover roll'));
    const initiativeRolls = rollsIn(log).filter((r) => r.label.endsWith('initiative'));
    expect(coverRolls).toHaveLength(4);
    expect(initiativeRolls).toHaveLength(4);

    // It is a guard's turn first: Vex cannot act out of turn (COT-INIT-5).
    expect(liveSide(log, fight)).toBe('guards');
    expect(
      refusal(
        log,
        act(fight, 'warfare', { type: 'warfare/attack', attacker: vex, target: okafor, skill: 'shooting' }),
      ).code,
    ).toBe('initiative/wrong-side');

    // Brannigan hits out with his fists: the slot claimed, the roll logged, the turn ended.
    const before = rollsIn(log).length;
    const punch = act(fight, 'warfare', {
      type: 'warfare/attack',
      attacker: brannigan,
      target: vex,
      skill: 'handToHand',
    });
    log = play(log, punch, seededDice('b'));
    state = replay(log);
    expect(rollsIn(log).length).toBeGreaterThan(before);
    expect(state.scenes[fight]?.turns.initiative?.acting).toBeNull();
    expect(state.scenes[fight]?.turns.initiative?.uses).toEqual([
      expect.objectContaining({ characterId: brannigan }),
    ]);

    // Undo in the middle, then the same attack again.
    const undone = undo(log);
    expect(rollsIn(undone).length).toBe(before);
    log = play([...undone], punch, seededDice('c'));

    // Turns pass until Vex's side has the slot; Vex flees, and leaves on his next turn (COT-WAR-11).
    for (let turns = 0; turns < 6 && liveSide(log, fight) !== 'crew'; turns++) {
      const turns_ = sceneIn(log, fight).turns.initiative!;
      const guard = initiative.claimants(turns_, initiative.sideId('guards'))[0]!;
      log = play(
        log,
        scene({ type: 'scene/wait', sceneId: fight, characterId: guard.characterId }),
        fixedDice(),
      );
    }
    expect(liveSide(log, fight)).toBe('crew');
    log = play(log, act(fight, 'warfare', { type: 'warfare/flee', fighter: vex }), seededDice('f'));
    expect(stateOf(log, fight, 'warfare').flights.map((f) => f.leader)).toContain(vex);

    // A car chase opens inside the fight, with its own initiative (COT-CHASE-3, COT-D-22).
    log = play(
      log,
      scene({
        type: 'scene/start-child',
        sceneId: fight,
        newSceneId: run,
        name: 'Car chase',
        engine: 'chase',
        participants: [
          { characterId: vex, side: 'crew', zone: 'Dock', role: 'driver' },
          { characterId: brannigan, side: 'guards', zone: 'Dock', role: 'driver' },
        ],
        setup: {
          targets: [{ characterId: vex, side: 'crew', vehicle: 'Car', role: 'driver' }],
          pursuers: [{ characterId: brannigan, side: 'guards', vehicle: 'Car', role: 'driver' }],
          distance: 2,
          cramped: false,
        },
        firstRoundSide: null,
      }),
      seededDice('chase'),
    );
    state = replay(log);
    expect(state.scenes[run]?.parent).toBe(fight);
    expect(stateOf(log, run, 'chase').participants).toHaveLength(2);
    expect(state.scenes[run]?.turns.initiative?.slots).toHaveLength(2);
    expect(
      rollsIn(log).every((r) => r.rolled === null || r.rolled.faces.length === r.rolled.pool.rolled),
    ).toBe(true);

    // The whole log survives export and import.
    const file = parseCampaignFile(campaignFileText('Scenes', 1, log, 2));
    expect(file.ok && file.state).toEqual(replay(log));
  });

  it('COT-INIT-6: a joiner rolls a slot for the next round; a leaver gives theirs up at the round end', () => {
    let log = setUp();
    const extra = characterId('mara');
    log = play(log, { type: 'character/create', character: sheet(extra, 'crew', 'Mara', {}) }, fixedDice());
    log = play(log, scene({ type: 'scene/roll-initiative', sceneId: heist }), seededDice('init'));
    log = play(
      log,
      scene({
        type: 'scene/join',
        sceneId: heist,
        participant: { characterId: extra, side: 'crew', zone: 'Dock', role: 'on-foot' },
      }),
      seededDice('join'),
    );
    let state = replay(log);
    const mara = state.scenes[heist]!.turns.initiative!.participants.find((p) => p.characterId === extra)!;
    expect(mara.fromRound).toBe(2);
    expect(stateOf(log, heist, 'heist').drop.characters.map((c) => c.id)).toContain(extra);
    expect(stateOf(log, heist, 'heist').drop.characters.find((c) => c.id === extra)?.zone).toBe('Dock');
    expect(rollsIn(log).at(-1)?.label).toBe('Mara — initiative');
    expect(
      refusal(
        log,
        scene({
          type: 'scene/join',
          sceneId: heist,
          participant: { characterId: extra, side: 'crew', zone: 'Dock', role: 'on-foot' },
        }),
      ).code,
    ).toBe('scene/already-in');
    log = play(log, scene({ type: 'scene/leave', sceneId: heist, characterId: ruth }), fixedDice());
    state = replay(log);
    const left = state.scenes[heist]!.turns.initiative!;
    expect(left.participants.find((p) => p.characterId === ruth)?.status).toBe('left');
    const ruthSlot = left.slots.find((s) => s.createdBy === ruth)!;
    expect(ruthSlot.removeAfterRound).toBe(1);
  });

  it("TV-COT-TIME-4-a/c: a scene Bolster applies to the recipient's next roll in the dice tray, then is used up", () => {
    let log = setUp();
    log = play(
      log,
      scene({ type: 'scene/bolster', sceneId: heist, giver: ruth, recipient: vex }),
      fixedDice(),
    );
    expect(replay(log).bolsters.pending).toHaveLength(1);
    const roll: CampaignCommand = {
      type: 'dice/roll',
      rollId: rollId('tray'),
      at: 5,
      request: {
        characterId: vex,
        skill: 'shooting',
        pool: null,
        modifiers: [],
        bolsters: 0,
        leanOnto: null,
        against: { kind: 'difficulty', value: 9 },
        note: '',
      },
    };
    log = play(log, roll, fixedDice(6, 5, 4, 3, 2, 1));
    const state = replay(log);
    expect(rollsIn(log).at(-1)?.rolled?.pool).toEqual({ rolled: 6, kept: 3 }); // 5k3 + 1k0 Bolster
    expect(state.bolsters.pending).toHaveLength(0);
  });

  it('COT-CHAR-7: a wound heals a day for every Prep round that passes', () => {
    let log = setUp();
    log = play(
      log,
      { type: 'character/update', id: ruth, changes: { condition: { state: 'wounded', recoveryDays: 2 } } },
      fixedDice(),
    );
    const prep = time.sceneId('prep');
    log = play(log, scene({ type: 'scene/close', sceneId: heist }), fixedDice());
    log = play(
      log,
      scene({
        type: 'scene/open',
        sceneId: prep,
        name: 'Casing the joint',
        engine: 'prep',
        sides: [{ id: 'crew', label: 'Crew', crew: true }],
        participants: [{ characterId: ruth, side: 'crew', zone: '', role: 'on-foot' }],
        setup: { crew: [ruth] },
      }),
      fixedDice(),
    );
    log = play(log, scene({ type: 'scene/end-round', sceneId: prep }), fixedDice());
    expect(replay(log).characters[ruth]?.condition).toEqual({ state: 'wounded', recoveryDays: 1 });
    log = play(log, scene({ type: 'scene/end-round', sceneId: prep }), fixedDice());
    expect(replay(log).characters[ruth]?.condition).toEqual({ state: 'unhurt' });
  });

  it('COT-CHASE-3: a Target on foot that splits makes a second chase scene with its own initiative', () => {
    let log = setUp();
    const foot = time.sceneId('foot');
    const seat = (id: CharacterId) => ({
      characterId: id,
      side: sideOf(id),
      vehicle: null,
      role: 'on-foot' as const,
    });
    log = play(
      log,
      scene({
        type: 'scene/start-child',
        sceneId: heist,
        newSceneId: foot,
        name: 'Over the rooftops',
        engine: 'chase',
        participants: [vex, ruth, brannigan, okafor].map((id) => ({
          characterId: id,
          side: sideOf(id),
          zone: 'Dock',
          role: 'on-foot',
        })),
        setup: {
          targets: [seat(vex), seat(ruth)],
          pursuers: [seat(brannigan), seat(okafor)],
          distance: 2,
          cramped: false,
        },
        firstRoundSide: null,
      }),
      seededDice('rooftops'),
    );
    const groups = stateOf(log, foot, 'chase').groups.map((g) => g.id);
    log = play(
      log,
      act(foot, 'chase', { type: 'chase/split', breakaway: [ruth], pursuers: groups }),
      seededDice('split'),
    );
    const state = replay(log);
    const split = Object.values(state.scenes).find((s) => s.name === 'Ruth (split)');
    expect(split?.engine).toBe('chase');
    expect(
      split?.state && 'participants' in split.state && split.state.participants.map((p) => p.id),
    ).toContain(ruth);
    expect(split?.parent).toBe(heist);
    expect(split?.turns.initiative?.slots.length).toBeGreaterThan(0);
  });

  it('opens a scene with a campaign that has no such Spot only with a reason (COT-SPOT-1)', () => {
    const log = campaignWith('No Spot', crew);
    const refused = refusal(
      log,
      scene({
        type: 'scene/open',
        sceneId: heist,
        name: 'Nowhere',
        engine: 'heist',
        sides: [{ id: 'crew', label: 'Crew', crew: true }],
        participants: [{ characterId: vex, side: 'crew', zone: '', role: 'on-foot' }],
        setup: { spotId: 'nowhere', crew: [vex], others: [] },
      }),
    );
    expect(refused).toEqual({ code: 'heist/unknown-spot', message: 'There is no Spot "nowhere"' });
  });
});
