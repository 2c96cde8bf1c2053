import { blankCharacter, characterLimits, gearOf } from '../cot/characters/index.ts';
import type { Character, Condition, GearItem } from '../cot/characters/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { isNode, nodeName, outside } from '../cot/spot/index.ts';
import { roundMinutes } from '../cot/time/index.ts';
import type { Dice } from '../dice/index.ts';
import { characterId } from '../shared/ids.ts';
import type { CharacterId } from '../shared/ids.ts';
import { isRejection, reject } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { counted, inWords } from '../shared/words.ts';
import type { GrenadeKind, ModelId } from '../skirmish/index.ts';
import { firearmAfter, gearAfter, isDry, shootingProblem } from './ammo.ts';
import type { GearEnd, ThrownChoice } from './ammo.ts';
import { closeFight, gameRoundsOf, nothingPlayed, standing } from './closing.ts';
import type { BlastHits } from './closing.ts';
import { coverRollOf } from './cover.ts';
import type { FightResult, ModelResult } from './fight-result.ts';
import { healthAfter } from './health.ts';
import { matchedConversion } from './imported.ts';
import type { Category, CampaignFacts, FightLink, ModelLink, StartSnapshot } from './link.ts';
import type { EditLimits, LineChange, ProposalLine, WriteBackProposal } from './lines.ts';
import { npcOf } from './npc.ts';
import { catastropheZones, guardsIn, heardIn, heatOf, isLoud } from './noise.ts';
import { pursuitsOf } from './pursuit.ts';
import type { BridgeRecord, FirearmRecord } from './record.ts';
import { bridgeSettingsOf } from './settings.ts';
import type { BridgeSettings } from './settings.ts';
import { skirmishTime } from './time.ts';
import { vehicleBodyAfter } from './vehicles.ts';
import { fragWeapon, gearRole, itemGrenades } from './weapons.ts';
import { modelPlace, placeOf, unknownExits, vehiclePlace, zoneOf } from './where.ts';
import { witnessesOf } from './witnesses.ts';
import type { WitnessFacts } from './witnesses.ts';

/**
 * The write-back proposal of a finished HEIST fight (BRG-D-46): everything the fight changed that City of Thieves
 * tracks, one line each, for the GM to approve (BRG-D-51). Nothing is written here: `writeBackChanges` turns the
 * approved lines into the changes the campaign writes as one step (BRG-D-52).
 */

/** What the proposal may need beyond the fight, its link, the campaign and the settings. */
export interface ProposalOptions {
  /**
   * The app's dice: armour checks at closing (BRG-D-45), the d6 of `heist_wound_days` = `1d6` (BRG-D-24) and
   * the first Cover rolls (BRG-D-26), in that order. Their faces are in the proposal: the same faces give the
   * same proposal.
   */
  readonly dice?: Dice;
  /** The hits each grenade still live at the end gives at closing, as the GM resolves its blast (BRG-D-45). */
  readonly blasts?: BlastHits;
  /** Which thrown Frag grenades were which COT items, per character (BRG-D-25). */
  readonly thrown?: Readonly<Record<CharacterId, ThrownChoice>>;
}

/** A character's state after the fight, as the later lines read it. */
interface After {
  readonly character: CharacterId;
  readonly name: string;
  readonly condition: Condition;
  readonly unconscious: boolean;
  readonly killed: boolean;
}

/** The new NPCs' lines, by model. */
interface Created {
  readonly line: string;
  readonly sheet: Character;
}

function refuse(code: string, message: string, data: Record<string, unknown>): Rejection {
  return reject(`bridge/${code}`, message, data);
}

/** Whether a link writes a character the campaign has (as opposed to creating one, or none). */
const isCharacter = (link: ModelLink | undefined): link is Extract<ModelLink, { who: 'character' }> =>
  link?.who === 'character';

function categoryOf(link: ModelLink): Category {
  return link.who === 'bystander' ? 'civilian' : link.category;
}

