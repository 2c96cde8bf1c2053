import type { Names } from '../../engine/index.ts';
import { describeAlarm } from '../alarm/index.ts';
import { skillTable } from '../characters/index.ts';
import type { DropEvent } from '../drop/index.ts';
import { cachedWords, schemeLabels } from '../foresight/index.ts';
import { goalWords } from '../prep/index.ts';
import { nodeName } from '../spot/index.ts';
import { outside } from '../spot/index.ts';
import type { SpotChange } from '../spot/index.ts';
import { theyDo } from '../../shared/words.ts';
import { inWords } from './labels.ts';
import { partyOf } from '../world/index.ts';
import { peopleOf } from './apply.ts';
import type { HeistAwareCause, HeistBreakout, HeistEvent } from './types.ts';

/** A Heist event as a line of the scene's history and an undo label, in the game's words. */
export function describeHeist(event: HeistEvent, names: Names): string | null {
  const list = (ids: readonly string[]) => inWords(ids.map(names));
  switch (event.type) {
    case 'heist/started':
      return `The Heist at ${event.spot.name} begins: ${startWords(event, list)}`;
    case 'heist/moved': {
      const how = event.stealth ? (event.stealth.unseen ? ', unseen' : ', and is seen') : '';
      const verb = event.arrived ? 'moves' : 'fails to get through';
      return `${names(event.character)} ${verb} ${event.toward === event.from ? 'across' : 'to'} ${event.towardName}${how}`;
    }
    case 'heist/bypass-rolled':
      return `${names(event.character)} ${event.success ? 'bypasses' : 'fails to bypass'} ${event.label}${
        event.stealth ? (event.stealth.unseen ? ', unseen' : ', and is seen') : ''
      }`;
    case 'heist/palmed':
      return `${names(event.thief)} ${event.success ? '' : 'fails to '}${event.action === 'lift' ? 'lift' : 'plant'} ${event.item} ${
        event.action === 'lift' ? 'from' : 'on'
      } ${names(event.victim)}`;
    case 'heist/loot-taken':
      return `${names(event.character)} takes ${event.name}`;
    case 'heist/skill-rolled':
      return `${names(event.character)}: ${skillTable[event.skill].label}${event.purpose ? ` (${event.purpose})` : ''} ${event.success ? 'succeeds' : 'fails'}`;
    case 'heist/became-aware':
      return `${list(event.characters)} ${event.characters.length === 1 ? 'becomes' : 'become'} Aware (${causeWords[event.cause]})`;
    case 'heist/discovered':
      return `${names(event.character)} is Discovered (${causeWords[event.cause]})`;
    case 'heist/awareness-raised':
      return `${list(event.characters)}: Awareness +${event.bonus}`;
    case 'heist/placed':
      return `${names(event.character)} is now at ${event.toName}`;
    case 'heist/joined':
      return `${event.character.name} comes to the Spot${event.character.zone ? ` (${event.character.zone})` : ''}`;
    case 'heist/drop': // the Heist's own rounds-passed line tells the rounds
      return event.event.type === 'drop/rounds-passed' ? null : describeDrop(event.event, names);
    case 'heist/spot-changed':
      return describeSpotChange(event.event, names);
    case 'heist/foresight-spent':
      return `${names(event.character)} spends ${event.amount} Foresight on ${schemeLabels[event.scheme]}`;
    case 'heist/ambushed':
      return `${names(event.character)} is already in ${event.toName} (Ambush)`;
    case 'heist/researched':
      return `${names(event.result.researcher)} researches ${goalWords(event.result.goal, names)}: ${
        event.result.success ? 'learned' : 'nothing learned'
      }`;
    case 'heist/disguised':
      return event.success
        ? `${names(event.character)} now presents as ${event.identity}${event.concealed ? ', Concealed again' : ''}`
        : `${names(event.character)}'s disguise fails`;
    case 'heist/cached':
      return `${event.resources} Resource${event.resources === 1 ? '' : 's'} spent after the fact${cachedWords(event, names)}`;
    case 'heist/rounds-passed': // the Job clock tells the round itself
      return event.stoodDown.length > 0 ? `${list(event.stoodDown)} stand down` : null;
    case 'heist/broke-out':
      return brokeOutWords(event.breakout, list);
    case 'heist/fight-over':
      return `${list(event.characters)} ${event.characters.length === 1 ? 'is' : 'are'} back in the Heist`;
    case 'heist/ended':
      return event.summary;
    case 'heist/alarm-noise-made':
    case 'heist/alarm-revealed':
    case 'heist/alarm-lock-bypassed':
    case 'heist/alarm-sensor-off':
    case 'heist/alarm-alert-raised':
    case 'heist/alarm-gate-closed':
    case 'heist/alarm-guards-arrived':
    case 'heist/alarm-edited':
    case 'heist/alarm-sounded':
    case 'heist/alarm-escaped':
      return describeAlarm(event, names);
  }
}

