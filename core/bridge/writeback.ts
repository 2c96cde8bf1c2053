import { characterLimits } from '../cot/characters/index.ts';
import type { CotSettings } from '../cot/settings/index.ts';
import { isNode, outside } from '../cot/spot/index.ts';
import { isRejection } from '../shared/result.ts';
import type { Rejection } from '../shared/result.ts';
import { inWords } from '../shared/words.ts';
import { closeFight, nothingPlayed } from './closing.ts';
import type { FightResult } from './fight-result.ts';
import type { CampaignFacts, FightLink } from './link.ts';
import type { EditLimits, WriteBackProposal } from './lines.ts';
import { contextOf, isCharacter, refuse } from './proposal-context.ts';
import type { ProposalOptions } from './proposal-context.ts';
import {
  awareLines,
  gearLines,
  healthLines,
  newNpcLines,
  placeLines,
  witnessLines,
} from './proposal-people.ts';
import {
  chaseLines,
  clockLine,
  coverLines,
  crewLines,
  logLine,
  lootLines,
  peopleOf,
  spotLines,
  vehicleLines,
} from './proposal-world.ts';
import { bridgeSettingsOf } from './settings.ts';
import type { BridgeSettings } from './settings.ts';
import { unknownExits } from './where.ts';

/**
 * The write-back proposal of a finished HEIST fight (BRG-D-46): everything the fight changed that City of Thieves
 * tracks, one line each, for the GM to approve (BRG-D-51). Nothing is written here: `writeBackChanges` turns the
 * approved lines into the changes the campaign writes as one step (BRG-D-52). The lines are built in steps
 * (proposal-people.ts, proposal-world.ts) over one context (proposal-context.ts).
 */

export type { ProposalOptions };

/** Problems with the inputs that make a proposal impossible, as a rejection; null when it can be built. */
function inputProblem(
  fight: FightResult,
  link: FightLink,
  campaign: CampaignFacts,
  table: CotSettings,
): Rejection | null {
  if (campaign.writtenBack !== null) {
    return refuse(
      'written-back',
      `This fight is already written back (${campaign.writtenBack}): undo that step to write it again (BRG-D-52)`,
      { skirmish: fight.id, step: campaign.writtenBack },
    );
  }
  if (!fight.ended) {
    return refuse(
      'in-progress',
      `The fight "${fight.id}" is still in progress: end or abandon it first (BRG-D-52)`,
      {
        skirmish: fight.id,
      },
    );
  }
  for (const model of Object.values(fight.models)) {
    if (!Object.hasOwn(link.models, model.id)) {
      return refuse(
        'unmatched',
        `${model.name} is neither matched to a character, accepted as a new NPC nor declined (BRG-D-50, BRG-D-52)`,
        { model: model.id },
      );
    }
  }
  for (const [id, model] of Object.entries(link.models)) {
    const named = isCharacter(model) ? model.start.name : id;
    if (!Object.hasOwn(fight.models, id)) {
      return refuse(
        'no-model',
        `${named} has no model "${id}" in the fight's result: remap it or say it took no part (BRG-D-52)`,
        {
          model: id,
        },
      );
    }
    if (model.who === 'new') {
      if (Object.hasOwn(campaign.characters, model.id)) {
        return refuse(
          'npc-id',
          `${fight.models[id]!.name}'s new NPC cannot take the id "${model.id}": a character has it`,
          {
            model: id,
          },
        );
      }
      if (model.category === 'crew') {
        return refuse(
          'category',
          `${fight.models[id]!.name}: only a model matched to a crew member is crew (BRG-D-50)`,
          {
            model: id,
          },
        );
      }
    }
  }
  const exits = unknownExits(fight, link);
  if (exits.length > 0) {
    return refuse(
      'exit',
      `The fight was left through ${inWords(exits.map((e) => `"${e}"`))}: say where ${exits.length === 1 ? 'it leads' : 'they lead'} (BRG-D-50)`,
      {
        exits,
      },
    );
  }
  const spot = campaign.spot;
  const nodes = [...link.zones, ...Object.values(link.exits)];
  const strange = spot ? nodes.filter((node) => !isNode(spot, node)) : [];
  if (strange.length > 0) {
    return refuse('zone', `The Spot has no zone ${inWords(strange.map((z) => `"${z}"`))} (BRG-D-27)`, {
      zones: strange,
    });
  }
  if (!bridgeSettingsOf(table).bridgeSurrender) {
    const gave = Object.values(fight.models).find((model) => model.surrendered);
    if (gave) {
      return refuse(
        'surrender',
        `${gave.name} surrendered, but the table plays no surrender (bridge_surrender, BRG-D-44)`,
        {
          model: gave.id,
        },
      );
    }
  }
  for (const [id, spent] of Object.entries(fight.foresight)) {
    const model = link.models[id];
    const had = isCharacter(model) ? model.start.foresight : 0;
    if (!Number.isInteger(spent) || spent < 0 || spent > had) {
      return refuse(
        'foresight',
        `${fight.models[id]!.name} cannot have spent ${spent} Foresight on the table: it had ${had} (BRG-D-1)`,
        {
          model: id,
        },
      );
    }
  }
  if (
    !Number.isInteger(fight.resources) ||
    fight.resources < 0 ||
    fight.resources > campaign.crew.resources
  ) {
    return refuse(
      'resources',
      `The crew cannot have spent ${fight.resources} Resources on the table: it has ${campaign.crew.resources} (BRG-D-18)`,
      {
        resources: fight.resources,
      },
    );
  }
  return null;
}