/** Problems with the inputs that make a proposal impossible, as a rejection; null when it can be built. */
function inputProblem(
  fight: FightResult,
  link: FightLink,
  campaign: CampaignFacts,
  table: CotSettings,
): Rejection | null {
  if (campaign.writtenBack !== null) {
    return refuse(
      'written-back',
      `This fight is already written back (${campaign.writtenBack}): undo that step to write it again (BRG-D-52)`,
      { skirmish: fight.id, step: campaign.writtenBack },
    );
  }
  if (!fight.ended) {
    return refuse(
      'in-progress',
      `The fight "${fight.id}" is still in progress: end or abandon it first (BRG-D-52)`,
      {
        skirmish: fight.id,
      },
    );
  }
  for (const model of Object.values(fight.models)) {
    if (!Object.hasOwn(link.models, model.id)) {
      return refuse(
        'unmatched',
        `${model.name} is neither matched to a character, accepted as a new NPC nor declined (BRG-D-50, BRG-D-52)`,
        { model: model.id },
      );
    }
  }
  for (const [id, model] of Object.entries(link.models)) {
    const named = isCharacter(model) ? model.start.name : id;
    if (!Object.hasOwn(fight.models, id)) {
      return refuse(
        'no-model',
        `${named} has no model "${id}" in the fight's result: remap it or say it took no part (BRG-D-52)`,
        {
          model: id,
        },
      );
    }
    if (model.who === 'new') {
      if (Object.hasOwn(campaign.characters, model.id)) {
        return refuse(
          'npc-id',
          `${fight.models[id]!.name}'s new NPC cannot take the id "${model.id}": a character has it`,
          {
            model: id,
          },
        );
      }
      if (model.category === 'crew') {
        return refuse(
          'category',
          `${fight.models[id]!.name}: only a model matched to a crew member is crew (BRG-D-50)`,
          {
            model: id,
          },
        );
      }
    }
  }
  const exits = unknownExits(fight, link);
  if (exits.length > 0) {
    return refuse(
      'exit',
      `The fight was left through ${inWords(exits.map((e) => `"${e}"`))}: say where ${exits.length === 1 ? 'it leads' : 'they lead'} (BRG-D-50)`,
      {
        exits,
      },
    );
  }
  const spot = campaign.spot;
  const nodes = [...link.zones, ...Object.values(link.exits)];
  const strange = spot ? nodes.filter((node) => !isNode(spot, node)) : [];
  if (strange.length > 0) {
    return refuse('zone', `The Spot has no zone ${inWords(strange.map((z) => `"${z}"`))} (BRG-D-27)`, {
      zones: strange,
    });
  }
  if (!bridgeSettingsOf(table).bridgeSurrender) {
    const gave = Object.values(fight.models).find((model) => model.surrendered);
    if (gave) {
      return refuse(
        'surrender',
        `${gave.name} surrendered, but the table plays no surrender (bridge_surrender, BRG-D-44)`,
        {
          model: gave.id,
        },
      );
    }
  }
  for (const [id, spent] of Object.entries(fight.foresight)) {
    const model = link.models[id];
    const had = isCharacter(model) ? model.start.foresight : 0;
    if (!Number.isInteger(spent) || spent < 0 || spent > had) {
      return refuse(
        'foresight',
        `${fight.models[id]!.name} cannot have spent ${spent} Foresight on the table: it had ${had} (BRG-D-1)`,
        {
          model: id,
        },
      );
    }
  }
  if (
    !Number.isInteger(fight.resources) ||
    fight.resources < 0 ||
    fight.resources > campaign.crew.resources
  ) {
    return refuse(
      'resources',
      `The crew cannot have spent ${fight.resources} Resources on the table: it has ${campaign.crew.resources} (BRG-D-18)`,
      {
        resources: fight.resources,
      },
    );
  }
  return null;
}

/** The zones an edit may put a character in (BRG-D-51): the Spot's and Outside, or the fight's own. */
function editLimits(
  fight: FightLink,
  campaign: CampaignFacts,
  table: CotSettings,
  bridge: BridgeSettings,
): EditLimits {
  const zones = campaign.spot
    ? Object.keys(campaign.spot.zones)
    : [...new Set([...fight.zones, ...Object.values(fight.exits)])].filter((zone) => zone !== outside);
  return {
    minRecoveryDays: table.minRecoveryDays,
    maxRecoveryDays: table.maxRecoveryDays ?? characterLimits.recoveryDaysMax,
    zones: [null, ...zones],
    heistRoundsPerActionRound: bridge.heistRoundsPerActionRound,
  };
}

const sameCondition = (a: Condition, b: Condition) =>
  a.state === b.state &&
  (a.state !== 'wounded' || b.state !== 'wounded' || a.recoveryDays === b.recoveryDays);

const sameFirearm = (a: FirearmRecord | undefined, b: FirearmRecord) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/** Words for a firearm's record (BRG-D-25). */
function firearmWords(name: string, firearm: FirearmRecord, dry: boolean): string {
  const state = firearm.broken ? ', broken until repaired' : dry ? ', dry' : '';
  return `${name}'s ${firearm.weapon}: reloads ${firearm.reloads}, counters ${firearm.counters}${state} (BRG-D-25)`;
}

/** What `before` has that `after` lacks, counting repeats: the items struck. */
function struck(before: readonly string[], after: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const name of after) left.set(name, (left.get(name) ?? 0) + 1);
  return before.filter((name) => {
    const kept = left.get(name) ?? 0;
    if (kept > 0) left.set(name, kept - 1);
    return kept === 0;
  });
}

/** Strikes the first `count` entries `match` picks. */
function strike<T>(list: readonly T[], match: (item: T) => boolean, count: number): T[] {
  let left = count;
  return list.filter((item) => {
    if (left > 0 && match(item)) {
      left -= 1;
      return false;
    }
    return true;
  });
}

