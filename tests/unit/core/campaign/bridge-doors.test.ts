import { describe, expect, it } from 'vitest';
import { characterId, describeEntry, rollId } from '../../../../core/index.ts';
import type {
  CampaignCommand,
  CampaignEvent,
  Character,
  LogEntry,
  heist as heistTypes,
  skirmish,
} from '../../../../core/index.ts';
import { bypassRoll, tableDoors } from '../../../../core/campaign/bridge-table.ts';
import { bridgeTableView } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  bay,
  corridor,
  guardSheet,
  office,
  ruthSheet,
  street,
  tonySheet,
  vault,
} from '../bridge/writeback-support.ts';
import {
  fight,
  fightId,
  heistId,
  propose,
  proposalOf,
  refused,
  run,
  stateOf,
  withFight,
  writeBack,
} from './bridge-support.ts';
import { campaignWith, openHeist, play, warehouse } from './scene-support.ts';

/**
 * The doors of a bridged fight's table (BRG-D-2, D-20, D-36): each exit with an unbypassed Security is a locked door;
 * a model's Use is one bypass attempt (a COT roll for a character, a skill check for a model without a sheet), kept
 * on the fight and written back as the Spot's (BRG-D-46). Through the campaign's `bridge/bypass` command.
 */

/** Ruth with Fingers 3, Lockpicking 2 (TV-BRG-D-20-a): Lockpicking 5k3. */
const ruth: Character = {
  ...ruthSheet,
  abilities: { ...ruthSheet.abilities, fingers: 3 },
  skills: { ...ruthSheet.skills, lockpicking: 2 },
};
/** Big Tony with Muscle 4, Athletics 2: Athletics 6k4 (TV-BRG-D-36-a). */
const tony: Character = { ...tonySheet, skills: { ...tonySheet.skills, athletics: 2 } };
const guards = [1, 2, 3, 4, 5, 6].map(guardSheet);
/** Sal, a crew member of the Heist waiting Outside (TV-BRG-D-18-a), Foresight 3. */
const sal: Character = {
  ...tonySheet,
  id: characterId('sal'),
  name: 'Sal',
  abilities: { ...tonySheet.abilities, brains: 2 },
  skills: { ...tonySheet.skills, planning: 2 },
  foresight: 3,
};

type Security = { id: string; tag: 'lock' | 'vault' | 'height' | 'structure'; score: number };

/** The §6 warehouse with the bay's barriers: Street open, the Vault corridor with `securities`. */
function fightLog(
  securities: readonly Security[] = [{ id: 'lock', tag: 'lock', score: 12 }],
  salSheet: Character = sal,
): LogEntry[] {
  const dice = fixedDice();
  let log = campaignWith('Doors', [ruth, tony, salSheet, ...guards], {
    zones: [bay, street, office, corridor, vault],
    posts: guards.map((g, i) => ({ guard: g.id, zone: [bay, bay, office, corridor, vault, street][i]! })),
    heat: 3,
  });
  log = play(log, { type: 'crew/adjust', changes: { resources: 5 } }, dice);
  const barrier = (barrierId: string, ends: [string, string]) => {
    log = play(log, { type: 'spot/add-barrier', spotId: warehouse, barrierId, ends }, dice);
  };
  barrier('bay-street', [bay, street]);
  barrier('bay-corridor', [bay, corridor]);
  barrier('street-outside', [street, 'outside']);
  for (const security of securities) {
    log = play(
      log,
      {
        type: 'spot/add-security',
        spotId: warehouse,
        barrierId: 'bay-corridor',
        securityId: security.id,
        tag: security.tag,
        score: security.score,
      },
      dice,
    );
  }
  log = openHeist(
    log,
    heistId,
    [ruth, tony, salSheet, ...guards],
    [
      { character: ruth.id, zone: bay },
      { character: tony.id, zone: bay },
    ],
  );
  return withFight(log);
}

let stamps = 0;
function bypass(given: Partial<Extract<CampaignCommand, { type: 'bridge/bypass' }>>): CampaignCommand {
  stamps += 1;
  return {
    type: 'bridge/bypass',
    fight: fightId,
    model: 'ruth',
    exit: corridor,
    at: 4_000 + stamps,
    rollId: rollId(`door${stamps}`),
    ...given,
  } as CampaignCommand;
}

