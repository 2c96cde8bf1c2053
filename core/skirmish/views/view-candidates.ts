import { alliedSides } from '../setup/allies.ts';
import { activeSide, onTable } from '../actions/access.ts';
import type { Action, ShotOrder, SkirmishCommand } from '../commands.ts';
import { reactionTriggers } from '../reactions/react.ts';
import { grenadeKinds } from '../setup/profile.ts';
import type { ModelState, SkirmishState } from '../types.ts';
import { meleeOn } from '../melee/strike.ts';
import { holderOf } from '../melee/holds.ts';

/**
 * The ready-made commands the view offers a model, each with default facts (a 10" range, the cover last
 * reported, nothing in the way): the GM edits the facts before sending, and the view's odds for these defaults
 * come from the same plans decide uses.
 */

export interface Candidates {
  readonly action: string;
  readonly label: string;
  readonly rule: string;
  readonly commands: readonly { readonly label: string; readonly command: SkirmishCommand }[];
  /** Why the action is unavailable when no candidate exists at all. */
  readonly none: string;
}

export const defaultRange = 10;

const shotAt = (
  target: ShotOrder['target'],
  aimed: boolean,
  intense: boolean,
  crossfire = false,
): ShotOrder => ({
  target,
  aimed,
  intense,
  crossfire,
  range: defaultRange,
});

function act(model: ModelState, action: Action, label: string) {
  return { label, command: { type: 'skirmish/act', model: model.id, action } as SkirmishCommand };
}

function shots(state: SkirmishState, model: ModelState): Candidates['commands'] {
  const enemies = Object.values(state.models).filter(
    (m) => m.side !== model.side && !alliedSides(state, m.side, model.side) && onTable(m), // BRG-D-41
  );
  const targets = [
    ...enemies.map((m) => ({ ref: { kind: 'model', model: m.id } as const, name: m.name })),
    ...Object.values(state.vehicles)
      .filter((v) => !v.exploded)
      .map((v) => ({ ref: { kind: 'vehicle', vehicle: v.id } as const, name: v.name })),
    // HST-LOF-4: scenery the scenario declares destructible; the GM names it in the order
    { ref: { kind: 'object', name: 'an object' } as const, name: 'an object' },
  ];
  return targets.flatMap(({ ref, name }) =>
    [true, false].flatMap((aimed) =>
      [false, true].map((intense) =>
        act(
          model,
          { kind: 'shoot', shot: shotAt(ref, aimed, intense) },
          `Shoot ${name} (${aimed ? 'aimed' : 'snap'}${intense ? ', intense fire' : ''})`,
        ),
      ),
    ),
  );
}

function crossfires(state: SkirmishState, model: ModelState): Candidates['commands'] {
  const crossfire = state.crossfire;
  if (!crossfire) return [];
  const name = state.models[crossfire.target]!.name;
  return [true, false].map((aimed) =>
    act(
      model,
      { kind: 'shoot', shot: shotAt({ kind: 'model', model: crossfire.target }, aimed, false, true) },
      `Crossfire at ${name} (${aimed ? 'aimed' : 'snap'})`,
    ),
  );
}

function throws(model: ModelState): Candidates['commands'] {
  const order = {
    distance: 6,
    lob: false,
    chokePoints: 0,
    obstacles: 0,
    inAimZone: model.aiming,
    blastReach: [],
  };
  return [
    ...grenadeKinds.map((item) =>
      act(model, { kind: 'throw', throw: { item, ...order } }, `Throw a ${item} grenade 6"`),
    ),
    // HST-GREN-10: a spare magazine, a pistol…: the grenade rules, no blast
    act(
      model,
      { kind: 'throw', throw: { item: 'object', name: 'an object', ...order } },
      'Throw an object 6"',
    ),
  ];
}