/** A new NPC's sheet and record with its gear as the fight left it (BRG-D-25): thrown grenades struck, ammo kept. */
function npcAfterFight(
  character: Character,
  record: BridgeRecord,
  model: ModelResult,
): { character: Character; record: BridgeRecord } {
  const thrown = (kind: GrenadeKind) =>
    Math.max(0, (model.profile.grenades[kind] ?? 0) - model.grenades[kind]);
  const weapons = strike(character.weapons, (name) => name === fragWeapon, thrown('frag'));
  let gear: readonly GearItem[] = gearOf(character);
  for (const kind of itemGrenades) gear = strike(gear, (item) => gearRole(item.name) === kind, thrown(kind));
  const ends = (['long', 'sidearm'] as const).flatMap((slot) =>
    model.weapons[slot] ? [model.weapons[slot]] : [],
  );
  const firearms = record.firearms.map((firearm, index) => {
    const end = ends[index];
    return end && end.weapon === firearm.heist ? firearmAfter(firearm, end) : firearm;
  });
  return { character: { ...character, weapons, gear }, record: { ...record, firearms } };
}

/** BRG-D-46: builds the proposal line by line. */
class Lines {
  readonly lines: ProposalLine[] = [];
  readonly notes: string[] = [];

  add(
    id: string,
    decisions: readonly string[],
    text: string,
    change: LineChange,
    names: readonly CharacterId[] = [],
    needs: readonly string[] = [],
  ): void {
    this.lines.push({ id, decisions, text, change, names, needs });
  }
}

/**
 * BRG-D-46: the write-back proposal of a finished fight — per character health and recovery days, restraint,
 * zone, Aware or Discovered, witnesses, ammunition and gear, Foresight spent; loot; Heat and Resources;
 * bypassed Securities and Calls for Help; vehicles; the time for the Job clock; chases to open; the first Cover
 * rolls when the scene goes on as Gang Warfare; new NPCs; the link to the log. A line that would change nothing is
 * left out; a fight in which nothing was played has no lines (BRG-D-45). Closing (BRG-D-45) is resolved first.
 * Never changes its inputs.
 * @returns a rejection naming the problem for a fight written back already or still in progress (BRG-D-52), a
 * model neither matched, accepted nor declined (BRG-D-50), a link naming a model the fight does not have, an exit
 * nobody said where it leads, Foresight or Resources spent beyond what there was, dice missing for a check, a d6
 * or a Cover roll, or a result a conversion cannot read (a sheet changed since the fight began).
 */
