import { describe, expect, it } from 'vitest';
import { bridgeTableView, characterId, replay, rollId, skirmishLogOf, time } from '../../../../core/index.ts';
import type { CampaignCommand, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  act,
  campaignWith,
  openHeist,
  play,
  sheet,
  skillsWith,
  stateOf,
  warehouse,
} from './scene-support.ts';

/**
 * Ambush onto a table the bridge opened (BRG-D-18, D-34): a crew member standing next to the table is linked to
 * the fight as a walk-in who may be called (BRG-D-34), but is not on the table yet; an Ambush brings it in, taking
 * the walk-in's place in the link (one model for the character, never two), in its start state (BRG-D-16).
 */

const vex = characterId('vex');
const sal = characterId('sal');
const brannigan = characterId('brannigan');
const heist = time.sceneId('warehouse');
const fight = time.sceneId('fight');

const cast = [
  sheet(vex, 'crew', 'Vex', {
    abilities: { muscle: 3, fingers: 3, brains: 2, it: 2 },
    skills: skillsWith({ shooting: 2 }),
    weapons: ['Revolver'],
  }),
  // Wounded Sal waits Outside, one zone step from the Dock.
  sheet(sal, 'crew', 'Sal', {
    abilities: { muscle: 2, fingers: 2, brains: 2, it: 2 },
    skills: skillsWith({ shooting: 2, planning: 2 }),
    foresight: 3,
    weapons: ['Revolver'],
    condition: { state: 'wounded', recoveryDays: 2 },
  }),
  sheet(brannigan, 'guard', 'Brannigan', { weapons: ['Revolver'] }),
];

function opened(): LogEntry[] {
  let log = campaignWith('Walk-in', cast);
  log = play(
    log,
    { type: 'spot/add-barrier', spotId: warehouse, barrierId: 'out-dock', ends: ['outside', 'Dock'] },
    fixedDice(),
  );
  log = openHeist(log, heist, cast, [{ character: vex, zone: 'Dock' }]);
  log = play(
    log,
    act(heist, 'heist', {
      type: 'heist/break-out',
      breakout: { kind: 'skirmish', zone: 'Dock', participants: [vex, brannigan] },
    }),
    fixedDice(),
  );
  const command = {
    type: 'bridge/play-skirmish',
    sceneId: heist,
    from: { kind: 'heist', breakout: 0 },
    newSceneId: fight,
    name: 'Dock fight',
    choices: {},
    at: 9_000,
    rollId: rollId('open'),
  } as CampaignCommand;
  return play(log, command, fixedDice(...Array<number>(60).fill(3)));
}

const ambush = (): CampaignCommand =>
  ({
    type: 'bridge/ambush',
    fight,
    character: sal,
    outsideAimZones: true,
    at: 9_500,
    rollId: rollId('ambush'),
  }) as CampaignCommand;

const linksOf = (log: readonly LogEntry[], who: string) =>
  Object.entries(replay(log).bridge.fights[fight]!.link.models).filter(
    ([, link]) => link.who === 'character' && link.character === who,
  );

describe('Ambush of a crew member who could walk in (BRG-D-18, D-34)', () => {
  it('BRG-D-18: Sal, linked as a walk-in but not on the table, comes in by Ambush (1 Foresight), Wounded, linked once', () => {
    const before = opened();
    const [walkIn] = linksOf(before, sal);
    expect(walkIn).toBeDefined();
    expect(Object.hasOwn(stateOf(before, fight, 'skirmish').models, walkIn![0])).toBe(false);
    expect(bridgeTableView(replay(before), fight, null)?.ambushers).toEqual([
      { character: sal, name: 'Sal', cost: 1 },
    ]);
    const log = play(before, ambush(), fixedDice());
    const links = linksOf(log, sal);
    expect(links).toHaveLength(1);
    expect(links[0]![0]).toBe(walkIn![0]);
    expect(stateOf(log, fight, 'skirmish').models[walkIn![0]]).toMatchObject({
      name: 'Sal',
      presence: { kind: 'table' },
      wounded: true,
    });
    expect(replay(log).bridge.fights[fight]!.held.foresight).toEqual({ sal: 1 });
  });

  it('BRG-D-18, D-46: the fight with Sal brought in is proposed with Sal as a model that was on the table', () => {
    let log = play(opened(), ambush(), fixedDice());
    const salModel = linksOf(log, sal)[0]![0];
    log = play(
      log,
      act(fight, 'skirmish', { type: 'skirmish/act', model: salModel, action: { kind: 'pass' } }),
      fixedDice(),
    );
    log = play(
      log,
      act(fight, 'skirmish', { type: 'skirmish/edit-model', model: salModel, changes: { wounded: false } }),
      fixedDice(),
    );
    log = play(log, act(fight, 'skirmish', { type: 'skirmish/end-scenario', outcome: 'Over' }), fixedDice());
    const events = log.filter((entry) => !entry.undone).flatMap((entry) => entry.events);
    log = play(
      log,
      {
        type: 'bridge/propose',
        fight,
        log: skirmishLogOf(fight, events),
        table: {},
        at: 9_900,
        rollId: rollId('propose'),
      } as CampaignCommand,
      fixedDice(...Array<number>(20).fill(3)),
    );
    const proposal = replay(log).bridge.fights[fight]!.proposal!;
    const ids = proposal.lines.map((line) => line.id);
    // Sal stood on the table: in the Dock now, Discovered, his Revolver's record, the Ambush's Foresight charged
    // (BRG-D-27, D-28, D-25, D-18) — one model's lines, not a walk-in's beside an Ambusher's.
    expect(ids).toEqual(expect.arrayContaining(['zone:sal', 'discovered:sal', 'foresight:sal']));
    expect(ids.filter((id) => id.startsWith('firearm:sal'))).toHaveLength(1);
  });
});
