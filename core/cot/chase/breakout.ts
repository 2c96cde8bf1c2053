import type { CharacterId } from '../../shared/ids.ts';
import { reject } from '../../shared/result.ts';
import { inWords } from '../../shared/words.ts';
import type { BreakoutCapability, BreakoutGround } from '../world/index.ts';
import { partyOf, peopleIn } from '../world/index.ts';
import type { ChaseSeatSetup, ChaseSetupInput } from './setup.ts';

/**
 * A chase breaking out of a running Heist (COT-CHASE-3, COT-DROP-5, COT-D-65), as the breakout capability the chase
 * engine declares: who runs (the Target) and who gives chase, each able to act (COT-DROP-9), everyone on foot at
 * the table's starting Distance (COT-D-43) until the GM seats them otherwise; whoever comes back from it alive
 * stands Outside the Spot (a chase runs them off it).
 */
export const chaseBreakout: BreakoutCapability = {
  name: 'breakout',
  from: ['heist'],
  label: 'A chase',
  rule: 'COT-CHASE-3',
  parties: ['targets', 'pursuers'],
  form: 'chase',
  comesBack: 'outside',
  loud: false,
  upOnly: 'can neither run nor chase',
  offers: (ground) => {
    const here = ground.people.filter((p) => p.zone !== null && !p.away && p.up);
    return here.map((runner) => ({
      zone: runner.zone!,
      parties: {
        targets: [runner.id],
        pursuers: here.filter((p) => p.zone === runner.zone && p.side !== runner.side).map((p) => p.id),
      },
    }));
  },
  words: (ground, request) => {
    const zone = ground.zones.find((z) => z.id === request.zone)?.name ?? request.zone;
    const pursuers = partyOf(request, 'pursuers');
    const runner = nameIn(ground, partyOf(request, 'targets')[0] ?? '');
    const verb = pursuers.length === 1 ? 'gives' : 'give';
    return `${runner} runs from ${zone}; ${inWords(pursuers.map((id) => nameIn(ground, id)))} ${verb} chase`;
  },
  refuse: (ground, request) => {
    const targets = partyOf(request, 'targets');
    const pursuers = partyOf(request, 'pursuers');
    if (targets.length === 0 || pursuers.length === 0) {
      return reject(
        `${ground.parent}/chase-roles`,
        'A chase needs someone who runs and someone who gives chase (COT-CHASE-3)',
      );
    }
    const both = targets.find((id) => pursuers.includes(id));
    if (both === undefined) return null;
    return reject(
      `${ground.parent}/chase-roles`,
      `${nameIn(ground, both)} cannot run and give chase at once`,
    );
  },
  record: (_ground, request) => {
    const targets = partyOf(request, 'targets');
    return { lead: targets[0]!, targets, pursuers: partyOf(request, 'pursuers') };
  },
  draft: (ground, record, scene) => {
    const seat = (id: CharacterId): ChaseSeatSetup => ({
      characterId: id,
      side: scene.side(id),
      vehicle: null,
      role: 'on-foot',
    });
    const setup: ChaseSetupInput = {
      targets: partyOf(record, 'targets').map(seat),
      pursuers: partyOf(record, 'pursuers').map(seat),
      distance: null, // COT-D-39, COT-D-43: the table's starting Distance, a Flee's or the GM's
      cramped: false,
      ...(record.origin === 'flee' ? { origin: 'flee' as const } : {}),
    };
    // Others able to join the chase, in the zone it started from, for the GM to add.
    const inIt = new Set(peopleIn(record));
    const others = ground.people
      .filter((p) => p.zone === record.zone && !inIt.has(p.id) && p.up && !p.away && scene.takesTurns(p.id))
      .map((p) => p.id);
    return { setup, others };
  },
};

function nameIn(ground: BreakoutGround, id: string): string {
  return ground.people.find((p) => p.id === id)?.name ?? id;
}
