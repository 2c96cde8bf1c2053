import { bridgeSettings } from '../cot/settings/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { skillsFor } from '../cot/heist/index.ts';
import { linksOf, nodeName, outside } from '../cot/spot/index.ts';
import type { Barrier, NodeId, Security, SecurityTag, Spot } from '../cot/spot/index.ts';
import { inWords } from '../shared/words.ts';
import type { Exit, ExitUsers, Gap, TableHalf, TablePlan, TableSecurity, WayState } from './proposal.ts';
import type { BridgeSettings } from './settings.ts';
import type { FightSituation } from './situation.ts';
import { visibilityOf } from './visibility.ts';

/**
 * The table (BRG-D-2, D-19, D-20, D-36, D-42, D-43): the zone where the fight happens, or two adjacent zones
 * split by their barrier; one exit per barrier to every other neighbour, with its Securities, who may use it and
 * whether the players see it; the zones' tags and the light.
 */

const tagNames: Readonly<Record<SecurityTag, string>> = {
  lock: 'Lock',
  vault: 'Vault',
  height: 'Height',
  structure: 'Structure',
};

/** "Lock 12". */
export const securityLabel = (security: Pick<Security, 'tag' | 'score'>): string =>
  `${tagNames[security.tag]} ${security.score}`;

/** BRG-D-20: a model without a COT sheet checks its skill at `−floor((Score − 9) / 3)`, nothing below 9. */
export function bypassCheckModifier(score: number): number {
  const steps = Math.floor((score - 9) / 3);
  return steps > 0 ? -steps : 0;
}

function tableSecurity(security: Security, table: Pick<CotSettings, 'explosivesBypass'>): TableSecurity {
  return {
    id: security.id,
    tag: security.tag,
    score: security.score,
    bypassed: security.bypassed,
    skills: skillsFor(security.tag, table.explosivesBypass),
    checkModifier: bypassCheckModifier(security.score),
  };
}

const isDoor = (tag: SecurityTag): boolean => tag === 'lock' || tag === 'vault';

/**
 * BRG-D-36: open when every Security is bypassed (a bypassed Security stays bypassed, COT-D-54); a locked door
 * while a Lock or a Vault is left; blocked while only Height or Structure is left.
 */
export function wayState(securities: readonly Pick<TableSecurity, 'tag' | 'bypassed'>[]): WayState {
  const left = securities.filter((security) => !security.bypassed);
  if (left.length === 0) return 'open';
  return left.some((security) => isDoor(security.tag)) ? 'locked' : 'blocked';
}

/** The way's state in the GM's words: "open", "a locked door (Lock 12)". */
export function wayWords(state: WayState, securities: readonly TableSecurity[], door: boolean): string {
  const left = securities.filter((security) => !security.bypassed).map(securityLabel);
  switch (state) {
    case 'open':
      return 'open';
    case 'closed':
      return 'a closed door, unlocked: one Use opens it';
    case 'locked':
      return `a locked door (${inWords(left)})`;
    case 'blocked':
      return `${inWords(left)} to bypass, ${door ? 'then a door to open' : 'no door'}`;
  }
}

/** BRG-D-2: who may come and go through a barrier to `node`, and whether the players see it. */
function usersOf(spot: Spot, node: NodeId): { users: ExitUsers; shown: boolean } {
  if (node === outside || !Object.hasOwn(spot.zones, node)) return { users: 'everyone', shown: true };
  const how = Object.hasOwn(spot.knowledge.zones, node) ? spot.knowledge.zones[node] : undefined;
  if (how === 'blueprint') return { users: 'crew', shown: true }; // COT-D-88: NPCs do not know it
  if (spot.zones[node]!.hidden === null) return { users: 'everyone', shown: true };
  return how === undefined ? { users: 'npcs', shown: false } : { users: 'crew', shown: true };
}

const userWords: Readonly<Record<ExitUsers, string>> = {
  everyone: '',
  crew: ', crew only',
  npcs: ', NPCs only, not shown to the players',
};

/** An exit in the GM's words: `"Vault corridor": a locked door (Lock 12)`, who may use it. */
export function exitLine(exit: Exit): string {
  return `"${exit.name}": ${exit.words}${userWords[exit.users]} (BRG-D-2)`;
}

