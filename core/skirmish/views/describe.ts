import type { Names } from '../../engine/index.ts';
import { unreachable } from '../../shared/result.ts';
import { possessive } from '../../shared/words.ts';
import type { Action, TargetRef } from '../commands.ts';
import type { BoardEvent, Effect, SkirmishEvent } from '../events.ts';
import { inchesText } from '../board/board-commands.ts';

function targetName(target: TargetRef, names: Names): string {
  if (target.kind === 'model') return names(target.model);
  return target.kind === 'vehicle' ? names(target.vehicle) : target.name;
}

/** "2 skill-check bonuses and 1 shift" (BRG-D-17). */
export function grantWords(checks: number, shifts: number): string {
  const parts = [
    checks > 0 ? `${checks} skill-check bonus${checks === 1 ? '' : 'es'} (+1)` : '',
    shifts > 0 ? `${shifts} dice shift${shifts === 1 ? '' : 's'} (+1)` : '',
  ];
  return parts.filter(Boolean).join(' and ');
}

function effectWords(effects: readonly Effect[], names: Names): string {
  const words = effects.flatMap((e) => {
    if (e.kind === 'damage' && e.result.effect !== 'none') {
      const what = e.result.killed ? (e.casualty ? 'down (armor check)' : 'killed') : e.result.effect;
      return [`${names(e.model)} ${what}`];
    }
    if (e.kind === 'vehicle')
      return [
        `${names(e.vehicle)} ${e.total} hits${e.explosion?.exploded ? ', explodes' : e.undrivable ? ', undrivable' : ''}`,
      ];
    if (e.kind === 'object') return [`${e.name} hit`];
    return [];
  });
  return words.length > 0 ? words.join(', ') : 'no effect';
}

/** An action in plain words, after the name of the model doing it ("shoots at Mr. K (aimed)"). */
export function actionWords(action: Action, names: Names): string {
  switch (action.kind) {
    case 'move':
      return `moves ${action.distance}"${action.throughTerrain ? ' through terrain' : ''}${action.snapTo ? ' and snaps to cover' : ''}`;
    case 'use':
      switch (action.use.what) {
        case 'interact':
          return `uses ${action.use.label}`;
        case 'hand':
          return `hands an item to ${names(action.use.to)}`;
        case 'wake':
          return `wakes ${names(action.use.model)}`;
        case 'kill':
          return `kills ${names(action.use.model)}, who is Unconscious`;
        default:
          return 'picks something up';
      }
    case 'aim':
      return 'takes aim';
    case 'shoot':
      return `shoots at ${targetName(action.shot.target, names)} (${action.shot.aimed ? 'aimed' : 'snap'}${action.shot.intense ? ', intense fire' : ''}${action.shot.crossfire ? ', crossfire' : ''})`;
    case 'throw':
      return `throws a ${action.throw.item === 'object' ? (action.throw.name ?? 'thing') : `${action.throw.item} grenade`} ${action.throw.distance}"`;
    case 'continue-throw':
      return 'goes on with the throw';
    case 'ready':
      return `readies (${action.task})`;
    case 'recover':
      return action.ally ? `helps ${names(action.ally)} recover` : 'tries to recover';
    case 'defend':
      return 'defends';
    case 'pass':
      return 'passes';
    case 'strike':
      return `strikes ${names(action.strike.target)}${action.strike.restrain ? ' to hold it' : ''}`;
    case 'break-free':
      return 'tries to break free';
    case 'enter':
      return `gets into ${names(action.vehicle)} (${action.seat})`;
    case 'exit':
      return 'gets out of the vehicle';
    case 'start-engine':
      return 'starts the engine';
    case 'drive':
      return `drives ${action.distance}"`;
    case 'stop':
      return 'stops the vehicle';
    case 'change-gear':
      return 'changes gear';
  }
}

