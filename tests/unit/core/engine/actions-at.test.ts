import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionsAt } from '../../../../core/engine/actions-at.ts';
import type { ActionView, MapTarget } from '../../../../core/engine/contract.ts';
import { refusedLines } from '../../../../core/cot/warfare/view-judge.ts';
import { deepFreeze } from '../cot/warfare/support.ts';

const targetArb: fc.Arbitrary<MapTarget> = fc.record({
  kind: fc.constantFrom('zone', 'barrier', 'person', 'loot'),
  id: fc.constantFrom('a', 'b', 'c'),
});
const atArb = fc.option(fc.uniqueArray(targetArb, { maxLength: 3, selector: (t) => `${t.kind}:${t.id}` }), {
  nil: undefined,
});
const viewArb: fc.Arbitrary<ActionView<number>> = fc
  .record({
    action: fc.constantFrom('move', 'bypass', 'drop'),
    options: fc.array(fc.record({ label: fc.string({ maxLength: 4 }), command: fc.nat(), at: atArb }), {
      maxLength: 5,
    }),
    refused: fc.array(
      fc.record({ label: fc.string({ maxLength: 4 }), reason: fc.constantFrom('r1', 'r2'), at: atArb }),
      {
        maxLength: 4,
      },
    ),
  })
  .map(({ action, options, refused }) => ({
    action,
    label: action,
    available: options.length > 0,
    reason: options.length > 0 ? null : 'none',
    options: options.map(({ at, ...o }) => ({ ...o, odds: null, ...(at ? { at } : {}) })),
    refused: refused.map(({ at, ...r }) => ({ ...r, ...(at ? { at } : {}) })),
    rule: 'X-1',
  }));

describe('actionsAt', () => {
  it('keeps only what is at the target, invents nothing, finds each option at its targets, never mutates', () => {
    fc.assert(
      fc.property(fc.array(viewArb, { maxLength: 4 }), targetArb, (views, target) => {
        const frozen = deepFreeze(views);
        const there = actionsAt(frozen, target);
        for (const action of there) {
          for (const option of action.options) {
            expect(frozen.some((v) => v.options.includes(option))).toBe(true);
            expect(option.at).toContainEqual(target);
          }
          expect(action.available).toBe(action.options.length > 0);
          expect(action.options.length + (action.refused?.length ?? 0)).toBeGreaterThan(0);
          if (!action.available) expect(action.reason).toBe(action.refused![0]!.reason);
        }
        for (const view of frozen) {
          for (const option of view.options) {
            if (!option.at?.some((t) => t.kind === target.kind && t.id === target.id)) continue;
            expect(there.some((a) => a.options.includes(option))).toBe(true);
          }
        }
      }),
    );
  });

  it('gives one refused line per reason at a target, joining the labels it refuses', () => {
    const office: MapTarget = { kind: 'zone', id: 'office' };
    const views: ActionView<string>[] = [
      {
        action: 'move',
        label: 'Move',
        available: false,
        reason: 'barred',
        options: [],
        refused: [
          { label: 'Sneak to Office', reason: 'barred', at: [office] },
          { label: 'Go to Office', reason: 'barred', at: [office] },
          { label: 'Go to Vault', reason: 'barred', at: [{ kind: 'zone', id: 'vault' }] },
        ],
        rule: 'COT-SPOT-3',
      },
    ];
    expect(actionsAt(views, office)).toEqual([
      {
        ...views[0],
        refused: [{ label: 'Sneak to Office or Go to Office', reason: 'barred', at: [office] }],
      },
    ]);
  });
});

describe('refusedLines', () => {
  it('merges one label’s targets, and folds a reason refusing many labels into one line under the action', () => {
    const z = (id: string): MapTarget => ({ kind: 'zone', id });
    expect(
      refusedLines('Ambush', [
        { label: 'A', reason: 'no Foresight', at: [z('1')] },
        { label: 'A', reason: 'no Foresight', at: [z('2')] },
        { label: 'B', reason: 'other', at: [] },
      ]),
    ).toEqual([
      { label: 'A', reason: 'no Foresight', at: [z('1'), z('2')] },
      { label: 'B', reason: 'other' },
    ]);
    const many = ['A', 'B', 'C', 'D', 'E'].map((label, i) => ({
      label,
      reason: 'no Foresight',
      at: [z(String(i))],
    }));
    expect(refusedLines('Ambush', many)).toEqual([
      { label: 'Ambush', reason: 'no Foresight', at: ['0', '1', '2', '3', '4'].map(z) },
    ]);
  });
});
