import type { CotSettings } from '../settings/index.ts';
import { isRejection } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { SpotGenerated } from '../spot/index.ts';
import { buildSpot } from './build.ts';
import { complicationCards, heistCardGame, secondaryCards, withoutCards } from './decks.ts';
import { mappedCards } from './generate.ts';
import { defaultMapping, obstacleWords, rowFor } from './mapping.ts';
import { seedAlphabet, seedLength } from './seed.ts';
import type { CardSkill, Decks, JobDraw, JobMapping } from './types.ts';

/**
 * The generator dialog's view (`jobgenForm`): every card of the draw with what it becomes on the Spot, the
 * cards the GM can still add, what is left in each deck, and the problem that would refuse the job. The panel
 * draws this and nothing else: the preview is the Spot `job/generate` would build.
 */

export interface JobgenCardView {
  readonly slot: string;
  readonly deck: 'job' | 'security' | 'heist';
  /** "Job", "Security", "Complication", "Secondary Job". */
  readonly kind: string;
  readonly name: string;
  readonly skill: CardSkill | null;
  /** The Job's or a Secondary Job's numbers as printed: "Security 13 · Heist 13". */
  readonly numbers: string;
  /** What the mapping makes of it, in words ("Vault 15"); empty for Jobs. */
  readonly obstacle: string;
  /** Where it lands on the Spot ("Vault 15 on the way Office–Strongroom"). */
  readonly becomes: string;
  /** Only a Complication or a Secondary Job can be taken out of the job. */
  readonly removable: boolean;
}

export interface JobgenForm {
  readonly seed: string;
  readonly seedHint: string;
  readonly job: { readonly name: string; readonly security: number; readonly heistPoints: number } | null;
  readonly cards: readonly JobgenCardView[];
  /** Cards left to add by name. */
  readonly complications: readonly string[];
  readonly secondaryJobs: readonly string[];
  readonly left: {
    readonly jobs: number;
    readonly security: number;
    readonly complications: number;
    readonly secondary: number;
  };
  readonly zones: number;
  readonly guards: number;
  readonly loot: number;
  /** Why `job/generate` would refuse this job now; null when it would build it. */
  readonly problem: string | null;
}

/** The generator's view of a draw under a mapping, with the decks as the GM has cut them. */
export function jobgenForm(
  draw: JobDraw,
  mapping: JobMapping,
  removed: readonly string[],
  settings: CotSettings,
): JobgenForm {
  const decks = withoutCards(heistCardGame, removed);
  const mapped = mappedCards(draw, decks, mapping);
  const built = isRejection(mapped)
    ? null
    : buildSpot({
        spotId: 'preview',
        name: draw.job,
        seed: draw.seed,
        draw,
        cards: mapped.cards,
        jobPoints: decks.jobs.find((c) => c.name === draw.job)?.heistPoints ?? 0,
        secondaryPoints: draw.secondary.map(
          (s) => secondaryCards(decks).find((c) => c.name === s.card)?.heistPoints ?? 0,
        ),
        heistPointsPerResource: mapping.heistPointsPerResource,
        removed,
        settings,
        takenIds: new Set(),
      });
  const becomes = new Map(built?.spot.generated?.cards.map((c) => [c.slot, c.becomes]) ?? []);
  const used = new Set(cardsKeys(draw));
  const job = decks.jobs.find((c) => c.name === draw.job) ?? null;
  return {
    seed: draw.seed,
    seedHint: `${seedLength} characters of ${seedAlphabet.slice(0, 10)} and ${seedAlphabet.slice(10)}`,
    job,
    cards: cardViews(draw, decks, mapping, becomes),
    complications: complicationCards(decks)
      .filter((c) => !used.has(`heist:${c.name}`))
      .map((c) => c.name),
    secondaryJobs: secondaryCards(decks)
      .filter((c) => !used.has(`heist:${c.name}`))
      .map((c) => c.name),
    left: {
      jobs: decks.jobs.length,
      security: decks.security.filter((c) => !used.has(`security:${c.name}`)).length,
      complications: complicationCards(decks).filter((c) => !used.has(`heist:${c.name}`)).length,
      secondary: secondaryCards(decks).filter((c) => !used.has(`heist:${c.name}`)).length,
    },
    zones: built ? Object.keys(built.spot.zones).length : 0,
    guards: built ? built.guards.length : 0,
    loot: built ? Object.keys(built.spot.loot).length : 0,
    problem: isRejection(mapped) ? (mapped as Rejection).message : null,
  };
}