function moreWords(event: SkirmishEvent, names: Names): string {
  switch (event.type) {
    case 'skirmish/shot': {
      const how = event.aimed ? 'aimed' : 'snap';
      const result =
        event.die === null
          ? 'ineffective'
          : event.autoMiss
            ? 'automatic miss, out of ammo'
            : `${event.finalHits} hit${event.finalHits === 1 ? '' : 's'} — ${effectWords(event.effects, names)}`;
      return `${names(event.shooter)} shoots ${targetName(event.target, names)} (${how}): ${result}${event.jams ? '; the gun jams' : ''}`;
    }
    case 'skirmish/grenade-detonated':
      return `The ${event.grenade.kind} grenade of ${names(event.grenade.thrower)} goes off: ${event.cloud ? `a ${event.cloud.kind} cloud; ` : ''}${effectWords(event.effects, names)}`;
    case 'skirmish/threw': {
      if (!event.landing) return `${names(event.model)} keeps throwing (${event.done}/${event.needed})`;
      const d = event.landing.result.deviation;
      return `${names(event.model)} throws: ${d ? `it deviates ${d.inches}" towards ${d.clock} o'clock` : 'it lands on the spot'}`;
    }
    case 'skirmish/drove':
      return `${event.model ? names(event.model) : 'Nobody'} ${event.model ? 'drives' : 'at the wheel:'} ${names(event.vehicle)} ${event.distance}"${event.crash ? `, crashes into ${event.crash.into}` : ''}: ${effectWords(event.effects, names)}`;
    case 'skirmish/vehicle-exploded':
      return `${names(event.vehicle)} explodes: ${effectWords(event.effects, names)}`;
    case 'skirmish/struck': {
      const hits = `${event.finalHits} hit${event.finalHits === 1 ? '' : 's'}`;
      const hold = event.restrained ? `; ${names(event.striker)} holds ${names(event.target)}` : '';
      return `${names(event.striker)} strikes ${names(event.target)} (${event.weapon}): ${hits} — ${effectWords(event.effects, names)}${hold}`;
    }
    case 'skirmish/broke-free': {
      const botched = event.roll.catastrophe ? ': a catastrophe, and a GM complication (BRG-D-37)' : '';
      return `${names(event.model)} ${event.freed ? 'breaks free of' : 'is still held by'} ${names(event.holder)} (${event.roll.total} against ${event.against.total})${botched}`;
    }
    default:
      return '';
  }
}

/**
 * Each event as a line of the skirmish history and an undo label, with the rule IDs it applied in brackets
 * (the history shows them small): "Mr. A shoots Cop (aimed): 2 hits — Cop wounded (HST-SHOOT-1, HST-DMG-1)".
 */
export function describeSkirmish(event: SkirmishEvent, names: Names): string {
  const line = describeLine(event, names);
  const rules = eventRules(event);
  return rules.length > 0 ? `${line} (${rules.join(', ')})` : line;
}

/** The rules an event applied, for the history. */
function eventRules(event: SkirmishEvent): readonly string[] {
  switch (event.type) {
    case 'skirmish/shot':
      return [
        'HST-SHOOT-1',
        ...(event.intense ? ['HST-SHOOT-3'] : []),
        ...(event.shifts.length > 0 ? ['HST-SHOOT-4'] : []),
        ...(event.crossfire ? ['HST-XFIRE-1'] : []),
        ...(event.autoMiss || event.outOfAmmo ? ['HST-SHOOT-5'] : []),
        ...(event.jams ? ['HST-WPN-6'] : []),
        ...(event.obstructions.length > 0 ? ['HST-LOF-3'] : []),
        ...(event.allocation.length > 0 ? ['HST-SHOOT-7'] : []),
        ...(event.defend ? ['HST-DMG-2'] : []),
        ...(event.collateral.length > 0 ? ['HST-LOF-5'] : []),
        ...(event.effects.length > 0 ? ['HST-DMG-1'] : []),
      ];
    case 'skirmish/struck':
      return [
        'BRG-D-11',
        ...(event.shifts.length > 0 ? ['BRG-D-17'] : []),
        ...(event.allocation.length > 0 ? ['HST-SHOOT-7'] : []),
        ...(event.defend ? ['HST-DMG-2'] : []),
        ...(event.nonLethal ? ['HST-NL-1'] : []),
        ...(event.effects.length > 0 ? ['HST-DMG-1'] : []),
        ...(event.restrained ? ['COT-WAR-8'] : []),
      ];
    case 'skirmish/broke-free':
      return ['BRG-D-16', 'COT-WAR-9'];
    case 'skirmish/action-declared':
      return [
        'HST-ACT-1',
        ...(event.released ? ['BRG-D-16'] : []),
        ...(event.checks !== undefined ||
        event.lean === true ||
        (event.action.kind === 'shoot' && (event.action.shot.shifts ?? 0) > 0)
          ? ['BRG-D-17']
          : []),
        ...(event.lean === true ? ['COT-SOC-4'] : []),
      ];
    case 'skirmish/reaction-declared':
      return ['HST-REACT-1'];
    case 'skirmish/step-grouped':
      return ['HST-REACT-5'];
    case 'skirmish/turn-started':
    case 'skirmish/turn-ended':
      return ['HST-SEQ-2'];
    case 'skirmish/grenade-detonated':
      return ['HST-GREN-5'];
    case 'skirmish/threw':
      return ['HST-GREN-1'];
    case 'skirmish/armor-checked':
      return ['HST-ARMOR-1'];
    case 'skirmish/readied':
      return ['HST-ACT-7'];
    case 'skirmish/recovered':
      return ['HST-ACT-8'];
    case 'skirmish/took-cover':
      return ['HST-ACT-11'];
    case 'skirmish/moved':
      return ['HST-MOVE-1'];
    case 'skirmish/aimed':
      return ['HST-AIM-1'];
    case 'skirmish/window-closed':
      return event.crossfire ? ['HST-XFIRE-1'] : [];
    case 'skirmish/card-played':
    case 'skirmish/cards-swapped':
      return ['HST-PRESS-5'];
    case 'skirmish/reserve-rolled':
    case 'skirmish/reserves-arrived':
      return ['HST-REINF-1'];
    case 'skirmish/deployed':
      return ['HST-REINF-2'];
    case 'skirmish/bonus-granted':
      return ['BRG-D-17'];
    default:
      return [];
  }
}

