import { describe, expect, it } from 'vitest';
import {
  characterId,
  parseCampaignFile,
  replay,
  rollsIn,
  rollId,
  seededDice,
  campaignFileText,
  time,
  undo,
} from '../../../../core/index.ts';
import type { CampaignCommand, Dice, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { heistWith, play, refusal, scene, sheet, skillsWith } from './scene-support.ts';

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

function refused(entries: LogEntry[], command: CampaignCommand, dice: Dice): string {
  return refusal(entries, command, dice).code;
}

describe('scenes', () => {
  it('opens a Heist scene on the Job clock (COT-TIME-1, COT-TIME-3)', () => {
    const state = replay(setUp());
    expect(state.scenes[heist]?.drop?.characters).toHaveLength(4);
    expect(state.clock.running.map((s) => s.id)).toEqual([heist]);
  });

  it('goes from a botched Drop to Gang Warfare to a car chase, with every roll in the roll log', () => {
    let log = setUp();
    // COT-DICE-7 / COT-D-4: all ones on the Drop — Brannigan turns Aware and responds first.
    log = play(
      log,
      scene({
        type: 'scene/drop',
        sceneId: heist,
        command: { type: 'drop/attack', attacker: vex, target: brannigan, skill: 'handToHand' },
      }),
      fixedDice(1, 1, 1, 1, 1),
    );
    let state = replay(log);
    expect(rollsIn(log).at(-1)?.catastrophe).toBe(true);
    expect(state.crew.heat).toBe(1);
    expect(
      refused(
        log,
        scene({
          type: 'scene/drop',
          sceneId: heist,
          command: { type: 'drop/attack', attacker: ruth, target: okafor, skill: 'handToHand' },
        }),
        fixedDice(),
      ),
    ).toBe('drop/response-pending');
    log = play(
      log,
      scene({
        type: 'scene/drop',
        sceneId: heist,
        command: { type: 'drop/respond', target: brannigan, response: 'square-up' },
      }),
      fixedDice(),
    );

    // COT-WAR-1: Cover for everyone, then initiative (Muscle + Athletics); the guards' slot leads round 1.
    log = play(
      log,
      scene({
        type: 'scene/start-warfare',
        sceneId: heist,
        newSceneId: fight,
        name: 'Fight on the dock',
        fighters: [vex, ruth, brannigan, okafor],
        firstRoundSide: 'guards',
      }),
      seededDice('war'),
    );
    state = replay(log);
    const war = state.scenes[fight]!;
    expect(war.parent).toBe(heist);
    expect(war.warfare?.fighters.every((f) => f.coverScore >= 0)).toBe(true);
    expect(war.initiative?.slots).toHaveLength(4);
    const coverRolls = rollsIn(log).filter((r) => r.label.includes('Cover roll'));
    const initiativeRolls = rollsIn(log).filter((r) => r.label.endsWith('initiative'));
    expect(coverRolls).toHaveLength(4);
    expect(initiativeRolls).toHaveLength(4);

    // It is a guard's turn first: Vex cannot act out of turn (COT-INIT-5).
    const first = war.initiative!;
    const live = first.slots.find((s) => s.id === first.order[0])!;
    expect(live.side).toBe('guards');
    expect(
      refused(
        log,
        scene({
          type: 'scene/warfare',
          sceneId: fight,
          command: { type: 'warfare/attack', attacker: vex, target: okafor, skill: 'shooting' },
        }),
        seededDice('x'),
      ),
    ).toBe('initiative/wrong-side');

    // Brannigan shoots… with fists: claimed, rolled, turn ended.
    const before = rollsIn(log).length;
    log = play(
      log,
      scene({
        type: 'scene/warfare',
        sceneId: fight,
        command: { type: 'warfare/attack', attacker: brannigan, target: vex, skill: 'handToHand' },
      }),
      seededDice('b'),
    );
    state = replay(log);
    expect(rollsIn(log).length).toBeGreaterThan(before);
    expect(state.scenes[fight]?.initiative?.acting).toBeNull();

    // Undo in the middle, then the same attack again.
    const undone = undo(log);
    expect(rollsIn(undone).length).toBe(before);
    log = play(
      [...undone],
      scene({
        type: 'scene/warfare',
        sceneId: fight,
        command: { type: 'warfare/attack', attacker: brannigan, target: vex, skill: 'handToHand' },
      }),
      seededDice('c'),
    );

    // Play turns until Vex's slot comes up, then Vex flees and Brannigan gives chase by car.
    for (let turns = 0; turns < 6; turns++) {
      const s = replay(log).scenes[fight]!;
      const slot = s.initiative!.slots.find(
        (x) => x.id === s.initiative!.order.find((id) => !s.initiative!.uses.some((u) => u.slotId === id)),
      );
      if (!slot) break;
      if (slot.side === 'crew') {
        log = play(
          log,
          scene({ type: 'scene/warfare', sceneId: fight, command: { type: 'warfare/flee', fighter: vex } }),
          seededDice('f'),
        );
        break;
      }
      const guard = s.initiative!.participants.find(
        (p) => p.side === 'guards' && !s.initiative!.uses.some((u) => u.characterId === p.characterId),
      )!;
      log = play(
        log,
        scene({ type: 'scene/wait', sceneId: fight, characterId: guard.characterId }),
        fixedDice(),
      );
    }
    state = replay(log);
    expect(state.scenes[fight]?.warfare?.flights.map((f) => f.leader)).toContain(vex);

    log = play(
      log,
      scene({
        type: 'scene/start-chase',
        sceneId: fight,
        newSceneId: run,
        name: 'Car chase',
        setup: {
          targets: [{ characterId: vex, vehicle: 'Car', role: 'driver' }],
          pursuers: [{ characterId: brannigan, vehicle: 'Car', role: 'driver' }],
          distance: 2,
          cramped: false,
        },
      }),
      seededDice('chase'),
    );
    state = replay(log);
    expect(state.scenes[run]?.chase?.participants).toHaveLength(2);
    expect(state.scenes[run]?.initiative?.slots).toHaveLength(2);
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
    const mara = state.scenes[heist]!.initiative!.participants.find((p) => p.characterId === extra)!;
    expect(mara.fromRound).toBe(2);
    expect(state.scenes[heist]!.drop!.characters.map((c) => c.id)).toContain(extra);
    expect(rollsIn(log).at(-1)?.label).toBe('Mara — initiative');
    expect(
      refused(
        log,
        scene({
          type: 'scene/join',
          sceneId: heist,
          participant: { characterId: extra, side: 'crew', zone: 'Dock', role: 'on-foot' },
        }),
        fixedDice(),
      ),
    ).toBe('scene/already-in');
    log = play(log, scene({ type: 'scene/leave', sceneId: heist, characterId: ruth }), fixedDice());
    state = replay(log);
    expect(state.scenes[heist]!.initiative!.participants.find((p) => p.characterId === ruth)?.status).toBe(
      'left',
    );
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
        leanOnto: false,
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
        kind: 'prep',
        sides: [{ id: 'crew', label: 'Crew', crew: true }],
        participants: [{ characterId: ruth, side: 'crew', zone: 'Town', role: 'on-foot' }],
        zones: ['Town'],
      }),
      fixedDice(),
    );
    for (let round = 0; round < 2; round++) {
      const due = time.nextScene(replay(log).clock)!;
      log = play(log, scene({ type: 'scene/end-round', sceneId: due.id }), fixedDice());
    }
    expect(replay(log).characters[ruth]?.condition).toEqual({ state: 'unhurt' });
  });

  it('COT-CHASE-3: a Target on foot that splits makes a second chase scene with its own initiative', () => {
    let log = setUp();
    const foot = time.sceneId('foot');
    log = play(
      log,
      scene({
        type: 'scene/start-chase',
        sceneId: heist,
        newSceneId: foot,
        name: 'Over the rooftops',
        setup: {
          targets: [
            { characterId: vex, vehicle: null, role: 'on-foot' },
            { characterId: ruth, vehicle: null, role: 'on-foot' },
          ],
          pursuers: [
            { characterId: brannigan, vehicle: null, role: 'on-foot' },
            { characterId: okafor, vehicle: null, role: 'on-foot' },
          ],
          distance: 2,
          cramped: false,
        },
      }),
      seededDice('rooftops'),
    );
    const groups = replay(log).scenes[foot]!.chase!.groups.map((g) => g.id);
    log = play(
      log,
      scene({
        type: 'scene/chase',
        sceneId: foot,
        command: { type: 'chase/split', breakaway: [ruth], pursuers: groups },
      }),
      seededDice('split'),
    );
    const state = replay(log);
    const split = Object.values(state.scenes).find((s) => s.name === 'Over the rooftops (split)');
    expect(split?.chase?.participants.map((p) => p.id)).toContain(ruth);
    expect(split?.initiative?.slots.length).toBeGreaterThan(0);
  });
});
