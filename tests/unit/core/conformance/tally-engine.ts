import * as v from 'valibot';
// Not through core/index.ts: the registry is being built (mocked) while this module loads, so nothing here may
// import it.
import { blankCharacter } from '../../../../core/cot/characters/create.ts';
import { defaultSettings } from '../../../../core/cot/settings/index.ts';
import type { Dice } from '../../../../core/dice/dice.ts';
import type { ActionView, ActorId, ConformanceOutcome } from '../../../../core/engine/contract.ts';
import type { BreakoutCapability, EngineConformance, SceneEngine } from '../../../../core/cot/world/index.ts';
import { partyOf } from '../../../../core/cot/world/index.ts';
import type { CharacterId } from '../../../../core/shared/ids.ts';
import { ok, reject } from '../../../../core/shared/result.ts';
import { characterIdSchema, list, object } from '../../../../core/shared/schema-kit.ts';

/**
 * A test-only engine, "Tally": its players take turns in order; on your turn you roll a d6 (4+ scores a point)
 * or pass; the first to three points wins. A few commands, a board of scores, odds and a conformance member: all
 * an engine needs to be played by the conformance suite once it is in the registry (fake-engine.test.ts puts it
 * there). It can also break out of a running Heist (`tallyBreakout`): whoever is up in a zone may play one there.
 * `broken` makes a variant with three defects the suite must catch: its view also offers a roll out of
 * turn, which its `decide` refuses; its `decide` takes a pass out of turn, which its view never offers; and its odds
 * say 60% for a point that comes on half the faces.
 */

export interface TallyState {
  readonly order: readonly CharacterId[];
  readonly scores: Readonly<Record<string, number>>;
  readonly turn: number;
  readonly winner: CharacterId | null;
}

export type TallyCommand =
  | { readonly type: 'tally/roll'; readonly actor: CharacterId }
  | { readonly type: 'tally/pass'; readonly actor: CharacterId };

export type TallyEvent =
  | { readonly type: 'tally/started'; readonly order: readonly CharacterId[] }
  | {
      readonly type: 'tally/rolled';
      readonly actor: CharacterId;
      readonly face: number;
      readonly point: boolean;
    }
  | { readonly type: 'tally/passed'; readonly actor: CharacterId }
  | { readonly type: 'tally/won'; readonly actor: CharacterId };

export interface TallySetup {
  readonly players: readonly CharacterId[];
}

const actor = { actor: characterIdSchema };
const commandSchema = v.variant('type', [
  object({ type: v.literal('tally/roll'), ...actor }),
  object({ type: v.literal('tally/pass'), ...actor }),
]) as unknown as v.GenericSchema<unknown, TallyCommand>;
const eventSchema = v.variant('type', [
  object({ type: v.literal('tally/started'), order: list(characterIdSchema, 8) }),
  object({
    type: v.literal('tally/rolled'),
    ...actor,
    face: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)),
    point: v.boolean(),
  }),
  object({ type: v.literal('tally/passed'), ...actor }),
  object({ type: v.literal('tally/won'), ...actor }),
]) as unknown as v.GenericSchema<unknown, TallyEvent>;
const setupSchema = object({ players: list(characterIdSchema, 8) }) as unknown as v.GenericSchema<
  unknown,
  TallySetup
>;

const toWin = 3;
const onTurn = (state: TallyState) => state.order[state.turn % state.order.length]!;

function decide(state: TallyState, command: TallyCommand, dice: Dice, broken: boolean) {
  if (state.winner !== null) return reject('tally/over', 'The tally is won');
  const passAnytime = broken && command.type === 'tally/pass';
  if (onTurn(state) !== command.actor && !passAnytime)
    return reject('tally/not-your-turn', `It is ${onTurn(state)}'s turn`);
  if (command.type === 'tally/pass') return ok<TallyEvent>([{ type: 'tally/passed', actor: command.actor }]);
  const face = dice.roll(6);
  const rolled: TallyEvent = { type: 'tally/rolled', actor: command.actor, face, point: face >= 4 };
  const won = face >= 4 && (state.scores[command.actor] ?? 0) + 1 >= toWin;
  return ok<TallyEvent>(won ? [rolled, { type: 'tally/won', actor: command.actor }] : [rolled]);
}

function apply(state: TallyState | null, event: TallyEvent): TallyState {
  if (event.type === 'tally/started') {
    return {
      order: event.order,
      scores: Object.fromEntries(event.order.map((id) => [id, 0])),
      turn: 0,
      winner: null,
    };
  }
  if (state === null) throw new Error(`${event.type} before the tally started`);
  switch (event.type) {
    case 'tally/rolled':
      return {
        ...state,
        scores: { ...state.scores, [event.actor]: (state.scores[event.actor] ?? 0) + (event.point ? 1 : 0) },
        turn: state.turn + 1,
      };
    case 'tally/passed':
      return { ...state, turn: state.turn + 1 };
    case 'tally/won':
      return { ...state, winner: event.actor };
  }
}

