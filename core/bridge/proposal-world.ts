import { nodeName } from '../cot/spot/index.ts';
import { roundMinutes } from '../cot/time/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import { isRejection } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { counted, inWords } from '../shared/words.ts';
import type { ModelId } from '../skirmish/index.ts';
import { gameRoundsOf, standing } from './closing.ts';
import { coverRollOf } from './cover.ts';
import { heatOf } from './noise.ts';
import { categoryOf, isCharacter, refuse } from './proposal-context.ts';
import type { Context } from './proposal-context.ts';
import { pursuitsOf } from './pursuit.ts';
import { skirmishTime } from './time.ts';
import { vehicleBodyAfter, vehicleNote } from './vehicles.ts';
import { modelPlace, placeOf, vehiclePlace, zoneOf } from './where.ts';

/** The proposal's lines about the world (BRG-D-46): loot, Heat, the Spot, vehicles, time, chases, Cover, the log. */

/** BRG-D-46: loot picked up on the table. */
export function lootLines(ctx: Context): void {
  const { fight, link, campaign, out, linkOf, whoIs, startOf, alive } = ctx;
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
}

/** BRG-D-29: Heat; BRG-D-18: Resources spent through Cache. */
export function crewLines(ctx: Context): void {
  const { fight, campaign, bridge, out, models, linkOf } = ctx;
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
}

/** BRG-D-36: Securities bypassed; BRG-D-32, COT-D-57: Calls for Help. */
export function spotLines(ctx: Context): void {
  const spot = ctx.campaign.spot;
  const { fight, campaign, table, out, onTable } = ctx;
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
}

/** BRG-D-12, D-27, D-39: vehicles. */
export function vehicleLines(ctx: Context): Rejection | null {
  const { fight, link, campaign, out, models, linkOf, whoIs, startOf, alive } = ctx;
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
    const owner = vehicleLink.owner
      ? (campaign.characters[vehicleLink.owner]?.name ?? vehicleLink.owner)
      : null;
    out.add(
      `vehicle:${vehicle.id}`,
      ['BRG-D-12', 'BRG-D-27'],
      `${body.line}; in the ${where}${inside} (BRG-D-27). ${vehicleNote(vehicleLink.start.name, body, owner)}`,
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
  return null;
}

/** BRG-D-3, D-45: the time for the Job clock; returns the game rounds counted. */
export function clockLine(ctx: Context): number | Rejection {
  const { fight, link, bridge, out } = ctx;
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
  return gameRounds;
}

/** BRG-D-21: chases to open. */
export function chaseLines(ctx: Context): void {
  const { fight, link, table, out, linkOf, whoIs, startOf, alive } = ctx;
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
}

/** BRG-D-26: the first Cover rolls when the scene goes on as Gang Warfare. */
export function coverLines(ctx: Context): Rejection | null {
  const { fight, link, campaign, table, options, out, models, created, after, whoIs, names } = ctx;
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
  return null;
}

/** BRG-D-53: the link to the skirmish's log. */
export function logLine(ctx: Context, gameRounds: number): void {
  const { fight, out, models, linkOf } = ctx;
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
    `Skirmish "${ctx.options.name ?? fight.id}": ${summary}; its log stays with the scene (BRG-D-53)`,
    {
      kind: 'log',
      skirmish: fight.id,
      gameRounds,
      casualties,
      departures,
    },
  );
}

/** The names of the characters the lines write to, for the GM's messages. */
export function peopleOf(ctx: Context): Record<CharacterId, string> {
  const { campaign, out, models, whoIs, startOf } = ctx;
  const people: Record<CharacterId, string> = {};
  for (const line of out.lines) {
    const change = line.change;
    const id = change.kind === 'npc' ? change.character.id : 'character' in change ? change.character : null;
    if (typeof id !== 'string' || Object.hasOwn(people, id)) continue;
    const model = models.find((m) => whoIs(m.id)?.id === id);
    const name = model ? (startOf(model)?.name ?? model.name) : campaign.characters[id]?.name;
    people[id] = change.kind === 'npc' ? change.character.name : (name ?? id);
  }
  return people;
}
