import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import {
  cardDrafts,
  deckUses,
  draftPreview,
  emptyDraft,
  emptySide,
  eventSchema,
  exampleSides,
  fightSetup,
  houseDeck,
  modelProfile,
  printModel,
  replaySkirmish,
  setupProblems,
  setupSchema,
  startSkirmish,
  vehicleMotions,
  weaponNames,
  weaponTable,
} from '../../../../../core/skirmish/index.ts';
import type {
  CardDraft,
  CardEffect,
  DeckDraft,
  FightDraft,
  SideDraft,
  VehicleDraft,
} from '../../../../../core/skirmish/index.ts';

const crew = 'Mr. A (3/5) SMG w/2 reloads\nMr. B (3/5) SMG w/2 reloads\nMr. D (2/3) Pistol w/1 reload';
const table = [
  'Name\tActions\tSkill\tEquipment',
  'Officer A\t3\t5\tService pistol w/2 reloads',
  'Officer B\t4\t6\tCombat shotgun, Service pistol, body armor',
].join('\n');

function draftWith(changes: Partial<FightDraft> = {}, sides?: SideDraft[]): FightDraft {
  return {
    ...emptyDraft(),
    name: 'Bank job',
    sides: sides ?? [
      { ...emptySide(0), name: 'Crew', roster: crew },
      { ...emptySide(1), name: 'Police', roster: table },
    ],
    ...changes,
  };
}

const side = (index: number, changes: Partial<SideDraft>): SideDraft => ({
  ...emptySide(index),
  name: `Side ${index + 1}`,
  roster: `Model ${index + 1} (3/5) SMG`,
  ...changes,
});

function problemsOf(draft: FightDraft): { field: string; message: string }[] {
  const result = fightSetup(draft);
  if (result.ok) throw new Error('expected problems');
  return [...result.problems];
}