function view(state: TallyState, who: ActorId, broken: boolean): ActionView<TallyCommand>[] {
  const mine = state.winner === null && onTurn(state) === who;
  const id = who as CharacterId;
  const offered = mine || broken;
  const point = broken ? 0.6 : 0.5;
  return [
    {
      action: 'roll',
      label: 'Roll for a point',
      available: offered,
      reason: offered ? null : 'Not your turn',
      options: offered
        ? [
            {
              label: 'Roll a d6: 4+ scores',
              command: { type: 'tally/roll', actor: id },
              odds: {
                headline: { label: 'Point', probability: point },
                outcomes: [
                  { key: 'point', label: 'A point', probability: point, tone: 'good' },
                  { key: 'miss', label: 'No point', probability: 1 - point, tone: 'bad' },
                ],
                detail: 'd6 ≥ 4',
              },
            },
          ]
        : [],
      rule: 'TALLY-1',
    },
    {
      action: 'pass',
      label: 'Pass',
      available: mine,
      reason: mine ? null : 'Not your turn',
      options: mine ? [{ label: 'Pass', command: { type: 'tally/pass', actor: id }, odds: null }] : [],
      rule: 'TALLY-2',
    },
  ];
}

function sample(dice: Dice) {
  const players = Array.from({ length: 1 + dice.roll(3) }, (_, n) =>
    blankCharacter(`player-${n + 1}` as CharacterId, 'npc', `Player ${n + 1}`, defaultSettings),
  );
  return {
    campaign: players.map((character) => ({ type: 'character/create', character })),
    name: 'A tally',
    draft: {
      sides: [{ id: 'table', label: 'The table', crew: false }],
      participants: players.map((p) => ({ characterId: p.id, side: 'table', zone: '' })),
      spotId: null,
    },
  };
}

const conformance: EngineConformance<TallyState, TallyCommand, TallyEvent, TallySetup> = {
  sample,
  // Every player's roll and pass, whoever asks: only the one whose turn it is may make them.
  candidates: (_ctx, state) =>
    state.order.flatMap((id): TallyCommand[] => [
      { type: 'tally/roll', actor: id },
      { type: 'tally/pass', actor: id },
    ]),
  outcome: (_ctx, _state, _command, events): ConformanceOutcome | null => {
    const rolled = events.find((e) => e.type === 'tally/rolled');
    return rolled?.type === 'tally/rolled'
      ? { key: rolled.point ? 'point' : 'miss', headline: rolled.point }
      : null;
  },
};

/**
 * A tally breaking out of a running Heist, as the engine declares it (the breakout capability): everyone up in a
 * zone plays, at least two of them; they come back where they were. Its form key has no form of its own, so the
 * plain form opens it.
 */
export const tallyBreakout: BreakoutCapability = {
  name: 'breakout',
  from: ['heist'],
  label: 'A tally',
  rule: 'TALLY-1',
  parties: ['players'],
  form: 'tally',
  comesBack: 'in-place',
  loud: false,
  upOnly: 'cannot keep a tally',
  offers: (ground) =>
    ground.zones.map((zone) => ({
      zone: zone.id,
      parties: {
        players: ground.people.filter((p) => p.zone === zone.id && p.up && !p.away).map((p) => p.id),
      },
    })),
  words: (ground, request) =>
    `A tally in ${ground.zones.find((z) => z.id === request.zone)?.name ?? request.zone}: ${partyOf(
      request,
      'players',
    )
      .map((id) => ground.people.find((p) => p.id === id)?.name ?? id)
      .join(', ')}`,
  record: (ground, request) => {
    const players = partyOf(request, 'players');
    if (players.length < 2) return reject(`${ground.parent}/too-few`, 'A tally needs two players');
    return { lead: players[0]!, players };
  },
  draft: (_ground, record) => ({ setup: { players: partyOf(record, 'players') }, others: [] }),
};

/** The engine; `broken`, the variant with three defects. */
export function tallyEngine(
  id: string,
  broken = false,
): SceneEngine<TallyState, TallyCommand, TallyEvent, TallySetup> {
  return {
    id,
    title: broken ? 'Tally (broken)' : 'Tally',
    stage: 'action',
    turns: 'engine',
    capabilities: [tallyBreakout],
    commandSchema,
    eventSchema,
    setupSchema,
    setupFrom: (_ctx, draft) => ({ setup: { players: draft.participants.map((p) => p.characterId) } }),
    start: (_ctx, setup) =>
      setup.players.length === 0
        ? reject('tally/no-players', 'A tally needs players')
        : ok([{ type: 'tally/started', order: [...setup.players] }]),
    decide: (_ctx, state, command, dice) => decide(state, command, dice, broken),
    apply,
    actorOf: (_state, command) => command.actor,
    rolls: () => [],
    describe: (event) => event.type,
    view: (_ctx, state, who) => view(state, who, broken),
    canAct: (state, who) => state.winner === null && state.order.includes(who as CharacterId),
    effects: () => [],
    ended: (state) => (state.winner === null ? null : `${state.winner} wins`),
    conformance,
  };
}
