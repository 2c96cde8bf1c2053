import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, decide, seededDice } from '../../../../core/index.ts';
import type { CampaignCommand, CampaignState } from '../../../../core/index.ts';
import { offered, stamp, starts } from './gm-tables.ts';

/**
 * Every decision `decide` accepts records at least one event, whatever the GM clicks and however often: a simulated
 * GM plays what the views offer (the turn panel's actions, the engines' GM rulings, the Spot's Job controls, the
 * round and turn keys), and now and then the same command twice in a row, as a double-click. A command that would
 * change nothing is refused with its own words, never by the generic `command/no-change` net alone.
 */

// ── The property ────────────────────────────────────────────────────────────────────────────────────

interface Tally {
  accepted: number;
  repeated: number;
  engines: Set<string>;
  generic: string[];
}

/** Plays one command; false when refused. Every acceptance must hold an event. */
function step(state: CampaignState, command: CampaignCommand, n: number, tally: Tally) {
  const decision = decide(state, command, seededDice(`fuzz-${n}`));
  if (!decision.ok) {
    if (decision.code === 'command/no-change')
      tally.generic.push(`${describeCommand(command)}: ${decision.message}`);
    return null;
  }
  expect(decision.events.length, describeCommand(command)).toBeGreaterThan(0);
  tally.accepted += 1;
  if (command.type === 'scene/act') tally.engines.add(command.engine);
  return decision.events.reduce(apply, state);
}

function describeCommand(command: CampaignCommand): string {
  return JSON.stringify(command.type === 'scene/act' ? command.command : command);
}

describe('decide, over whatever the views offer', () => {
  it('accepts no decision without an event, and refuses a repeated command with its own words', () => {
    const tally: Tally = { accepted: 0, repeated: 0, engines: new Set(), generic: [] };
    for (const [index, start] of starts.entries()) {
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 4, maxLength: 16 }), (picks) => {
          let state = start;
          for (const [pick, twice] of picks) {
            const options = offered(state);
            const chosen = options[pick % options.length]!;
            const next = step(state, stamp(chosen), pick, tally);
            if (next === null) continue;
            state = next;
            if (!twice) continue;
            tally.repeated += 1;
            state = step(state, stamp(chosen), pick + 1, tally) ?? state;
          }
        }),
        { numRuns: 5, seed: 16 + index },
      );
    }
    console.log('TALLY', starts.length, tally.accepted, tally.repeated, [...tally.engines]);
    expect(tally.generic).toEqual([]);
    expect(tally.accepted).toBeGreaterThan(200);
    expect(tally.repeated).toBeGreaterThan(50);
    expect([...tally.engines].sort()).toEqual(['chase', 'heist', 'prep', 'skirmish', 'social', 'warfare']);
  }, 120_000);
});