describe('fightSetup: a two-side fight from pasted rosters', () => {
  it('reads the short format and the table format into a setup the engine starts (HST-MODEL-2)', () => {
    const result = fightSetup(
      draftWith({
        first: 1,
        visibility: { darkness: 16, weather: null },
        pressure: { mode: 'rising', levels: [null, 12] },
        options: { vehicleExplosionMode: 'hollywood' },
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { setup, sides } = result;
    expect(sides).toEqual([
      { id: 's1', label: 'Crew', crew: true },
      { id: 's2', label: 'Police', crew: false },
    ]);
    expect(setup.name).toBe('Bank job');
    expect(setup.firstSide).toBe('s2');
    expect(setup.visibility).toEqual({ darkness: 16, weather: null });
    expect(setup.pressure).toEqual({ mode: 'rising', levels: { s2: 12 } });
    expect(setup.settings).toEqual({ vehicleExplosionMode: 'hollywood' });
    expect(setup.sides[0]!.models.map((m) => [m.id, m.profile.name])).toEqual([
      ['s1-m1', 'Mr. A'],
      ['s1-m2', 'Mr. B'],
      ['s1-m3', 'Mr. D'],
    ]);
    expect(setup.sides[1]!.models.map((m) => m.id)).toEqual(['s2-m1', 's2-m2']);
    expect(setup.sides[1]!.models[1]!.profile).toEqual(
      modelProfile('Officer B', 4, 6, {
        long: { weapon: 'Combat shotgun', reloads: 2 },
        sidearm: { weapon: 'Service pistol', reloads: 1 },
        armor: true,
      }),
    );
    expect(setupProblems(setup)).toEqual([]);
    const started = startSkirmish(setup, seededDice(1), houseDeck);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const event = started.events[0]!;
    if (event.type !== 'skirmish/started') throw new Error('expected the start');
    expect(event.turnOrder).toEqual(['s2', 's1']);
    expect(event.scenario.pressureLevels).toEqual({ s1: 6, s2: 12 }); // HST-PRESS-1: 3 models, none with 4 actions
    expect(event.scenario.settings.vehicleExplosionMode).toBe('hollywood');
    expect(event.models).toHaveLength(5);
  });

  it('a dice-off leaves the first side open (HST-D-6); nothing optional is sent when unset', () => {
    const result = fightSetup(draftWith());
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.setup.firstSide).toBeNull();
    expect(result.setup).not.toHaveProperty('visibility');
    expect(result.setup).not.toHaveProperty('pressure');
    expect(result.setup).not.toHaveProperty('settings');
    expect(result.setup.sides[0]).not.toHaveProperty('reserves');
    expect(result.setup.sides[0]).not.toHaveProperty('entryPoints');
  });

  it('reserves get their own ids, their arrival round and the side’s entry points (HST-REINF-1..2)', () => {
    const result = fightSetup(
      draftWith({}, [
        side(0, {
          reserves: 'Backup (3/5) SMG\nDriver (2/4) Pistol',
          reservesArrive: 2,
          entryPoints: 'Van, Alley, ',
        }),
        side(1, { stance: 'aggressive' }),
      ]),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const first = result.setup.sides[0]!;
    expect(first.reserves?.map((r) => [r.id, r.profile.name, r.arrivesAfterRound])).toEqual([
      ['s1-r1', 'Backup', 2],
      ['s1-r2', 'Driver', 2],
    ]);
    expect(first.entryPoints).toEqual([
      { id: 's1-e1', name: 'Van' },
      { id: 's1-e2', name: 'Alley' },
    ]);
    expect(result.setup.sides[1]!.stance).toBe('aggressive');
  });

  it('four sides are fine; every id is unique', () => {
    const result = fightSetup(
      draftWith(
        {},
        [0, 1, 2, 3].map((i) => side(i, {})),
      ),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.sides.map((s) => s.id)).toEqual(['s1', 's2', 's3', 's4']);
  });

  it('the example rosters make two five-model sides the engine accepts', () => {
    const result = fightSetup(draftWith({}, exampleSides()));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.setup.sides.map((s) => s.models.length)).toEqual([5, 5]);
    expect(startSkirmish(result.setup, seededDice(2), houseDeck).ok).toBe(true);
  });
});

describe('fightSetup: every problem names its field', () => {
  it('the fight needs a name', () => {
    expect(problemsOf(draftWith({ name: '  ' }))).toEqual([
      { field: 'name', message: 'The fight needs a name' },
    ]);
    expect(problemsOf(draftWith({ name: 'x'.repeat(201) }))[0]?.message).toBe(
      "A fight's name has at most 200 characters",
    );
  });

  it('two to four sides', () => {
    expect(problemsOf(draftWith({}, [side(0, {})]))).toEqual([
      { field: 'sides', message: 'A fight needs at least two sides' },
    ]);
    expect(
      problemsOf(
        draftWith(
          {},
          [0, 1, 2, 3, 4].map((i) => side(i, {})),
        ),
      ),
    ).toEqual([{ field: 'sides', message: 'A fight has at most four sides' }]);
  });

  it('side names: present, short, different', () => {
    expect(problemsOf(draftWith({}, [side(0, { name: ' ' }), side(1, {})]))).toEqual([
      { field: 'side-1-name', message: 'Side 1 needs a name' },
    ]);
    expect(problemsOf(draftWith({}, [side(0, { name: 'x'.repeat(61) }), side(1, {})]))).toEqual([
      { field: 'side-1-name', message: "Side 1's name has at most 60 characters" },
    ]);
    expect(problemsOf(draftWith({}, [side(0, { name: 'Cops' }), side(1, { name: ' cops ' })]))).toEqual([
      { field: 'side-2-name', message: 'Side 2 has the same name as side 1 ("cops")' },
    ]);
  });

  it('each bad roster line, with its side and line number (RosterProblem)', () => {
    const roster = 'Mr. A (3/5) SMG\n\nMr. B (6/5) SMG\nMr. C (3/5) Bazooka';
    expect(problemsOf(draftWith({}, [side(0, {}), side(1, { roster })]))).toEqual([
      { field: 'side-2-roster', message: 'Side 2, line 3: Actions must be 1–5 (got 6)' },
      { field: 'side-2-roster', message: 'Side 2, line 4: "Bazooka" is not gear the roster knows' },
    ]);
  });

  it('a side with no models', () => {
    expect(problemsOf(draftWith({}, [side(0, { roster: '\n  \n' }), side(1, {})]))).toEqual([
      { field: 'side-1-roster', message: 'Side 1 has no models' },
    ]);
  });

  it('reserves: bad lines, arrival round, entry points', () => {
    const reserves = 'Backup (3/5) SMG\nBad line';
    expect(
      problemsOf(
        draftWith({}, [side(0, {}), side(1, { reserves, reservesArrive: 1.5, entryPoints: ' , ' })]),
      ),
    ).toEqual([
      {
        field: 'side-2-reserves',
        message:
          'Side 2 reserves, line 2: Expected "Name (Actions/Skill) gear" or the columns Name, Actions, Skill, Equipment',
      },
      {
        field: 'side-2-reservesArrive',
        message: 'Side 2: the reserves arrive after a whole number of rounds from 0 to 1000',
      },
      {
        field: 'side-2-entryPoints',
        message: 'Side 2 has reserves but no entry point for them (HST-REINF-2)',
      },
    ]);
  });

  it('no reserves: the arrival round is not checked', () => {
    expect(fightSetup(draftWith({}, [side(0, { reservesArrive: null }), side(1, {})])).ok).toBe(true);
  });

  it('entry points named twice, too long, too many', () => {
    const many = Array.from({ length: 21 }, (_, i) => `Door ${i}`).join(',');
    expect(problemsOf(draftWith({}, [side(0, { entryPoints: 'Van, van' }), side(1, {})]))).toEqual([
      { field: 'side-1-entryPoints', message: 'Side 1 names the entry point "van" twice' },
    ]);
    expect(problemsOf(draftWith({}, [side(0, { entryPoints: 'x'.repeat(61) }), side(1, {})]))).toEqual([
      { field: 'side-1-entryPoints', message: "Side 1: an entry point's name has at most 60 characters" },
    ]);
    expect(problemsOf(draftWith({}, [side(0, { entryPoints: many }), side(1, {})]))).toEqual([
      { field: 'side-1-entryPoints', message: 'Side 1 has more than 20 entry points' },
    ]);
  });

  it('more than 100 models on a side', () => {
    const roster = Array.from({ length: 101 }, (_, i) => `M${i} (3/5) SMG`).join('\n');
    expect(problemsOf(draftWith({}, [side(0, { roster }), side(1, {})]))).toEqual([
      { field: 'side-1-roster', message: 'Side 1 has more than 100 models' },
    ]);
  });

  it('a name used on two sides, or in a side’s reserves (HST-MEAS-1)', () => {
    const problems = problemsOf(
      draftWith({}, [
        side(0, { roster: 'Mr. A (3/5) SMG', reserves: 'mr. a (3/5) SMG', entryPoints: 'Van' }),
        side(1, { roster: 'Mr. A (3/5) SMG' }),
      ]),
    );
    expect(problems).toEqual([
      {
        field: 'side-1-reserves',
        message: 'Side 1: the name "mr. a" is already used in side 1 (HST-MEAS-1)',
      },
      { field: 'side-2-roster', message: 'Side 2: the name "Mr. A" is already used in side 1 (HST-MEAS-1)' },
    ]);
  });

  it('the first side must exist', () => {
    expect(problemsOf(draftWith({ first: 2 }))).toEqual([
      { field: 'first', message: 'There is no side 3 to go first' },
    ]);
    expect(problemsOf(draftWith({ first: Number.NaN }))).toEqual([
      { field: 'first', message: 'Choose the side that goes first, or a dice-off' },
    ]);
  });

  it('visibility ratings are 1–100 inches (HST-VIS-1)', () => {
    expect(problemsOf(draftWith({ visibility: { darkness: 0, weather: Number.NaN } }))).toEqual([
      { field: 'visibility-darkness', message: 'The darkness rating is 1–100 inches, or none (HST-VIS-1)' },
      { field: 'visibility-weather', message: 'The weather rating is 1–100 inches, or none (HST-VIS-1)' },
    ]);
  });

  it('pressure: a level needs a mode, and a level in range', () => {
    expect(problemsOf(draftWith({ pressure: { mode: 'off', levels: [10, null] } }))).toEqual([
      { field: 'pressure-level-1', message: "Side 1's pressure level needs a pressure mode" },
    ]);
    expect(problemsOf(draftWith({ pressure: { mode: 'overtime', levels: [0, 601] } }))).toEqual([
      {
        field: 'pressure-level-1',
        message: "Side 1's pressure level is more than 0 and at most 600 minutes",
      },
      {
        field: 'pressure-level-2',
        message: "Side 2's pressure level is more than 0 and at most 600 minutes",
      },
    ]);
    const bad = { mode: 'sudden' as 'off', levels: [] };
    expect(problemsOf(draftWith({ pressure: bad }))).toEqual([
      { field: 'pressure-mode', message: '"sudden" is not a pressure mode' },
    ]);
  });

  it('table options out of range name the option', () => {
    expect(problemsOf(draftWith({ options: { baseWidth: 0, handLimit: Number.NaN } }))).toEqual([
      { field: 'option-baseWidth', message: 'Base width: must be more than 0 and at most 4 inches (got 0)' },
      { field: 'option-handLimit', message: 'Heist card hand limit: enter a number' },
    ]);
    const unknown = { colour: 'red' } as unknown as FightDraft['options'];
    expect(problemsOf(draftWith({ options: unknown }))).toEqual([
      { field: 'option-colour', message: '"colour" is not a table option' },
    ]);
  });

  it('what only the engine schema checks comes back under "setup" (a base width under 0.01 inch)', () => {
    const problems = problemsOf(draftWith({ options: { baseWidth: 0.001 } }));
    expect(problems.every((p) => p.field === 'setup')).toBe(true);
    expect(problems[0]?.message).toContain('settings.baseWidth');
  });
});

describe('draftPreview: the models as read, printed back', () => {
  it('prints each model and the problems of each line', () => {
    const preview = draftPreview(
      draftWith({}, [
        side(0, { roster: table, reserves: 'Backup (3/5) SMG\n(oops' }),
        side(1, { roster: 'Mr. A (3/5) SMG w/2 reloads\nMr. X (9/5) SMG' }),
      ]),
    );
    expect(preview[0]!.models).toEqual([
      {
        name: 'Officer A',
        actions: 3,
        skill: 5,
        gear: 'Service pistol w/2 reloads',
        text: 'Officer A (3/5) Service pistol w/2 reloads',
      },
      {
        name: 'Officer B',
        actions: 4,
        skill: 6,
        gear: 'Combat shotgun w/2 reloads, Service pistol w/1 reload, body armor',
        text: 'Officer B (4/6) Combat shotgun w/2 reloads, Service pistol w/1 reload, body armor',
      },
    ]);
    expect(preview[0]!.problems).toEqual([]);
    expect(preview[0]!.reserves.map((m) => m.text)).toEqual(['Backup (3/5) Submachine gun w/2 reloads']);
    expect(preview[0]!.reserveProblems).toHaveLength(1);
    expect(preview[0]!.reserveProblems[0]).toMatch(/^Line 2: /);
    expect(preview[0]!.defaultLevel).toBe(5); // HST-PRESS-1: 2 + 2 + 1
    expect(preview[1]!.models.map((m) => m.name)).toEqual(['Mr. A']);
    expect(preview[1]!.problems).toEqual(['Line 2: Actions must be 1–5 (got 9)']);
  });

  it('the default pressure level follows the rounding option (TV-HST-PRESS-1-a)', () => {
    const roster = 'A (4/5) SMG\nB (3/5) SMG\nC (3/5) SMG\nD (3/5) SMG\nE (3/5) SMG';
    const draft = draftWith({}, [side(0, { roster }), side(1, {})]);
    expect(draftPreview(draft)[0]!.defaultLevel).toBe(11);
    expect(draftPreview({ ...draft, options: { pressureLevelRounding: true } })[0]!.defaultLevel).toBe(15);
  });

  it('revolvers print "no speedloaders" only against the table’s default (HST-D-4)', () => {
    const draft = draftWith({ options: { revolverSpeedloadersDefault: false } }, [
      side(0, { roster: 'R (3/5) Revolver' }),
      side(1, {}),
    ]);
    expect(draftPreview(draft)[0]!.models[0]!.gear).toBe('Service revolver w/2 reloads');
    const result = fightSetup(draft);
    if (!result.ok) throw new Error('expected a setup');
    expect(result.setup.sides[0]!.models[0]!.profile.speedloaders).toBe(false);
  });
});

const weapons = weaponNames.map((name) => ({ name, kind: weaponTable[name].kind }));
/** Mostly good values, now and then a bad one, so that both accepted and refused drafts come up. */
function mostly<T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ arbitrary: good, weight: 25 }, { arbitrary: bad, weight: 1 });
}

