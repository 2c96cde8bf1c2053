import { playersOf, sceneRoundText } from '../campaign/index.ts';
import type { CampaignState, LogEntry, Scene } from '../campaign/index.ts';
import { abilities, abilityLabels, gearOf, skillTable, skills } from '../cot/characters/index.ts';
import type { Character } from '../cot/characters/index.ts';
import { withDefaults } from '../cot/settings/index.ts';
import { sceneMinutes, stageLabels } from '../cot/time/index.ts';
import { engineOf } from '../registry/index.ts';
import type { CharacterId } from '../shared/ids.ts';
import { sceneInitiative } from './initiative.ts';
import { settleKeys } from './keys.ts';
import { campaignLooks, sceneLens } from './looks.ts';
import type { Looks } from './looks.ts';
import { publicRolls } from './rolls.ts';
import { emptyPlayerView, playerViewFormat, playerViewVersion } from './types.ts';
import type { Audience, PlayerBody, PlayerPerson, PlayerScene, PlayerSheet, PlayerView } from './types.ts';
import { conditionWords, minutesWords } from './words.ts';

/**
 * The players' screen (issue 21): what the crew knows of the campaign, and nothing else, for one audience — the
 * table's screen and the shared link (`crew`), or one player's own device (`seat:<id>`). Pure: the head and the
 * latest log entries that carry rolls in, plain JSON out, every string of it safe to leave the GM's process.
 *
 * - The running scenes the GM has not hidden, with their stage, round and time, their initiative order (opponents
 *   as the table settles, PLY-D-2), and each engine's own projection of its state (its folder's `player-view.ts`,
 *   reached through the registry).
 * - The crew's sheets: all of them, or under `player_sheets = own` each player their own on their seat (PLY-D-1).
 * - The people the crew sees, by the face they show (COT-CHAR-8) or as the GM reveals them.
 * - The public rolls among `rolls` (./rolls.ts); the Job clock; the crew's Resources and Heat.
 *
 * Reads the head only (and the few entries given): its cost does not grow with the campaign's history.
 */
export function playerView(
  state: CampaignState,
  options: { readonly audience: Audience; readonly rolls: readonly LogEntry[] },
): PlayerView {
  const seat = seatOf(options.audience);
  if (seat !== null && !isCrew(state, seat)) return emptyPlayerView(false);
  const settings = withDefaults(state.settings);
  const looks = campaignLooks(state);
  const shown = shownScenes(state);
  const sheets = crewSheets(state, looks).filter((sheet) =>
    settings.playerSheets === 'own' ? sheet.id === seat : true,
  );
  // Keys of people not of the crew are numbered among those this view draws, once it is whole (./keys.ts).
  return settleKeys<PlayerView>({
    format: playerViewFormat,
    version: playerViewVersion,
    blank: false,
    campaign: state.name,
    crew: { resources: state.crew.resources, heat: state.crew.heat },
    sheets,
    people: peopleSeen(state, looks, shown, settings.playerOpponents),
    scenes: shown.map((scene) => playerScene(state, scene, looks)),
    rolls: publicRolls(state, options.rolls, looks, new Set(shown.map((scene) => scene.id as string))),
    clock:
      state.clock.running.length > 0 || state.clock.now > 0
        ? `Job clock: ${minutesWords(state.clock.now)}`
        : '',
  });
}

/**
 * The audiences to publish to: the table's screen and shared link, and one seat per crew member when each player
 * sees their own sheet (PLY-D-1).
 */
export function playerAudiences(state: CampaignState): readonly Audience[] {
  if (withDefaults(state.settings).playerSheets !== 'own') return ['crew'];
  const seats = Object.values(state.characters)
    .filter((character) => character.kind === 'crew')
    .map((character): Audience => `seat:${character.id}`);
  return ['crew', ...seats];
}

/** Every audience's projection, keyed by audience. */
export function playerViews(
  state: CampaignState,
  rolls: readonly LogEntry[],
): Readonly<Record<Audience, PlayerView>> {
  const views: Partial<Record<Audience, PlayerView>> = {};
  for (const audience of playerAudiences(state)) views[audience] = playerView(state, { audience, rolls });
  return views as Readonly<Record<Audience, PlayerView>>;
}

