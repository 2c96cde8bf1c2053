import {
  characterId,
  chase,
  engineContext,
  engineOf,
  foldEntry,
  heist,
  namesIn,
  rollId,
  sceneActions,
  skirmish,
  social,
  time,
  turnSummary,
} from '../../../../core/index.ts';
import type {
  ActionView,
  CampaignCommand,
  CampaignState,
  Character,
  LogEntry,
  Scene,
} from '../../../../core/index.ts';
import { heistEnv } from '../../../../core/cot/prep/index.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { campaignWith, play, scene, sheet, warehouse } from './scene-support.ts';

/**
 * Tables for a simulated GM of every engine: campaigns with a scene of each engine running (Heists, Drops, fights
 * and chases from simulated campaigns; a Prep, a Social Call and a HEIST skirmish opened here), and what the views
 * offer in them — every actor's actions, the engines' GM rulings, the turn keys, the Spot's Job controls.
 */

export type Unstamped = Record<string, unknown> & { readonly type: string };

let stamps = 0;
export const stamp = (command: Unstamped): CampaignCommand =>
  ({ ...command, at: 9_000_000 + stamps, rollId: rollId(`fuzz-${++stamps}`) }) as unknown as CampaignCommand;

export function openScenes(state: CampaignState): Scene[] {
  return Object.values(state.scenes).filter((s) => s.ended === null && s.state !== null);
}

const optionsOf = (views: readonly ActionView<unknown>[]) =>
  views.flatMap((view) => view.options.map((option) => option.command));

const acting = (s: Scene, command: unknown): Unstamped => ({
  type: 'scene/act',
  sceneId: s.id,
  engine: s.engine,
  command,
});

/** The GM's rulings a scene's board offers outside anyone's turn, by engine. */
function gmOptions(state: CampaignState, s: Scene): Unstamped[] {
  const ctx = engineContext(state, s, 9_000_000);
  switch (s.engine) {
    case 'heist':
      // The boards read each engine's state with the conditions from the sheets (COT-CHAR-6).
      return optionsOf(heist.heistGmView(heistEnv(ctx), heist.heistIn(state, s.state as never))).map((c) =>
        acting(s, c),
      );
    case 'chase':
      return optionsOf(chase.chaseGmActions(chase.chaseIn(state, s.state as never), namesIn(state, s))).map(
        (c) => acting(s, c),
      );
    case 'social':
      return optionsOf(social.socialGmActions(ctx, s.state as never)).map((c) => acting(s, c));
    case 'skirmish': {
      const fight = s.state as skirmish.SkirmishState;
      const actors = [...fight.scenario.sides.map((side) => side.id), ...Object.keys(fight.models)];
      return actors.flatMap((actor) =>
        optionsOf(engineOf('skirmish').view(ctx, fight, actor)).map((c) => acting(s, c)),
      );
    }
    default:
      return [];
  }
}

/** What the views offer now: every actor's actions, the GM's rulings, the turn keys, the Spot's Job controls. */
export function offered(state: CampaignState): Unstamped[] {
  const inScenes = openScenes(state).flatMap((s) => [
    ...turnSummary(state, s).actors.flatMap((actor) =>
      optionsOf(sceneActions(state, s, actor.id, 9_000_000)).map((c) => c as Unstamped),
    ),
    ...gmOptions(state, s),
    { type: 'scene/end-round', sceneId: s.id },
    { type: 'scene/next-turn', sceneId: s.id },
    { type: 'scene/roll-initiative', sceneId: s.id },
  ]);
  const onSpots = Object.values(state.spots).flatMap((spot) => [
    ...Object.keys(spot.guards).map((guard) => ({
      type: 'spot/alert-guards',
      spotId: spot.id,
      guards: [guard],
    })),
    ...Object.values(spot.barriers).flatMap((barrier) =>
      barrier.securities.map((security) => ({
        type: 'spot/bypass-security',
        spotId: spot.id,
        barrierId: barrier.id,
        securityId: security.id,
      })),
    ),
    ...Object.keys(spot.zones).map((zone) => ({
      type: 'spot/reveal-zones',
      spotId: spot.id,
      zones: [zone],
      how: 'gm',
    })),
    { type: 'spot/reset-job', spotId: spot.id },
    { type: 'spot/forget', spotId: spot.id },
  ]);
  return [...inScenes, ...onSpots, { type: 'session/start' }];
}