const lineArb = mostly(
  fc.record({
    actions: mostly(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, 6)),
    skill: mostly(fc.integer({ min: 1, max: 10 }), fc.constantFrom(0, 11)),
    weapon: fc.constantFrom(...weapons),
    reloads: fc.option(fc.integer({ min: 0, max: 4 })),
    armor: fc.boolean(),
  }),
  fc.constant(null),
);

const sideArb = (index: number): fc.Arbitrary<SideDraft> =>
  fc
    .record({
      lines: mostly(fc.array(lineArb, { minLength: 1, maxLength: 4 }), fc.array(lineArb, { maxLength: 0 })),
      reserves: fc.array(lineArb, { maxLength: 2 }),
      arrive: mostly(fc.integer({ min: 0, max: 3 }), fc.constantFrom(null, -1, 2.5)),
      entries: mostly(fc.constantFrom('Van', 'Van, Alley'), fc.constantFrom('', 'Van, van')),
      stance: fc.constantFrom('aggressive', 'defensive') as fc.Arbitrary<'aggressive' | 'defensive'>,
      name: mostly(fc.constant(`Side ${index + 1}`), fc.constantFrom('', 'side 1', 'x'.repeat(61))),
    })
    .map((r) => {
      const text = (lines: typeof r.lines, prefix: string) =>
        lines
          .map((line, i) => {
            if (!line) return 'garbage line';
            const reloads = line.reloads === null ? '' : ` w/${line.reloads} reloads`;
            const armor = line.armor ? ', body armor' : '';
            const model = printModel(modelProfile(`${prefix}${i}`, line.actions, line.skill));
            return `${model} ${line.weapon.name}${reloads}${armor}`;
          })
          .join('\n');
      return {
        name: r.name,
        stance: r.stance,
        roster: text(r.lines, `S${index}M`),
        reserves: text(r.reserves, `S${index}R`),
        reservesArrive: r.arrive,
        entryPoints: r.entries,
      };
    });