function seatOf(audience: Audience): CharacterId | null {
  return audience === 'crew' ? null : (audience.slice('seat:'.length) as CharacterId);
}

function isCrew(state: CampaignState, id: CharacterId): boolean {
  return Object.hasOwn(state.characters, id) && state.characters[id]?.kind === 'crew';
}

/** The running scenes the GM shows, in the order they opened. */
function shownScenes(state: CampaignState): readonly Scene[] {
  const hidden = new Set<string>(playersOf(state).hiddenScenes);
  return Object.values(state.scenes).filter((scene) => !hidden.has(scene.id));
}

function playerScene(state: CampaignState, scene: Scene, looks: Looks): PlayerScene {
  const lens = sceneLens(state, scene, looks);
  const running = state.clock.running.find((entry) => entry.id === scene.id);
  const engine = engineOf(scene.engine);
  const body =
    scene.state !== null && engine.playerView ? (engine.playerView(scene.state, lens) as PlayerBody) : null;
  return {
    id: scene.id,
    name: scene.name,
    engine: scene.engine,
    stage: `${stageLabels[scene.stage]} stage`,
    round: sceneRoundText(state.clock, scene),
    time: minutesWords(running ? sceneMinutes(running) : 0),
    initiative: scene.turns.initiative ? sceneInitiative(scene, scene.turns.initiative, lens) : null,
    body,
  };
}

/** COT-CHAR-5: the crew's sheets as their players read them, never the GM's notes. */
function crewSheets(state: CampaignState, looks: Looks): PlayerSheet[] {
  return Object.values(state.characters).flatMap((character): PlayerSheet[] => {
    if (character.kind !== 'crew' || looks(character.id).name === null) return [];
    return [sheetOf(character)];
  });
}

function sheetOf(character: Character): PlayerSheet {
  return {
    id: character.id,
    name: character.name,
    presentedIdentity: character.presentedIdentity,
    abilities: abilities.map((ability) => ({
      label: abilityLabels[ability],
      value: character.abilities[ability],
    })),
    skills: skills
      .filter((skill) => character.skills[skill] > 0)
      .map((skill) => ({ label: skillTable[skill].label, value: character.skills[skill] })),
    loyalties: character.loyalties.map((loyalty) => ({
      words: `${loyalty.relation}: ${loyalty.subject}`,
      prime: loyalty.prime,
    })),
    foresight: character.foresight,
    reputation: character.reputation,
    condition: conditionWords(character.condition) || 'Unhurt',
    weapons: character.weapons,
    armour: character.armour,
    gear: gearOf(character).map((item) => (item.note ? `${item.name} (${item.note})` : item.name)),
    focusRoundUsed: character.focusRoundUsed,
  };
}

/**
 * The people the crew sees who are not of the crew: those the GM shows by their face or reveals by name, and, unless
 * hidden, the others in a shown Social Call, the people the GM revealed at a shown Heist, and the fighters of a
 * shown fight when the table names opponents (PLY-D-2: under "an opponent" a fighter's face stays off the list).
 */
function peopleSeen(
  state: CampaignState,
  looks: Looks,
  shown: readonly Scene[],
  opponents: string,
): PlayerPerson[] {
  const players = playersOf(state);
  const seen = new Set<string>(
    Object.entries(players.characters)
      .filter(([, look]) => look === 'presented' || look === 'named')
      .map(([id]) => id),
  );
  for (const scene of shown) {
    const fight = scene.engine === 'warfare' || scene.engine === 'chase' || scene.engine === 'skirmish';
    if (scene.engine === 'social' || (fight && opponents === 'named'))
      for (const participant of scene.participants) seen.add(participant.characterId);
    if (scene.engine === 'heist' && scene.state !== null)
      for (const id of players.spots[scene.state.spot.id]?.guards ?? []) seen.add(id);
  }
  return Object.values(state.characters).flatMap((character): PlayerPerson[] => {
    if (character.kind === 'crew' || !seen.has(character.id)) return [];
    const look = looks(character.id);
    if (look.name === null) return [];
    return [{ key: look.key, name: look.name, condition: conditionWords(character.condition) }];
  });
}
