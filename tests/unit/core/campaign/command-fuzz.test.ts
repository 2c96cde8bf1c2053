import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, decide, foldEntry, seededDice } from '../../../../core/index.ts';
import type { CampaignCommand, CampaignState } from '../../../../core/index.ts';
import { simulateCampaign } from '../../../helpers/campaign-gen.ts';

/**
 * A malformed command — wrong types, unknown ids, 1e308 distances, NaN, stray or missing fields — is refused
 * with a message naming what is wrong, and never throws: every command the simulated GM played, with one field
 * changed, goes through `decide`, which refuses it cleanly or accepts events that apply.
 */

const simulated = simulateCampaign({ entries: 300, seed: 11 });

/** The state before each command, so a mutated command meets the campaign its original met. */
const before: (CampaignState | null)[] = [];
{
  let state: CampaignState | null = null;
  for (const entry of simulated.entries) {
    before.push(state);
    state = foldEntry(state, entry);
  }
}

type Path = readonly (string | number)[];

function allPaths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_item, index) => index) : Object.keys(value);
  return [
    prefix,
    ...keys.flatMap((key) => allPaths((value as Record<string | number, unknown>)[key], [...prefix, key])),
  ];
}

const remove = Symbol('remove');

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const items = value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
    return rest.length === 0 && replacement === remove ? items.filter((_, i) => i !== head) : items;
  }
  const record = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === remove) delete record[head];
  else record[head] = replaceAt(record[head], rest, replacement);
  return record;
}

/** What a hostile or careless caller puts in a field. */
const hostile = fc.oneof(
  fc.constantFrom(
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    1e308,
    -1e308,
    -1,
    0,
    0.5,
    2 ** 53,
    '',
    ' ',
    '__proto__',
    'constructor',
    'nobody',
    'x'.repeat(100_001),
    null,
    undefined,
    true,
    {},
    [],
    [null],
    { type: 'heist/move' },
    { __proto__: { polluted: true } },
    remove,
  ),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double(),
);

/** Mostly the scene commands (opening scenes, engine actions, children, turns), sometimes any command. */
const sceneIndices = simulated.commands.flatMap((c, index) =>
  c.type.startsWith('scene/') && c.type !== 'scene/wait' ? [index] : [],
);
const mutation = fc
  .oneof(
    { arbitrary: fc.constantFrom(...sceneIndices), weight: 3 },
    { arbitrary: fc.integer({ min: 0, max: simulated.commands.length - 1 }), weight: 1 },
  )
  .chain((index) =>
    fc.record({
      index: fc.constant(index),
      path: fc.constantFrom(...allPaths(simulated.commands[index]).filter((p) => p.length > 0)),
      value: hostile,
      extra: fc.boolean(),
    }),
  );

function mutated({
  index,
  path,
  value,
  extra,
}: {
  index: number;
  path: Path;
  value: unknown;
  extra: boolean;
}) {
  const command = replaceAt(simulated.commands[index], path, value) as Record<string, unknown>;
  return (extra ? { ...command, stray: 1 } : command) as unknown as CampaignCommand;
}

describe('decide on mutated real commands', () => {
  it('the simulated GM played every kind of scene command', () => {
    const types = new Set(simulated.commands.map((c) => c.type));
    for (const type of [
      'scene/open',
      'scene/act',
      'scene/start-child',
      'scene/bolster',
      'dice/roll',
      'spot/add-zone',
    ])
      expect(types).toContain(type);
  });

  it('never throws, refuses with a message (never as a crash), or accepts events that apply', () => {
    fc.assert(
      fc.property(mutation, fc.string({ maxLength: 4 }), (m, seed) => {
        const state = before[m.index] ?? null;
        const command = mutated(m);
        const decision = decide(state, command, seededDice(`fuzz-${seed}`));
        if (!decision.ok) {
          expect(decision.code).not.toBe('command/failed');
          expect(decision.message.length).toBeGreaterThan(0);
          return;
        }
        let next: CampaignState | null = state;
        for (const event of decision.events) next = apply(next, event);
      }),
      { numRuns: 3000 },
    );
  });

  it('names the field of a malformed scene command', () => {
    const act = simulated.commands.findIndex((c) => c.type === 'scene/act');
    const command = simulated.commands[act] as unknown as Record<string, unknown>;
    const inner = command.command as Record<string, unknown>;
    const broken = { ...command, command: { ...inner, type: 42 } } as unknown as CampaignCommand;
    const decision = decide(before[act] ?? null, broken, seededDice('x'));
    expect(decision).toMatchObject({ ok: false, code: 'command/invalid' });
    expect(!decision.ok && decision.message).toMatch(/^command\.type: /);
  });
});
