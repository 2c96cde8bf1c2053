import {
  bridgeSettingsOf,
  fightResultOf,
  parseFight,
  pastedOf,
  printFight,
  suggestedAnswers,
} from '../bridge/index.ts';
import type { Category, FightParse, ModelAnswer, PasteProblem } from '../bridge/index.ts';
import { isRejection } from '../shared/result.ts';
import type { SkirmishEvent } from '../skirmish/index.ts';
import { outside } from '../cot/spot/index.ts';
import type { Spot } from '../cot/spot/index.ts';
import type { SceneId } from '../cot/time/index.ts';
import { characterId } from '../shared/ids.ts';
import type { CharacterId, RollId } from '../shared/ids.ts';
import { printModel } from '../skirmish/index.ts';
import type { ImportFightCommand } from './bridge-import.ts';
import type { CampaignState } from './types.ts';

/**
 * The Import-a-HEIST-fight form (BRG-D-31, D-50) as core sees it: the pasted text read line by line with its
 * problems, each model with the answer the app suggests (an exact name matches a character) or the GM's, the
 * characters it may be matched to, the categories, the scenes it may be imported into, the Spot's zones and each
 * exit the fight was left by, and the command the form sends. The panel draws this and keeps the GM's draft.
 */

/** The GM's answer for one model as the form holds it; a new NPC's id is core's to give (`importCommand`). */
export type DraftAnswer =
  | { readonly as: 'character'; readonly character: CharacterId; readonly category: Category }
  | { readonly as: 'new'; readonly subject: string; readonly category: Category }
  | { readonly as: 'declined'; readonly category: Category };

/** What the GM has filled in so far. */
export interface ImportDraft {
  readonly text: string;
  /** A fight played in the app picked instead of a text: its skirmish scene and that scene's skirmish events. */
  readonly played: { readonly scene: SceneId; readonly log: readonly SkirmishEvent[] } | null;
  /** The fight's name; empty: named after its sides. */
  readonly name: string;
  /** Answers by model name; a model without one takes the suggestion. */
  readonly answers: Readonly<Record<string, DraftAnswer>>;
  /** The scene it is imported into (undefined: the current scene, BRG-D-50); null: none. */
  readonly parent?: SceneId | null;
  readonly spot: string | null;
  /** The fight's zone; null: the default (the current scene's zone under `bridge_import_zone`). */
  readonly zone: string | null;
  /** What each exit leads to, by exit name; an exit not named leads Outside. */
  readonly exits: Readonly<Record<string, string>>;
}

export const emptyImportDraft: ImportDraft = {
  text: '',
  played: null,
  name: '',
  answers: {},
  spot: null,
  zone: null,
  exits: {},
};

/** One model of the pasted fight on the form. */
export interface ImportModelRow {
  readonly name: string;
  /** Its side's name. */
  readonly side: string;
  /** The model as core read it, in the short format. */
  readonly profile: string;
  /** Its roster line and result line. */
  readonly lines: { readonly roster: number; readonly result: number | null };
  /** The answer in effect (the GM's, else the suggestion); null: not answered yet. */
  readonly answer: DraftAnswer | null;
  /** The answer was suggested by the exact name (BRG-D-50), not given by the GM. */
  readonly suggested: boolean;
}

export interface ImportFormView {
  readonly parse: FightParse;
  /** The HEIST fights played in the app on their own (skirmish scenes with no bridge), to import instead of a text. */
  readonly playedFights: readonly { readonly id: SceneId; readonly name: string }[];
  /** The picked played fight in the pasted format, for the GM to read; null: none picked. */
  readonly playedText: string | null;
  /** Every problem of the text, each naming its line, model and field, in line order. */
  readonly problems: readonly PasteProblem[];
  readonly models: readonly ImportModelRow[];
  /** The characters a model may be matched to, by name. */
  readonly characters: readonly { readonly id: CharacterId; readonly name: string; readonly crew: boolean }[];
  /** The categories a model not matched to a crew member may take (crew is a crew member's alone, BRG-D-50). */
  readonly categories: readonly { readonly value: Category; readonly label: string }[];
  /** The scenes it may be imported into: the running ones. */
  readonly parents: readonly { readonly id: SceneId; readonly name: string }[];
  readonly parent: SceneId | null;
  /** The Spots it may have taken place at when its scene gives none; null: the parent Heist's Spot is used. */
  readonly spots: readonly { readonly id: string; readonly name: string }[] | null;
  /** The Spot's zones, or null away from any Spot (the zone is a place's name). */
  readonly zones: readonly { readonly id: string; readonly name: string }[] | null;
  readonly zone: string;
  /** Each exit the fight was left by, what it leads to and the choices (the Spot's zones and Outside). */
  readonly exits: readonly { readonly name: string; readonly into: string }[];
  readonly exitChoices: readonly { readonly id: string; readonly name: string }[] | null;
  /** Models still without an answer: the form cannot send until each has one (BRG-D-50). */
  readonly unanswered: readonly string[];
  /** The fight's name as it will be stored. */
  readonly name: string;
  /** Whether the command can be sent: text read without problems, every model answered, a zone. */
  readonly ready: boolean;
}

