import { describe, expect, it } from 'vitest';
import { seededDice, warfare } from '../../../../core/index.ts';
import type { CampaignState, CharacterId, LogEntry } from '../../../../core/index.ts';
import { defaultActor, turnInfo, turnText } from '../../../../renderer/panels/scenes/drop/turn.ts';
import { rowsTotal } from '../../../../renderer/panels/scenes/drop/odds-rows.ts';
import {
  actingFighters,
  chaseAfterLeave,
  coverOddsRows,
  fighterOptions,
  fighterTags,
  fightersBySide,
  repositionOdds,
  winnerText,
} from '../../../../renderer/panels/scenes/warfare/board-view.ts';
import { rollsDice } from '../../../../renderer/panels/scenes/warfare/fight-actions.ts';
import { brannigan, fight, fightLog, heist, okafor, play, ruth, scene, stateOf, vex } from './fixtures.ts';

const fightOf = (state: CampaignState) => state.scenes[fight]!.warfare!;
const nameOf = (state: CampaignState) => (id: CharacterId) => state.characters[id]?.name ?? id;

/** Plays the fight's turns: whoever may take the live slot acts (`act`), others Wait, until `done`. */
function until(
  log: LogEntry[],
  done: (state: CampaignState) => boolean,
  act: (id: CharacterId, log: LogEntry[]) => LogEntry[] | null,
): LogEntry[] {
  for (let step = 0; step < 20 && !done(stateOf(log)); step++) {
    const turn = turnInfo(stateOf(log).scenes[fight]!)!;
    const who = turn.claimants[0]!;
    log = act(who, log) ?? play(log, scene({ type: 'scene/wait', sceneId: fight, characterId: who }));
  }
  return log;
}

describe('the Cover board', () => {
  const log = fightLog(seededDice('board'));
  const state = stateOf(log);
  const fightState = fightOf(state);

  it('shows the fighters side by side in the scene order', () => {
    expect(
      fightersBySide(state.scenes[fight]!, fightState).map((g) => [g.label, g.fighters.map((f) => f.name)]),
    ).toEqual([
      ['Crew', ['Vex', 'Ruth']],
      ['Guards', ['Brannigan', 'Okafor']],
    ]);
  });

  it('reads each fighter as Fighting when nothing else is true', () => {
    expect(fightState.fighters.map((f) => fighterTags(fightState, f, nameOf(state)))).toEqual([
      ['Fighting'],
      ['Fighting'],
      ['Fighting'],
      ['Fighting'],
    ]);
    expect(actingFighters(fightState)).toHaveLength(4);
  });

  it('COT-WAR-5..7: the outcome rows of an attack sum to 1', () => {
    const forecast = warfare.attackOdds(fightState, {
      type: 'warfare/attack',
      attacker: vex,
      target: brannigan,
      skill: 'shooting',
    });
    if ('ok' in forecast) throw new Error(forecast.message);
    const rows = coverOddsRows(forecast.targets[0]!.odds, true);
    expect(rows[0]?.id).toBe('none');
    expect(rows.at(-1)?.id).toBe('dead');
    expect(rows.find((r) => r.id === 'loss-1')?.label).toMatch(/^Cover −1 \(to \d+\)$/);
    expect(rowsTotal(rows)).toBeCloseTo(1, 12);
  });

  it('refuses a Shooting attack without a firearm, as the engine does (TV-COT-GEAR-1-c)', () => {
    const refused = warfare.attackOdds(fightState, {
      type: 'warfare/attack',
      attacker: ruth,
      target: okafor,
      skill: 'shooting',
    });
    expect('ok' in refused && refused.message).toMatch(/firearm/);
  });

  it('COT-WAR-10: a Reposition re-roll is higher, the same or lower; keep-better never lowers', () => {
    const pool = { pool: { rolled: 3, kept: 2 }, autoFail: false };
    const plain = repositionOdds(pool, 7, false);
    expect(plain.higher + plain.same + plain.lower).toBeCloseTo(1, 12);
    expect(plain.lower).toBeGreaterThan(0);
    const better = repositionOdds(pool, 7, true);
    expect(better.lower).toBeCloseTo(0, 12);
    expect(better.higher).toBeCloseTo(plain.higher, 12);
    expect(repositionOdds({ pool: { rolled: 1, kept: 1 }, autoFail: true }, 3, false)).toMatchObject({
      lower: 1,
      higher: 0,
    });
  });

  it('tells whose turn it is and picks the acting fighter', () => {
    const turn = turnInfo(state.scenes[fight]!)!;
    expect(turn.round).toBe(1);
    expect(turn.claimants.length).toBeGreaterThan(0);
    expect(turnText(turn, nameOf(state))).toMatch(/^Round 1 · next slot \d+ \((Crew|Guards)\): /);
    expect(defaultActor(turn, [vex, ruth, brannigan, okafor])).toBe(turn.claimants[0]);
    expect(defaultActor(null, [ruth, vex])).toBe(ruth);
    expect(turnInfo(stateOf(fightLog(seededDice('x'))).scenes[heist]!)).toBeNull();
  });
});