const doorOf = (log: readonly LogEntry[], name = corridor) => {
  const state = stateOf(log);
  return tableDoors(state, state.bridge.fights[fightId]!).find((door) => door.name === name)!;
};
const lastUse = (log: readonly LogEntry[]) =>
  log.at(-1)!.events.find((event) => event.type === 'bridge/door-used') as Extract<
    CampaignEvent,
    { type: 'bridge/door-used' }
  >;
const skirmishOf = (log: readonly LogEntry[]) =>
  stateOf(log).scenes[fightId]!.state as skirmish.SkirmishState;

describe('the table’s doors (BRG-D-2, D-20, D-36)', () => {
  it('TV-BRG-D-2-a: an open exit "street" and a locked door "corridor" (Lock 12)', () => {
    const log = fightLog();
    expect(doorOf(log, street)).toMatchObject({ state: 'open', uses: 0 });
    expect(doorOf(log)).toMatchObject({ state: 'locked', words: 'a locked door (Lock 12)', uses: 2 });
  });

  it('TV-BRG-D-20-a: Lockpicking 5k3, total 13 at Lock 12 -> unlocked; a second Use opens it', () => {
    let log = fightLog();
    log = run(log, bypass({ security: 'lock' }), fixedDice(6, 4, 3, 2, 1));
    expect(lastUse(log).attempt).toMatchObject({ skill: 'lockpicking', bypassed: true, roll: { total: 13 } });
    expect(doorOf(log)).toMatchObject({ state: 'closed', uses: 1 });
    // The Use is spent in the skirmish (HST-ACT-4).
    expect(skirmishOf(log).activation).toMatchObject({ model: 'ruth', used: 1 });
    log = run(log, bypass({}));
    expect(lastUse(log)).toMatchObject({ exit: corridor, barrier: 'bay-corridor', attempt: null });
    expect(describeEntry(stateOf(log), log.at(-1)!)).toBe('Ruth at “corridor”: opens the door');
    expect(doorOf(log)).toMatchObject({ state: 'open', uses: 0 });
    // Her second action ends her activation (HST-SEQ-3).
    expect(skirmishOf(log).activation).toBeNull();
    expect(skirmishOf(log).models['ruth']!.activated).toBe(true);
  });

  it('BRG-D-37: a catastrophe at the door is loud: the Use sent to the skirmish says so; a quiet failure does not', () => {
    const used = (log: readonly LogEntry[]) =>
      log
        .at(-1)!
        .events.flatMap((event) =>
          event.type === 'scene/changed' &&
          event.module === 'skirmish' &&
          event.event.type === 'skirmish/used'
            ? [event.event as { use: { loud?: boolean } }]
            : [],
        );
    let log = fightLog();
    log = run(log, bypass({ security: 'lock' }), fixedDice(3, 3, 2, 1, 1));
    expect(lastUse(log).attempt).toMatchObject({ bypassed: false, catastrophe: false });
    expect(used(log).map((e) => e.use?.loud)).toEqual([undefined]);
    log = run(log, bypass({ security: 'lock' }), fixedDice(1, 1, 1, 1, 1));
    expect(lastUse(log).attempt).toMatchObject({ bypassed: false, catastrophe: true });
    expect(used(log).map((e) => e.use?.loud)).toEqual([true]);
  });

  it('BRG-D-20: a total under the Score leaves the door locked; the attempt is kept, the Use spent', () => {
    let log = fightLog();
    log = run(log, bypass({ security: 'lock' }), fixedDice(3, 3, 2, 1, 1));
    expect(lastUse(log).attempt).toMatchObject({ bypassed: false, roll: { total: 8 } });
    expect(doorOf(log)).toMatchObject({ state: 'locked' });
    expect(stateOf(log).bridge.fights[fightId]!.table.bypasses).toHaveLength(1);
  });

  it('TV-BRG-D-20-b: a model without a COT sheet (skill 5) at Lock 12 checks at −1 (effective 4)', () => {
    const log = fightLog();
    const lock = doorOf(log).securities[0]!;
    expect(bypassRoll(stateOf(log), null, 5, lock)).toMatchObject({
      kind: 'check',
      modifier: -1,
      effective: 4,
      chance: 0.4,
    });
  });

  it('BRG-D-20: through the command, a model with no sheet rolls a d10 against its skill −1', () => {
    let log = fightLog();
    // Big Tony linked as a model with no sheet (a new NPC, BRG-D-7).
    log = log.map((entry) => ({
      ...entry,
      events: entry.events.map((event) =>
        event.type === 'bridge/fight-linked'
          ? {
              ...event,
              link: {
                ...event.link,
                models: {
                  ...event.link.models,
                  tony: { who: 'new', id: 'tony-2', employer: 'Crew', category: 'crew' },
                },
              },
            }
          : event,
      ),
    })) as LogEntry[];
    const skill = skirmishOf(log).models['tony']!.skill;
    log = run(log, bypass({ model: 'tony', security: 'lock' }), fixedDice(skill - 1));
    expect(lastUse(log).attempt).toMatchObject({
      skill: null,
      roll: null,
      check: { face: skill - 1, effective: skill - 1 },
      bypassed: true,
    });
  });

  it('TV-BRG-D-36-a: Lock 12 and Height 10: the Lock, the Height, then the opening Use -> usable after 3 Uses', () => {
    let log = fightLog([
      { id: 'lock', tag: 'lock', score: 12 },
      { id: 'height', tag: 'height', score: 10 },
    ]);
    expect(doorOf(log).uses).toBe(3);
    log = run(log, bypass({ security: 'lock' }), fixedDice(6, 4, 3, 2, 1));
    expect(doorOf(log)).toMatchObject({ state: 'blocked', uses: 2 });
    log = run(log, bypass({ model: 'tony', security: 'height' }), fixedDice(5, 4, 3, 3, 2, 1));
    expect(lastUse(log).attempt).toMatchObject({ skill: 'athletics', roll: { total: 15 }, bypassed: true });
    expect(doorOf(log)).toMatchObject({ state: 'closed', uses: 1 });
    // Ruth's activation ended when Big Tony's began: he opens it (any model may, BRG-D-36).
    log = run(log, bypass({ model: 'tony' }));
    expect(doorOf(log)).toMatchObject({ state: 'open', uses: 0 });
  });

  it('TV-BRG-D-36-b: Height 10 only: Athletics 6k4 = 10 -> open at once, no opening Use', () => {
    let log = fightLog([{ id: 'height', tag: 'height', score: 10 }]);
    log = run(log, bypass({ model: 'tony', security: 'height' }), fixedDice(4, 3, 2, 1, 1, 1));
    expect(doorOf(log)).toMatchObject({ state: 'open', uses: 0 });
    expect(refused(log, bypass({ model: 'tony' }))).toMatchObject({ code: 'bridge/open' });
  });

  it('TV-BRG-D-36-c: `whole_activation`: the attempt ends Ruth’s activation, whatever its result', () => {
    let log = fightLog();
    log = run(log, {
      type: 'settings/change',
      changes: { bridgeBypassTime: 'whole_activation' },
    } as CampaignCommand);
    log = run(log, bypass({ security: 'lock' }), fixedDice(1, 1, 1, 1, 2));
    expect(skirmishOf(log).activation).toBeNull();
    expect(skirmishOf(log).models['ruth']!.activated).toBe(true);
  });

  it('refuses an exit that is no door, an open door, a door still locked, a model that cannot act and a fight over, storing nothing', () => {
    let log = fightLog();
    expect(refused(log, bypass({ exit: 'attic' }))).toMatchObject({ code: 'bridge/no-exit' });
    expect(refused(log, bypass({ exit: street, security: 'lock' }))).toMatchObject({ code: 'bridge/open' });
    expect(refused(log, bypass({})).message).toContain('bypass Lock 12 before it opens');
    expect(refused(log, bypass({ security: 'bolt' }))).toMatchObject({ code: 'bridge/no-security' });
    expect(refused(log, bypass({ security: 'lock', skill: 'athletics' }))).toMatchObject({
      code: 'bridge/bypass-skill',
    });
    // G1 is a guard: not its side's turn.
    expect(refused(log, bypass({ model: 'g1', security: 'lock' })).ok).toBe(false);
    log = fight(log, { type: 'skirmish/end-scenario', outcome: 'Over' });
    expect(refused(log, bypass({ security: 'lock' }))).toMatchObject({ code: 'bridge/fight-over' });
    expect(stateOf(log).bridge.fights[fightId]!.table).toEqual({ bypasses: [], opened: [] });
  });
});