/** The board's lines, in plain words ("Mr. A moved 2.5 in"). */
function boardWords(event: BoardEvent, names: Names): string {
  switch (event.type) {
    case 'skirmish/board-sized':
      return `The board's table is ${event.width} by ${event.height} in`;
    case 'skirmish/board-model-placed': {
      if (!event.move) return `${names(event.model)} placed on the board`;
      const moved = `${names(event.model)} moved ${inchesText(event.move.distance)}`;
      return event.move.distance > event.move.limit + 1e-9
        ? `${moved}: more than a Move's ${inchesText(event.move.limit)}, with a shift round an obstacle or a snap to cover`
        : moved;
    }
    case 'skirmish/board-drawn': {
      const piece = event.piece;
      if (piece.kind === 'door')
        return `${piece.door.name} drawn on the board, ${piece.door.open ? 'open' : 'shut'}`;
      if (piece.kind === 'exit') return `${piece.exit.name} drawn on the board`;
      const t = piece.terrain;
      const what =
        t.role === 'cover'
          ? `${t.height} cover`
          : t.height === 'low'
            ? 'a low obstruction'
            : 'an obstruction';
      return `${t.name} drawn on the board (${what}, ${t.shape.kind === 'segment' ? 'a line' : 'an area'})`;
    }
    case 'skirmish/board-erased':
      return event.kind === 'model'
        ? `${event.name} taken off the board`
        : `${event.name} erased from the board`;
    case 'skirmish/board-door-set':
      return `${event.name} ${event.open ? 'opened' : 'shut'}`;
    case 'skirmish/board-aim-set':
      return event.at
        ? `${names(event.model)}'s aim marker placed on the board`
        : `${names(event.model)}'s aim marker taken off the board`;
  }
}