/** The zones an edit may put a character in (BRG-D-51): the Spot's and Outside, or the fight's own. */
function editLimits(
  fight: FightLink,
  campaign: CampaignFacts,
  table: CotSettings,
  bridge: BridgeSettings,
): EditLimits {
  const zones = campaign.spot
    ? Object.keys(campaign.spot.zones)
    : [...new Set([...fight.zones, ...Object.values(fight.exits)])].filter((zone) => zone !== outside);
  return {
    minRecoveryDays: table.minRecoveryDays,
    maxRecoveryDays: table.maxRecoveryDays ?? characterLimits.recoveryDaysMax,
    zones: [null, ...zones],
    heistRoundsPerActionRound: bridge.heistRoundsPerActionRound,
  };
}

/**
 * BRG-D-46: the write-back proposal of a finished fight — per character health and recovery days, restraint,
 * zone, Aware or Discovered, witnesses, ammunition and gear, Foresight spent; loot; Heat and Resources;
 * bypassed Securities and Calls for Help; vehicles; the time for the Job clock; chases to open; the first Cover
 * rolls when the scene goes on as Gang Warfare; new NPCs; the link to the log. A line that would change nothing is
 * left out; a fight in which nothing was played has no lines (BRG-D-45). Closing (BRG-D-45) is resolved first.
 * Never changes its inputs.
 * @returns a rejection naming the problem for a fight written back already or still in progress (BRG-D-52), a
 * model neither matched, accepted nor declined (BRG-D-50), a link naming a model the fight does not have, an exit
 * nobody said where it leads, Foresight or Resources spent beyond what there was, dice missing for a check, a d6
 * or a Cover roll, or a result a conversion cannot read (a sheet changed since the fight began).
 */
export function writeBackProposal(
  result: FightResult,
  link: FightLink,
  campaign: CampaignFacts,
  table: CotSettings,
  options: ProposalOptions = {},
): WriteBackProposal | Rejection {
  const wrong = inputProblem(result, link, campaign, table);
  if (wrong) return wrong;
  const bridge = bridgeSettingsOf(table);
  const limits = editLimits(link, campaign, table, bridge);
  if (nothingPlayed(result)) {
    const closing = { blasts: [], checks: [] };
    return { skirmish: result.id, empty: true, lines: [], closing, limits, people: {}, notes: [] };
  }
  const closed = closeFight(result, options.blasts, options.dice);
  if (isRejection(closed)) return closed;
  const fight = closed.fight;
  const ctx = contextOf(fight, link, campaign, table, bridge, options);
  const steps = [newNpcLines, healthLines];
  for (const step of steps) {
    const wrong = step(ctx);
    if (wrong) return wrong;
  }
  placeLines(ctx);
  awareLines(ctx, witnessLines(ctx));
  const gear = gearLines(ctx);
  if (gear) return gear;
  lootLines(ctx);
  crewLines(ctx);
  spotLines(ctx);
  const vehicles = vehicleLines(ctx);
  if (vehicles) return vehicles;
  const gameRounds = clockLine(ctx);
  if (typeof gameRounds !== 'number') return gameRounds;
  chaseLines(ctx);
  const cover = coverLines(ctx);
  if (cover) return cover;
  logLine(ctx, gameRounds);
  return {
    skirmish: fight.id,
    empty: false,
    lines: ctx.out.lines,
    closing: closed.closing,
    limits,
    people: peopleOf(ctx),
    notes: ctx.out.notes,
  };
}