function wayOf(barrier: Barrier, table: Pick<CotSettings, 'explosivesBypass'>) {
  const securities = barrier.securities.map((security) => tableSecurity(security, table));
  const state = wayState(securities);
  return {
    barrier: barrier.id,
    securities,
    door: securities.some((security) => isDoor(security.tag)),
    state,
  };
}

/** A name not yet taken: "Street", then "Street 2". */
function freshName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${name} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** Every exit of the halves (BRG-D-2) and the gaps between them (BRG-D-43), in the Spot's barrier order. */
export function waysOf(
  spot: Spot,
  halves: readonly string[],
  table: Pick<CotSettings, 'explosivesBypass'>,
): { exits: Exit[]; gaps: Gap[] } {
  const exits: Exit[] = [];
  const gaps: Gap[] = [];
  const taken = new Set<string>();
  for (const half of halves) {
    for (const link of linksOf(spot, half)) {
      const way = wayOf(link.barrier, table);
      if (halves.includes(link.other)) {
        if (half === halves[0]) {
          const words = way.state === 'open' ? 'an open gap' : wayWords(way.state, way.securities, way.door);
          gaps.push({ ...way, words, between: [half, link.other] });
        }
        continue;
      }
      const name = freshName(nodeName(spot, link.other), taken);
      const { users, shown } = usersOf(spot, link.other);
      exits.push({
        ...way,
        id: `e${exits.length + 1}`,
        name,
        from: half,
        leadsTo: link.other,
        users,
        shown,
        words: wayWords(way.state, way.securities, way.door),
      });
    }
  }
  return { exits, gaps };
}

/** The tags of a zone on the table (BRG-D-19, D-40). */
function halfOf(spot: Spot, zoneId: string, civilians: number, hazard: number): TableHalf {
  const zone = spot.zones[zoneId]!;
  const tags: { tag: string; words: string }[] = [];
  if (zone.hazardous) {
    tags.push({
      tag: 'hazardous',
      words: `Hazardous: the GM marks terrain whose crossing needs Athletics or Cat Burglary against ${hazard}, or a skill check for a model without a COT sheet (BRG-D-19)`,
    });
  }
  if (zone.noisy) tags.push({ tag: 'noisy', words: 'Noisy: no effect on the table (BRG-D-19)' });
  if (zone.crowded) {
    tags.push({ tag: 'crowded', words: `Crowded: ${civilians} civilians, placed by the GM (BRG-D-40)` });
  }
  if (zone.hidden !== null) tags.push({ tag: 'hidden', words: 'Hidden: no effect on the table (BRG-D-19)' });
  return { zone: zone.id, name: zone.name, tags };
}

/** The most civilians a fight may have: the setting's own bound (BRG-D-40). */
export const civiliansMax = bridgeSettings.settings.bridgeCrowdCivilians.max;

/** The number of civilians a fight in a Crowded zone gets (BRG-D-40): the GM's for this fight, else the setting's. */
export function civiliansOf(
  situation: Pick<FightSituation, 'civilians'>,
  settings: Pick<BridgeSettings, 'bridgeCrowdCivilians'>,
): number {
  return situation.civilians ?? settings.bridgeCrowdCivilians;
}

/** The table of a fight on `halves` (one zone, or two adjacent zones, BRG-D-43). */
export function tableOf(
  spot: Spot,
  halves: readonly string[],
  situation: FightSituation,
  settings: BridgeSettings,
  table: CotSettings,
): TablePlan {
  const civilians = civiliansOf(situation, settings);
  const { exits, gaps } = waysOf(spot, halves, table);
  const hazardous = halves.filter((zone) => spot.zones[zone]!.hazardous);
  return {
    halves: halves.map((zone) => halfOf(spot, zone, civilians, table.hazardDifficulty)),
    exits,
    gaps,
    hazard: hazardous.length > 0 ? { zones: hazardous, difficulty: table.hazardDifficulty } : null, // COT-D-51
    visibility: visibilityOf(situation.visibility, settings),
    bypassTime: settings.bridgeBypassTime,
    melee: settings.bridgeMelee,
  };
}
