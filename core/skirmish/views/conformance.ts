import type { Dice } from '../../dice/dice.ts';
import type { ActorId, ConformanceOutcome, EngineConformance } from '../../engine/index.ts';
import type { SkirmishCommand } from '../commands.ts';
import type { SkirmishEvent } from '../events.ts';
import { parseModel } from '../setup/roster.ts';
import type { MeleeProfile } from '../setup/profile.ts';
import type { ModelEntry, SkirmishSetup } from '../setup/setup.ts';
import type { SideId, SkirmishState } from '../types.ts';
import { activeCandidates, reactiveCandidates } from './view-candidates.ts';
import { sideCandidates } from './view-side.ts';

/**
 * The HEIST skirmish in the conformance suite: a crew and the police, two to four models a side from roster
 * lines, with or without the Heist card deck and a dice-off for the first side; every model's activation and
 * reaction commands and every side's turn commands, for every model and side (only the active ones' may be
 * accepted); and which row of the odds a shot or a check came to when it resolved at once.
 */

const crewLines = [
  'Mr. A (3/5) SMG w/2 reloads',
  'Mr. B (3/5) AR w/2 reloads',
  'Mr. C (3/5) SMG w/2 reloads, 1 frag grenade',
  'Mr. D (2/3) Pistol w/1 reload',
  'Mr. E (2/4) Pistol w/1 reload, smoke',
];
const policeLines = [
  'Officer Kay (3/5) Shotgun w/2 reloads',
  'Officer Lin (3/5) Pistol w/2 reloads',
  'Officer Moss (2/4) Pistol w/1 reload',
  'Officer Nash (2/4) Pistol w/1 reload',
  'Sergeant Hale (4/6) Shotgun w/2 reloads, Pistol, body armor',
];

/** Models from roster lines picked with `dice`, with ids `prefix1`, `prefix2`… */
function models(dice: Dice, prefix: string, lines: readonly string[]): ModelEntry[] {
  const count = 1 + dice.roll(3);
  const pool = [...lines];
  return Array.from({ length: count }, (_, n) => {
    const [line] = pool.splice(dice.roll(pool.length) - 1, 1);
    const profile = parseModel(line!);
    if (Array.isArray(profile)) throw new Error(`A conformance roster line does not parse: ${line}`);
    return { id: `${prefix}${n + 1}`, profile };
  });
}

/** The melee weapons a bridged crew may carry (BRG-D-11); the last stands for none (fists). */
const meleeWeapons: readonly (MeleeProfile | null)[] = [
  { weapon: 'Knife', lethal: true, dice: 10 },
  { weapon: 'Sap', lethal: false, dice: 8 },
  null,
];

/**
 * A fight opened from a City of Thieves scene, half the time (bridge.md): melee weapons, COT pools and carried
 * shifts on the crew (BRG-D-11, BRG-D-17), small pools on the police (a score-only guard's 3k2 is too many faces
 * for the bot's enumeration), and now and then a start state: a police model Unconscious, a crew model held
 * (BRG-D-16), the police unaware in a surprise turn (BRG-D-14).
 */
function bridged(dice: Dice, crew: ModelEntry[], police: ModelEntry[]) {
  const cot = (rolled: number, kept: number, shifts: number) => ({
    muscleAthletics: { rolled, kept },
    shifts,
  });
  const crewEntries = crew.map((entry) => {
    const melee = meleeWeapons[dice.roll(meleeWeapons.length) - 1]!;
    const profile = { ...entry.profile, cot: cot(2, 1, dice.roll(2) - 1), ...(melee ? { melee } : {}) };
    return { ...entry, profile };
  });
  const policeEntries = police.map((entry) => ({
    ...entry,
    profile: { ...entry.profile, cot: cot(1, 1, 0) },
  }));
  const start = dice.roll(4);
  if (start === 1) policeEntries[1] = { ...policeEntries[1]!, start: { unconscious: true } };
  if (start === 2) crewEntries[0] = { ...crewEntries[0]!, start: { heldBy: policeEntries[0]!.id } };
  if (start === 3) crewEntries[1] = { ...crewEntries[1]!, start: { wounded: true, stunned: true } };
  // BRG-D-14: a surprise turn for the crew: the police start unaware (the crew plays first when a side is named).
  const surprised =
    start === 4 ? policeEntries.map((entry) => ({ ...entry, start: { unaware: true } })) : policeEntries;
  const opposedTieWinner = dice.roll(2) === 1 ? ('actor' as const) : ('defender' as const);
  return { crew: crewEntries, police: surprised, bridge: { opposedTieWinner } };
}

