import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bridge, skirmish } from '../../../../core/index.ts';

/** A standalone HEIST fight pasted in the short format (BRG-D-31): read, checked line by line, printed back. */

const good = [
  'Side: Rossi gang',
  'Mr. E (2/3) Pistol w/1 reload',
  'Mr. D (2/3) Pistol w/1 reload',
  '',
  'Side: Police',
  'Officer A (3/5) Pistol w/1 reload, 2 frag grenades',
  'Rounds: 6',
  'Noise: gunfire',
  'Mr. E: wounded; Service pistol w/0 reloads, 1 counter',
  'Mr. D: killed in round 3',
  'Officer A: stunned; left by Back alley in round 4; 1 frag left',
].join('\n');

function parsed(text: string): bridge.PastedFight {
  const read = bridge.parseFight(text);
  expect(read.problems).toEqual([]);
  return read.fight!;
}

/** The one problem of a text that has exactly one. */
function problemOf(text: string): bridge.PasteProblem {
  const read = bridge.parseFight(text);
  expect(read.fight).toBeNull();
  expect(read.problems).toHaveLength(1);
  return read.problems[0]!;
}

const withLine = (line: string) => good.replace('Mr. D: killed in round 3', line);

describe('parseFight (BRG-D-31)', () => {
  it('reads the sides in turn order, each model on its side, the rounds, the noise and every result', () => {
    const fight = parsed(good);
    expect(fight.sides).toEqual([
      { id: 'side-1', name: 'Rossi gang' },
      { id: 'side-2', name: 'Police' },
    ]);
    expect(fight.rounds).toBe(6);
    expect(fight.models.map((m) => [m.id, m.side])).toEqual([
      ['mr-e', 'side-1'],
      ['mr-d', 'side-1'],
      ['officer-a', 'side-2'],
    ]);
    const [e, d, a] = fight.models as [bridge.PastedModel, bridge.PastedModel, bridge.PastedModel];
    expect(e.profile).toMatchObject({ name: 'Mr. E', actions: 2, skill: 3 });
    expect(e.end).toMatchObject({ wounded: true, stunned: false, killed: null, arrived: 0 });
    expect(e.end.weapons.sidearm).toEqual({ reloads: 0, counters: 1, jammed: false, broken: false });
    expect(d.end.killed).toBe(3);
    expect(a.end).toMatchObject({ stunned: true, left: { exit: 'Back alley', round: 4 } });
    expect(a.end.grenades.frag).toBe(1);
    expect(fight.noise).toMatchObject({ fired: true, grenades: true, melee: false });
  });

  it('a model without a result line ends as it began: unhurt, on the table, its ammunition untouched', () => {
    const fight = parsed(good.replace('Mr. D: killed in round 3\n', ''));
    expect(fight.models[1]!.end).toMatchObject({
      wounded: false,
      killed: null,
      left: null,
      arrived: 0,
      weapons: { sidearm: { reloads: 1, counters: 0 } },
    });
  });

  it('gunfire is inferred from ammunition spent and a thrown frag grenade from the grenades left (BRG-D-28)', () => {
    const fight = parsed(good.replace('Noise: gunfire', 'Noise: none'));
    expect(fight.noise.fired).toBe(true);
    expect(fight.noise.grenades).toBe(true);
  });

  it('names the line, the model and the field of a malformed line', () => {
    expect(problemOf(withLine('Mr. X (3 5) Pistol'))).toMatchObject({
      line: 10,
      field: 'profile',
    });
    expect(problemOf(withLine('Mr. D: vanished into thin air'))).toMatchObject({
      line: 10,
      model: 'Mr. D',
      field: 'result',
      message: '"vanished into thin air" is not a result the format knows',
    });
  });

  it('names an unknown weapon, and a weapon the model does not carry', () => {
    expect(problemOf(withLine('Mr. D: Laser blaster w/1 reload'))).toMatchObject({
      line: 10,
      model: 'Mr. D',
      field: 'weapon',
      message: '"Laser blaster" is not a weapon of the HEIST weapons table',
    });
    expect(problemOf(withLine('Mr. D: SMG w/1 reload'))).toMatchObject({
      model: 'Mr. D',
      field: 'weapon',
      message: 'Mr. D carries no Submachine gun',
    });
    expect(problemOf(good.replace('Mr. D (2/3) Pistol', 'Mr. D (2/3) Phaser'))).toMatchObject({
      line: 3,
      field: 'profile',
    });
  });

  it('names a number out of range: reloads gained, counters over capacity, a round after the end, grenades gained, actions 6', () => {
    expect(problemOf(withLine('Mr. D: Pistol w/3 reloads'))).toMatchObject({
      line: 10,
      model: 'Mr. D',
      field: 'reloads',
      message: "Mr. D's Service pistol: 3 reloads left, but it started with 1",
    });
    expect(problemOf(withLine('Mr. D: Pistol w/1 reload, 5 counters'))).toMatchObject({
      field: 'counters',
      message: "Mr. D's Service pistol: 5 counters, but it holds 1 (BRG-D-25)",
    });
    expect(problemOf(withLine('Mr. D: killed in round 7'))).toMatchObject({
      model: 'Mr. D',
      field: 'round',
      message: 'Mr. D killed in round 7, but the fight lasted 6 rounds',
    });
    expect(problemOf(good.replace('1 frag left', '3 frag left'))).toMatchObject({
      line: 11,
      model: 'Officer A',
      field: 'grenades',
    });
    expect(problemOf(good.replace('Mr. D (2/3)', 'Mr. D (6/3)'))).toMatchObject({
      line: 3,
      field: 'profile',
    });
    expect(problemOf(good.replace('Rounds: 6', 'Rounds: 1001'))).toMatchObject({ line: 7, field: 'rounds' });
  });

  it('names a model named twice, a result given twice and a result for no model', () => {
    const twice = good.replace('Rounds: 6', 'Mr. E (3/5) SMG\nRounds: 6');
    expect(problemOf(twice)).toMatchObject({
      line: 7,
      model: 'Mr. E',
      field: 'model',
      message: 'The name "Mr. E" is already used on line 2',
    });
    expect(problemOf(withLine('Mr. E: unhurt'))).toMatchObject({
      line: 10,
      model: 'Mr. E',
      field: 'result',
      message: "Mr. E's result is already given on line 9",
    });
    expect(problemOf(withLine('Mr. Z: killed'))).toMatchObject({
      line: 10,
      model: 'Mr. Z',
      field: 'model',
      message: '"Mr. Z" is no model of the rosters above',
    });
  });

  it('a text without rounds, without sides or with one side is refused as a whole', () => {
    expect(problemOf(good.replace('Rounds: 6\n', ''))).toMatchObject({ line: 0, field: 'rounds' });
    expect(problemOf(good.replace('Side: Police\n', ''))).toMatchObject({ line: 0, field: 'side' });
    const sideless = bridge.parseFight(good.replace('Side: Rossi gang\n', ''));
    expect(sideless.problems.map((p) => [p.line, p.model, p.field])).toEqual([
      [0, null, 'side'],
      [1, 'Mr. E', 'side'],
      [2, 'Mr. D', 'side'],
    ]);
  });

  it('a text over the roster limits is refused whole, without reading it', () => {
    const long = 'x'.repeat(skirmish.rosterLimits.textMax + 1);
    expect(problemOf(long)).toMatchObject({ line: 0, field: 'text' });
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const read = bridge.parseFight(`${good}\n${text}`);
        expect(read.fight === null).toBe(read.problems.length > 0);
      }),
    );
  });
});

