import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterId, redo, replay, rollId, skirmishLogOf, time, undo } from '../../../../core/index.ts';
import type { CampaignCommand, Character, LogEntry, skirmish } from '../../../../core/index.ts';
import { sameData } from '../../../../core/shared/same.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  act,
  campaignWith,
  heistWith,
  openHeist,
  play,
  refusal,
  sheet,
  skillsWith,
  warehouse,
} from './scene-support.ts';

/**
 * The round trip through the campaign's own commands (bridge.md §5, §5A): a Heist breaks out, `bridge/play-skirmish`
 * opens the HEIST fight, `bridge/propose` and `bridge/write-back` bring it back. The log replays entry by entry with
 * every check an import makes (the events each command may store), and undo and redo are the log's.
 */

const vex = characterId('vex');
const ruth = characterId('ruth');
const brannigan = characterId('brannigan');
const okafor = characterId('okafor');
const heist = time.sceneId('warehouse');
const fight = time.sceneId('fight');

function castWith(ruthCondition: Character['condition'], foresight: number): Character[] {
  return [
    sheet(vex, 'crew', 'Vex', {
      abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
      skills: skillsWith({ shooting: 2, handToHand: 2, sneak: 2, planning: 2 }),
      weapons: ['Revolver'],
      foresight,
    }),
    sheet(ruth, 'crew', 'Ruth', { condition: ruthCondition }),
    sheet(brannigan, 'guard', 'Brannigan', { weapons: ['Revolver'] }),
    sheet(okafor, 'guard', 'Okafor'),
  ];
}

let stamps = 0;
const stamp = () => {
  stamps += 1;
  return { at: 5_000 + stamps, rollId: rollId(`rt${stamps}`) };
};

/** The Heist, its breakout ruled, the skirmish opened from it: the out command's step. */
function opened(cast: readonly Character[] = castWith({ state: 'unhurt' }, 0)): LogEntry[] {
  let log = heistWith('Round trip', heist, cast);
  log = play(
    log,
    act(heist, 'heist', {
      type: 'heist/break-out',
      breakout: { kind: 'skirmish', zone: 'Dock', participants: [vex, ruth, brannigan, okafor] },
    }),
    fixedDice(),
  );
  const command = {
    type: 'bridge/play-skirmish',
    sceneId: heist,
    from: { kind: 'heist', breakout: 0 },
    newSceneId: fight,
    name: 'Shoot-out on the Dock',
    choices: {},
    ...stamp(),
  } as CampaignCommand;
  return play(log, command, fixedDice(...Array<number>(40).fill(3)));
}

/** `bridge/propose` with the fight's log read as the app reads it: the scene's own entries. */
function propose(log: readonly LogEntry[], stop = false): CampaignCommand {
  const events = log.filter((entry) => !entry.undone).flatMap((entry) => entry.events);
  return {
    type: 'bridge/propose',
    fight,
    log: skirmishLogOf(fight, events),
    table: {},
    ...(stop ? { stop } : {}),
    ...stamp(),
  } as CampaignCommand;
}

const writeBack = (): CampaignCommand =>
  ({ type: 'bridge/write-back', fight, approval: {}, ...stamp() }) as CampaignCommand;

describe('the round trip through the commands', () => {
  it('BRG-D-52: a fight in progress is refused; stopped, proposed and written back, it replays; undo and redo are one step each', () => {
    let log = opened();
    expect(refusal(log, propose(log)).code).toBe('bridge/in-progress');
    log = play(log, propose(log, true), fixedDice(...Array<number>(20).fill(3)));
    expect(log.at(-1)!.command).toBe('bridge/propose');
    const before = replay(log);
    const written = play(log, writeBack(), fixedDice());
    const after = replay(written); // every entry checked as an import checks it
    expect(after.scenes[fight]).toBeUndefined();
    expect(after.bridge.written[fight]).toMatchObject({ name: 'Shoot-out on the Dock' });
    // The Heist has its people back (COT-D-65): nobody is still caught up in the fight.
    const heistState = after.scenes[heist]!.state as { engaged: readonly string[] };
    expect(heistState.engaged).toEqual([]);
    const undone = undo(written);
    expect(sameData(replay(undone), before)).toBe(true);
    expect(sameData(replay(redo(undone)), after)).toBe(true);
    expect(refusal(written, writeBack()).code).toBe('bridge/written-back');
  });
});