/** A vehicle the draft accepts when the rosters have the models it seats (`sideArb` names them `S<side>M<i>`). */
const goodVehicleArb = (index: number): fc.Arbitrary<VehicleDraft> =>
  fc
    .record({
      capacity: fc.constantFrom(null, 1, 5, 99),
      passengerSeats: fc.constantFrom(null, 1, 4, 20),
      motion: fc.constantFrom(...vehicleMotions),
      running: fc.boolean(),
      side: fc.constantFrom(null, 0, 1),
      driver: fc.constantFrom('', `S${index}M0`, ` s${index}m0 `),
      passengers: fc.subarray([`S${index}M1`]),
    })
    .map((r) => ({ ...r, name: `Car ${index + 1}`, running: r.running || r.motion !== 'stopped' }));

/** A vehicle with any field possibly wrong: unknown, reserve or twice-seated models, bad numbers and names. */
const anyVehicleArb = (index: number): fc.Arbitrary<VehicleDraft> =>
  fc.record({
    name: mostly(fc.constant(`Car ${index + 1}`), fc.constantFrom('', 'Car 1', 'S0M0', 'x'.repeat(61))),
    capacity: mostly(fc.constantFrom(null, 1, 5, 99), fc.constantFrom(0, 100, 2.5, Number.NaN)),
    passengerSeats: mostly(fc.constantFrom(null, 1, 4, 20), fc.constantFrom(-1, 0, 21, Number.NaN)),
    motion: fc.constantFrom(...vehicleMotions),
    running: fc.boolean(),
    side: mostly(fc.constantFrom(null, 0, 1), fc.constantFrom(5, -1)),
    driver: fc.constantFrom('', `S${index}M0`, 'Ghost', 'S0R0', 'S0M1'),
    passengers: fc.subarray(['S0M1', 'Ghost', 'S1R0', `S${index}M0`, 'S0M2', 'S1M2']),
  });