// ── The tables the simulated GM starts from ─────────────────────────────────────────────────────────

export const crew = [
  sheet(characterId('vex'), 'crew', 'Vex'),
  sheet(characterId('ruth'), 'crew', 'Ruth'),
  sheet(characterId('kay'), 'guard', 'Officer Kay'),
  sheet(characterId('lee'), 'guard', 'Officer Lee'),
  sheet(characterId('moss'), 'npc', 'Mrs Moss'),
] as const satisfies readonly Character[];

function withSecurity(log: LogEntry[]): LogEntry[] {
  const ref = { spotId: warehouse, barrierId: 'gate', securityId: 'lock' };
  const gated = play(
    log,
    { type: 'spot/add-barrier', spotId: warehouse, barrierId: 'gate', ends: ['Dock', 'Hall'] } as never,
    fixedDice(),
  );
  return play(gated, { type: 'spot/add-security', ...ref, tag: 'lock', score: 9 } as never, fixedDice());
}

function opened(engine: 'prep' | 'social', setup: object, participants: readonly Character[]): LogEntry[] {
  return play(
    withSecurity(campaignWith(`A ${engine} scene`, crew)),
    scene({
      type: 'scene/open',
      sceneId: time.sceneId(engine),
      name: `The ${engine} scene`,
      engine,
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'others', label: 'Others', crew: false },
      ],
      participants: participants.map((c) => ({
        characterId: c.id,
        side: c.kind === 'crew' ? 'crew' : 'others',
        zone: '',
        role: 'on-foot' as const,
      })),
      setup,
      confirmed: true,
    } as never),
    fixedDice(),
  );
}

function skirmishTable(): LogEntry[] {
  const roster = (prefix: string, text: string) =>
    skirmish.parseRoster(text).models.map((profile, index) => ({ id: `${prefix}${index + 1}`, profile }));
  return play(
    campaignWith('A fight', []),
    scene({
      type: 'scene/open',
      sceneId: time.sceneId('fight'),
      name: 'Bank lobby',
      engine: 'skirmish',
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'police', label: 'Police', crew: false },
      ],
      participants: [],
      setup: {
        sides: [
          {
            id: 'crew',
            name: 'Crew',
            stance: 'aggressive',
            models: roster(
              'c',
              'Mr. A (3/5) SMG w/2 reloads\nMr. B (2/3) Pistol w/1 reload, 1 smoke grenade',
            ),
          },
          {
            id: 'police',
            name: 'Police',
            stance: 'defensive',
            models: roster('p', 'Officer Kay (3/5) Shotgun w/2 reloads\nOfficer Lin (2/4) Pistol w/1 reload'),
          },
        ],
        firstSide: 'crew',
        deck: [],
      },
    } as never),
    fixedDice(),
  );
}

const stateAfter = (log: readonly LogEntry[]) =>
  log.reduce<CampaignState | null>((state, entry) => foldEntry(state, entry), null)!;

/** Moments of simulated campaigns (Heists, Drops, fights and chases): one for each engine running in it. */
function moments(seed: number): CampaignState[] {
  const { entries } = simulateCampaign({ entries: 400, seed });
  const found = new Map<string, CampaignState>();
  let state: CampaignState | null = null;
  entries.forEach((entry, index) => {
    state = foldEntry(state, entry);
    if (index % 7 !== 0) return;
    for (const s of openScenes(state)) if (!found.has(s.engine)) found.set(s.engine, state);
  });
  return [...found.values()];
}

/** A campaign state for each engine: a simulated one at a moment it runs, or one opened here. */
export const starts: CampaignState[] = [
  ...[3, 11].flatMap(moments),
  stateAfter(opened('prep', { crew: ['vex', 'ruth'] }, crew.slice(0, 2))),
  stateAfter(
    opened(
      'social',
      {
        participants: [
          { id: 'vex', side: 'crew' },
          { id: 'moss', side: 'others' },
        ],
      },
      [crew[0], crew[4]],
    ),
  ),
  stateAfter(skirmishTable()),
];