const causeWords: Readonly<Record<HeistAwareCause, string>> = {
  'stealth-failed': 'a failed Stealth roll',
  seen: 'seen in the open',
  crowded: 'a Crowded zone',
  catastrophe: 'a catastrophe',
  palming: 'a fumbled Palming',
  'loud-bypass': 'a blast',
  'call-for-help': 'a Call for Help',
  'gang-warfare': 'Gang Warfare breaking out',
  gm: "the GM's call",
  alarm: 'the alarm',
};

function describeDrop(event: DropEvent, names: Names): string {
  switch (event.type) {
    case 'drop/rolled':
      return `${names(event.attacker)} Gets the Drop (${event.kind}): ${event.outcomes
        .map((o) => `${names(o.target)} ${o.result.replace('-', ' and ')}`)
        .join(', ')}`;
    case 'drop/became-aware':
      return theyDo(event.characters.map(names), 'becomes Aware', 'become Aware');
    case 'drop/knocked-out':
      return `${names(event.character)} is Unconscious`;
    case 'drop/wounded':
      return `${names(event.character)} is Wounded (${event.recoveryDays} days)`;
    case 'drop/killed':
      return `${names(event.character)} is dead`;
    case 'drop/witnessed':
      return `${names(event.witness)} saw ${event.identity}`;
    case 'drop/discovered':
      return `${names(event.character)} is Discovered`;
    case 'drop/heat-raised':
      return `Heat +${event.amount}`;
    case 'drop/response-awaited':
      return `${names(event.target)} responds first`;
    case 'drop/fled':
      return `${names(event.target)} flees`;
    case 'drop/called-for-help':
      return `${names(event.caller)} calls for help`;
    case 'drop/squared-up':
      return `${names(event.target)} squares up: Gang Warfare`;
    case 'drop/woke':
      return `${names(event.character)} comes round`;
    case 'drop/rounds-passed':
      return `${event.rounds} round${event.rounds === 1 ? '' : 's'} pass`;
  }
}

function describeSpotChange(event: SpotChange, names: Names): string {
  switch (event.type) {
    case 'spot/zones-revealed':
      return `The crew learns of ${event.zones.length} zone${event.zones.length === 1 ? '' : 's'}`;
    case 'spot/zones-hidden':
      return `${event.zones.length} zone${event.zones.length === 1 ? '' : 's'} leave${event.zones.length === 1 ? 's' : ''} the crew's map`;
    case 'spot/mark-identified':
      return `The crew identifies ${names(event.person)}`;
    case 'spot/itinerary-learned':
      return 'The crew learns an Itinerary';
    case 'spot/blueprint-added':
      return `A Hidden zone, ${event.zone.name}, is on the crew's map`;
    case 'spot/guards-alerted':
      return `${theyDo(event.guards.map(names), 'stays', 'stay')} Aware for the Job`;
    case 'spot/security-bypassed':
      return 'The Security stays bypassed for the Job';
    case 'spot/awareness-raised':
      return `Awareness +${event.bonus} for the Job`;
    default:
      return event.type;
  }
}

/** Where the crew start (COT-D-91: Concealed), grouped by place: "Vex and Ruth in Dock, Concealed". */
function startWords(
  event: Extract<HeistEvent, { type: 'heist/started' }>,
  list: (ids: readonly string[]) => string,
): string {
  const places = new Map<string, string[]>();
  for (const id of event.crew) {
    const zone = event.drop.characters.find((c) => c.id === id)?.zone ?? null;
    const place = zone === null || zone === outside ? event.spot.edge.name : nodeName(event.spot, zone);
    places.set(place, [...(places.get(place) ?? []), id]);
  }
  const where = [...places].map(
    ([place, ids]) => `${list(ids)} ${place === event.spot.edge.name ? `outside (${place})` : `in ${place}`}`,
  );
  return `${where.join('; ')}, Concealed`;
}

/**
 * The history line of a scene breaking out. The two a Drop's response starts (COT-DROP-5: Square Up, Flee) read as
 * the Drop says them; any other kind, by its lists of people (a history line is read without the campaign, so
 * without the declarations).
 */
function brokeOutWords(breakout: HeistBreakout, list: (ids: readonly string[]) => string): string {
  const targets = partyOf(breakout, 'targets');
  const pursuers = partyOf(breakout, 'pursuers');
  if (breakout.kind === 'warfare')
    return `Gang Warfare breaks out: ${list(partyOf(breakout, 'participants'))}`;
  if (breakout.kind === 'chase') {
    const run = targets.length === 1 ? 'runs' : 'run';
    return `${list(targets)} ${run}; ${list(pursuers)} give${pursuers.length === 1 ? 's' : ''} chase`;
  }
  const people = peopleOf(breakout);
  return `${list(people)} ${people.length === 1 ? 'breaks' : 'break'} out of the Heist (${breakout.kind})`;
}