const vehiclesArb = (vehicle: (index: number) => fc.Arbitrary<VehicleDraft>): fc.Arbitrary<VehicleDraft[]> =>
  fc.integer({ min: 0, max: 2 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => vehicle(i))));

const effectArb: fc.Arbitrary<CardEffect> = mostly(
  fc.oneof(
    fc.record({
      kind: fc.constant('shift' as const),
      amount: fc.constantFrom(-3, -1, 1, 3),
      on: fc.constantFrom('own-shot' as const, 'enemy-shot' as const),
    }),
    fc.record({
      kind: fc.constant('reroll' as const),
      on: fc.constantFrom('own-roll' as const, 'enemy-shot' as const),
    }),
    fc.record({
      kind: fc.constant('check' as const),
      result: fc.constantFrom('pass' as const, 'fail' as const),
    }),
    fc.constant({ kind: 'bonus-action' as const }),
    fc.constant({ kind: 'ammo' as const }),
  ),
  fc.constantFrom<CardEffect>(
    { kind: 'shift', amount: 0, on: 'own-shot' },
    { kind: 'shift', amount: 4, on: 'own-shot' },
  ),
);

/** Card `index` of a custom deck of `count` cards (keyed `k<i>`). */
const cardArb = (index: number, count: number): fc.Arbitrary<CardDraft> =>
  fc.record({
    key: fc.constant(`k${index}`),
    name: mostly(
      fc.constantFrom(`Card ${index}`, `Plan ${index}!`, `constructor ${index}`),
      fc.constantFrom('', 'Card 0', 'constructor', '★', 'x'.repeat(61)),
    ),
    text: mostly(fc.constant('Does a thing.'), fc.constantFrom('', '  ', 'x'.repeat(201))),
    copies: mostly(fc.integer({ min: 0, max: 10 }), fc.constantFrom(null, -1, 11, 1.5, Number.NaN)),
    effect: effectArb,
    cancels: mostly(
      fc.subarray(Array.from({ length: count }, (_, i) => `k${i}`).filter((key) => key !== `k${index}`)),
      fc.constantFrom<string[]>([`k${index}`], ['gone']),
    ),
  });