function uses(state: SkirmishState, model: ModelState): Candidates['commands'] {
  const allies = Object.values(state.models).filter(
    (m) => m.side === model.side && m.id !== model.id && onTable(m),
  );
  const hand = allies.flatMap((ally) => [
    ...grenadeKinds.map((g) =>
      act(
        model,
        { kind: 'use', use: { what: 'hand', to: ally.id, item: { grenade: g }, baseContact: true } },
        `Hand a ${g} grenade to ${ally.name}`,
      ),
    ),
    ...(['long', 'sidearm'] as const).map((slot) =>
      act(
        model,
        { kind: 'use', use: { what: 'hand', to: ally.id, item: { reloadOf: slot }, baseContact: true } },
        `Hand a ${slot} reload to ${ally.name}`,
      ),
    ),
  ]);
  // BRG-D-16, COT-DROP-9: an Unconscious ally woken, an Unconscious enemy killed, each in base contact
  const knockedOut = Object.values(state.models).filter(
    (m) => m.id !== model.id && onTable(m) && m.unconscious === true,
  );
  const wakeOrKill = knockedOut.map((m) =>
    m.side === model.side
      ? act(model, { kind: 'use', use: { what: 'wake', model: m.id, baseContact: true } }, `Wake ${m.name}`)
      : act(model, { kind: 'use', use: { what: 'kill', model: m.id, baseContact: true } }, `Kill ${m.name}`),
  );
  const pickUps = Object.values(state.items).map((item) =>
    act(model, { kind: 'use', use: { what: 'pick-up', item: item.id } }, `Pick up ${item.name}`),
  );
  return [
    act(
      model,
      { kind: 'use', use: { what: 'interact', label: 'door, button or loot', check: false } },
      'Use (door, button, loot)',
    ),
    act(
      model,
      { kind: 'use', use: { what: 'interact', label: 'scenario task', check: true } },
      'Use with a skill check',
    ),
    ...hand,
    ...wakeOrKill,
    ...pickUps,
  ];
}

/** BRG-D-11: a Strike at each enemy on the table, with or without holding it (its base contact is the table's fact). */
function strikes(state: SkirmishState, model: ModelState): Candidates['commands'] {
  const enemies = Object.values(state.models).filter((m) => m.side !== model.side && onTable(m) && !m.seat);
  return enemies.flatMap((m) =>
    [false, true].map((restrain) =>
      act(
        model,
        { kind: 'strike', strike: { target: m.id, distance: 0, restrain } },
        `Strike ${m.name}${restrain ? ' and hold it' : ''}`,
      ),
    ),
  );
}

/** The bridge's actions (BRG-D-11, BRG-D-16): the Strike on a table that plays it, Break free for a held model. */
function bridgeCandidates(state: SkirmishState, model: ModelState): Candidates[] {
  return [
    ...(meleeOn(state)
      ? [
          {
            action: 'strike',
            label: 'Strike (melee)',
            rule: 'BRG-D-11',
            commands: strikes(state, model),
            none: 'Nobody to strike',
          },
        ]
      : []),
    ...(holderOf(state, model)
      ? [
          {
            action: 'break-free',
            label: 'Break free',
            rule: 'BRG-D-16',
            commands: [act(model, { kind: 'break-free' }, 'Break free')],
            none: '',
          },
        ]
      : []),
  ];
}

function vehicleCommands(state: SkirmishState, model: ModelState): Candidates['commands'] {
  const enter = Object.values(state.vehicles).flatMap((v) =>
    (['driver', 'passenger'] as const).map((seat) =>
      act(model, { kind: 'enter', vehicle: v.id, seat, baseContact: true }, `Get into ${v.name} (${seat})`),
    ),
  );
  return [
    ...enter,
    act(model, { kind: 'exit' }, 'Get out'),
    act(model, { kind: 'start-engine' }, 'Start the engine'),
    act(model, { kind: 'drive', distance: 12, turn: 0 }, 'Drive 12"'),
    act(model, { kind: 'drive', distance: 6, turn: 0 }, 'Drive 6" (reverse allowed)'),
    act(model, { kind: 'stop' }, 'Stop'),
    act(model, { kind: 'change-gear' }, 'Change gear'),
  ];
}

