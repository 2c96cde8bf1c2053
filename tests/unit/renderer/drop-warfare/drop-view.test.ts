import { describe, expect, it } from 'vitest';
import { defaultSettings, drop } from '../../../../core/index.ts';
import type { CampaignState, CharacterId } from '../../../../core/index.ts';
import {
  canActAtSpot,
  charactersByZone,
  dropAttackers,
  dropResultText,
  dropTargets,
  helpersAtSpot,
  helplessAtSpot,
  sideLabel,
  spotChanges,
  spotStatus,
  squareUpFighters,
} from '../../../../renderer/panels/scenes/drop/drop-view.ts';
import { dropOddsRows, rowsTotal } from '../../../../renderer/panels/scenes/drop/odds-rows.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { brannigan, heist, heistLog, nell, okafor, play, ruth, scene, stateOf, vex } from './fixtures.ts';

function spotOf(state: CampaignState): drop.DropScene {
  return state.scenes[heist]!.drop!;
}

function afterDrop(
  faces: number[],
  target: CharacterId = brannigan,
  skill: drop.DropCommand['skill'] = 'handToHand',
) {
  const log = heistLog();
  const before = spotOf(stateOf(log));
  const next = play(
    log,
    scene({
      type: 'scene/drop',
      sceneId: heist,
      command: { type: 'drop/attack', attacker: vex, target, skill },
    }),
    fixedDice(...faces),
  );
  return { log: next, before, after: spotOf(stateOf(next)), state: stateOf(next) };
}

describe('drop odds rows', () => {
  it('lists every row of the Subdue table (COT-DROP-3) and sums to 1', () => {
    const forecast = drop.dropOdds(spotOf(stateOf(heistLog())), {
      type: 'drop/attack',
      attacker: vex,
      target: brannigan,
      skill: 'handToHand',
    });
    if ('ok' in forecast) throw new Error(forecast.message);
    expect(forecast.kind).toBe('subdue');
    const rows = dropOddsRows(forecast.targets[0]!.odds, 'subdue');
    expect(rows.map((r) => r.id)).toEqual([
      'unconscious',
      'aware-unconscious',
      'dead',
      'aware',
      'catastrophe',
    ]);
    expect(rowsTotal(rows)).toBeCloseTo(1, 12);
    expect(rows.find((r) => r.id === 'catastrophe')?.probability).toBeCloseTo(1 / 6 ** 5, 12);
  });

  it('splits a Murder wound by recovery days (COT-DROP-10) and sums to 1', () => {
    const forecast = drop.dropOdds(spotOf(stateOf(heistLog())), {
      type: 'drop/attack',
      attacker: vex,
      target: brannigan,
      skill: 'shooting',
      weapon: 'Revolver',
    });
    if ('ok' in forecast) throw new Error(forecast.message);
    const rows = dropOddsRows(forecast.targets[0]!.odds, forecast.kind);
    expect(forecast.kind).toBe('murder');
    expect(rows.map((r) => r.id)).toEqual([
      'dead',
      'wounded-1',
      'wounded-2',
      'wounded-3',
      'aware',
      'catastrophe',
    ]);
    expect(rows[1]?.label).toBe('Wounded and Aware, 1 day to recover');
    expect(rowsTotal(rows)).toBeCloseTo(1, 12);
  });

  it('shows a single 0% wound row when a Murder cannot wound', () => {
    const rows = dropOddsRows(
      { aware: 0.5, catastrophe: 0, awareAndUnconscious: 0, unconscious: 0, wounded: [], dead: 0.5 },
      'murder',
    );
    expect(rows.filter((r) => r.id.startsWith('wounded'))).toEqual([
      { id: 'wounded', label: 'Wounded and Aware', probability: 0, tone: 'down' },
    ]);
  });
});