describe('the write-back reads the doors and the held spending (BRG-D-36, D-46, D-18)', () => {
  it('BRG-D-36: a Lock bypassed on the table is the Spot’s `security` line, and written to the Heist', () => {
    let log = fightLog();
    log = run(log, bypass({ security: 'lock' }), fixedDice(6, 4, 3, 2, 1));
    log = fight(log, { type: 'skirmish/end-scenario', outcome: 'Through the door' });
    log = run(log, propose(log), fixedDice(3, 3, 3, 3, 3, 3));
    const line = proposalOf(log).lines.find((l) => l.change.kind === 'security');
    expect(line?.change).toEqual({ kind: 'security', barrier: 'bay-corridor', security: 'lock' });
    log = run(log, writeBack());
    const job = stateOf(log).scenes[heistId]!.state as heistTypes.HeistScene;
    expect(job.spot.barriers['bay-corridor']!.securities[0]!.bypassed).toBe(true);
  });

  it('BRG-D-36: a failed attempt writes nothing back', () => {
    let log = fightLog();
    log = run(log, bypass({ security: 'lock' }), fixedDice(3, 3, 2, 1, 1));
    log = fight(log, { type: 'skirmish/end-scenario', outcome: 'Stuck' });
    log = run(log, propose(log), fixedDice(3, 3, 3, 3, 3, 3));
    expect(proposalOf(log).lines.some((l) => l.change.kind === 'security')).toBe(false);
  });

  it('BRG-D-18: Resources held on the fight are the `resources` line and charged by the write-back', () => {
    let log = fightLog();
    log = run(log, cache({ reloads: { slot: 'long', count: 2 } }));
    log = fight(log, { type: 'skirmish/act', model: 'ruth', action: { kind: 'pass' } });
    log = fight(log, { type: 'skirmish/end-scenario', outcome: 'Over' });
    expect(stateOf(log).bridge.fights[fightId]!.held.resources).toBe(2);
    expect(stateOf(log).crew.resources).toBe(5);
    log = run(log, propose(log), fixedDice(3, 3, 3, 3, 3, 3));
    expect(proposalOf(log).lines.find((l) => l.change.kind === 'resources')?.change).toMatchObject({
      before: 5,
      spent: 2,
    });
    log = run(log, writeBack());
    expect(stateOf(log).crew.resources).toBe(3);
  });
});