function cardsKeys(draw: JobDraw): string[] {
  return [
    `job:${draw.job}`,
    ...draw.security.map((c) => `security:${c}`),
    ...draw.complications.map((c) => `heist:${c}`),
    ...draw.secondary.flatMap((s) => [`heist:${s.card}`, ...s.security.map((c) => `security:${c}`)]),
  ];
}

function cardViews(
  draw: JobDraw,
  decks: Decks,
  mapping: JobMapping,
  becomes: ReadonlyMap<string, string>,
): JobgenCardView[] {
  const securitySkill = (name: string) => decks.security.find((c) => c.name === name)?.skill ?? null;
  const heistSkill = (name: string) => decks.heist.find((c) => c.name === name)?.skill ?? null;
  const obstacle = (skill: CardSkill | null, name: string) => {
    const row = skill === null ? null : rowFor(mapping, skill, name);
    return row ? obstacleWords(row.obstacle) : skill === null ? '' : 'no obstacle';
  };
  const view = (
    slot: string,
    deck: JobgenCardView['deck'],
    kind: string,
    name: string,
    skill: CardSkill | null,
    numbers = '',
  ): JobgenCardView => ({
    slot,
    deck,
    kind,
    name,
    skill,
    numbers,
    obstacle: obstacle(skill, name),
    becomes: becomes.get(slot) ?? '',
    removable: kind === 'Complication' || kind === 'Secondary Job',
  });
  const job = decks.jobs.find((c) => c.name === draw.job);
  return [
    view(
      'job',
      'job',
      'Job',
      draw.job,
      null,
      job ? `Security ${job.security} · Heist ${job.heistPoints}` : '',
    ),
    ...draw.security.map((name, i) =>
      view(`security:${i}`, 'security', 'Security', name, securitySkill(name)),
    ),
    ...draw.complications.map((name, i) =>
      view(`complication:${i}`, 'heist', 'Complication', name, heistSkill(name)),
    ),
    ...draw.secondary.flatMap((entry, i) => {
      const card = decks.heist.find((c) => c.name === entry.card);
      return [
        view(
          `secondary:${i}`,
          'heist',
          'Secondary Job',
          entry.card,
          null,
          card ? `Security ${card.security ?? 0} · Heist ${card.heistPoints ?? 0}` : '',
        ),
        ...entry.security.map((name, k) =>
          view(`secondary:${i}:security:${k}`, 'security', 'Security', name, securitySkill(name)),
        ),
      ];
    }),
  ];
}

/** The draw a generated Spot came from, to open the generator on it again. */
export function drawOfGenerated(generated: SpotGenerated): JobDraw {
  const at = (slot: string) => generated.cards.find((c) => c.slot === slot)?.name ?? '';
  const bySlot = (prefix: RegExp) => generated.cards.filter((c) => prefix.test(c.slot)).map((c) => c.name);
  const secondary = generated.cards
    .filter((c) => /^secondary:\d+$/.test(c.slot))
    .map((c) => ({ card: c.name, security: bySlot(new RegExp(`^${c.slot}:security:\\d+$`)) }));
  return {
    seed: generated.seed,
    job: at('job'),
    security: bySlot(/^security:\d+$/),
    complications: bySlot(/^complication:\d+$/),
    secondary,
  };
}

/** The mapping a generated Spot used: the default, with each card's own obstacle as its row. */
export function mappingOfGenerated(generated: SpotGenerated): JobMapping {
  const own = generated.cards.flatMap((c) =>
    c.obstacle === null || c.skill === null
      ? []
      : [
          {
            skill: c.skill,
            card: c.name,
            obstacle: c.obstacle,
            reason: `As generated: ${c.becomes}`,
          },
        ],
  );
  const kept = defaultMapping.rows.filter(
    (row) => !own.some((o) => o.skill === row.skill && o.card === row.card),
  );
  return { rows: [...own, ...kept], heistPointsPerResource: generated.heistPointsPerResource };
}