describe('fighter options', () => {
  it('COT-WAR-9, TV-COT-WAR-9-b: a Restrained fighter may not Reposition or Flee, but may Break free', () => {
    const base = fightOf(stateOf(fightLog(seededDice('opts'))));
    const held = { ...base.fighters.find((f) => f.id === vex)!, restrainedBy: brannigan };
    const state = { ...base, fighters: base.fighters.map((f) => (f.id === vex ? held : f)) };
    expect(fighterOptions(state, held)).toMatchObject({
      leading: false,
      attack: null,
      reposition: 'Restrained (COT-WAR-9)',
      flee: 'Restrained (COT-WAR-9)',
      breakFree: null,
    });
    expect(fighterTags(state, held, (id) => id)).toEqual(['Restrained by brannigan']);
    expect(
      fighterTags(
        state,
        state.fighters.find((f) => f.id === brannigan)!,
        (id) => id,
      ),
    ).toEqual(['Holding Vex']);
  });

  it('COT-WAR-11: a Flee leader may only leave; others may join as allies or pursuers', () => {
    let log = fightLog(seededDice('flee'));
    log = until(
      log,
      (s) => fightOf(s).flights.length > 0,
      (who, now) =>
        who === vex
          ? play(
              now,
              scene({
                type: 'scene/warfare',
                sceneId: fight,
                command: { type: 'warfare/flee', fighter: vex },
              }),
            )
          : null,
    );
    const state = fightOf(stateOf(log));
    const vexNow = state.fighters.find((f) => f.id === vex)!;
    expect(fighterOptions(state, vexNow)).toMatchObject({
      leading: true,
      attack: expect.stringContaining('Flee'),
    });
    expect(fighterTags(state, vexNow, (id) => id)).toEqual(['Fleeing: leaves on their next turn']);
    const ruthOptions = fighterOptions(
      state,
      state.fighters.find((f) => f.id === ruth)!,
    );
    expect(ruthOptions.flights.map((f) => [f.leader.name, f.role])).toEqual([['Vex', 'ally']]);
    expect(
      fighterOptions(
        state,
        state.fighters.find((f) => f.id === okafor)!,
      ).flights.map((f) => f.role),
    ).toEqual(['pursuer']);
    expect(chaseAfterLeave(state.flights[0]!, state)).toBeNull();
  });

  it('COT-WAR-11: after leaving, the chase has the fleers as Targets and the enemies who joined as pursuers', () => {
    const base = fightOf(stateOf(fightLog(seededDice('left'))));
    const flight = { leader: vex, allies: [ruth], pursuers: [brannigan] };
    const gone = (id: CharacterId) => [vex, brannigan].includes(id);
    const state = {
      ...base,
      fighters: base.fighters.map((f) => (gone(f.id) ? { ...f, presence: 'left' as const } : f)),
    };
    expect(chaseAfterLeave(flight, state)).toEqual({ targets: [vex], pursuers: [brannigan] });
  });
});

describe('the end of the fight', () => {
  it('COT-WAR-13: names the side that holds the field', () => {
    const sides = [
      { id: 'crew', label: 'Crew' },
      { id: 'guards', label: 'Guards' },
    ] as never;
    expect(winnerText({ sides }, { winner: 'guards' })).toBe('Guards hold the field');
    expect(winnerText({ sides }, { winner: null })).toBe('Nobody is left able and willing to fight');
  });

  it('knows which actions roll dice', () => {
    expect(rollsDice({ type: 'warfare/reposition', fighter: vex, reroll: false })).toBe(false);
    expect(rollsDice({ type: 'warfare/reposition', fighter: vex, reroll: true })).toBe(true);
    expect(rollsDice({ type: 'warfare/attack', attacker: vex, target: okafor, skill: 'shooting' })).toBe(
      true,
    );
    expect(rollsDice({ type: 'warfare/flee', fighter: vex })).toBe(false);
  });
});