function cache(given: Partial<Extract<CampaignCommand, { type: 'bridge/cache' }>>): CampaignCommand {
  stamps += 1;
  return {
    type: 'bridge/cache',
    fight: fightId,
    model: 'tony',
    character: ruth.id,
    at: 4_000 + stamps,
    rollId: rollId(`cache${stamps}`),
    ...given,
  } as CampaignCommand;
}

describe('Cache at the start of a crew turn (BRG-D-18, COT-FORE-7)', () => {
  it('BRG-D-18: 2 reloads on Big Tony’s long weapon: 2 Resources and 2 of Ruth’s Foresight, held on the fight', () => {
    let log = fightLog();
    const before = skirmishOf(log).models['tony']!.weapons.long!.reloads;
    log = run(log, cache({ reloads: { slot: 'long', count: 2 } }));
    expect(skirmishOf(log).models['tony']!.weapons.long!.reloads).toBe(before + 2);
    const fought = stateOf(log).bridge.fights[fightId]!;
    expect(fought.held).toEqual({ foresight: { ruth: 2 }, resources: 2 });
    // Held, not charged (BRG-D-1): the sheet and the crew are as they were.
    expect(stateOf(log).characters[ruth.id]!.foresight).toBe(2);
    expect(stateOf(log).crew.resources).toBe(5);
    expect(log.at(-1)!.events.find((e) => e.type === 'bridge/spent')).toMatchObject({
      why: 'Cache: 2 reloads (long) for Big Tony',
    });
  });

  it('BRG-D-18: a grenade at the GM’s price', () => {
    let log = fightLog();
    log = run(log, cache({ grenades: { frag: 1 }, price: 1 }));
    expect(skirmishOf(log).models['tony']!.grenades.frag).toBeGreaterThanOrEqual(1);
    expect(stateOf(log).bridge.fights[fightId]!.held.resources).toBe(1);
  });

  it('BRG-D-10: with no price named, each reload and grenade costs `bridge_reload_price` Resources (and as many Foresight)', () => {
    let log = fightLog();
    log = run(log, { type: 'settings/change', changes: { bridgeReloadPrice: 2 } } as CampaignCommand);
    expect(bridgeTableView(stateOf(log), fightId, 'ruth')!.cachePrice).toContain('costs 2 Resources');
    log = run(log, cache({ grenades: { frag: 1 } }));
    expect(stateOf(log).bridge.fights[fightId]!.held).toEqual({ foresight: { ruth: 2 }, resources: 2 });
    expect(refused(log, cache({ reloads: { slot: 'long', count: 1 } })).message).toBe(
      'Ruth has 0 Foresight left; a Cache of 1 reload (long) costs 2 (COT-FORE-3, BRG-D-18)',
    );
  });

  it('BRG-D-10: at a price of 0 the Cache costs nothing; a price the GM names wins over the setting', () => {
    let log = fightLog();
    log = run(log, { type: 'settings/change', changes: { bridgeReloadPrice: 0 } } as CampaignCommand);
    log = run(log, cache({ reloads: { slot: 'long', count: 2 } }));
    expect(stateOf(log).bridge.fights[fightId]!.held).toEqual({ foresight: { ruth: 0 }, resources: 0 });
    log = run(log, cache({ grenades: { frag: 1 }, price: 1 }));
    expect(stateOf(log).bridge.fights[fightId]!.held).toEqual({ foresight: { ruth: 1 }, resources: 1 });
  });

  it('refuses after a crew model activated, beyond the Foresight left, on a guard, with nothing to add, storing nothing', () => {
    let log = fightLog();
    expect(refused(log, cache({ reloads: { slot: 'long', count: 3 } })).message).toBe(
      'Ruth has 2 Foresight left; a Cache of 3 reloads (long) costs 3 (COT-FORE-3, BRG-D-18)',
    );
    expect(refused(log, cache({ model: 'g1', grenades: { frag: 1 } }))).toMatchObject({
      code: 'bridge/not-crew',
    });
    expect(refused(log, cache({}))).toMatchObject({ code: 'bridge/cache-empty' });
    log = run(log, cache({ grenades: { frag: 1 } }));
    expect(refused(log, cache({ grenades: { frag: 2 } }))).toMatchObject({ code: 'bridge/foresight' });
    log = fight(log, { type: 'skirmish/act', model: 'ruth', action: { kind: 'pass' } });
    expect(refused(log, cache({ grenades: { smoke: 1 } }))).toMatchObject({ code: 'bridge/not-crew-start' });
    expect(stateOf(log).bridge.fights[fightId]!.held).toEqual({ foresight: { ruth: 1 }, resources: 1 });
  });
});

