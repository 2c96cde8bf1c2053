import { describe, expect, it } from 'vitest';
import { characterId, initiative, replay, time } from '../../../../core/index.ts';
import type { CampaignCommand, CharacterId, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { act, fightWith, liveSide, play, refusal, scene, sceneIn, sheet, stateOf } from './scene-support.ts';

/**
 * COT-INIT-5/6 and COT-TIME-5 through the scene layer: who takes a slot, who gives theirs up, when a slot is
 * skipped, when rounds end, and the "Next turn" key.
 */

const vex = characterId('vex');
const ruth = characterId('ruth');
const bran = characterId('bran');
const okafor = characterId('okafor');
const fight = time.sceneId('fight');

const wounded = { state: 'wounded' as const, recoveryDays: 3 };
/** Okafor is already Wounded: one more hit that takes his Cover to 0 kills him (COT-WAR-7). */
const fighters = [
  { character: sheet(vex, 'crew', 'Vex'), side: 'crew' as const },
  { character: sheet(ruth, 'crew', 'Ruth'), side: 'crew' as const },
  { character: sheet(bran, 'guard', 'Bran'), side: 'guards' as const },
  { character: sheet(okafor, 'guard', 'Okafor', { condition: wounded }), side: 'guards' as const },
];

const sixes = (n: number) => Array<number>(n).fill(6);
/** A hit of 48 (8k8 of sixes) on a Cover of 12: enough to wound the unhurt and kill the Wounded. */
const crushing = [{ rolled: 6, kept: 6, source: 'GM: a crate falls' }];

/**
 * Gang Warfare with initiative rolled: Cover 12 for everyone; slots Bran 12 (Guards), Vex 10 (Crew),
 * Ruth 8 (Crew), Okafor 2 (Guards).
 */
function rolledFight(entries = fighters, initiativeFaces = [5, 5, 4, 4, 6, 6, 1, 1]): LogEntry[] {
  const conscious = entries.filter((e) => !('unconscious' in e && e.unconscious)).length;
  const log = fightWith('Turns', fight, entries, fixedDice(...sixes(2 * conscious)));
  return play(log, scene({ type: 'scene/roll-initiative', sceneId: fight }), fixedDice(...initiativeFaces));
}

const wait = (who: CharacterId): CampaignCommand =>
  scene({ type: 'scene/wait', sceneId: fight, characterId: who });
const next = (): CampaignCommand => scene({ type: 'scene/next-turn', sceneId: fight });
const turns = (log: readonly LogEntry[]) => sceneIn(log, fight).turns.initiative!;
const kill = (attacker: CharacterId, target: CharacterId) =>
  act(fight, 'warfare', {
    type: 'warfare/attack',
    attacker,
    target,
    skill: 'handToHand',
    modifiers: crushing,
  });

describe('COT-INIT-5/6: slots and who may take them', () => {
  it('COT-INIT-6: the dead give up their slot: they claim none, their side’s slot is skipped, it is gone next round', () => {
    let log = rolledFight();
    expect(turns(log).order.map((id) => turns(log).slots[id]!.createdBy)).toEqual([bran, vex, ruth, okafor]);
    log = play(log, wait(bran), fixedDice());
    log = play(log, kill(vex, okafor), fixedDice(...sixes(8)));
    expect(replay(log).characters[okafor]?.condition).toEqual({ state: 'dead' });
    expect(turns(log).participants.find((p) => p.characterId === okafor)?.status).toBe('dead');
    // The dead take no slot and no turn (COT-INIT-6).
    expect(
      refusal(log, scene({ type: 'scene/claim-slot', sceneId: fight, slotId: 3, characterId: okafor })),
    ).toEqual({
      code: 'scene/cannot-act',
      message: 'Okafor is dead: they take no turn in Fight on the dock (COT-INIT-6)',
    });
    expect(refusal(log, wait(okafor)).code).toBe('scene/cannot-act');
    // Ruth's turn; then the last Guards slot has nobody left to take it: skipped, and the round ends (COT-INIT-5).
    log = play(log, wait(ruth), fixedDice());
    const skipped = log
      .at(-1)!
      .events.flatMap((e) => (e.type === 'scene/changed' && e.module === 'initiative' ? [e.event.type] : []));
    expect(skipped).toEqual([
      'initiative/slot-claimed',
      'initiative/turn-ended',
      'initiative/slot-skipped',
      'initiative/round-ended',
      'initiative/round-started',
    ]);
    // COT-INIT-6: from round 2 the dead man's slot is gone.
    expect(turns(log).round).toBe(2);
    expect(turns(log).order.map((id) => turns(log).slots.find((s) => s.id === id)!.createdBy)).toEqual([
      bran,
      vex,
      ruth,
    ]);
  });

  it('TV-COT-INIT-5-b: a side with nobody able to act has its slot skipped; a side with someone left keeps it', () => {
    // Guards lead: Bran 12, Okafor 11; then Vex 10, Ruth 8.
    let log = rolledFight(fighters, [5, 5, 4, 4, 6, 6, 6, 5]);
    log = play(log, wait(bran), fixedDice());
    // Okafor's Guards slot: Okafor may take it; Bran already acted (COT-INIT-5).
    expect(refusal(log, wait(bran)).code).toBe('initiative/already-acted');
    log = play(log, wait(okafor), fixedDice());
    expect(liveSide(log, fight)).toBe('crew');
  });

  it('COT-INIT-6: someone who leaves keeps no slot into the next round, and takes no turn', () => {
    let log = rolledFight();
    log = play(log, scene({ type: 'scene/leave', sceneId: fight, characterId: okafor }), fixedDice());
    expect(
      refusal(log, scene({ type: 'scene/claim-slot', sceneId: fight, slotId: 3, characterId: okafor })).code,
    ).toMatch(/^(scene\/cannot-act|initiative\/)/);
    for (const who of [bran, vex, ruth]) log = play(log, wait(who), fixedDice());
    expect(turns(log).round).toBe(2);
    expect(turns(log).order.map((id) => turns(log).slots.find((s) => s.id === id)!.createdBy)).not.toContain(
      okafor,
    );
  });

  it('COT-INIT-6: a fighter woken in the fight gets a slot from the next round, not this one', () => {
    const knocked = fighters.map((e) => (e.character.id === okafor ? { ...e, unconscious: true } : e));
    let log = rolledFight(knocked, [5, 5, 4, 4, 6, 6]);
    expect(turns(log).slots).toHaveLength(3); // the Unconscious roll no initiative (COT-INIT-6)
    // Bran wakes Okafor (COT-DROP-9), who rolls Cover (2 dice) and then initiative (2 dice).
    log = play(
      log,
      act(fight, 'warfare', { type: 'warfare/wake', fighter: bran, target: okafor }),
      fixedDice(3, 3, 6, 6),
    );
    const woken = turns(log).participants.find((p) => p.characterId === okafor);
    expect(woken).toMatchObject({ status: 'in', fromRound: 2 });
    expect(turns(log).slots.find((s) => s.createdBy === okafor)?.fromRound).toBe(2);
    // Not this round: his slot is not in round 1's order, and he cannot act now.
    expect(turns(log).order.map((id) => turns(log).slots.find((s) => s.id === id)!.createdBy)).not.toContain(
      okafor,
    );
    const guards = initiative.claimants(turns(log), initiative.sideId('guards'));
    expect(guards.map((p) => p.characterId)).not.toContain(okafor);
    for (const who of [vex, ruth]) log = play(log, wait(who), fixedDice());
    expect(turns(log).round).toBe(2);
    expect(turns(log).order.map((id) => turns(log).slots.find((s) => s.id === id)!.createdBy)).toContain(
      okafor,
    );
  });
});

describe('a fight won on the last turn of a round', () => {
  it('COT-WAR-13: the round ends, and the fight over hears nothing more of it', () => {
    const duel = [fighters[0]!, fighters[3]!];
    let log = fightWith('Duel', fight, duel, fixedDice(...sixes(4)));
    log = play(log, wait(okafor), fixedDice());
    log = play(log, kill(vex, okafor), fixedDice(...sixes(8)));
    expect(stateOf(log, fight, 'warfare').ended).toEqual({ winner: 'crew' });
    expect(replay(log).clock.running.find((r) => r.id === fight)?.rounds).toBe(1);
  });
});

describe('the "Next turn" key (scene/next-turn)', () => {
  it('passes the live slot to the next side able to take one, skipping the dead', () => {
    let log = rolledFight();
    log = play(log, next(), fixedDice()); // Bran's slot passes: nobody takes it
    expect(turns(log).uses).toEqual([expect.objectContaining({ characterId: null })]);
    expect(liveSide(log, fight)).toBe('crew');
    log = play(log, kill(vex, okafor), fixedDice(...sixes(8)));
    log = play(log, next(), fixedDice()); // Ruth's slot passes; the last Guards slot is Bran's to take
    expect(liveSide(log, fight)).toBe('guards');
    log = play(log, wait(bran), fixedDice());
    expect(turns(log).round).toBe(2);
    // Round 2: Bran's slot passes, then Vex's; Ruth's passes and the round ends: the dead Okafor's slot is gone.
    for (let i = 0; i < 3; i++) log = play(log, next(), fixedDice());
    expect(turns(log).round).toBe(3);
    expect(replay(log).clock.running.find((r) => r.id === fight)?.rounds).toBe(2);
  });

  it('skips the slot of a side whose only able member is down', () => {
    let log = rolledFight();
    log = play(log, wait(bran), fixedDice());
    log = play(log, kill(vex, okafor), fixedDice(...sixes(8)));
    log = play(log, next(), fixedDice()); // Ruth's slot passes; Okafor's is skipped: round 2
    expect(turns(log).round).toBe(2);
  });

  it('ends the running turn when one was claimed', () => {
    let log = rolledFight();
    log = play(
      log,
      scene({ type: 'scene/claim-slot', sceneId: fight, slotId: 2, characterId: bran }),
      fixedDice(),
    );
    expect(turns(log).acting?.characterId).toBe(bran);
    log = play(log, next(), fixedDice());
    expect(turns(log).acting).toBeNull();
    expect(turns(log).uses).toEqual([expect.objectContaining({ characterId: bran })]);
  });

  it('ends a character’s turn without initiative; with nobody’s turn running there is nothing to pass', () => {
    const log = fightWith('Turns', fight, fighters, fixedDice(...sixes(8)));
    expect(refusal(log, next()).code).toBe('scene/no-initiative');
  });
});

describe('COT-TIME-5: without initiative, one turn each per round', () => {
  const open = () => fightWith('Free turns', fight, fighters, fixedDice(...sixes(8)));

  it('TV-COT-TIME-5-a: a second action in the same round is refused with the reason', () => {
    let log = open();
    log = play(log, wait(vex), fixedDice());
    expect(
      refusal(
        log,
        act(fight, 'warfare', { type: 'warfare/attack', attacker: vex, target: bran, skill: 'handToHand' }),
      ),
    ).toEqual({ code: 'time/already-acted', message: 'Vex has already taken a turn in round 1' });
    expect(refusal(log, wait(vex)).code).toBe('time/already-acted');
  });

  it('TV-COT-TIME-5-a: the round ends when everyone present had their turn, and the Job clock moves', () => {
    let log = open();
    for (const who of [vex, ruth, bran]) log = play(log, wait(who), fixedDice());
    expect(sceneIn(log, fight).turns.free?.round).toBe(1);
    expect(replay(log).clock.running.find((r) => r.id === fight)?.rounds).toBe(0);
    log = play(log, wait(okafor), fixedDice());
    expect(sceneIn(log, fight).turns.free).toMatchObject({ round: 2, acted: [] });
    expect(replay(log).clock.running.find((r) => r.id === fight)?.rounds).toBe(1);
  });

  it('TV-COT-TIME-5-a: the dead take no turn and are not waited for', () => {
    let log = open();
    log = play(log, kill(vex, okafor), fixedDice(...sixes(8)));
    for (const who of [ruth, bran]) log = play(log, wait(who), fixedDice());
    expect(sceneIn(log, fight).turns.free?.round).toBe(2);
  });

  it('COT-TIME-5: the GM ends the round early; the clock moves', () => {
    let log = open();
    log = play(log, wait(vex), fixedDice());
    log = play(log, scene({ type: 'scene/end-round', sceneId: fight }), fixedDice());
    expect(sceneIn(log, fight).turns.free).toMatchObject({ round: 2, acted: [] });
    expect(replay(log).clock.running.find((r) => r.id === fight)?.rounds).toBe(1);
    log = play(log, wait(vex), fixedDice());
    // With initiative, rounds end by slots alone.
    log = play(log, scene({ type: 'scene/roll-initiative', sceneId: fight }), fixedDice(...sixes(8)));
    expect(refusal(log, scene({ type: 'scene/end-round', sceneId: fight })).code).toBe(
      'scene/round-by-slots',
    );
    expect(stateOf(log, fight, 'warfare').ended).toBeNull();
    expect(initiative.liveSlot(turns(log))).not.toBeNull();
  });
});
