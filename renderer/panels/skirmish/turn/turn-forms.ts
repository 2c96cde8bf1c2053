import { skirmish } from '../../../../core/index.ts';
import { percent } from '../../dice/odds-text.ts';

/**
 * The turn panels' drafts (what the user has typed so far) and the commands they become. No rules here: the
 * facts are the table's, the odds and whether a command is accepted are core's (`judgeCommand`, `turn-facts`).
 */

/** Milliseconds as a clock face: 4:07, 1:02:03; negative times count as 0. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** One model's row in a blast form: whether it is caught (in line of sight), how far, behind cover. */
export interface VictimDraft {
  readonly model: string;
  readonly caught: boolean;
  readonly distance: number;
  readonly inCover: boolean;
}

/** A fresh draft: nobody caught yet, 0", in the open. */
export function victimDrafts(models: readonly { readonly model: string }[]): VictimDraft[] {
  return models.map((m) => ({ model: m.model, caught: false, distance: 0, inCover: false }));
}

/** The victims a draft names (only models marked caught). */
export function victimsOf(drafts: readonly VictimDraft[]): skirmish.BlastVictim[] {
  return drafts
    .filter((d) => d.caught)
    .map((d) => ({ model: d.model, distance: d.distance, inCover: d.inCover }));
}

/** One vehicle's row under a frag blast (`frag_hits_vehicles`, HST-D-39): in line of sight, how far. */
export interface VehicleVictimDraft {
  readonly vehicle: string;
  readonly caught: boolean;
  readonly distance: number;
}

/** A fresh draft for the vehicles a blast may hit: none caught, 0". */
export function vehicleVictimDrafts(vehicles: readonly { readonly vehicle: string }[]): VehicleVictimDraft[] {
  return vehicles.map((v) => ({ vehicle: v.vehicle, caught: false, distance: 0 }));
}

/** `skirmish/start-turn` from the drafts of each due grenade (and of the vehicles a frag blast hits). */
export function startTurnCommand(
  drafts: Readonly<Record<string, readonly VictimDraft[]>>,
  grenades: readonly string[],
  vehicleDrafts: Readonly<Record<string, readonly VehicleVictimDraft[]>> = {},
): skirmish.SkirmishCommand {
  return {
    type: 'skirmish/start-turn',
    blasts: grenades.map((grenade) => {
      const vehicles = (vehicleDrafts[grenade] ?? [])
        .filter((v) => v.caught)
        .map((v) => ({ vehicle: v.vehicle, distance: v.distance }));
      return {
        grenade,
        victims: victimsOf(drafts[grenade] ?? []),
        ...(vehicles.length > 0 ? { vehicles } : {}),
      };
    }),
  };
}

/** One reserve's choice at the end of the turn: does it roll, and for which entry point. */
export interface ReserveDraft {
  readonly model: string;
  readonly rolls: boolean;
  /** null: stays in the box even on a success. */
  readonly entryPoint: string | null;
}

/** A model in a vehicle's path (HST-VEH-4): with nowhere to go, it cannot dive aside. */
export interface ContactDraft {
  readonly model: string;
  readonly noWayOut: boolean;
}

/** What a drifting vehicle runs into (HST-VEH-3): the models it meets and the obstacle it crashes into, if any. */
export interface DriftDraft {
  readonly vehicle: string;
  readonly contacts: readonly ContactDraft[];
  readonly crash: string;
}

/** The draft with `model` put in the path (or taken out of it), or its "nowhere to go" changed. */
export function withContact(
  draft: DriftDraft,
  model: string,
  patch: { on: boolean; noWayOut?: boolean },
): DriftDraft {
  const others = draft.contacts.filter((c) => c.model !== model);
  if (!patch.on) return { ...draft, contacts: others };
  const before = draft.contacts.find((c) => c.model === model);
  const contact = { model, noWayOut: patch.noWayOut ?? before?.noWayOut ?? false };
  return {
    ...draft,
    contacts: before ? draft.contacts.map((c) => (c.model === model ? contact : c)) : [...others, contact],
  };
}

/**
 * A model run into by a vehicle, in words: "dives aside 70%, else wounded 30%" (HST-VEH-4); empty for a model
 * no longer on the table.
 */
export function trafficWords(state: skirmish.SkirmishState, model: string, noWayOut: boolean): string {
  const odds = skirmish.trafficOdds(state, model, noWayOut);
  if (!odds) return '';
  const hurt = `${effectWords(odds.effect)} ${percent(odds.hurt)}`;
  return odds.dodges > 0 ? `dives aside ${percent(odds.dodges)}, else ${hurt}` : `no dive aside: ${hurt}`;
}

