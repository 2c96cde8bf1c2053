import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advance,
  applyPatch,
  catchUp,
  diffJson,
  keptPatches,
  openChannel,
  parseHello,
  parseServerMessage,
  receive,
} from '../../../../core/player/wire.ts';
import type { JsonValue, Received } from '../../../../core/player/wire.ts';

/** JSON values shaped like views: nested objects and arrays, with keys that collide often. */
const json: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom<JsonValue>(null, true, false, 0, 1, 'a', ''),
    fc.integer(),
    fc.string({ maxLength: 6 }),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'name', '__proto__', 'constructor'), tie('value'), {
      maxKeys: 4,
      noNullPrototype: true,
    }),
  ),
})).value;

/** `value` with every object's keys in order, so two JSON texts compare whatever order keys were set in. */
function sortKeys(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries(entries.map(([key, item]) => [key, sortKeys(item)]));
}

describe('diffJson and applyPatch', () => {
  it('turns any value into any other: applyPatch(a, diffJson(a, b)) equals b', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const before = JSON.stringify(a);
        const patched = applyPatch(a, diffJson(a, b));
        expect(JSON.stringify(sortKeys(patched))).toBe(JSON.stringify(sortKeys(b)));
        expect(patched).toEqual(b);
        expect(JSON.stringify(a)).toBe(before); // the input is not changed
      }),
      { numRuns: 500 },
    );
  });

  it('survives the wire: the patch sent as JSON text applies the same', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const ops = JSON.parse(JSON.stringify(diffJson(a, b))) as ReturnType<typeof diffJson>;
        expect(JSON.stringify(sortKeys(applyPatch(a, ops)))).toBe(JSON.stringify(sortKeys(b)));
      }),
    );
  });

  it('finds nothing to send between equal values', () => {
    fc.assert(
      fc.property(json, (a) => {
        expect(diffJson(a, structuredClone(a))).toEqual([]);
      }),
    );
  });

  it('sends only what changed: one field of a large view is one small operation', () => {
    const rolls = Array.from({ length: 12 }, (_, index) => ({ who: `Crew ${index}`, total: index }));
    const before = { format: 'heistbox-player-view', version: 1, blank: false, rolls, round: 2 };
    const ops = diffJson(before, { ...before, round: 3 });
    expect(ops).toEqual([{ op: 'set', path: ['round'], value: 3 }]);
  });

  it('cuts a shorter array and appends to a longer one', () => {
    expect(diffJson({ list: [1, 2, 3] }, { list: [1] })).toEqual([{ op: 'len', path: ['list'], length: 1 }]);
    expect(diffJson([1], [1, 2])).toEqual([{ op: 'set', path: [1], value: 2 }]);
  });

  it('sends a list that gained a row on top and lost its oldest as one splice and one cut', () => {
    const row = (n: number) => ({ id: `roll-${n}`, who: 'Vex', faces: [n % 10, 3, 1], total: n });
    const before = { rolls: Array.from({ length: 12 }, (_, index) => row(12 - index)) };
    const after = { rolls: [row(13), ...before.rolls.slice(0, 11)] };
    expect(diffJson(before, after)).toEqual([
      { op: 'splice', path: ['rolls'], index: 0, remove: 0, items: [row(13)] },
      { op: 'len', path: ['rolls'], length: 12 },
    ]);
    const dropped = { rolls: before.rolls.slice(2) };
    expect(diffJson(before, dropped)).toEqual([
      { op: 'splice', path: ['rolls'], index: 0, remove: 2, items: [] },
    ]);
  });

  it('replaces only the middle of a list that changed length there', () => {
    expect(diffJson([1, 2, 3, 4], [1, 9, 9, 9, 4])).toEqual([
      { op: 'splice', path: [], index: 1, remove: 2, items: [9, 9, 9] },
    ]);
  });

  it('sets "__proto__" as a plain key, never as the prototype', () => {
    const patched = applyPatch({}, [{ op: 'set', path: ['__proto__'], value: { polluted: true } }]);
    expect(Object.getPrototypeOf(patched)).toBe(Object.prototype);
    expect(Object.hasOwn(patched as object, '__proto__')).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('throws on an operation that does not fit, naming the path', () => {
    expect(() => applyPatch({ a: 1 }, [{ op: 'set', path: ['b', 'c'], value: 1 }])).toThrow(/\["b"\]/);
    expect(() => applyPatch([1], [{ op: 'set', path: [5], value: 1 }])).toThrow(/past the array's end/);
    expect(() => applyPatch({ a: 1 }, [{ op: 'len', path: ['a'], length: 0 }])).toThrow(/Cannot cut/);
    expect(() => applyPatch({ a: 1 }, [{ op: 'del', path: ['b'] }])).toThrow(/No key b/);
    expect(() => applyPatch([1], [{ op: 'splice', path: [], index: 0, remove: 2, items: [] }])).toThrow(
      /Cannot splice/,
    );
  });
});

describe('a channel', () => {
  const v1 = { n: 1 };
  const v2 = { n: 2 };
  const v3 = { n: 3, extra: 'x' };

  it('numbers each change and sends a patch from the previous number', () => {
    const start = openChannel(v1, 100);
    const { channel, patch } = advance(start, v2);
    expect(patch).toEqual({
      kind: 'patch',
      rev: 101,
      base: 100,
      ops: [{ op: 'set', path: ['n'], value: 2 }],
    });
    expect(advance(channel, { n: 2 })).toEqual({ channel, patch: null });
  });

  it('catches a screen up from any number it still has, else sends a snapshot', () => {
    const one = openChannel(v1, 7);
    const three = advance(advance(one, v2).channel, v3).channel;
    const fromSeven = catchUp(three, 7);
    expect(fromSeven).toMatchObject({ kind: 'patch', rev: 9, base: 7 });
    expect(receive({ rev: 7, view: v1 }, fromSeven)).toEqual({
      kind: 'view',
      received: { rev: 9, view: v3 },
    });
    expect(catchUp(three, 9)).toEqual({ kind: 'patch', rev: 9, base: 9, ops: [] });
    expect(catchUp(three, null)).toEqual({ kind: 'snapshot', rev: 9, view: v3 });
    expect(catchUp(three, 6)).toEqual({ kind: 'snapshot', rev: 9, view: v3 }); // older than its history
    expect(catchUp(three, 10)).toEqual({ kind: 'snapshot', rev: 9, view: v3 }); // from another session
  });

  it(`keeps ${keptPatches} patches: a screen further behind gets a snapshot`, () => {
    let channel = openChannel({ n: 0 }, 0);
    for (let n = 1; n <= keptPatches + 5; n += 1) channel = advance(channel, { n }).channel;
    expect(channel.history).toHaveLength(keptPatches);
    expect(catchUp(channel, channel.rev - keptPatches).kind).toBe('patch');
    expect(catchUp(channel, channel.rev - keptPatches - 1).kind).toBe('snapshot');
  });

  it('refuses a first number that is not a whole number below 2^48', () => {
    expect(() => openChannel(v1, -1)).toThrow(RangeError);
    expect(() => openChannel(v1, 2 ** 48)).toThrow(/firstRev/);
  });

  it('keeps a screen in step through any sequence of views, whatever it missed', () => {
    fc.assert(
      fc.property(fc.array(json, { minLength: 1, maxLength: 8 }), fc.nat({ max: 7 }), (views, missed) => {
        let channel = openChannel(null, 1000);
        let held: Received = { rev: channel.rev, view: channel.view };
        views.forEach((view, index) => {
          const step = advance(channel, view);
          channel = step.channel;
          if (step.patch === null || index < missed) return; // the screen misses the first patches
          const next = receive(held, step.patch);
          const caughtUp = next.kind === 'view' ? next : receive(held, catchUp(channel, held.rev));
          if (caughtUp.kind !== 'view') throw new Error(`no catching up: ${caughtUp.kind}`);
          held = caughtUp.received;
        });
        const last = receive(held, catchUp(channel, held.rev));
        expect(last).toEqual({ kind: 'view', received: { rev: channel.rev, view: channel.view } });
      }),
    );
  });
});

describe('receive', () => {
  it('asks for a resync on a patch from another base or one that does not apply', () => {
    const patch = { kind: 'patch', rev: 3, base: 2, ops: [{ op: 'del', path: ['gone'] }] } as const;
    expect(receive(null, patch)).toEqual({ kind: 'resync' });
    expect(receive({ rev: 1, view: {} }, patch)).toEqual({ kind: 'resync' });
    expect(receive({ rev: 2, view: {} }, patch)).toEqual({ kind: 'resync' });
  });

  it('ends on a bye', () => {
    expect(receive(null, { kind: 'bye', reason: 'dropped' })).toEqual({ kind: 'ended', reason: 'dropped' });
  });
});

describe('parseHello', () => {
  it('accepts only a hello with a number or null', () => {
    expect(parseHello('{"kind":"hello","rev":null}')).toEqual({ kind: 'hello', rev: null });
    expect(parseHello('{"kind":"hello","rev":42}')).toEqual({ kind: 'hello', rev: 42 });
    for (const text of [
      '',
      'hello',
      '{"kind":"hello"}',
      '{"kind":"hello","rev":-1}',
      '{"kind":"hello","rev":1.5}',
      '{"kind":"hello","rev":"1"}',
      '{"kind":"hello","rev":1,"views":{}}',
      '{"kind":"publish","rev":1}',
      '[{"kind":"hello","rev":1}]',
      `{"kind":"hello","rev":null,"pad":"${'x'.repeat(2000)}"}`,
    ]) {
      expect(parseHello(text), text.slice(0, 40)).toBeNull();
    }
  });
});

describe('parseServerMessage', () => {
  it('reads what a channel sends and refuses anything else', () => {
    const sent = [
      { kind: 'snapshot', rev: 1, view: { a: [1] } },
      { kind: 'patch', rev: 2, base: 1, ops: [{ op: 'len', path: ['a'], length: 0 }] },
      {
        kind: 'patch',
        rev: 3,
        base: 2,
        ops: [{ op: 'splice', path: ['a'], index: 0, remove: 0, items: [1] }],
      },
      { kind: 'bye', reason: 'token-changed' },
    ];
    for (const message of sent) expect(parseServerMessage(JSON.stringify(message))).toEqual(message);
    for (const text of [
      'nope',
      '{"kind":"bye","reason":"because"}',
      '{"kind":"patch","rev":2,"base":1,"ops":[{"op":"set","path":[-1],"value":1}]}',
      '{"kind":"patch","rev":2,"base":1,"ops":[{"op":"move","path":[]}]}',
      '{"kind":"patch","rev":2,"base":1,"ops":[{"op":"splice","path":[],"index":0,"remove":-1,"items":[]}]}',
      '{"kind":"snapshot","rev":1}',
    ]) {
      expect(parseServerMessage(text), text).toBeNull();
    }
  });
});