describe('a reinforcement that never came', () => {
  it('BRG-D-32, D-35: a guard linked from the next zone who never reached the table takes no part and stays put', () => {
    const cast = castWith({ state: 'unhurt' }, 0);
    let log = campaignWith('Next door', cast, {
      zones: ['Dock', 'Office'],
      posts: [
        { guard: brannigan, zone: 'Dock' },
        { guard: okafor, zone: 'Office' },
      ],
    });
    log = play(
      log,
      { type: 'spot/add-barrier', spotId: warehouse, barrierId: 'door', ends: ['Dock', 'Office'] },
      fixedDice(),
    );
    log = openHeist(log, heist, cast);
    log = play(
      log,
      act(heist, 'heist', {
        type: 'heist/break-out',
        breakout: { kind: 'skirmish', zone: 'Dock', participants: [vex, brannigan] },
      }),
      fixedDice(),
    );
    const open = {
      type: 'bridge/play-skirmish',
      sceneId: heist,
      from: { kind: 'heist', breakout: 0 },
      newSceneId: fight,
      name: 'On the Dock',
      choices: {},
      ...stamp(),
    } as CampaignCommand;
    log = play(log, open, fixedDice(...Array<number>(40).fill(3)));
    const link = replay(log).bridge.fights[fight]!.link;
    const okaforModel = Object.entries(link.models).find(
      ([, model]) => model.who === 'character' && model.character === okafor,
    );
    expect(okaforModel).toBeDefined(); // linked as a reinforcement candidate (BRG-D-32)
    const models = (replay(log).scenes[fight]!.state as skirmish.SkirmishState).models;
    expect(Object.keys(models)).not.toContain(okaforModel![0]);
    const bModel = Object.values(models).find((model) => model.name === 'Brannigan')!;
    const send = (command: skirmish.SkirmishCommand) => {
      log = play(log, act(fight, 'skirmish', command), fixedDice(...Array<number>(20).fill(3)));
    };
    const vexModel = Object.values(models).find((model) => model.name === 'Vex')!;
    send({ type: 'skirmish/act', model: vexModel.id, action: { kind: 'pass' } });
    send({ type: 'skirmish/edit-model', model: bModel.id, changes: { wounded: true } });
    send({ type: 'skirmish/end-scenario', outcome: 'Brannigan is down' });
    log = play(log, propose(log), fixedDice());
    const proposal = replay(log).bridge.fights[fight]!.proposal!;
    expect(proposal.lines.flatMap((line) => line.names)).not.toContain(okafor);
    log = play(log, writeBack(), fixedDice());
    const state = replay(log);
    expect(state.characters[brannigan]!.condition).toEqual({ state: 'wounded', recoveryDays: 3 });
    expect(state.characters[okafor]!.condition).toEqual({ state: 'unhurt' });
  });
});

describe('round-trip properties', () => {
  it('BRG-D-45: converted and written back with nothing played, the sheets, the crew and the Heist’s people are as they were', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
        fc.integer({ min: 0, max: 4 }),
        (wounded, foresight) => {
          const condition: Character['condition'] =
            wounded === null ? { state: 'unhurt' } : { state: 'wounded', recoveryDays: wounded };
          let log = opened(castWith(condition, foresight));
          const start = replay(log);
          log = play(log, propose(log, true), fixedDice(...Array<number>(20).fill(3)));
          log = play(log, writeBack(), fixedDice());
          const end = replay(log);
          expect(end.characters).toEqual(start.characters);
          expect(end.crew).toEqual(start.crew);
          type Drop = { drop: { characters: unknown[] } };
          const people = (state: typeof start) =>
            (state.scenes[heist]!.state as unknown as Drop).drop.characters;
          expect(people(end)).toEqual(people(start));
        },
      ),
      { numRuns: 8 },
    );
  });
});