const categoryLabels: Readonly<Record<Category, string>> = {
  crew: 'crew',
  police: 'police',
  civilian: 'civilian',
  other: 'other',
};

/** The running scene the GM is in, by BRG-D-50 the default place of the import: the picked one, else the newest. */
function parentOf(state: CampaignState, draft: ImportDraft, current: SceneId | null): SceneId | null {
  if (draft.parent !== undefined) return draft.parent;
  if (current !== null && Object.hasOwn(state.scenes, current)) return current;
  return null;
}

function spotOf(state: CampaignState, parent: SceneId | null, draft: ImportDraft): Spot | null {
  const scene = parent === null ? undefined : state.scenes[parent];
  if (scene && scene.engine === 'heist' && scene.state) return scene.state.spot;
  return draft.spot !== null && Object.hasOwn(state.spots, draft.spot) ? state.spots[draft.spot]! : null;
}

/** BRG-D-50 `bridge_import_zone` = `current_scene`: the zone the parent scene's first crew member stands in. */
function defaultZone(state: CampaignState, parent: SceneId | null, spot: Spot | null): string {
  if (bridgeSettingsOf(state.settings).bridgeImportZone !== 'current_scene' || parent === null) return '';
  const scene = state.scenes[parent];
  const crewSides = new Set<string>(scene?.sides.filter((side) => side.crew).map((side) => side.id));
  const zone = scene?.participants.find((p) => crewSides.has(p.side) && p.zone !== '')?.zone ?? '';
  if (spot && zone !== '' && !Object.hasOwn(spot.zones, zone)) {
    return Object.values(spot.zones).find((z) => z.name === zone)?.id ?? '';
  }
  return zone;
}