describe('bridgeTableView: the board’s City of Thieves panel (BRG-D-18, D-20, D-36)', () => {
  it('shows the doors with the chosen model’s odds, Cache at the start of a crew turn, and what is held', () => {
    let log = fightLog();
    const view = bridgeTableView(stateOf(log), fightId, 'ruth')!;
    expect(view.doors.map((d) => [d.exit, d.words])).toEqual([
      [street, 'open'],
      [corridor, 'a locked door (Lock 12)'],
    ]);
    expect(view.doors[1]!.securities[0]!.odds).toMatch(/^Lockpicking 5k3 vs 12: \d+%$/);
    expect(view.crewStart).toBe(true);
    expect(view.ambushers).toEqual([{ character: sal.id, name: 'Sal', cost: 2 }]);
    expect(view.payers).toEqual([
      { character: ruth.id, name: 'Ruth', foresight: 2 },
      { character: tony.id, name: 'Big Tony', foresight: 0 },
    ]);
    log = run(log, cache({ grenades: { frag: 1 } }));
    log = run(log, bypass({ security: 'lock' }), fixedDice(6, 4, 3, 2, 1));
    const after = bridgeTableView(stateOf(log), fightId, 'ruth')!;
    expect(after.crewStart).toBe(false);
    expect(after.doors[1]).toMatchObject({ canOpen: true, uses: 1 });
    expect(after.held).toEqual(['Ruth: 1 Foresight', '1 Resources']);
  });

  it('is null for a scene that is no bridged fight being played', () => {
    let log = fightLog();
    expect(bridgeTableView(stateOf(log), heistId)).toBeNull();
    log = fight(log, { type: 'skirmish/end-scenario', outcome: 'Over' });
    expect(bridgeTableView(stateOf(log), fightId)).toBeNull();
  });
});