const deckArb: fc.Arbitrary<DeckDraft> = fc.record({
  use: fc.constantFrom(...deckUses),
  cards: fc.oneof(
    fc.constant(cardDrafts(houseDeck)),
    fc
      .integer({ min: 0, max: 3 })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => cardArb(i, n)))),
  ),
});

const draftArb: fc.Arbitrary<FightDraft> = fc
  .record({
    sides: mostly(fc.integer({ min: 2, max: 4 }), fc.constantFrom(1, 5)).chain((n) =>
      fc.tuple(...Array.from({ length: n }, (_, i) => sideArb(i))),
    ),
    first: mostly(fc.constantFrom('dice-off' as const, 0, 1), fc.constantFrom(-1, 4, Number.NaN)),
    darkness: fc.option(mostly(fc.constantFrom(4, 8, 16, 24), fc.constantFrom(0, 150))),
    weather: fc.option(mostly(fc.constantFrom(8, 12), fc.constantFrom(0.5, Number.NaN))),
    mode: fc.constantFrom('off', 'rising', 'overtime', 'constant') as fc.Arbitrary<
      'off' | 'rising' | 'overtime' | 'constant'
    >,
    levels: fc.array(fc.option(mostly(fc.constantFrom(5, 12.5, 600), fc.constantFrom(0, 700))), {
      maxLength: 4,
    }),
    explosion: fc.option(
      fc.constantFrom('standard', 'hollywood', 'bruckheimer') as fc.Arbitrary<
        'standard' | 'hollywood' | 'bruckheimer'
      >,
    ),
    baseWidth: fc.option(mostly(fc.constantFrom(0.5, 1, 2), fc.constantFrom(0, 5))),
    handLimit: fc.option(fc.constantFrom(null, 0, 3)),
    dropLevels: mostly(fc.constant(true), fc.constant(false)),
    vehicles: fc.oneof(
      { arbitrary: vehiclesArb(goodVehicleArb), weight: 3 },
      { arbitrary: vehiclesArb(anyVehicleArb), weight: 1 },
    ),
    deck: deckArb,
  })
  .map((r) => ({
    name: 'Fight',
    sides: r.sides,
    first: r.first,
    visibility: { darkness: r.darkness, weather: r.weather },
    pressure: { mode: r.mode, levels: r.mode === 'off' && r.dropLevels ? [] : r.levels },
    options: {
      ...(r.explosion === null ? {} : { vehicleExplosionMode: r.explosion }),
      ...(r.baseWidth === null ? {} : { baseWidth: r.baseWidth }),
      ...(r.handLimit === null ? {} : { handLimit: r.handLimit }),
    },
    vehicles: r.vehicles,
    deck: r.deck,
  }));

