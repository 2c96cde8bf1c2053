import { describe, expect, it } from 'vitest';
import {
  blankCharacter,
  chase,
  characterId,
  defaultSettings,
  execute,
  initiative,
  replay,
  rollId,
  sceneId,
  seededDice,
} from '../../../../core/index.ts';
import type { CampaignCommand, ChaseSetup, Dice, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';

/** Chases opened and played through the scene layer: runners in pursuit, and the follow-up of a Close. */

const vex = characterId('vex');
const bran = characterId('bran');
const heist = sceneId('heist');
const run = sceneId('run');
let stamps = 0;
const stamp = () => ({ at: 1_000 + stamps, rollId: rollId(`s${++stamps}`) });

function play(log: readonly LogEntry[], command: CampaignCommand, dice: Dice = seededDice('x')): LogEntry[] {
  const result = execute(log, command, dice, 1_000);
  if (!result.ok) throw new Error(`${command.type}: ${result.message}`);
  return [...result.entries];
}

function footChase(setup: Pick<ChaseSetup, 'distance'>): LogEntry[] {
  let log = play([], { type: 'campaign/create', name: 'Chase' });
  log = play(log, {
    type: 'character/create',
    character: blankCharacter(vex, 'crew', 'Vex', defaultSettings),
  });
  log = play(log, {
    type: 'character/create',
    character: blankCharacter(bran, 'guard', 'Bran', defaultSettings),
  });
  log = play(log, {
    type: 'scene/open',
    sceneId: heist,
    name: 'The warehouse',
    kind: 'heist',
    sides: [
      { id: 'crew', label: 'Crew', crew: true },
      { id: 'guards', label: 'Guards', crew: false },
    ],
    participants: [
      { characterId: vex, side: 'crew', zone: 'Dock', role: 'on-foot' },
      { characterId: bran, side: 'guards', zone: 'Dock', role: 'on-foot' },
    ],
    zones: ['Dock'],
    ...stamp(),
  });
  return play(log, {
    type: 'scene/start-chase',
    sceneId: heist,
    newSceneId: run,
    name: 'Foot chase',
    setup: {
      targets: [{ characterId: vex, vehicle: null, role: 'on-foot' }],
      pursuers: [{ characterId: bran, vehicle: null, role: 'on-foot' }],
      cramped: false,
      ...setup,
    },
    ...stamp(),
  });
}

const chaseOf = (log: readonly LogEntry[]) => replay(log).scenes[run]!;

/** Faces for a whole pool: `face` on every die. */
function faces(pool: { rolled: number } | null, face: number): number[] {
  return Array.from({ length: pool?.rolled ?? 0 }, () => face);
}

describe('chases through the scene layer', () => {
  it('starts a chase with pursuers on foot, as one runner group at the Distance set (COT-D-43)', () => {
    const scene = chaseOf(footChase({ distance: 3 }));
    expect(scene.chase?.groups).toEqual([{ id: 'on foot', vehicle: null, distance: 3, left: null }]);
    expect(scene.initiative?.slots).toHaveLength(2);
  });

  it('lets a successful Close go straight on to a Takedown, outside the initiative order (COT-CHASE-9)', () => {
    let log = footChase({ distance: 1 });
    if (initiative.liveSlot(chaseOf(log).initiative!)?.side === 'crew') {
      log = play(log, { type: 'scene/wait', sceneId: run, characterId: vex, ...stamp() });
    }
    const view = chase.chaseView(chaseOf(log).chase!);
    const pool = (id: string) => view.participants.find((p) => p.id === id)!.chasePool;
    const target = faces(pool(vex), 2);
    const pursuer = faces(pool(bran), 6);
    log = play(
      log,
      { type: 'scene/chase', sceneId: run, command: { type: 'chase/close', actor: bran }, ...stamp() },
      fixedDice(...target, ...pursuer),
    );
    const closed = chaseOf(log);
    expect(closed.chase?.followUp).toEqual({ actor: bran, group: 'on foot' });
    expect(initiative.liveSlot(closed.initiative!)?.side).toBe('crew');

    log = play(
      log,
      { type: 'scene/chase', sceneId: run, command: { type: 'chase/takedown', actor: bran }, ...stamp() },
      fixedDice(...target, ...pursuer),
    );
    const caught = chaseOf(log);
    expect(caught.chase?.outcome?.kind).toBe('caught');
    expect(caught.initiative?.uses).toEqual(closed.initiative?.uses);
  });

  it('still refuses a Takedown out of turn when no Close allowed it (COT-INIT-5)', () => {
    let log = footChase({ distance: 0 });
    if (initiative.liveSlot(chaseOf(log).initiative!)?.side === 'guards') {
      log = play(log, { type: 'scene/wait', sceneId: run, characterId: bran, ...stamp() });
    }
    const result = execute(
      log,
      { type: 'scene/chase', sceneId: run, command: { type: 'chase/takedown', actor: bran }, ...stamp() },
      fixedDice(),
      1_000,
    );
    expect(result.ok).toBe(false);
  });
});