export function writeBackProposal(
  result: FightResult,
  link: FightLink,
  campaign: CampaignFacts,
  table: CotSettings,
  options: ProposalOptions = {},
): WriteBackProposal | Rejection {
  const wrong = inputProblem(result, link, campaign, table);
  if (wrong) return wrong;
  const bridge = bridgeSettingsOf(table);
  const limits = editLimits(link, campaign, table, bridge);
  if (nothingPlayed(result)) {
    const closing = { blasts: [], checks: [] };
    return { skirmish: result.id, empty: true, lines: [], closing, limits, people: {}, notes: [] };
  }
  const closed = closeFight(result, options.blasts, options.dice);
  if (isRejection(closed)) return closed;
  const fight = closed.fight;
  const out = new Lines();
  const models = Object.values(fight.models);
  const linkOf = (model: ModelId) => link.models[model]!;
  const created = new Map<ModelId, Created>();
  const after = new Map<ModelId, After>();

  // New NPCs first: other lines may name them (BRG-D-7, D-31, D-33, D-50).
  for (const model of models) {
    const modelLink = linkOf(model.id);
    if (modelLink.who !== 'new' || model.arrived === null) continue; // BRG-D-33, D-35: never reached the table
    const npc = npcOf(model.profile, modelLink.id, modelLink.employer, bridge, table);
    if (isRejection(npc)) return npc;
    const made = npcAfterFight(npc.character, npc.record, model);
    const line = `npc:${modelLink.id}`;
    const zone = zoneOf(modelPlace(model, fight, link, link.zones[0]));
    out.add(line, ['BRG-D-7', 'BRG-D-31'], `New NPC: ${npc.line}`, {
      kind: 'npc',
      character: made.character,
      record: made.record,
      category: modelLink.category,
      zone,
    });
    created.set(model.id, { line, sheet: made.character });
  }

  /** The campaign character a model writes to, and the new-NPC line it needs. */
  const whoIs = (model: ModelId): { id: CharacterId; needs: string[] } | null => {
    const modelLink = linkOf(model);
    if (isCharacter(modelLink)) return { id: modelLink.character, needs: [] };
    const made = created.get(model);
    return made && modelLink.who === 'new' ? { id: modelLink.id, needs: [made.line] } : null;
  };
  const startOf = (model: ModelResult): StartSnapshot | null => {
    const modelLink = linkOf(model.id);
    if (isCharacter(modelLink)) return modelLink.start;
    if (modelLink.who !== 'new' || !created.has(model.id)) return null;
    return {
      name: model.name,
      kind: 'npc',
      condition: { state: 'unhurt' },
      unconscious: false,
      restrainedBy: null,
      aware: true,
      discovered: false,
      presentedIdentity: model.name,
      witnessed: [],
      foresight: 0,
      zone: null,
    };
  };

  // Health (BRG-D-23, D-24), after closing's checks.
  for (const model of models) {
    const who = whoIs(model.id);
    const start = startOf(model);
    if (!who || !start || model.arrived === null) continue;
    const armourFailed = model.armour.some((elimination) => elimination.passed === false);
    const health = healthAfter(
      { name: start.name, kind: start.kind },
      { condition: start.condition, unconscious: start.unconscious },
      {
        wounded: model.wounded,
        killed: model.killed !== null && !armourFailed,
        armour: model.armour,
        woken: model.woken !== null,
      },
      bridge,
      table,
      options.dice,
    );
    if (isRejection(health)) return health;
    after.set(model.id, {
      character: who.id,
      name: start.name,
      condition: health.condition,
      unconscious: health.unconscious,
      killed: health.killed,
    });
    if (!sameCondition(health.condition, start.condition) || health.unconscious !== start.unconscious) {
      out.add(
        `health:${who.id}`,
        ['BRG-D-23', 'BRG-D-24'],
        health.line,
        {
          kind: 'health',
          character: who.id,
          condition: health.condition,
          unconscious: health.unconscious,
          faces: health.faces,
        },
        isCharacter(linkOf(model.id)) ? [who.id] : [],
        who.needs,
      );
    }
  }
  const alive = (model: ModelId) => after.get(model)?.condition.state !== 'dead';
  const names = (who: { id: CharacterId; needs: string[] }, model: ModelId) =>
    isCharacter(linkOf(model)) ? [who.id] : [];

  // Holds (BRG-D-44) and places (BRG-D-27, D-35, D-43).
  for (const model of models) {
    const who = whoIs(model.id);
    const start = startOf(model);
    if (!who || !start || model.arrived === null || !alive(model.id)) continue;
    const captor = model.heldBy === null ? null : whoIs(model.heldBy);
    const by = captor?.id ?? null;
    if (by !== start.restrainedBy) {
      const captorName = model.heldBy === null ? '' : fight.models[model.heldBy]!.name;
      const text =
        by === null
          ? `${start.name}: free (BRG-D-44)`
          : `${start.name}: Restrained by ${captorName} (BRG-D-44)`;
      out.add(
        `restrained:${who.id}`,
        ['BRG-D-44'],
        text,
        { kind: 'restrained', character: who.id, by },
        names(who, model.id),
        [...who.needs, ...(captor?.needs ?? [])],
      );
    }
    if (created.has(model.id)) continue; // a new NPC's zone is on its own line
    const place = modelPlace(model, fight, link, placeOf(start.zone));
    if (place !== placeOf(start.zone)) {
      const where = campaign.spot ? nodeName(campaign.spot, place) : place;
      out.add(
        `zone:${who.id}`,
        ['BRG-D-27'],
        `${start.name}: in the ${where} (BRG-D-27)`,
        {
          kind: 'zone',
          character: who.id,
          zone: zoneOf(place),
        },
        names(who, model.id),
      );
    }
  }

  // Witnesses (BRG-D-30, D-48, D-40).
  const facts = new Map<ModelId, WitnessFacts>();
  for (const model of models) {
    const modelLink = linkOf(model.id);
    if (modelLink.who === 'declined') continue;
    const start = startOf(model);
    facts.set(model.id, {
      crew: categoryOf(modelLink) === 'crew',
      unconscious: start?.unconscious ?? false,
      survives:
        modelLink.who === 'bystander' ? model.killed === null : alive(model.id) && after.has(model.id),
    });
  }
  const seen = witnessesOf(fight, facts, bridge);
  const identityOf = (model: ModelId) =>
    startOf(fight.models[model]!)?.presentedIdentity ?? fight.models[model]!.name;
  const crewIdentities = [
    ...new Set(
      models.filter((m) => facts.get(m.id)?.crew && m.arrived !== null).map((m) => identityOf(m.id)),
    ),
  ];
  const witnessedCrew = new Set<ModelId>();
  const bystanders = new Set<string>();
  for (const [npc, crew] of seen) {
    crew.forEach((member) => witnessedCrew.add(member));
    const identities = [...new Set(crew.map(identityOf))];
    if (linkOf(npc).who === 'bystander') {
      identities.forEach((identity) => bystanders.add(identity));
      continue;
    }
    const who = whoIs(npc);
    const start = startOf(fight.models[npc]!);
    if (!who || !start) continue;
    const fresh = identities.filter((identity) => !start.witnessed.includes(identity));
    if (fresh.length === 0) continue;
    out.add(
      `witnessed:${who.id}`,
      ['BRG-D-30', 'BRG-D-48'],
      `${start.name} witnessed ${inWords(fresh.map((i) => `"${i}"`))} (BRG-D-30, BRG-D-48)`,
      { kind: 'witnessed', character: who.id, identities: fresh, allowed: crewIdentities },
      names(who, npc),
      who.needs,
    );
  }
  if (bystanders.size > 0) {
    const zone = link.zones[0];
    const name = `Bystanders (${campaign.spot ? nodeName(campaign.spot, zone) : zone})`;
    const id = characterId(`${fight.id}:bystanders`);
    const sheet = blankCharacter(id, 'npc', name, table);
    const line = `npc:${id}`;
    const identities = [...bystanders];
    out.add(line, ['BRG-D-40'], `New NPC: ${name}, civilians who saw the fight (BRG-D-40)`, {
      kind: 'npc',
      character: sheet,
      record: null,
      category: 'civilian',
      zone: zoneOf(zone),
    });
    out.add(
      `witnessed:${id}`,
      ['BRG-D-40', 'BRG-D-48'],
      `${name} witnessed ${inWords(identities.map((i) => `"${i}"`))} (BRG-D-40, BRG-D-48)`,
      { kind: 'witnessed', character: id, identities, allowed: crewIdentities },
      [],
      [line],
    );
  }

  // Aware and Discovered (BRG-D-14, D-28, D-37, D-47, D-35).
  const spot = campaign.spot;
  const heard = heardIn(fight.noise, spot, link.zones, bridge);
  const loud = isLoud(fight.noise);
  const onTable = new Map<CharacterId, ModelResult>();
  for (const model of models) {
    const modelLink = linkOf(model.id);
    if (isCharacter(modelLink) && model.arrived !== null) onTable.set(modelLink.character, model);
  }
  const aware = new Set<CharacterId>();
  const awareAdded: { id: CharacterId; name: string; needs: string[]; own: boolean }[] = [];
  const makeAware = (id: CharacterId, name: string, already: boolean, own: boolean, needs: string[] = []) => {
    if (already || aware.has(id)) return;
    aware.add(id);
    awareAdded.push({ id, name, needs, own });
  };
  for (const model of models) {
    const modelLink = linkOf(model.id);
    const state = after.get(model.id);
    if (!isCharacter(modelLink) || categoryOf(modelLink) === 'crew' || model.arrived === null || !state)
      continue;
    if (state.condition.state === 'dead' || state.unconscious) continue;
    makeAware(modelLink.character, modelLink.start.name, modelLink.start.aware, true); // BRG-D-14
  }
  const catastrophes = catastropheZones(spot, fight);
  const guardsHearing = [...guardsIn(spot, heard), ...guardsIn(spot, catastrophes)];
  for (const guard of guardsHearing) {
    const post = spot!.guards[guard]!;
    const onIt = onTable.get(guard);
    if (onIt) continue; // its own end decides (above)
    const sheet = campaign.characters[guard];
    if (!sheet || sheet.condition.state === 'dead' || campaign.unconscious.includes(guard)) continue;
    const linked = models.find((m) => {
      const l = linkOf(m.id);
      return isCharacter(l) && l.character === guard;
    });
    const known = linked
      ? (linkOf(linked.id) as Extract<ModelLink, { who: 'character' }>).start.aware
      : false;
    makeAware(guard, sheet.name, post.aware || known, false);
  }
  for (const entry of awareAdded) {
    out.add(
      `aware:${entry.id}`,
      entry.own ? ['BRG-D-14', 'BRG-D-28'] : ['BRG-D-28'],
      `${entry.name}: Aware (BRG-D-28)`,
      {
        kind: 'aware',
        character: entry.id,
      },
      [entry.id],
      entry.needs,
    );
  }
  const rollers = new Set(fight.bypasses.filter((b) => b.catastrophe).map((b) => b.model));
  for (const model of models) {
    const modelLink = linkOf(model.id);
    if (!isCharacter(modelLink) || categoryOf(modelLink) !== 'crew' || model.arrived === null) continue;
    if (!alive(model.id) || modelLink.start.discovered) continue;
    const found =
      loud ||
      bridge.bridgeMeleeDiscovers === 'all_on_table' ||
      witnessedCrew.has(model.id) ||
      rollers.has(model.id);
    if (!found) continue;
    const heard = loud
      ? ['BRG-D-28']
      : rollers.has(model.id) && !witnessedCrew.has(model.id)
        ? []
        : ['BRG-D-47'];
    const why = [...heard, ...(rollers.has(model.id) ? ['BRG-D-37'] : [])];
    out.add(
      `discovered:${modelLink.character}`,
      why,
      `${modelLink.start.name}: Discovered (${why.join(', ')})`,
      {
        kind: 'discovered',
        character: modelLink.character,
      },
      [modelLink.character],
    );
  }

  // Ammunition and gear (BRG-D-25, D-50), Foresight (BRG-D-1, D-17, D-18), Cover (BRG-D-26).
  for (const model of models) {
    const modelLink = linkOf(model.id);
    if (!isCharacter(modelLink) || model.arrived === null || !alive(model.id)) continue;
    const id = modelLink.character;
    const name = modelLink.start.name;
    const sheet = campaign.characters[id];
    const stored = campaign.records[id] ?? null;
    const end: GearEnd = { weapons: model.weapons, grenades: model.grenades };
    if (sheet) {
      const matched =
        modelLink.conversion === null ? matchedConversion(sheet, model, stored, bridge, table) : null;
      const conversion = modelLink.conversion ?? matched!.conversion;
      out.notes.push(...(matched?.notes ?? []));
      const gear = gearAfter(sheet, conversion, matched?.end ?? end, options.thrown?.[id]);
      if (isRejection(gear)) return gear;
      const carried = [conversion.loadout.long, conversion.loadout.sidearm].flatMap((c) =>
        c ? [c.weapon] : [],
      );
      for (const weapon of [...new Set(carried)]) {
        const firearm = gear.record.firearms.find((f) => f.weapon === weapon)!;
        if (
          sameFirearm(
            stored?.firearms.find((f) => f.weapon === weapon),
            firearm,
          )
        )
          continue;
        const dry = !firearm.broken && shootingProblem(gear, gear.record, weapon) !== null;
        out.add(
          `firearm:${id}:${weapon}`,
          ['BRG-D-25'],
          firearmWords(name, firearm, dry),
          {
            kind: 'firearm',
            character: id,
            firearm,
            dry,
          },
          [id],
        );
      }
      const sheetGear = gearOf(sheet);
      if (
        JSON.stringify(gear.weapons) !== JSON.stringify(sheet.weapons) ||
        JSON.stringify(gear.gear) !== JSON.stringify(sheetGear)
      ) {
        const gone = [
          ...struck(sheet.weapons, gear.weapons),
          ...struck(
            sheetGear.map((item) => item.name),
            gear.gear.map((item) => item.name),
          ),
        ];
        out.add(
          `gear:${id}`,
          ['BRG-D-25'],
          `${name}: ${inWords(gone)} struck from the sheet (BRG-D-25)`,
          {
            kind: 'gear',
            character: id,
            weapons: gear.weapons,
            gear: gear.gear,
          },
          [id],
        );
      }
    } else if (modelLink.conversion) {
      for (const slot of ['long', 'sidearm'] as const) {
        const carried = modelLink.conversion.loadout[slot];
        const state = model.weapons[slot];
        if (!carried || !state) continue;
        const start = modelLink.conversion.record.firearms.find((f) => f.weapon === carried.weapon);
        const firearm = firearmAfter(
          start ?? {
            weapon: carried.weapon,
            heist: carried.heist,
            reloads: carried.reloads,
            counters: carried.counters,
            broken: false,
          },
          state,
        );
        if (
          sameFirearm(
            stored?.firearms.find((f) => f.weapon === carried.weapon),
            firearm,
          )
        )
          continue;
        const dry = !firearm.broken && isDry(firearm);
        out.add(
          `firearm:${id}:${carried.weapon}`,
          ['BRG-D-25'],
          firearmWords(name, firearm, dry),
          {
            kind: 'firearm',
            character: id,
            firearm,
            dry,
          },
          [id],
        );
      }
    }
    const spent = fight.foresight[model.id] ?? 0;
    if (spent > 0) {
      const before = modelLink.start.foresight;
      out.add(
        `foresight:${id}`,
        ['BRG-D-1', 'BRG-D-17', 'BRG-D-18'],
        `${name}: Foresight ${before} → ${before - spent} (spent on the table, BRG-D-1)`,
        {
          kind: 'foresight',
          character: id,
          before,
          after: before - spent,
        },
        [id],
      );
    }
  }

  // Loot (BRG-D-46).
  fight.loot.forEach((item, index) => {
    const carrier = item.carriedBy === null ? null : fight.models[item.carriedBy]!;
    const keeper = carrier && alive(carrier.id) && carrier.killed === null ? whoIs(carrier.id) : null;
    const fell = carrier
      ? modelPlace(carrier, fight, link, link.zones[0])
      : placeOf(item.fell ?? link.zones[0]);
    const where = campaign.spot ? nodeName(campaign.spot, fell) : fell;
    const text = keeper
      ? `${item.name}: carried by ${startOf(carrier!)?.name ?? carrier!.name} (BRG-D-46)`
      : `${item.name}: lies loose in the ${where} (BRG-D-46)`;
    out.add(
      `loot:${index}`,
      ['BRG-D-46'],
      text,
      {
        kind: 'loot',
        name: item.name,
        loot: item.loot,
        character: keeper?.id ?? null,
        zone: keeper ? null : zoneOf(fell),
      },
      keeper && carrier && isCharacter(linkOf(carrier.id)) ? [keeper.id] : [],
      keeper?.needs ?? [],
    );
  });

  // Heat (BRG-D-29) and Resources (BRG-D-18).
  const crewOnTable = models.some((m) => m.arrived !== null && categoryOf(linkOf(m.id)) === 'crew');
  const killed = models.filter((m) => m.killed !== null).map((m) => categoryOf(linkOf(m.id)));
  const heat = heatOf(fight.noise, crewOnTable, killed, bridge);
  if (heat.delta > 0) {
    const before = campaign.crew.heat;
    out.add(
      'heat',
      ['BRG-D-29'],
      `Heat ${before} → ${before + heat.delta} (${heat.reasons.join(', ')}; BRG-D-29)`,
      {
        kind: 'heat',
        before,
        delta: heat.delta,
      },
    );
  }
  if (fight.resources > 0) {
    const before = campaign.crew.resources;
    out.add(
      'resources',
      ['BRG-D-18'],
      `Resources ${before} → ${before - fight.resources} (Cache on the table, BRG-D-18)`,
      {
        kind: 'resources',
        before,
        spent: fight.resources,
      },
    );
  }

  // The Spot: Securities bypassed (BRG-D-36), Calls for Help (BRG-D-32, COT-D-57).
  const bypassed = new Set<string>();
  for (const bypass of fight.bypasses.filter((b) => !b.catastrophe)) {
    const key = `${bypass.barrier}:${bypass.security}`;
    const security = spot?.barriers[bypass.barrier]?.securities.find((s) => s.id === bypass.security);
    if (bypassed.has(key) || security?.bypassed) continue;
    bypassed.add(key);
    const what = security ? `${security.tag} ${security.score}` : bypass.security;
    out.add(
      `security:${key}`,
      ['BRG-D-36'],
      `Security ${what} on barrier "${bypass.barrier}": bypassed for the Job (BRG-D-36, COT-D-54)`,
      {
        kind: 'security',
        barrier: bypass.barrier,
        security: bypass.security,
      },
    );
  }
  if (fight.calls.length > 0 && spot) {
    const bonus = fight.calls.length * table.callForHelpBonus;
    for (const post of Object.values(spot.guards)) {
      if (onTable.has(post.guard)) continue;
      const sheet = campaign.characters[post.guard];
      if (!sheet || sheet.condition.state === 'dead') continue;
      out.add(
        `awareness:${post.guard}`,
        ['BRG-D-32'],
        `${sheet.name}: +${bonus} Awareness (Call for Help, BRG-D-32, COT-D-57)`,
        {
          kind: 'awareness',
          character: post.guard,
          before: post.awarenessBonus,
          bonus,
        },
        [post.guard],
      );
    }
  }

  // Vehicles (BRG-D-12, D-27, D-39).
  for (const vehicle of Object.values(fight.vehicles)) {
    const vehicleLink = link.vehicles[vehicle.id];
    if (!vehicleLink) continue;
    const body = vehicleBodyAfter(vehicleLink.start, vehicle);
    if (isRejection(body)) return body;
    const place = vehiclePlace(vehicle, link);
    const riders = models.filter((m) => m.vehicle === vehicle.id && alive(m.id));
    const occupants = riders.flatMap((m) => {
      const who = whoIs(m.id);
      return who ? [who.id] : [];
    });
    if (body.body === vehicleLink.start.body && !body.wrecked && place === link.zones[0]) continue;
    const where = campaign.spot ? nodeName(campaign.spot, place) : place;
    const inside =
      occupants.length > 0 ? `, with ${inWords(riders.map((m) => startOf(m)?.name ?? m.name))}` : '';
    out.add(
      `vehicle:${vehicle.id}`,
      ['BRG-D-12', 'BRG-D-27'],
      `${body.line}; in the ${where}${inside} (BRG-D-27)`,
      {
        kind: 'vehicle',
        vehicle: vehicle.id,
        name: vehicleLink.start.name,
        owner: vehicleLink.owner,
        body: body.body,
        bodyMax: vehicleLink.start.bodyMax,
        wrecked: body.wrecked,
        destroyed: body.destroyed,
        zone: zoneOf(place),
        occupants,
      },
      [
        ...(vehicleLink.owner ? [vehicleLink.owner] : []),
        ...riders.flatMap((m) => (isCharacter(linkOf(m.id)) ? [whoIs(m.id)!.id] : [])),
      ],
      riders.flatMap((m) => whoIs(m.id)?.needs ?? []),
    );
  }

  // The Job clock (BRG-D-3, D-45).
  const gameRounds = gameRoundsOf(fight, bridge);
  const time = skirmishTime(gameRounds, bridge, link.stage);
  if (isRejection(time)) return time;
  if (gameRounds > 0) {
    out.add('clock', ['BRG-D-3', 'BRG-D-45'], time.line, {
      kind: 'clock',
      stage: link.stage,
      gameRounds,
      actionRounds: time.actionRounds,
      longer: time.longer,
      minutes: time.actionRounds * roundMinutes.action,
    });
  }

  // Chases (BRG-D-21).
  for (const chase of pursuitsOf(fight, table.fleeChaseDistance)) {
    const members = (ids: readonly ModelId[]) =>
      ids.flatMap((m) => {
        const who = whoIs(m);
        return who && alive(m) ? [{ model: m, ...who }] : [];
      });
    const target = members(chase.target.models);
    const pursuers = chase.pursuers
      .map((group) => ({ group, members: members(group.models) }))
      .filter((entry) => entry.members.length > 0);
    if (target.length === 0 || pursuers.length === 0) continue;
    const everyone = [...target, ...pursuers.flatMap((p) => p.members)];
    const zone = link.exits[chase.exit]!;
    const named = (list: readonly { model: ModelId }[]) =>
      inWords(list.map((m) => startOf(fight.models[m.model]!)?.name ?? m.model));
    const groups = pursuers.map((p) => `${named(p.members)} at Distance ${p.group.distance}`).join('; ');
    out.add(
      `chase:${chase.exit}`,
      ['BRG-D-21'],
      `Chase (${chase.mode === 'foot' ? 'on foot' : 'vehicles'}) behind "${chase.exit}": Target ${named(target)}; ${groups} (BRG-D-21)`,
      {
        kind: 'chase',
        exit: chase.exit,
        zone: zoneOf(zone),
        mode: chase.mode,
        target: target.map((m) => m.id),
        pursuers: pursuers.map((p) => ({
          members: p.members.map((m) => m.id),
          vehicle: p.group.vehicle,
          distance: p.group.distance,
        })),
      },
      everyone.filter((m) => isCharacter(linkOf(m.model))).map((m) => m.id),
      [...new Set(everyone.flatMap((m) => m.needs))],
    );
  }

  // The first Cover rolls when the scene goes on as Gang Warfare (BRG-D-26).
  if (link.continues === 'gang-warfare') {
    for (const model of models) {
      const who = whoIs(model.id);
      const state = after.get(model.id);
      if (!who || !state || !standing(model) || state.condition.state === 'dead' || state.unconscious)
        continue;
      const sheet = campaign.characters[who.id] ?? created.get(model.id)?.sheet;
      if (!sheet) continue;
      const position = fight.positions[model.id];
      if (!position) {
        return refuse(
          'position',
          `${state.name}'s position at the switch is needed for its first Cover roll (BRG-D-26)`,
          {
            model: model.id,
          },
        );
      }
      if (!options.dice) {
        return refuse('cover-dice', `${state.name}'s first Cover roll needs dice (BRG-D-26)`, {
          model: model.id,
        });
      }
      const roll = coverRollOf(sheet, state.condition, position, model.stunned, table, options.dice);
      const aim = roll.firstAttack ? '; +1k0 on its first Attack (aim marker)' : '';
      out.add(
        `cover:${who.id}`,
        ['BRG-D-26'],
        `${state.name}: Cover ${roll.pool.rolled}k${roll.pool.kept} [${roll.faces.join(', ')}] = ${roll.total}${aim} (BRG-D-26)`,
        {
          kind: 'cover',
          character: who.id,
          pool: roll.pool,
          modifiers: roll.modifiers,
          faces: roll.faces,
          total: roll.total,
          firstAttack: roll.firstAttack,
        },
        names(who, model.id),
        who.needs,
      );
    }
  }

  // The log (BRG-D-53).
  const recorded = models.filter((m) => linkOf(m.id).who !== 'declined'); // BRG-D-50: nothing for them
  const casualties = recorded.filter((m) => m.killed !== null).map((m) => m.name);
  const departures = recorded.flatMap((m) =>
    m.left ? [`${m.name} by "${m.left.exit}" in round ${m.left.round}`] : [],
  );
  const summary = [
    counted(gameRounds, 'game round'),
    ...(casualties.length > 0 ? [`killed: ${inWords(casualties)}`] : []),
    ...(departures.length > 0 ? [`left: ${inWords(departures)}`] : []),
  ].join('; ');
  out.add(
    'log',
    ['BRG-D-53'],
    `Skirmish "${fight.id}": ${summary}; its log stays with the scene (BRG-D-53)`,
    {
      kind: 'log',
      skirmish: fight.id,
      gameRounds,
      casualties,
      departures,
    },
  );
  const people: Record<CharacterId, string> = {};
  for (const line of out.lines) {
    const change = line.change;
    const id = change.kind === 'npc' ? change.character.id : 'character' in change ? change.character : null;
    if (typeof id !== 'string' || Object.hasOwn(people, id)) continue;
    const model = models.find((m) => whoIs(m.id)?.id === id);
    const name = model ? (startOf(model)?.name ?? model.name) : campaign.characters[id]?.name;
    people[id] = change.kind === 'npc' ? change.character.name : (name ?? id);
  }
  return {
    skirmish: fight.id,
    empty: false,
    lines: out.lines,
    closing: closed.closing,
    limits,
    people,
    notes: out.notes,
  };
}