describe('properties', () => {
  it('any accepted draft makes a setup with no problem for the engine, which starts it; refused drafts are refused at their fields', () => {
    let accepted = 0;
    let seated = 0;
    let custom = 0;
    fc.assert(
      fc.property(draftArb, (draft) => {
        const result = fightSetup(draft);
        if (!result.ok) {
          expect(result.problems.length).toBeGreaterThan(0);
          // The draft's own checks catch everything the engine would refuse, each at its field.
          expect(result.problems.filter((p) => p.field === 'setup')).toEqual([]);
          return;
        }
        accepted += 1;
        if (draft.vehicles.some((d) => d.driver.trim() !== '' || d.passengers.length > 0)) seated += 1;
        if (draft.deck.use === 'custom') custom += 1;
        expect(setupProblems(result.setup)).toEqual([]);
        expect(v.safeParse(setupSchema, result.setup).success).toBe(true);
        const started = startSkirmish(result.setup, seededDice(7), houseDeck);
        expect(started.ok).toBe(true);
        if (!started.ok) return;
        const state = replaySkirmish(started.events);
        for (const event of started.events) expect(v.safeParse(eventSchema, event).success).toBe(true);
        // Every vehicle of the draft is on the table with the driver and passengers the draft named.
        expect(Object.values(state.vehicles).map((vehicle) => vehicle.name)).toEqual(
          draft.vehicles.map((vehicle) => vehicle.name.trim()),
        );
        for (const vehicle of Object.values(state.vehicles)) {
          const drafted = draft.vehicles.find((d) => d.name.trim() === vehicle.name)!;
          const driver = vehicle.driver === null ? '' : state.models[vehicle.driver]!.name.toLowerCase();
          expect(driver).toBe(drafted.driver.trim().toLowerCase());
          // The same passengers (the draft may name them in any order), seated in the rosters' order.
          expect(vehicle.passengers.map((id) => state.models[id]!.name.toLowerCase()).sort()).toEqual(
            drafted.passengers.map((name) => name.trim().toLowerCase()).sort(),
          );
          const rosterOrder = Object.keys(state.models);
          expect(vehicle.passengers).toEqual(
            [...vehicle.passengers].sort((a, b) => rosterOrder.indexOf(a) - rosterOrder.indexOf(b)),
          );
        }
        expect(result.sides.map((s) => s.id)).toEqual(result.setup.sides.map((s) => s.id));
      }),
      { numRuns: 600 },
    );
    expect(accepted).toBeGreaterThan(40);
    expect(seated).toBeGreaterThan(5);
    expect(custom).toBeGreaterThan(3);
  });

  it('model ids are unique across sides and reserves', () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        const result = fightSetup(draft);
        if (!result.ok) return;
        const ids = result.setup.sides.flatMap((s) => [
          s.id,
          ...s.models.map((m) => m.id),
          ...(s.reserves ?? []).map((m) => m.id),
          ...(s.entryPoints ?? []).map((e) => e.id),
        ]);
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 200 },
    );
  });
});