function ambush(given: Partial<Extract<CampaignCommand, { type: 'bridge/ambush' }>>): CampaignCommand {
  stamps += 1;
  return {
    type: 'bridge/ambush',
    fight: fightId,
    character: sal.id,
    outsideAimZones: true,
    at: 4_000 + stamps,
    rollId: rollId(`ambush${stamps}`),
    ...given,
  } as CampaignCommand;
}

describe('Ambush at the start of a crew turn (BRG-D-18, COT-FORE-4)', () => {
  it('TV-BRG-D-18-a: Sal waiting Outside, the fight 2 zone steps in -> 2 Foresight, deployed on the table', () => {
    let log = fightLog();
    log = run(log, ambush({}));
    expect(skirmishOf(log).models['sal']).toMatchObject({
      name: 'Sal',
      side: 'crew',
      presence: { kind: 'table' },
      activated: false,
    });
    const fought = stateOf(log).bridge.fights[fightId]!;
    expect(fought.held).toEqual({ foresight: { sal: 2 }, resources: 0 });
    expect(fought.link.models['sal']).toMatchObject({
      who: 'character',
      character: 'sal',
      category: 'crew',
      start: { name: 'Sal', foresight: 3, zone: null },
    });
    // It then activates normally.
    log = fight(log, { type: 'skirmish/act', model: 'sal', action: { kind: 'pass' } });
    expect(skirmishOf(log).models['sal']!.activated).toBe(true);
  });

  it('BRG-D-16: a Wounded Sal comes on Wounded, in the same log entry as the Ambush', () => {
    let log = fightLog(undefined, { ...sal, condition: { state: 'wounded', recoveryDays: 3 } });
    log = run(log, ambush({}));
    expect(skirmishOf(log).models['sal']).toMatchObject({ wounded: true, stunned: false });
    const added = log
      .at(-1)!
      .events.flatMap((event) =>
        event.type === 'scene/changed' && event.event.type === 'skirmish/model-added' ? [event.event] : [],
      );
    expect(added).toHaveLength(1);
    const unhurt = run(fightLog(), ambush({}));
    expect(skirmishOf(unhurt).models['sal']).toMatchObject({ wounded: false });
  });

  it('TV-BRG-D-18-b: inside G2’s aim zone, or after Ruth’s activation -> refused, no Foresight spent', () => {
    let log = fightLog();
    expect(refused(log, ambush({ outsideAimZones: false }))).toMatchObject({ code: 'bridge/aim-zone' });
    log = fight(log, { type: 'skirmish/act', model: 'ruth', action: { kind: 'pass' } });
    expect(refused(log, ambush({}))).toMatchObject({ code: 'bridge/not-crew-start' });
    const fought = stateOf(log).bridge.fights[fightId]!;
    expect(fought.held).toEqual({ foresight: {}, resources: 0 });
    expect(Object.hasOwn(fought.link.models, 'sal')).toBe(false);
  });

  it('refuses someone on the table already, a guard, and more Foresight than the payer has', () => {
    const log = fightLog();
    expect(refused(log, ambush({ character: ruth.id }))).toMatchObject({ code: 'bridge/on-table' });
    expect(refused(log, ambush({ character: guards[2]!.id }))).toMatchObject({ code: 'bridge/not-in-heist' });
    expect(refused(log, ambush({ payer: tony.id })).message).toBe(
      'Big Tony has 0 Foresight left; an Ambush of Sal (2 zone steps) costs 2 (COT-FORE-3, BRG-D-18)',
    );
  });

  it('BRG-D-18: a fight with an ambusher is proposed and written back with Sal as one of its models', () => {
    let log = fightLog();
    log = run(log, ambush({}));
    log = fight(log, { type: 'skirmish/act', model: 'sal', action: { kind: 'pass' } });
    log = fight(log, { type: 'skirmish/edit-model', model: 'sal', changes: { wounded: true } });
    log = fight(log, { type: 'skirmish/end-scenario', outcome: 'Over' });
    log = run(log, propose(log), fixedDice(3, 3, 3, 3, 3, 3));
    expect(proposalOf(log).lines.some((line) => line.id === 'health:sal')).toBe(true);
    log = run(log, writeBack());
    expect(stateOf(log).characters[sal.id]!.condition.state).not.toBe('unhurt');
  });
});