/** The actions a model of the active side could take in its activation. */
export function activeCandidates(state: SkirmishState, model: ModelState): Candidates[] {
  const allies = Object.values(state.models).filter((m) => m.side === model.side && m.id !== model.id);
  return [
    {
      action: 'move',
      label: 'Move',
      rule: 'HST-MOVE-1',
      commands: [act(model, { kind: 'move', distance: 3 }, 'Move up to 3"')],
      none: '',
    },
    { action: 'use', label: 'Use', rule: 'HST-ACT-4', commands: uses(state, model), none: '' },
    {
      action: 'aim',
      label: 'Aim',
      rule: 'HST-ACT-5',
      commands: [act(model, { kind: 'aim' }, 'Aim')],
      none: '',
    },
    {
      action: 'shoot',
      label: 'Shoot',
      rule: 'HST-SHOOT-1',
      commands: shots(state, model),
      none: 'Nobody to shoot at',
    },
    ...bridgeCandidates(state, model),
    {
      action: 'crossfire',
      label: 'Crossfire',
      rule: 'HST-XFIRE-1',
      commands: crossfires(state, model),
      none: 'No crossfire opportunity now',
    },
    { action: 'throw', label: 'Throw a grenade', rule: 'HST-GREN-1', commands: throws(model), none: '' },
    {
      action: 'continue-throw',
      label: 'Continue the throw',
      rule: 'HST-GREN-1',
      commands: [act(model, { kind: 'continue-throw' }, 'Next Shoot action of the throw')],
      none: '',
    },
    {
      action: 'ready',
      label: 'Ready weapon',
      rule: 'HST-ACT-7',
      commands: (['draw', 'reload', 'clear-jam', 'set-up'] as const).map((task) =>
        act(model, { kind: 'ready', task }, `Ready: ${task}`),
      ),
      none: '',
    },
    {
      action: 'recover',
      label: 'Recover',
      rule: 'HST-ACT-8',
      commands: [
        act(model, { kind: 'recover' }, 'Recover'),
        ...allies.map((a) =>
          act(model, { kind: 'recover', ally: a.id, baseContact: true }, `Recover ${a.name}`),
        ),
      ],
      none: '',
    },
    {
      action: 'defend',
      label: 'Defend',
      rule: 'HST-ACT-9',
      commands: [act(model, { kind: 'defend' }, 'Defend')],
      none: '',
    },
    {
      action: 'pass',
      label: 'Pass',
      rule: 'HST-ACT-10',
      commands: [act(model, { kind: 'pass' }, 'Pass')],
      none: '',
    },
    {
      action: 'vehicle',
      label: 'Vehicle',
      rule: 'HST-VEH-1',
      commands: vehicleCommands(state, model),
      none: 'No vehicle on the table',
    },
    {
      action: 'end-activation',
      label: 'End activation',
      rule: 'HST-SEQ-3',
      commands: [
        { label: 'End the activation', command: { type: 'skirmish/end-activation', model: model.id } },
      ],
      none: '',
    },
  ];
}

/** The reactions a model may declare to the open window. */
export function reactiveCandidates(state: SkirmishState, model: ModelState): Candidates[] {
  const window = state.window;
  if (!window) return [];
  const actor = state.models[window.actor]!;
  const triggers = reactionTriggers(state, model.id);
  const friendly = model.side === activeSide(state);
  const react = (
    trigger: 'aim-zone' | 'shot-at',
    aimed: boolean,
    takeCover: 1 | 2 | null,
    holdFire: boolean,
  ) => ({
    label: `${holdFire ? 'Try to hold fire on' : aimed ? 'Aimed shot at' : 'Snap shot at'} ${actor.name}${takeCover ? `, take cover at step ${takeCover}` : ''}`,
    command: {
      type: 'skirmish/react',
      model: model.id,
      trigger,
      shot: shotAt({ kind: 'model', model: actor.id }, aimed, false),
      takeCover,
      ...(holdFire ? { holdFire: true } : {}),
    } as SkirmishCommand,
  });
  // HST-AIM-1: only a model with its aim marker declares an aimed shot; the others fire snap shots
  const aims = model.aiming ? [true, false] : [false];
  const shots = triggers.flatMap((t) =>
    aims.flatMap((aimed) => [null, 1, 2].map((c) => react(t, aimed, c as 1 | 2 | null, false))),
  );
  const cover = triggers.flatMap((t) =>
    ([1, 2] as const).map((step) => ({
      label: `Take cover at step ${step}`,
      command: {
        type: 'skirmish/react',
        model: model.id,
        trigger: t,
        shot: null,
        takeCover: step,
      } as SkirmishCommand,
    })),
  );
  const hold = triggers
    .filter((t) => t === 'aim-zone')
    .flatMap((t) => aims.map((aimed) => react(t, aimed, null, true)));
  return [
    {
      action: 'react-shoot',
      label: 'Shoot back',
      rule: 'HST-REACT-2',
      commands: friendly ? [] : shots,
      none: `${model.name} cannot shoot at its own side`,
    },
    {
      action: 'react-cover',
      label: 'Take cover',
      rule: 'HST-REACT-7',
      commands: friendly ? [] : cover,
      none: '',
    },
    {
      action: 'hold-fire',
      label: 'Hold fire (identification)',
      rule: 'HST-VIS-2',
      commands: hold,
      none: 'No identification check is needed',
    },
  ];
}