function sample(dice: Dice) {
  let crew = models(dice, 'c', crewLines);
  let police = models(dice, 'p', policeLines);
  let bridge: SkirmishSetup['bridge'] | undefined;
  if (dice.roll(2) === 1) ({ crew, police, bridge } = bridged(dice, crew, police));
  const setup: SkirmishSetup = {
    sides: [
      { id: 'crew' as SideId, name: 'Crew', stance: 'aggressive', models: crew },
      { id: 'police' as SideId, name: 'Police', stance: 'defensive', models: police },
    ],
    firstSide: dice.roll(3) === 1 ? null : ('crew' as SideId),
    ...(dice.roll(2) === 1 ? { deck: [] } : {}),
    ...(bridge ? { bridge } : {}),
  };
  return {
    campaign: [],
    name: 'The bank lobby',
    draft: {
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'police', label: 'Police', crew: false },
      ],
      participants: [],
      spotId: null,
    },
    setup,
  };
}

/** Whose views hold every command: each model on the table and each side. */
function actors(state: SkirmishState): readonly ActorId[] {
  return [
    ...Object.values(state.models)
      .filter((m) => m.presence.kind === 'table')
      .map((m) => m.id),
    ...state.scenario.sides.map((s) => s.id),
  ];
}

/**
 * HST-SEQ, HST-ACT, HST-REACT: a model's activation and reaction commands whether or not its side is active or a
 * window is open, and a side's turn commands whichever side is: only those the view offers may be accepted.
 */
function candidates(state: SkirmishState, actor: ActorId): SkirmishCommand[] {
  const model = state.models[actor];
  if (model) {
    return [...activeCandidates(state, model), ...reactiveCandidates(state, model)].flatMap((c) =>
      c.commands.map((o) => o.command),
    );
  }
  if (!state.scenario.sides.some((s) => s.id === actor)) return [];
  return state.scenario.sides.flatMap((side) =>
    sideCandidates(state, side.id).flatMap((c) => c.commands.map((o) => o.command)),
  );
}

/** The row of the skirmish's odds (odds.ts, view.ts) a shot, a check or a throw resolved at once came to. */
function outcome(
  state: SkirmishState,
  command: SkirmishCommand,
  events: readonly SkirmishEvent[],
): ConformanceOutcome | null {
  if (command.type !== 'skirmish/act') return null;
  for (const event of events) {
    if (!('model' in event) && event.type !== 'skirmish/shot' && event.type !== 'skirmish/struck') continue;
    switch (event.type) {
      case 'skirmish/struck': {
        // BRG-D-11, HST-DMG: what the hits did to the model struck.
        if (event.striker !== command.model) continue;
        const key = modelEffect(event.effects, event.target);
        return { key, headline: key !== 'none' };
      }
      case 'skirmish/broke-free':
        // BRG-D-16: free, or still held.
        if (event.model !== command.model) continue;
        return { key: event.freed ? 'freed' : 'held', headline: event.freed };
      case 'skirmish/shot': {
        // HST-SHOOT-1, HST-DMG: an automatic miss, or what the hits did to the target.
        if (event.shooter !== command.model) continue;
        if (event.autoMiss) return { key: 'auto-miss', headline: false };
        const target = event.target;
        const key =
          target.kind === 'model'
            ? modelEffect(event.effects, target.model)
            : (['none', 'stunned', 'wounded'][event.finalHits] ?? 'killed');
        return { key, headline: key !== 'none' };
      }
      case 'skirmish/recovered':
      case 'skirmish/readied':
      case 'skirmish/used':
      case 'skirmish/engine-started': {
        // HST-SKILL-1: the check passed or not.
        const check = 'check' in event ? event.check : null;
        if (event.model !== command.model || !check) continue;
        return { key: check.passed ? 'success' : 'failure', headline: check.passed };
      }
      case 'skirmish/threw': {
        // HST-GREN-2: on the spot, or deviating.
        if (event.model !== command.model || event.landing === null) continue;
        const onSpot = event.landing.result.deviation === null;
        return { key: onSpot ? 'on-spot' : 'deviates', headline: onSpot };
      }
      default:
        continue;
    }
  }
  void state;
  return null;
}

/** What a shot's hits did to the model it was aimed at (HST-DMG-1..4). */
function modelEffect(
  effects: readonly Extract<SkirmishEvent, { type: 'skirmish/shot' }>['effects'][number][],
  model: string,
): string {
  const hit = effects.find((e) => e.kind === 'damage' && e.model === model);
  return hit?.kind === 'damage' ? hit.result.effect : 'none';
}

export const skirmishConformance: EngineConformance<
  SkirmishState,
  SkirmishCommand,
  SkirmishEvent,
  SkirmishSetup
> = {
  sample,
  candidates: (_ctx, state, actor) => candidates(state, actor),
  actors,
  outcome: (_ctx, state, command, events) => outcome(state, command, events),
  // HST-REACT-5: an action others could react to waits for its window; resolved with no reaction, it is
  // what its odds describe.
  settle: (state) => (state.window && state.phase.kind !== 'over' ? { type: 'skirmish/resolve' } : null),
};