describe('printFight', () => {
  it('prints the fight so that it reads back the same', () => {
    const fight = parsed(good);
    expect(parsed(bridge.printFight(fight))).toEqual(fight);
  });

  it('property: parseFight(printFight(fight)) = fight, and pastedOf(pastedResult(fight)) = fight, for any fight it can print', () => {
    const weapons = [
      'Pistol w/1 reload',
      'SMG w/2 reloads',
      'Assault rifle w/2 reloads, Pistol w/1 reload',
      '',
    ];
    const model = fc.record({
      actions: fc.integer({ min: 1, max: 5 }),
      skill: fc.integer({ min: 1, max: 10 }),
      gear: fc.constantFrom(...weapons),
      frags: fc.integer({ min: 0, max: 2 }),
      wounded: fc.boolean(),
      stunned: fc.boolean(),
      fate: fc.constantFrom('alive', 'killed', 'left', 'never'),
      spent: fc.integer({ min: 0, max: 2 }),
      thrown: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(
        fc.array(model, { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 1, max: 12 }),
        (models, rounds) => {
          const lines = models.map((m, i) => {
            const gear = [m.gear, m.frags > 0 ? `${m.frags} frag grenades` : ''].filter(Boolean).join(', ');
            return `M${i} (${m.actions}/${m.skill}) ${gear}`.trim();
          });
          const half = Math.ceil(models.length / 2);
          const results = models.map((m, i) => {
            const clauses = [
              m.fate === 'never'
                ? 'never arrived'
                : [m.wounded ? 'wounded' : '', m.stunned ? 'stunned' : ''].filter(Boolean).join(', '),
              m.fate === 'killed' ? `killed in round ${rounds}` : '',
              m.fate === 'left' ? 'left by Street in round 1' : '',
              m.gear.startsWith('Pistol') ? `Pistol w/${Math.min(1, m.spent)} reload` : '',
              m.frags > 0 ? `${Math.min(m.frags, m.thrown)} frag left` : '',
            ];
            return `M${i}: ${clauses.filter(Boolean).join('; ')}`;
          });
          const text = [
            'Side: One',
            ...lines.slice(0, half),
            'Side: Two',
            ...lines.slice(half),
            `Rounds: ${rounds}`,
            ...results.filter((line) => !line.endsWith(': ')),
          ].join('\n');
          const fight = parsed(text);
          expect(parsed(bridge.printFight(fight))).toEqual(fight);
          // The write-back's reading of it gives the same fight back (rounds → turns → rounds).
          const names = Object.fromEntries(fight.sides.map((side) => [side.id, side.name]));
          expect(bridge.pastedOf(bridge.pastedResult(fight, 'f'), names)).toEqual(fight);
        },
      ),
    );
  });
});