/** The form for the draft. `current`: the scene the GM has open, the default parent. */
export function importFightForm(
  state: CampaignState,
  draft: ImportDraft,
  current: SceneId | null = null,
): ImportFormView {
  const played = draft.played === null ? null : playedParse(state, draft.played.scene, draft.played.log);
  const parse = played ?? parseFight(draft.text);
  const sides = new Map((parse.fight?.sides ?? []).map((side) => [side.id, side.name] as const));
  const suggestions = suggestedAnswers(parse.models, state.characters);
  const models = parse.models.map((model): ImportModelRow => {
    const name = model.profile.name;
    const own = Object.hasOwn(draft.answers, name) ? draft.answers[name]! : undefined;
    const suggested = suggestions[name] ?? null;
    const answer: DraftAnswer | null = own ?? (suggested ? withoutName(suggested) : null);
    return {
      name,
      side: sides.get(model.side) ?? sideName(draft.text, parse, name),
      profile: printModel(model.profile),
      lines: parse.lines[name] ?? { roster: 0, result: null },
      answer,
      suggested: own === undefined && answer !== null,
    };
  });
  const parent = parentOf(state, draft, current);
  const spot = spotOf(state, parent, draft);
  const parentScene = parent === null ? undefined : state.scenes[parent];
  const fromHeist = parentScene?.engine === 'heist';
  const zones = spot ? Object.values(spot.zones).map((zone) => ({ id: zone.id, name: zone.name })) : null;
  const zone = draft.zone ?? defaultZone(state, parent, spot);
  const left = [
    ...new Set((parse.fight?.models ?? []).flatMap((m) => (m.end.left ? [m.end.left.exit] : []))),
  ];
  const exits = left.map((exit) => ({
    name: exit,
    into: Object.hasOwn(draft.exits, exit) ? draft.exits[exit]! : outside,
  }));
  const unanswered = models.filter((model) => model.answer === null).map((model) => model.name);
  const name =
    draft.name.trim() ||
    (parse.fight ? `${parse.fight.sides.map((side) => side.name).join(' vs ')}` : 'Imported fight');
  const linked = (id: string) =>
    Object.hasOwn(state.bridge.fights, id) || Object.hasOwn(state.bridge.written, id);
  const skirmishes = [...Object.values(state.scenes), ...Object.values(state.closed)].filter(
    (scene) => scene.engine === 'skirmish' && !linked(scene.id),
  );
  return {
    parse,
    playedFights: skirmishes.map((scene) => ({ id: scene.id, name: scene.name })),
    playedText: played?.fight ? printFight(played.fight) : null,
    problems: parse.problems,
    models,
    characters: Object.values(state.characters)
      .filter((character) => character.condition.state !== 'dead')
      .map((character) => ({ id: character.id, name: character.name, crew: character.kind === 'crew' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    categories: (['police', 'civilian', 'other'] as const).map((value) => ({
      value,
      label: categoryLabels[value],
    })),
    parents: Object.values(state.scenes).map((scene) => ({ id: scene.id, name: scene.name })),
    parent,
    spots: fromHeist ? null : Object.values(state.spots).map((s) => ({ id: s.id, name: s.name })),
    zones,
    zone,
    exits,
    exitChoices: zones ? [{ id: outside, name: 'Outside' }, ...zones] : null,
    unanswered,
    name,
    ready: parse.fight !== null && unanswered.length === 0 && zone.trim() !== '',
  };
}

function withoutName(answer: ModelAnswer): DraftAnswer {
  if (answer.as === 'character')
    return { as: 'character', character: answer.character, category: answer.category };
  if (answer.as === 'new') return { as: 'new', subject: answer.subject, category: answer.category };
  return { as: 'declined', category: answer.category };
}

/** A model's side while the text has problems: the nearest "Side:" line above its roster line. */
function sideName(text: string, parse: FightParse, name: string): string {
  const at = parse.lines[name]?.roster ?? 0;
  const lines = text.split(/\r?\n/).slice(0, at);
  for (const line of lines.reverse()) {
    const side = /^\s*side\s*:\s*(.+)$/i.exec(line);
    if (side) return side[1]!.trim();
  }
  return '';
}

/** A new NPC's id: its name made an id, unique among the characters and the other new NPCs. */
function npcId(name: string, taken: Set<string>): CharacterId {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'npc';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return characterId(id);
}

/** A played fight read as the form reads a text: its models and their ends, or the problem of its log. */
function playedParse(state: CampaignState, scene: SceneId, log: readonly SkirmishEvent[]): FightParse {
  const result = fightResultOf(scene, log);
  if (isRejection(result)) {
    const problem = { line: 0, text: '', model: null, field: 'log', message: result.message };
    return { fight: null, problems: [problem], lines: {}, models: [] };
  }
  const started = log.find((event) => event.type === 'skirmish/started');
  const sides =
    started && started.type === 'skirmish/started'
      ? Object.fromEntries(started.scenario.sides.map((side) => [side.id, side.name]))
      : {};
  const fight = pastedOf(result, sides);
  const lines = Object.fromEntries(fight.models.map((m) => [m.profile.name, { roster: 0, result: null }]));
  const ended = result.ended
    ? []
    : [
        {
          line: 0,
          text: '',
          model: null,
          field: 'scene',
          message: `${state.scenes[scene]?.name ?? scene} is still in progress: end it first (BRG-D-52)`,
        },
      ];
  return { fight: ended.length > 0 ? null : fight, problems: ended, lines, models: fight.models };
}

/** The command the form sends: `fight` is the new fight's id (the panel makes it fresh; a played fight's is its scene's). */
export function importCommand(
  state: CampaignState,
  view: ImportFormView,
  draft: ImportDraft,
  fight: string,
  stamp: { readonly at: number; readonly rollId: RollId },
): ImportFightCommand {
  const taken = new Set<string>(Object.keys(state.characters));
  const answers = view.models.flatMap((model): ModelAnswer[] => {
    const answer = model.answer;
    if (!answer) return [];
    if (answer.as === 'new') return [{ name: model.name, ...answer, id: npcId(model.name, taken) }];
    return [{ name: model.name, ...answer }];
  });
  const spot = view.spots === null ? null : draft.spot;
  return {
    type: 'bridge/import-fight',
    fight: draft.played ? draft.played.scene : fight,
    name: view.name,
    source: draft.played
      ? { kind: 'scene', scene: draft.played.scene, log: draft.played.log }
      : { kind: 'pasted', text: draft.text },
    answers,
    parent: view.parent,
    spot,
    zone: view.zone.trim(),
    exits: view.exits.filter((exit) => exit.into !== outside).map((exit) => ({ ...exit })),
    at: stamp.at,
    rollId: stamp.rollId,
  };
}

/** What a model is as the GM picks it: a character's id, `new` or `declined`; its category kept where it can be. */
export function answerOf(view: ImportFormView, model: ImportModelRow, choice: string): DraftAnswer | null {
  const before = model.answer?.category ?? 'other';
  const category: Category = before === 'crew' ? 'other' : before;
  if (choice === 'new') return { as: 'new', subject: model.side, category };
  if (choice === 'declined') return { as: 'declined', category };
  const character = view.characters.find((c) => c.id === choice);
  if (!character) return null;
  return { as: 'character', character: character.id, category: character.crew ? 'crew' : category };
}

/** The standalone fights imported and waiting for their write-back (BRG-D-31, D-52), oldest first. */
export function importedFights(
  state: CampaignState,
): readonly { readonly id: string; readonly name: string }[] {
  return Object.entries(state.bridge.fights)
    .filter(([, fight]) => fight.link.origin === 'standalone' && fight.proposal !== null)
    .map(([id, fight]) => ({ id, name: fight.name }));
}
