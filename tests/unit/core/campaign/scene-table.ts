import {
  blankCharacter,
  characterId,
  defaultSettings,
  execute,
  replay,
  rollId,
  sceneId,
} from '../../../../core/index.ts';
import type {
  CampaignCommand,
  CampaignState,
  Character,
  Dice,
  LogEntry,
  SceneId,
} from '../../../../core/index.ts';
import type { Unstamped } from './scene-support.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';

/** A small campaign for the Scenes dashboard's logic: two crew, a guard, and a Heist in a warehouse. */

export const vex = characterId('vex');
export const ruth = characterId('ruth');
export const brannigan = characterId('brannigan');
export const warehouse = sceneId('warehouse');

function sheet(id: Character['id'], kind: Character['kind'], name: string): Character {
  const blank = blankCharacter(id, kind, name, defaultSettings);
  return id === vex
    ? { ...blank, abilities: { ...blank.abilities, brains: 3 }, skills: { ...blank.skills, planning: 2 } }
    : blank;
}

let stamp = 0;

/** A scene command with its stamp, as `stamped` adds it in the app. */
export function scene(command: Unstamped): CampaignCommand {
  stamp += 1;
  return { ...command, at: 1_000 + stamp, rollId: rollId(`r${stamp}`) } as CampaignCommand;
}

/** A campaign log built command by command; `run` throws on a rejection, `refuse` returns its message. */
export class Table {
  entries: LogEntry[] = [];

  run(command: CampaignCommand, dice: Dice = fixedDice()): this {
    const result = execute(this.entries, command, dice, 1_000);
    if (!result.ok) throw new Error(`${command.type}: ${result.message}`);
    this.entries = [...result.entries];
    return this;
  }

  refuse(command: CampaignCommand, dice: Dice = fixedDice()): string {
    const result = execute(this.entries, command, dice, 1_000);
    if (result.ok) throw new Error(`${command.type} was accepted`);
    return result.message;
  }

  get state(): CampaignState {
    return replay(this.entries);
  }
}

/** Vex (5k3 initiative), Ruth (2k2) and the guard Brannigan (2k2). */
export function crewTable(): Table {
  const table = new Table().run({ type: 'campaign/create', name: 'Scenes' });
  table.run({ type: 'character/create', character: sheet(vex, 'crew', 'Vex') });
  table.run({ type: 'character/create', character: sheet(ruth, 'crew', 'Ruth') });
  table.run({ type: 'character/create', character: sheet(brannigan, 'guard', 'Brannigan') });
  return table;
}

/** The crew table with a Heist open on the warehouse (Dock, Office): crew and Brannigan on the Dock. */
export function heistTable(): Table {
  return crewTable()
    .run({ type: 'spot/create', spotId: 'harrow', name: 'The Harrow warehouse' } as CampaignCommand)
    .run({
      type: 'spot/add-zone',
      spotId: 'harrow',
      zoneId: 'Dock',
      name: 'Dock',
      x: 100,
      y: 80,
    } as CampaignCommand)
    .run({
      type: 'spot/add-zone',
      spotId: 'harrow',
      zoneId: 'Office',
      name: 'Office',
      x: 220,
      y: 80,
    } as CampaignCommand)
    .run(
      scene({
        type: 'scene/open',
        sceneId: warehouse,
        name: 'The warehouse',
        engine: 'heist',
        sides: [
          { id: 'crew', label: 'Crew', crew: true },
          { id: 'guards', label: 'Guards', crew: false },
        ],
        participants: [
          { characterId: vex, side: 'crew', zone: 'Dock', role: 'on-foot' },
          { characterId: ruth, side: 'crew', zone: 'Dock', role: 'on-foot' },
          { characterId: brannigan, side: 'guards', zone: 'Dock', role: 'on-foot' },
        ],
        setup: {
          spotId: 'harrow',
          crew: [vex, ruth],
          others: [{ character: brannigan, zone: 'Dock' }],
          placements: [
            { character: vex, zone: 'Dock' },
            { character: ruth, zone: 'Dock' },
          ],
        },
      }),
    );
}

/** Initiative rolled: Vex 15 (Crew), Brannigan 9 (Guards), Ruth 6 (Crew). */
export function initiativeTable(): Table {
  return heistTable().run(
    scene({ type: 'scene/roll-initiative', sceneId: warehouse }),
    fixedDice(6, 5, 4, 1, 1, 3, 3, 5, 4),
  );
}

/** A Social Call with Vex (already in the warehouse: confirmed) and Brannigan across the table. */
export function socialCall(id: SceneId, name: string): CampaignCommand {
  return scene({
    type: 'scene/open',
    sceneId: id,
    name,
    engine: 'social',
    sides: [
      { id: 'crew', label: 'Crew', crew: true },
      { id: 'mark', label: 'The mark', crew: false },
    ],
    participants: [
      { characterId: vex, side: 'crew', zone: '', role: 'on-foot' },
      { characterId: brannigan, side: 'mark', zone: '', role: 'on-foot' },
    ],
    setup: {
      participants: [
        { id: vex, side: 'crew' },
        { id: brannigan, side: 'mark' },
      ],
    },
    confirmed: true,
  });
}

/** Gang Warfare breaking out of the warehouse Heist between Vex and Brannigan on the Dock. */
export function fightInWarehouse(id: SceneId): CampaignCommand {
  return scene({
    type: 'scene/start-child',
    sceneId: warehouse,
    newSceneId: id,
    name: 'Fight on the dock',
    engine: 'warfare',
    participants: [
      { characterId: vex, side: 'crew', zone: 'Dock', role: 'on-foot' },
      { characterId: brannigan, side: 'guards', zone: 'Dock', role: 'on-foot' },
    ],
    setup: {
      zone: 'Dock',
      fighters: [
        { characterId: vex, side: 'crew', unconscious: false },
        { characterId: brannigan, side: 'guards', unconscious: false },
      ],
      vehicles: [],
      firstRoundSide: null,
    },
    firstRoundSide: null,
  });
}
