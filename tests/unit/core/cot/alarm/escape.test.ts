import { describe, expect, it } from 'vitest';
import { escapeCount, escapeCover } from '../../../../../core/cot/alarm/index.ts';
import type { EscapeGround } from '../../../../../core/cot/alarm/index.ts';
import type { AlarmGate, Spot } from '../../../../../core/cot/spot/index.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { barrier, buildSpot, chain, security, zone } from '../spot/support.ts';

/** The escape count (MotH "Escape Moves"), worked by hand. */

const vex = characterId('vex');

function ground(spot: Spot, guards: Record<string, number> = {}, closed: AlarmGate[] = []): EscapeGround {
  return { spot, closedGates: closed, guardsIn: (zone) => guards[zone] ?? 0 };
}

describe('escapeCount', () => {
  // The source's figure as a chain: Blue in s, an unsubdued guard in g, then x and y, y opening onto the exit.
  const figure = chain('figure', ['y', 'x', 'g', 's']);

  it("matches the source's example: one move into the guard's space, two to leave it unsubdued, two to the exit = 5", () => {
    const count = escapeCount(ground(figure, { g: 1 }), vex, 's');
    expect(count.moves).toBe(5);
    expect(count.route.map((step) => [step.from, step.to, step.moves])).toEqual([
      ['s', 'g', 1],
      ['g', 'x', 2],
      ['x', 'y', 1],
      ['y', 'outside', 1],
    ]);
  });

  it('costs three to leave a zone with two unsubdued guards', () => {
    expect(escapeCount(ground(chain('two', ['a']), { a: 2 }), vex, 'a').moves).toBe(3);
  });

  it('goes round a guarded zone when that is shorter', () => {
    // s opens onto g (a guard) and onto long (no guard); both reach the edge.
    const spot = buildSpot('round', [
      zone('s'),
      zone('g'),
      zone('long'),
      barrier('s-g', 's', 'g'),
      barrier('s-long', 's', 'long'),
      barrier('g-out', 'g', 'outside'),
      barrier('long-out', 'long', 'outside'),
    ]);
    expect(escapeCount(ground(spot, { g: 2 }), vex, 's').moves).toBe(2);
  });

  it('treats a way with a Security still standing as impassable (locked ways); bypassed, it is open', () => {
    const locked = chain('locked', ['a', 'b'], [security('a-b', 'lock', 'lock', 12)]);
    expect(escapeCount(ground(locked), vex, 'b')).toMatchObject({ moves: null, route: [] });
    const open = {
      ...locked,
      barriers: {
        ...locked.barriers,
        'a-b': {
          ...locked.barriers['a-b']!,
          securities: [{ id: 'lock', tag: 'lock' as const, score: 12, bypassed: true }],
        },
      },
    };
    expect(escapeCount(ground(open), vex, 'b').moves).toBe(2);
  });

  it('treats a closed gate (a barrier, or a zone) as impassable', () => {
    const spot = chain('gated', ['a', 'b']);
    expect(escapeCount(ground(spot, {}, [{ kind: 'barrier', barrier: 'a-b' }]), vex, 'b').moves).toBeNull();
    expect(escapeCount(ground(spot, {}, [{ kind: 'zone', zone: 'a' }]), vex, 'b').moves).toBeNull();
    expect(escapeCount(ground(spot, {}, [{ kind: 'zone', zone: 'b' }]), vex, 'b').moves).toBe(2); // leaving is free
  });

  it('is 0 at the edge already', () => {
    expect(escapeCount(ground(chain('edge', ['a'])), vex, 'outside').moves).toBe(0);
  });
});

describe('escapeCover (MOTH-D-3: Foresight for moves, then the last-ditch die)', () => {
  it('spends a Foresight per move short, then needs the die to show the moves left', () => {
    // The source: Blue needs 5, spends his last two Ideas, "needs to roll a 3 or higher".
    expect(escapeCover(5, 2, 1, 6)).toEqual({ foresight: 2, lastDitch: 3, reachable: true });
  });

  it('needs no roll when Foresight covers every move, and finds no chance past the die', () => {
    expect(escapeCover(3, 5, 1, 6)).toEqual({ foresight: 3, lastDitch: null, reachable: true });
    expect(escapeCover(9, 1, 1, 6)).toEqual({ foresight: 1, lastDitch: null, reachable: false });
    expect(escapeCover(4, 5, 2, 6)).toEqual({ foresight: 4, lastDitch: 2, reachable: true });
  });
});