function describeLine(event: SkirmishEvent, names: Names): string {
  switch (event.type) {
    case 'skirmish/started':
      return `The skirmish "${event.scenario.name}" begins${event.chooser ? `; ${names(event.chooser)} won the dice-off and chooses who starts` : ''}`;
    case 'skirmish/first-chosen':
      return `${names(event.side)} takes the first turn`;
    case 'skirmish/turn-started':
      return `Round ${event.round}: ${possessive(names(event.side))} turn`;
    case 'skirmish/turn-opened':
      return `${names(event.side)} may activate its models`;
    case 'skirmish/armor-checked':
      return `${names(event.model)}'s body armor: ${event.returned ? 'back in the fight, wounded and stunned' : 'removed'}`;
    case 'skirmish/action-declared':
      return `${names(event.model)} ${actionWords(event.action, names)}`;
    case 'skirmish/reaction-declared': {
      const r = event.reaction;
      const parts = [
        r.shot ? `${r.aimed ? 'aimed' : 'snap'} shot` : r.identification ? 'holds fire' : null,
        r.takeCover ? `take cover (step ${r.takeCover})` : null,
      ];
      return `${names(event.model)} reacts: ${parts.filter(Boolean).join(' and ') || 'nothing'}`;
    }
    case 'skirmish/step-grouped':
      return `Priority step ${event.step}`;
    case 'skirmish/group-rolled':
      return 'Dice on the table: re-rolls and Hail Mary choices now';
    case 'skirmish/item-cancelled':
      return `${names(event.model)}'s declared action is cancelled: ${event.reason}`;
    case 'skirmish/took-cover':
      return `${names(event.model)} takes cover`;
    case 'skirmish/moved':
      return `${names(event.model)} moves ${event.distance}"${event.snapped ? ' into cover' : ''}`;
    case 'skirmish/aimed':
      return `${names(event.model)} aims`;
    case 'skirmish/readied':
      return `${names(event.model)} readies (${event.task})${event.check ? (event.check.passed ? ': cleared' : ': still jammed') : ''}`;
    case 'skirmish/recovered':
      return `${names(event.ally ?? event.model)} ${event.check.passed ? 'recovers from the stun' : 'is still stunned'}`;
    case 'skirmish/defended':
      return `${names(event.model)} stays low (Defend)`;
    case 'skirmish/passed':
      return `${names(event.model)} passes`;
    case 'skirmish/used':
      if (event.use.what === 'wake' || event.use.what === 'kill') {
        const who = names(event.use.model);
        if (!event.done)
          return `${names(event.model)} finds ${who} no longer lying there to ${event.use.what} (BRG-D-16)`;
        return event.use.what === 'wake'
          ? `${names(event.model)} wakes ${who} (BRG-D-16)`
          : `${names(event.model)} kills ${who}, who was Unconscious (BRG-D-16, COT-DROP-9)`;
      }
      return `${names(event.model)} ${event.done ? 'uses' : 'fails to use'} ${event.use.what === 'interact' ? event.use.label : 'an item'}`;
    case 'skirmish/window-closed':
      return event.crossfire ? `Crossfire chance on ${names(event.crossfire.target)}` : 'All resolved';
    case 'skirmish/activation-ended':
      return `${names(event.model)}'s activation ends${event.reason === 'crossfire' ? ' (crossfire)' : ''}${event.dropped ? '; the live grenade drops' : ''}`;
    case 'skirmish/crossfire-passed':
      return 'The crossfire chance is gone';
    case 'skirmish/free-action':
      return event.kind === 'speak'
        ? event.words
          ? `${names(event.model)}: "${event.words}"`
          : `${names(event.model)} speaks (HST-ACT-12)`
        : `${names(event.model)} drops ${event.grenade ? 'the live grenade' : (event.item?.name ?? 'it')}`;
    case 'skirmish/turn-ended':
      return `${possessive(names(event.side))} turn ends`;
    case 'skirmish/ended':
      return `The skirmish is over: ${event.outcome}`;
    case 'skirmish/boarded':
      return `${names(event.model)} gets into ${names(event.vehicle)}`;
    case 'skirmish/alighted':
      return `${names(event.model)} gets out of ${names(event.vehicle)}`;
    case 'skirmish/engine-started':
      return `${names(event.model)} ${event.running ? 'starts' : 'fails to start'} ${names(event.vehicle)}`;
    case 'skirmish/vehicle-stopped':
      return `${names(event.model)} stops ${names(event.vehicle)}`;
    case 'skirmish/gear-changed':
      return `${names(event.model)} shifts ${names(event.vehicle)} into ${event.gear}`;
    case 'skirmish/pressure-gained':
      return `${names(event.side)} gains ${event.points} pressure point${event.points === 1 ? '' : 's'} (${event.reason})`;
    case 'skirmish/card-played':
      return `${names(event.side)} plays ${event.card}${event.cancelled ? `, cancelling ${event.cancelled.card}` : ''}`;
    case 'skirmish/cards-swapped':
      return `${names(event.side)} swaps two cards for one`;
    case 'skirmish/reserves-arrived':
      return `Reserves arrive: ${event.models.map(names).join(', ')}`;
    case 'skirmish/reserve-rolled':
      return `${names(event.model)} ${event.entryPoint ? `reaches entry point ${event.entryPoint}` : 'stays in the reserves box'}`;
    case 'skirmish/deployed':
      return `${names(event.model)} deploys at ${event.entryPoint}`;
    case 'skirmish/visibility-set':
      return 'The GM changes the visibility';
    case 'skirmish/model-edited':
      return `The GM corrects ${names(event.model)}`;
    case 'skirmish/model-added':
      return `${event.model.name} comes onto the table`;
    case 'skirmish/bonus-granted':
      return `${names(event.model)} gains ${grantWords(event.checks, event.shifts)} (one use each)`;
    case 'skirmish/cloud-cleared':
      return `The ${event.cloud} cloud clears`;
    case 'skirmish/clock-paused':
      return 'The clock stops';
    case 'skirmish/clock-resumed':
      return 'The clock runs again';
    case 'skirmish/board-sized':
    case 'skirmish/board-model-placed':
    case 'skirmish/board-drawn':
    case 'skirmish/board-erased':
    case 'skirmish/board-door-set':
    case 'skirmish/board-aim-set':
      return boardWords(event, names);
    case 'skirmish/shot':
    case 'skirmish/grenade-detonated':
    case 'skirmish/threw':
    case 'skirmish/drove':
    case 'skirmish/vehicle-exploded':
    case 'skirmish/struck':
    case 'skirmish/broke-free':
      return moreWords(event, names);
    default:
      return unreachable(event);
  }
}
