import { describe, expect, it } from 'vitest';
import {
  apply,
  characterId,
  decide,
  initiative,
  replay,
  sceneActions,
  time,
  turnSummary,
  undo,
} from '../../../../core/index.ts';
import type { CampaignCommand, CampaignState, CharacterId, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { act, heistWith, play, refusal, scene, sceneIn, sheet } from './scene-support.ts';

/**
 * One truth for a character: a participant's condition (COT-CHAR-6) lives on their sheet only. A running scene
 * reads it there, so a sheet edit reaches the scene at once (COT-INIT-5/6), and the Job clock's healing is never
 * undone by a copy the scene kept (COT-CHAR-7).
 */

const vex = characterId('vex');
const ruth = characterId('ruth');
const brannigan = characterId('brannigan');
const okafor = characterId('okafor');
const heist = time.sceneId('warehouse');

const cast = [
  sheet(vex, 'crew', 'Vex'),
  sheet(ruth, 'crew', 'Ruth'),
  sheet(brannigan, 'guard', 'Brannigan'),
  sheet(okafor, 'guard', 'Okafor'),
];

const dead = { state: 'dead' as const };
const markDead = (id: CharacterId): CampaignCommand => ({
  type: 'character/update',
  id,
  changes: { condition: dead },
});
const wait = (id: CharacterId) => scene({ type: 'scene/wait', sceneId: heist, characterId: id });

/**
 * The Heist at the warehouse with initiative rolled (Brains + Planning, 2k2 on blank sheets): Brannigan 12
 * (Guards), Vex 8 (Crew), Ruth 6 (Crew), Okafor 2 (Guards).
 */
function heistWithSlots(): LogEntry[] {
  const log = heistWith('One truth', heist, cast);
  return play(
    log,
    scene({ type: 'scene/roll-initiative', sceneId: heist }),
    fixedDice(4, 4, 3, 3, 6, 6, 1, 1),
  );
}

const slotOwners = (log: readonly LogEntry[]) => {
  const turns = sceneIn(log, heist).turns.initiative!;
  return turns.order.map((id) => turns.slots.find((slot) => slot.id === id)!.createdBy);
};

describe('COT-INIT-5/6: a guard marked Dead on the Crew dashboard during a Heist', () => {
  it('takes no live slot, is offered no Bolster, is no Bolster’s recipient, and has no slot next round', () => {
    let log = heistWithSlots();
    expect(slotOwners(log)).toEqual([brannigan, vex, ruth, okafor]);
    log = play(log, markDead(brannigan), fixedDice());

    const state = replay(log);
    const running = state.scenes[heist]!;
    const summary = turnSummary(state, running);
    // The live slot is the Guards' 12: only Okafor may take it now (COT-INIT-5).
    expect(summary.text).toBe('Round 1 · next slot 12 (Guards): Okafor');
    const guard = summary.actors.find((a) => a.id === brannigan)!;
    expect(guard).toMatchObject({ absence: 'dead', mayActNow: false, why: 'Brannigan is dead' });
    expect(
      initiative
        .claimants(running.turns.initiative!, initiative.liveSlot(running.turns.initiative!)!.side)
        .map((p) => p.characterId),
    ).toEqual([okafor]);

    // His own turn panel offers nothing: no Bolster, no Wait (COT-TIME-4), and his commands are refused.
    const his = sceneActions(state, running, brannigan, 0);
    expect(his.filter((a) => a.available)).toEqual([]);
    expect(his.find((a) => a.action === 'bolster')).toMatchObject({ available: false, options: [] });
    expect(refusal(log, wait(brannigan)).code).toBe('scene/cannot-act');

    // Nobody is offered to Bolster him (the fallen receive none, COT-INIT-6).
    const vexBolsters = sceneActions(state, running, okafor, 0).find((a) => a.action === 'bolster')!;
    expect(vexBolsters.options.map((o) => (o.command as { recipient: string }).recipient)).toEqual([
      vex,
      ruth,
    ]);

    // The round plays out without him; his slot is gone from round 2 (COT-INIT-6).
    for (const who of [okafor, vex, ruth]) log = play(log, wait(who), fixedDice());
    expect(sceneIn(log, heist).turns.initiative!.round).toBe(2);
    expect(slotOwners(log)).toEqual([vex, ruth, okafor]);
    expect(turnSummary(replay(log), sceneIn(log, heist)).text).toBe(
      'Round 2 · next slot 8 (Crew): Vex or Ruth',
    );
  });

  it('leaves the turns in the same entry as the sheet edit, so undoing the edit brings him back', () => {
    let log = heistWithSlots();
    log = play(log, markDead(brannigan), fixedDice());
    const left = log
      .at(-1)!
      .events.flatMap((event) =>
        event.type === 'scene/changed' && event.module === 'initiative' ? [event.event] : [],
      );
    expect(left).toEqual([{ type: 'initiative/left', round: 1, characterId: brannigan, reason: 'dead' }]);
    const back = undo(log);
    const seat = sceneIn(back, heist).turns.initiative!.participants.find((p) => p.characterId === brannigan);
    expect(seat?.status).toBe('in');
    expect(turnSummary(replay(back), sceneIn(back, heist)).text).toBe(
      'Round 1 · next slot 12 (Guards): Brannigan or Okafor',
    );
  });
});

describe('COT-INIT-6: a death in a fight that broke out of a Heist', () => {
  it('takes the dead out of the Heist’s turns too, in the same entry as the blow', () => {
    const wounded = sheet(okafor, 'guard', 'Okafor', { condition: { state: 'wounded', recoveryDays: 3 } });
    let log = heistWith('Two scenes', heist, [...cast.slice(0, 3), wounded]);
    const fight = time.sceneId('fight');
    const everyone = [vex, ruth, brannigan, okafor];
    const side = (id: CharacterId) => (id === vex || id === ruth ? 'crew' : 'guards');
    // Everyone rolls Cover 12; Vex's initiative of 12 leads, the others roll 2 (COT-WAR-1, COT-INIT-2).
    log = play(
      log,
      scene({
        type: 'scene/start-child',
        sceneId: heist,
        newSceneId: fight,
        name: 'Fight on the dock',
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
          firstRoundSide: null,
        },
        firstRoundSide: null,
      }),
      fixedDice(6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1),
    );
    const crushing = [{ rolled: 6, kept: 6, source: 'GM: a crate falls' }];
    const blow = act(fight, 'warfare', {
      type: 'warfare/attack',
      attacker: vex,
      target: okafor,
      skill: 'handToHand',
      modifiers: crushing,
    });
    log = play(log, blow, fixedDice(6, 6, 6, 6, 6, 6, 6, 6));
    const state = replay(log);
    expect(state.characters[okafor]?.condition).toEqual({ state: 'dead' }); // COT-WAR-7, on his sheet
    const theHeist = state.scenes[heist]!;
    expect(theHeist.turns.free?.members.find((m) => m.characterId === okafor)?.present).toBe(false);
    expect(turnSummary(state, theHeist).actors.find((a) => a.id === okafor)?.absence).toBe('dead');
    const inHeist = log.at(-1)!.events.filter((e) => e.type === 'scene/changed' && e.sceneId === heist);
    expect(inHeist).toEqual([
      {
        type: 'scene/changed',
        sceneId: heist,
        module: 'free-turns',
        event: { type: 'time/free-member-left', round: 1, characterId: okafor },
      },
    ]);
  });
});

describe('COT-CHAR-7: the Job clock heals a wound in a running Heist', () => {
  it('a Wounded character with 2 days left has 1 day left after the 288th Heist round, and keeps it', () => {
    const wounded = sheet(ruth, 'crew', 'Ruth', { condition: { state: 'wounded', recoveryDays: 2 } });
    const log = heistWith('Long night', heist, [sheet(vex, 'crew', 'Vex'), wounded]);
    let state: CampaignState = replay(log);
    const endRound = scene({ type: 'scene/end-round', sceneId: heist });
    // Carried from command to command (never replayed): 288 rounds of 5 minutes are one day (COT-TIME-3-e).
    for (let round = 1; round <= 289; round++) {
      const decision = decide(state, endRound, fixedDice());
      if (!decision.ok) throw new Error(`${decision.code}: ${decision.message}`);
      state = decision.events.reduce(apply, state);
      if (round === 287)
        expect(state.characters[ruth]?.condition).toEqual({ state: 'wounded', recoveryDays: 2 });
      if (round >= 288)
        expect(state.characters[ruth]?.condition).toEqual({ state: 'wounded', recoveryDays: 1 });
    }
  });
});