describe('the Spot', () => {
  it('groups characters by zone in the scene order', () => {
    const zones = charactersByZone(spotOf(stateOf(heistLog())));
    expect(zones.map((z) => [z.zone, z.characters.map((c) => c.name)])).toEqual([
      ['Dock', ['Vex', 'Ruth', 'Brannigan', 'Okafor']],
      ['Yard', ['Nell']],
    ]);
  });

  it('COT-DROP-1: offers only enemies in the same zone who are not aware of the attacker', () => {
    const spot = spotOf(stateOf(heistLog()));
    expect(dropTargets(spot, vex).map((c) => c.name)).toEqual(['Brannigan', 'Okafor']);
    expect(dropTargets(spot, nell).map((c) => c.name)).toEqual([]);
    const { after } = afterDrop([2, 1, 1, 1, 1]); // total 4 < Training 6: Brannigan Aware, Vex Discovered
    expect(dropTargets(after, vex).map((c) => c.name)).toEqual([]); // Okafor was alerted too (COT-DROP-7)
    expect(dropTargets(after, ruth).map((c) => c.name)).toEqual(['Brannigan', 'Okafor']); // Ruth is not Discovered
  });

  it('lists the able attackers, crew first', () => {
    expect(dropAttackers(spotOf(stateOf(heistLog()))).map((c) => c.name)).toEqual([
      'Ruth',
      'Vex',
      'Brannigan',
      'Nell',
      'Okafor',
    ]);
  });

  it('TV-COT-DROP-3-b and COT-DROP-6: margin 0 leaves the target Aware and Unconscious, a witness', () => {
    const { before, after } = afterDrop([3, 2, 1, 1, 1]); // total 6 = Training 6
    const target = after.characters.find((c) => c.id === brannigan)!;
    expect(spotStatus(target)).toEqual(['Unconscious', 'Aware']);
    expect(canActAtSpot(target)).toBe(false);
    const changes = spotChanges(before, after, [brannigan]);
    expect(changes.results).toEqual([{ id: brannigan, name: 'Brannigan', result: 'Aware and Unconscious' }]);
    expect(changes.witnessed).toEqual(['Brannigan saw “delivery girl”']);
    expect(changes.alerted).toEqual(['Okafor']);
    expect(changes.heat).toBe(0);
  });

  it('TV-COT-DROP-3-d: margin 6 knocks the target out unaware, and nobody else notices', () => {
    const { before, after } = afterDrop([6, 6, 1, 1, 1]); // total 13 − 6 = 7
    const changes = spotChanges(before, after, [brannigan]);
    expect(changes.results[0]?.result).toBe('Unconscious, not Aware');
    expect(changes.alerted).toEqual([]);
    expect(helplessAtSpot(after)).toEqual([
      { id: brannigan, name: 'Brannigan', side: 'guards', where: 'in Dock' },
    ]);
    expect(helpersAtSpot(after, helplessAtSpot(after)[0]!).map((h) => h.name)).toEqual([
      'Okafor',
      'Vex',
      'Ruth',
    ]);
  });

  it('COT-D-4: a catastrophe alerts the zone, raises Heat and makes the target respond first', () => {
    const { before, after } = afterDrop([1, 1, 1, 1, 1]);
    const changes = spotChanges(before, after, [brannigan]);
    expect(changes.results[0]?.result).toBe('Aware');
    expect(changes.heat).toBe(1);
    expect(after.pending).toEqual([{ target: brannigan, attacker: vex, firstRoundSide: 'guards' }]);
    expect(spotStatus(after.characters.find((c) => c.id === vex)!)).toEqual(['Discovered']);
  });

  it('COT-DROP-4: a Murder wound reads with its recovery days', () => {
    const { before, after } = afterDrop([3, 2, 1, 1, 1, 1], brannigan, 'shooting'); // 6k3 with the Revolver: 6
    expect(spotChanges(before, after, [brannigan]).results[0]?.result).toBe('Wounded (1 day) and Aware');
    expect(spotStatus(after.characters.find((c) => c.id === brannigan)!)).toEqual([
      'Wounded (1 day)',
      'Aware',
    ]);
  });

  it('COT-WAR-1: Square Up brings everyone alive in the zone into the fight, the Unconscious included', () => {
    const { after } = afterDrop([6, 6, 1, 1, 1]);
    expect(squareUpFighters(after, 'Dock')).toEqual([vex, ruth, brannigan, okafor]);
    expect(squareUpFighters(after, 'Yard')).toEqual([nell]);
    expect(squareUpFighters(after, null)).toEqual([]);
  });

  it('reads a Call for Help as raised Awareness (COT-GUARD-6)', () => {
    const { log, after } = afterDrop([2, 1, 1, 1, 1]);
    const next = play(
      log,
      scene({
        type: 'scene/drop',
        sceneId: heist,
        command: { type: 'drop/respond', target: brannigan, response: 'call-for-help' },
      }),
    );
    const changes = spotChanges(after, spotOf(stateOf(next)), []);
    expect(changes.raised).toEqual([`Nell +${defaultSettings.callForHelpBonus}`]);
  });

  it('names sides by their label', () => {
    const state = stateOf(heistLog());
    expect(sideLabel(state.scenes[heist]!, 'guards')).toBe('Guards');
    expect(sideLabel(state.scenes[heist]!, 'vipers')).toBe('vipers');
  });

  it('describes a result that changed nothing', () => {
    const spot = spotOf(stateOf(heistLog()));
    const one = spot.characters[0]!;
    expect(dropResultText(one, one)).toBe('Unchanged');
    expect(dropResultText(one, { ...one, condition: { state: 'dead' } })).toBe('Dead');
  });
});
