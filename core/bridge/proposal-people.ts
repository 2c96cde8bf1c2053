import { blankCharacter, gearOf } from '../cot/characters/index.ts';
import type { Character, Condition, GearItem } from '../cot/characters/index.ts';
import { nodeName } from '../cot/spot/index.ts';
import { characterId } from '../shared/ids.ts';
import type { CharacterId } from '../shared/ids.ts';
import { isRejection } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { inWords } from '../shared/words.ts';
import type { GrenadeKind, ModelId } from '../skirmish/index.ts';
import { firearmAfter, gearAfter, isDry, shootingProblem } from './ammo.ts';
import type { GearEnd } from './ammo.ts';
import type { ModelResult } from './fight-result.ts';
import { healthAfter } from './health.ts';
import { matchedConversion } from './imported.ts';
import { npcOf } from './npc.ts';
import { catastropheZones, guardsIn, heardIn, isLoud } from './noise.ts';
import { categoryOf, isCharacter } from './proposal-context.ts';
import type { Context } from './proposal-context.ts';
import type { ModelLink } from './link.ts';
import type { BridgeRecord, FirearmRecord } from './record.ts';
import { fragWeapon, gearRole, itemGrenades } from './weapons.ts';
import { modelPlace, placeOf, zoneOf } from './where.ts';
import { witnessesOf } from './witnesses.ts';
import type { WitnessFacts } from './witnesses.ts';

/**
 * The proposal's lines about each character (BRG-D-46): new NPCs, health, holds and places, witnesses, Aware and
 * Discovered, ammunition and gear, Foresight. Each step adds its lines to the context's and reads what the steps
 * before it decided (who is alive after the fight, which new NPCs there are).
 */

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

/** BRG-D-7, D-31, D-33, D-50: the new NPCs, first, since other lines may name them. */
export function newNpcLines(ctx: Context): Rejection | null {
  const { fight, link, table, bridge, out, models, created, linkOf } = ctx;
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
  return null;
}

/** BRG-D-23, D-24: health after closing's checks, and each character's state after the fight. */
export function healthLines(ctx: Context): Rejection | null {
  const { table, bridge, options, out, models, after, linkOf, whoIs, startOf } = ctx;
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
  return null;
}

/** BRG-D-44: holds at the end; BRG-D-27, D-35, D-43: where everyone is. */
export function placeLines(ctx: Context): void {
  const { fight, link, campaign, out, models, created, whoIs, startOf, alive, names } = ctx;
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
}

/** BRG-D-30, D-48, D-40: who witnessed whom; returns the crew models some NPC witnessed. */
export function witnessLines(ctx: Context): Set<ModelId> {
  const { fight, link, campaign, table, bridge, out, models, after, linkOf, whoIs, startOf, alive, names } =
    ctx;
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
  return witnessedCrew;
}

/** BRG-D-14, D-28, D-35, D-37, D-47: NPCs and guards turned Aware, crew Discovered. */
export function awareLines(ctx: Context, witnessedCrew: ReadonlySet<ModelId>): void {
  const { fight, link, campaign, bridge, out, models, after, linkOf, alive, onTable } = ctx;
  const spot = campaign.spot;
  const heard = heardIn(fight.noise, spot, link.zones, bridge);
  const loud = isLoud(fight.noise);
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
}

/** BRG-D-25, D-50: ammunition and gear; BRG-D-1, D-17, D-18: Foresight spent on the table. */
export function gearLines(ctx: Context): Rejection | null {
  const { fight, campaign, table, bridge, options, out, models, linkOf, alive } = ctx;
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
  return null;
}