/** `skirmish/end-turn` with the reserves that roll and the drifting vehicles' contacts. */
export function endTurnCommand(
  reserves: readonly ReserveDraft[],
  drifts: readonly DriftDraft[],
): skirmish.SkirmishCommand {
  const rolling = reserves.filter((r) => r.rolls).map((r) => ({ model: r.model, entryPoint: r.entryPoint }));
  const facts = drifts
    .filter((d) => d.contacts.length > 0 || d.crash.trim() !== '')
    .map((d) => ({
      vehicle: d.vehicle,
      contacts: d.contacts.map((c) => (c.noWayOut ? { model: c.model, noWayOut: true } : { model: c.model })),
      crash: d.crash.trim() === '' ? null : d.crash.trim(),
    }));
  return {
    type: 'skirmish/end-turn',
    ...(rolling.length > 0 ? { reserves: rolling } : {}),
    ...(facts.length > 0 ? { drifts: facts } : {}),
  };
}

/** The user's Hail Mary choice for one item on the table. */
export type HailMaryDraft =
  | { readonly kind: 'best' }
  | { readonly kind: 'none' }
  /** Each natural maximum (by die index): the die it feeds, or null to keep it. */
  | { readonly kind: 'own'; readonly feeds: Readonly<Record<number, number | null>> };

/** The donations of an own choice. */
export function donationsOf(feeds: Readonly<Record<number, number | null>>): skirmish.Donation[] {
  return Object.entries(feeds)
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .map(([donor, recipient]) => ({ donor: Number(donor), recipient }))
    .sort((a, b) => a.donor - b.donor);
}

/** `skirmish/resolve` continuing a paused resolution with the user's choices (best when nothing was chosen). */
export function resolveCommand(
  review: boolean,
  drafts: Readonly<Record<string, HailMaryDraft>>,
): skirmish.SkirmishCommand {
  const entries = Object.entries(drafts)
    .filter(([, draft]) => draft.kind !== 'best')
    .map(([key, draft]) => [key, draft.kind === 'own' ? donationsOf(draft.feeds) : 'none'] as const);
  return {
    type: 'skirmish/resolve',
    ...(review ? { review: true } : {}),
    ...(entries.length > 0 ? { hailMary: Object.fromEntries(entries) } : {}),
  };
}

/** A donation list in words: "die 2 gives +1 to die 1". */
export function donationWords(allocation: readonly skirmish.Donation[]): string {
  if (allocation.length === 0) return 'no die given up';
  return allocation.map((d) => `die ${d.donor + 1} gives +1 to die ${d.recipient + 1}`).join(', ');
}

/** What is special about a rolled die: a natural maximum (may be given up), or it did not reach the target. */
export function dieNote(item: skirmish.RolledItem, index: number): string {
  if (item.kind !== 'shot') return '';
  if (!item.reaching.includes(index)) return ' (did not reach the target)';
  return item.donors.includes(index) ? ' (natural maximum)' : '';
}

/** A Hail Mary outcome in words: "2 hits, wounded; the weapon jams". */
export function outcomeWords(outcome: skirmish.DiceOutcome): string {
  if (outcome.autoMiss) return 'no hit: out of ammo before the shot';
  const hits = `${outcome.hits} hit${outcome.hits === 1 ? '' : 's'}`;
  const effect = outcome.effect === null ? '' : `, ${effectWords(outcome.effect)}`;
  return `${hits}${effect}${outcome.jams ? '; the weapon jams' : ''}`;
}

/** The words of a damage effect. */
export function effectWords(effect: string | null): string {
  if (effect === null) return '';
  return effect === 'none' ? 'no effect' : effect;
}

export interface ClockLine {
  readonly side: string;
  readonly name: string;
  readonly used: string;
  readonly level: string;
  readonly points: number;
  readonly nextPoint: string | null;
  readonly running: boolean;
}

/** The clocks as of `at`, in words, from the board summary. */
export function clockLines(state: skirmish.SkirmishState, at: number): ClockLine[] {
  const board = skirmish.skirmishBoard(state, at);
  const running = state.pressure.running?.side ?? null;
  return board.clocks.map((c) => ({
    side: c.side,
    name: state.scenario.sides.find((s) => s.id === c.side)?.name ?? c.side,
    used: formatClock(c.usedMs),
    level: c.levelMs > 0 ? formatClock(c.levelMs) : 'none',
    points: c.points,
    nextPoint: c.nextPointInMs === null ? null : formatClock(c.nextPointInMs),
    running: running === c.side && !state.pressure.paused,
  }));
}
