import { describe, expect, it } from 'vitest';
import {
  characterId,
  defaultSettings,
  engineOf,
  foldEntry,
  namesIn,
  replay,
  rollsOf,
  time,
} from '../../../../core/index.ts';
import type { CampaignEvent, CampaignState, CharacterId, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { act, lastRolls, play, scene, sheet, skillsWith, stateOf } from './scene-support.ts';

/**
 * The roll log: every roll a scene's engine makes is stored as a `dice/rolled` event of the entry, with its
 * real difficulty (an opposing total, a Cover), its margin and what it did.
 */

const vex = characterId('vex');
const bran = characterId('bran');
const run = time.sceneId('run');

const runners = [
  sheet(vex, 'crew', 'Vex', { skills: skillsWith({ shooting: 2 }), weapons: ['Revolver'] }),
  sheet(bran, 'guard', 'Bran', { skills: skillsWith({ athletics: 2 }) }),
];
const seat = (id: CharacterId) => ({
  characterId: id,
  side: id === vex ? 'crew' : 'guards',
  vehicle: null,
  role: 'on-foot' as const,
});

/** A foot chase opened on its own, everyone's Cover 6 (three threes, two kept). */
function footChase(distance: number, settings: object = {}): LogEntry[] {
  let log = play([], { type: 'campaign/create', name: 'Rolls' }, fixedDice());
  if (Object.keys(settings).length > 0)
    log = play(log, { type: 'settings/change', changes: settings } as never, fixedDice());
  for (const character of runners) log = play(log, { type: 'character/create', character }, fixedDice());
  return play(
    log,
    scene({
      type: 'scene/open',
      sceneId: run,
      name: 'Down the alley',
      engine: 'chase',
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'guards', label: 'Guards', crew: false },
      ],
      participants: runners.map((c) => ({ ...seat(c.id), zone: '' })).map(({ vehicle: _v, ...p }) => p),
      setup: { targets: [seat(vex)], pursuers: [seat(bran)], distance, cramped: false },
    }),
    fixedDice(...Array<number>(8).fill(3)),
  );
}

describe('the roll log of a chase', () => {
  it('COT-CHASE-9: a Close logs the opposing roll first, then the Close against its total, with the margin and result', () => {
    let log = footChase(2);
    // Vex keeps away: 2k2 of 3s = 6. Bran closes: 4k2 of 5s = 10.
    log = play(log, act(run, 'chase', { type: 'chase/close', actor: bran }), fixedDice(3, 3, 5, 5, 5, 5));
    const [away, close] = lastRolls(log);
    expect(away).toMatchObject({
      characterId: vex,
      label: 'Vex — Keeping away (chase pool)',
      rolled: { total: 6 },
      result: 'opposing roll: sets the difficulty 6',
    });
    expect(close).toMatchObject({
      characterId: bran,
      label: 'Bran — Close (chase pool)',
      difficulty: 6,
      againstLabel: "Vex's roll",
      rolled: { total: 10 },
      margin: 4,
      success: true,
      result: 'closes: Distance 2 → 1',
    });
  });

  it('COT-CHASE-8: an attack logs the Cover it was against, its margin, and the Cover it took or the wound it made', () => {
    let log = footChase(1);
    const cover = stateOf(log, run, 'chase').participants.find((p) => p.id === bran)!.cover;
    expect(cover).toBe(6);
    const shot = act(run, 'chase', {
      type: 'chase/attack',
      actor: vex,
      defender: { kind: 'character', id: bran },
      means: { kind: 'weapon', weapon: 'Revolver' },
    });
    // A graze: 8 against Cover 6 takes 2 Cover (COT-WAR-5).
    const grazed = play(log, shot, fixedDice(4, 4, 1, 1, 1, 1));
    expect(lastRolls(grazed)[0]).toMatchObject({
      characterId: vex,
      difficulty: 6,
      againstLabel: 'Cover',
      margin: 2,
      success: true,
      result: 'Bran loses 2 Cover (6 → 4)',
    });
    // A hit of 12 takes all 6 of his Cover: Bran is Wounded, for the 1-day minimum, and re-rolls Cover (COT-WAR-6).
    log = play(log, shot, fixedDice(6, 6, 1, 1, 1, 1, 2, 2));
    const [hit, reroll] = lastRolls(log);
    expect(hit).toMatchObject({
      difficulty: 6,
      margin: 6,
      success: true,
      result: 'Bran loses 6 Cover and is Wounded (1 day)',
    });
    expect(reroll).toMatchObject({
      characterId: bran,
      label: 'Bran — Cover re-roll after a wound (Muscle + Resist)',
    });
    expect(replay(log).characters[bran]?.condition).toEqual({ state: 'wounded', recoveryDays: 1 });
  });

  it('TV-COT-WAR-5-d: a catastrophic chase attack costs no Cover, the default row or narrative only', () => {
    for (const attack of ['default', 'narrative_only'] as const) {
      let log = footChase(1, { catastropheEffects: { ...defaultSettings.catastropheEffects, attack } });
      const shot = act(run, 'chase', {
        type: 'chase/attack',
        actor: vex,
        defender: { kind: 'character', id: bran },
        means: { kind: 'weapon', weapon: 'Revolver' },
      });
      log = play(log, shot, fixedDice(...Array<number>(8).fill(1)));
      expect(lastRolls(log)[0]).toMatchObject({ catastrophe: true, result: 'Bran: no damage (catastrophe)' });
      expect(stateOf(log, run, 'chase').participants.find((p) => p.id === bran)!.cover).toBe(6);
    }
  });

  it('COT-CHASE-5: an Accelerate logs the pursuers keeping up, then the Accelerate against their total', () => {
    let log = footChase(2);
    log = play(log, act(run, 'chase', { type: 'chase/accelerate', actor: vex }), fixedDice(2, 2, 2, 2, 6, 6));
    const [keeping, accelerate] = lastRolls(log);
    expect(keeping).toMatchObject({ characterId: bran, rolled: { total: 4 } });
    expect(accelerate).toMatchObject({ characterId: vex, difficulty: 4, margin: 8, success: true });
    expect(accelerate!.result).toBe('the pursuers fall back to Distance 3');
  });
});

describe('every roll of a simulated campaign is in its entry’s roll log', () => {
  const simulated = simulateCampaign({ entries: 400, seed: 3 });

  it('each entry logs as many rolls as its engine events carry, with margin = total − difficulty (none with nothing to beat)', () => {
    let state: CampaignState | null = null;
    let checked = 0;
    for (const entry of simulated.entries) {
      const before = state;
      state = foldEntry(state, entry);
      if (entry.command === 'dice/roll' || before === null) continue;
      const names = namesIn(state, null);
      const carried = entry.events.flatMap((event: CampaignEvent) =>
        event.type === 'scene/changed' && event.module !== 'initiative' && event.module !== 'free-turns'
          ? engineOf(event.module).rolls(event.event as never, names)
          : [],
      );
      const logged = rollsOf(entry).filter((roll) => !roll.label.endsWith('— initiative'));
      expect(logged.map((roll) => roll.label)).toEqual(
        carried.map((roll) => `${names(roll.roller)} — ${roll.what}`),
      );
      for (const [index, roll] of logged.entries()) {
        const against = carried[index]?.difficulty ?? null;
        expect(roll.margin).toBe(against === null ? 0 : (roll.rolled?.total ?? 0) - against);
      }
      checked += carried.length;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
