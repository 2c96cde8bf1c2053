import { describe, expect, it } from 'vitest';
import { bridge, characterId, heist, seededDice, skirmish } from '../../../../core/index.ts';
import type { Character, CharacterId } from '../../../../core/index.ts';
import {
  example,
  fightOf,
  fighter,
  heistAt,
  id,
  initiativeWith,
  modelFor,
  proposed,
  sheets,
  warehouse,
} from './fight-support.ts';
import type { At } from './fight-support.ts';
import { settings, sheet, table, w } from './support.ts';

/** Surprise, the first player, the order of sides and pressure (BRG-D-13, D-14, D-15, D-22, D-41). */

const crewSides = [
  { id: 'crew', label: 'Crew', crew: true },
  { id: 'house', label: 'Guards', crew: false },
];

const sideOf = (proposal: bridge.FightProposal, cot: string) =>
  proposal.sides.find((side) => side.cot === cot)!;

/** A Drop on G1 in the Loading bay that G1 answered by Squaring Up (COT-DROP-5). */
function squaredUp(catastrophe: boolean, change: Partial<bridge.FightSituation> = {}) {
  const participants = [id.ruth, id.tony, id.g1, id.g2];
  const state = heistAt(warehouse(), example({ aware: true }), sheets(), {
    engaged: participants,
    breakouts: [
      {
        kind: 'warfare',
        lead: id.g1,
        zone: 'bay',
        participants,
        firstRoundSide: catastrophe ? heist.houseSide : null,
      },
    ],
  });
  return proposed(
    bridge.bridgedFight(
      {
        heist: state,
        sheets: sheets(),
        origin: { kind: 'drop', target: id.g1, attacker: id.ruth },
        ...change,
      },
      settings,
      table,
    ),
  );
}

describe('surprise (BRG-D-14)', () => {
  it('TV-BRG-D-14-a: the crew sneaks in, 3 guards unaware and one Aware -> the crew plays first; the unaware guards cannot react, the Aware one may aim', () => {
    const all: Record<CharacterId, Character> = {
      ...sheets(),
      [id.g7]: sheet('G7', { kind: 'guard', muscle: 3, shooting: 2, weapons: [w.revolver] }),
    };
    const people: At[] = [
      { id: id.ruth, zone: 'bay' },
      { id: id.tony, zone: 'bay' },
      { id: id.g1, zone: 'bay' },
      { id: id.g2, zone: 'bay' },
      { id: id.g3, zone: 'bay' },
      { id: id.g7, zone: 'bay', aware: true },
    ];
    const proposal = proposed(
      bridge.bridgedFight(
        { heist: heistAt(warehouse(), people, all), sheets: all, origin: { kind: 'heist', zone: 'bay' } },
        settings,
        table,
      ),
    );
    expect(proposal.first).toMatchObject({ side: sideOf(proposal, 'crew').id, rule: 'surprise' });
    const unaware = [id.g1, id.g2, id.g3].map((guard) => modelFor(proposal, guard).id);
    expect(proposal.surprise).toMatchObject({ side: sideOf(proposal, 'crew').id, unaware });
    expect(modelFor(proposal, id.g7).start.unaware).toBe(false);
    expect(modelFor(proposal, id.ruth).start.unaware).toBe(false);
    expect(proposal.surprise!.words).toMatch(/until a firearm is fired or something explodes/);
  });

  it('TV-BRG-D-14-b: Gang Warfare switched in its round 2, G7 unaware before it began -> G7 Aware, no surprise turn; first player by initiative', () => {
    const all: Record<CharacterId, Character> = {
      ...sheets(),
      [id.g7]: sheet('G7', { kind: 'guard', muscle: 3, shooting: 2, weapons: [w.revolver] }),
    };
    const people: At[] = [...example(), { id: id.g7, zone: 'bay' }];
    const fight = fightOf('bay', [
      fighter(all[id.ruth]!, 'crew'),
      fighter(all[id.tony]!, 'crew'),
      fighter(all[id.g7]!, 'house'),
    ]);
    const proposal = proposed(
      bridge.bridgedFight(
        {
          heist: heistAt(warehouse(), people, all, { engaged: [id.ruth, id.tony, id.g7] }),
          sheets: all,
          origin: { kind: 'warfare', fight, coverRolls: {} },
          initiative: initiativeWith(crewSides, [
            ['house', 13],
            ['crew', 9],
          ]),
        },
        settings,
        table,
      ),
    );
    expect(proposal.surprise).toBeNull();
    expect(modelFor(proposal, id.g7).start.unaware).toBe(false);
    expect(proposal.first).toMatchObject({ side: sideOf(proposal, 'house').id, rule: 'initiative' });
  });

  it('BRG-D-14: NPCs who ambush the crew get the surprise turn, the crew cannot react', () => {
    const proposal = proposed(
      bridge.bridgedFight(
        {
          heist: heistAt(warehouse(), example({ aware: true })),
          sheets: sheets(),
          origin: { kind: 'heist', zone: 'bay', ambushedBy: 'house' },
        },
        settings,
        table,
      ),
    );
    expect(proposal.first).toMatchObject({ side: sideOf(proposal, 'house').id, rule: 'surprise' });
    expect(proposal.surprise!.unaware).toEqual([
      modelFor(proposal, id.ruth).id,
      modelFor(proposal, id.tony).id,
    ]);
  });
});

describe('the first player (BRG-D-15)', () => {
  it('TV-BRG-D-15-a: Gang Warfare initiative slots 14 Crew, 12 Guards -> the crew plays first', () => {
    const all = sheets();
    const fight = fightOf('bay', [fighter(all[id.ruth]!, 'crew'), fighter(all[id.g1]!, 'house')]);
    const proposal = proposed(
      bridge.bridgedFight(
        {
          heist: heistAt(warehouse(), example(), all, { engaged: [id.ruth, id.g1] }),
          sheets: all,
          origin: { kind: 'warfare', fight, coverRolls: {} },
          initiative: initiativeWith(crewSides, [
            ['crew', 14],
            ['house', 12],
          ]),
        },
        settings,
        table,
      ),
    );
    expect(proposal.first).toMatchObject({ side: sideOf(proposal, 'crew').id, rule: 'initiative' });
  });

  it('TV-BRG-D-15-b: a guard notices a failed Drop and Squares Up, no initiative rolled -> the crew (who struck first) plays first', () => {
    const proposal = squaredUp(false);
    expect(proposal.first).toMatchObject({ side: sideOf(proposal, 'crew').id, rule: 'started' });
    expect(proposal.surprise).toBeNull();
  });

  it('TV-BRG-D-15-c: a catastrophic Drop on G1, G1 Squares Up, no initiative -> the guards play first; with initiative Crew [14, 9], Guards [12, 8] -> the guards play first', () => {
    const bare = squaredUp(true);
    expect(bare.first).toMatchObject({ side: sideOf(bare, 'house').id, rule: 'catastrophe' });
    const rolled = squaredUp(true, {
      initiative: initiativeWith(
        crewSides,
        [
          ['crew', 14],
          ['crew', 9],
          ['house', 12],
          ['house', 8],
        ],
        'house',
      ),
    });
    expect(rolled.first).toMatchObject({ side: sideOf(rolled, 'house').id, rule: 'initiative' });
    const failed = squaredUp(false, {
      initiative: initiativeWith(crewSides, [
        ['crew', 14],
        ['crew', 9],
        ['house', 12],
        ['house', 8],
      ]),
    });
    expect(failed.first.side).toBe(sideOf(failed, 'crew').id);
  });
});

/** Three sides in the Loading bay: the crew, and NPCs of `moretti` and `law` (or `guards`). */
function threeSides(
  people: readonly (readonly [CharacterId, string])[],
  change: Partial<bridge.FightSituation>,
) {
  const all: Record<CharacterId, Character> = { ...sheets() };
  const at: At[] = people.map(([who, side]) => {
    if (!all[who]) all[who] = sheet(who, { kind: 'npc', muscle: 3, shooting: 2, weapons: [w.pistol] });
    return { id: who, zone: 'bay', side, aware: true };
  });
  const spot = warehouse({ guards: {} });
  return proposed(
    bridge.bridgedFight(
      { heist: heistAt(spot, at, all), sheets: all, origin: { kind: 'heist', zone: 'bay' }, ...change },
      settings,
      table,
    ),
  );
}

describe('three or more sides (BRG-D-41)', () => {
  const m = (name: string) => characterId(name.toLowerCase());

  it('TV-BRG-D-41-a: slots Moretti gang [16, 8], Crew [14, 9], Law [12, 11, 10] -> order Moretti gang, Crew, Law', () => {
    const proposal = threeSides(
      [
        [id.ruth, 'crew'],
        [m('Vito'), 'moretti'],
        [m('Sergeant'), 'law'],
      ],
      {
        sides: [
          { id: 'moretti', label: 'Moretti gang' },
          { id: 'law', label: 'Law' },
        ],
        initiative: initiativeWith(
          [
            { id: 'moretti', label: 'Moretti gang', crew: false },
            { id: 'crew', label: 'Crew', crew: true },
            { id: 'law', label: 'Law', crew: false },
          ],
          [
            ['moretti', 16],
            ['moretti', 8],
            ['crew', 14],
            ['crew', 9],
            ['law', 12],
            ['law', 11],
            ['law', 10],
          ],
        ),
      },
    );
    const fighting = proposal.sides.filter((side) => side.role === 'fighting');
    expect(fighting.map((side) => side.label)).toEqual(['Moretti gang', 'Crew', 'Law']);
    expect(fighting.map((side) => side.slot)).toEqual([16, 14, 12]);
    expect(proposal.first.side).toBe(proposal.sides[0]!.id);
  });

  it('TV-BRG-D-41-b: no initiative, the crew started it, the GM lists Guards then Moretti gang -> Crew, Guards, Moretti gang; a police side comes after', () => {
    const proposal = threeSides(
      [
        [m('Vito'), 'moretti'],
        [m('Watchman'), 'guards'],
        [id.ruth, 'crew'],
      ],
      {
        sides: [
          { id: 'guards', label: 'Guards' },
          { id: 'moretti', label: 'Moretti gang' },
        ],
        categories: { [m('Watchman')]: 'security' },
      },
    );
    expect(proposal.sides.map((side) => side.label)).toEqual(['Crew', 'Guards', 'Moretti gang', 'Police']);
    expect(proposal.first).toMatchObject({ rule: 'started', side: proposal.sides[0]!.id });
    expect(proposal.sides[3]).toMatchObject({ role: 'police', cot: null, stance: 'defensive' });
    const scenario = bridge.scenarioOf(proposal);
    if ('ok' in scenario) throw new Error(scenario.message);
    expect(scenario.setup.sides.map((side) => side.models.length)).toEqual([1, 1, 1, 0]);
    expect(skirmish.startSkirmish(scenario.setup, seededDice(3), skirmish.houseDeck).ok).toBe(true);
  });

  it('BRG-D-41: sides the GM marks allied are named on each other; an allied side not in the fight is refused', () => {
    const people = [
      [id.ruth, 'crew'],
      [m('Vito'), 'moretti'],
      [m('Sergeant'), 'law'],
    ] as const;
    const proposal = threeSides(people, { allies: [['crew', 'moretti']] });
    const crew = sideOf(proposal, 'crew');
    expect(crew.allies).toEqual([sideOf(proposal, 'moretti').id]);
    expect(proposal.notes.some((note) => note.includes('allied'))).toBe(true);
    expect(() => threeSides(people, { allies: [['crew', 'vipers']] })).toThrow(
      /"vipers" is not in the fight/,
    );
  });

  it('BRG-D-41: on the table allies do not shoot or react to each other, and still take separate turns; the third side is fair game', () => {
    const people = [
      [id.ruth, 'crew'],
      [m('Vito'), 'moretti'],
      [m('Sergeant'), 'law'],
    ] as const;
    const proposal = threeSides(people, { allies: [['crew', 'moretti']] });
    const scenario = bridge.scenarioOf(proposal);
    if ('ok' in scenario) throw new Error(scenario.message);
    const [crewSide, morettiSide] = [sideOf(proposal, 'crew').id, sideOf(proposal, 'moretti').id];
    expect(scenario.setup.bridge?.allies).toEqual([[crewSide, morettiSide].sort()]);
    const started = skirmish.startSkirmish(scenario.setup, seededDice(3), skirmish.houseDeck);
    if (!started.ok) throw new Error(started.message);
    let state = skirmish.replaySkirmish(skirmish.openingEvents(started.events[0]!, seededDice(4), 0));
    expect(state.turnOrder).toEqual(expect.arrayContaining([crewSide, morettiSide])); // separate turns
    const modelOf = (side: string) => Object.values(state.models).find((model) => model.side === side)!;
    const lawSide = sideOf(proposal, 'law').id;
    // Whoever's turn it is: its model may not shoot its ally, and may shoot the third side.
    while (state.phase.kind !== 'turn') {
      const started = skirmish.decideSkirmish(
        state,
        { type: 'skirmish/start-turn' } as never,
        seededDice(5),
        0,
      );
      if (!started.ok) throw new Error(started.message);
      state = started.events.reduce(skirmish.applySkirmish, state);
    }
    const active = state.turnOrder[state.active]!;
    const ally = active === lawSide ? null : active === crewSide ? morettiSide : crewSide;
    const foe = active === lawSide ? crewSide : lawSide;
    expect(ally).not.toBeNull(); // the crew (or its ally) plays first: the refusal below is tried
    const shoot = (target: string) =>
      ({
        type: 'skirmish/act',
        model: modelOf(active).id,
        action: {
          kind: 'shoot',
          shot: {
            target: { kind: 'model', model: modelOf(target).id },
            aimed: false,
            intense: false,
            crossfire: false,
            range: 8,
          },
        },
      }) as never;
    if (ally !== null) {
      const refused = skirmish.decideSkirmish(state, shoot(ally), seededDice(6), 0);
      expect(refused).toMatchObject({ ok: false, code: 'skirmish/ally' });
    }
    // A shot at a foe: the foe's side may react; the active side's ally never does, even aiming.
    const aimAll = Object.values(state.models).reduce(
      (models, model) => ({ ...models, [model.id]: { ...model, aiming: true } }),
      state.models,
    );
    const declared = skirmish.decideSkirmish({ ...state, models: aimAll }, shoot(foe), seededDice(7), 0);
    if (!declared.ok) throw new Error(declared.message);
    const window = declared.events.reduce(skirmish.applySkirmish, { ...state, models: aimAll });
    const candidates = skirmish.reactionCandidates(window);
    expect(candidates).toContain(modelOf(foe).id);
    if (ally !== null) expect(candidates).not.toContain(modelOf(ally).id);
  });
});

describe('stances (BRG-D-13)', () => {
  it("BRG-D-13: crew and criminals aggressive; guards and police defensive; a side takes most of its models' stance", () => {
    expect(
      ['crew', 'criminal', 'police', 'guard', 'security', 'civilian'].map((c) => bridge.stanceOf(c as never)),
    ).toEqual(['aggressive', 'aggressive', 'defensive', 'defensive', 'defensive', 'defensive']);
    const proposal = squaredUp(false);
    expect(sideOf(proposal, 'crew').stance).toBe('aggressive');
    expect(sideOf(proposal, 'house').stance).toBe('defensive');
    expect(modelFor(proposal, id.g1).words.changes).toContain('defensive: a guard (BRG-D-13)');
  });

  it("BRG-D-13: the GM's stance for a side holds for its models", () => {
    const proposal = squaredUp(false, { sides: [{ id: 'house', stance: 'aggressive' }] });
    expect(sideOf(proposal, 'house').stance).toBe('aggressive');
    expect(modelFor(proposal, id.g2).stance).toBe('aggressive');
  });
});

describe('pressure (BRG-D-22)', () => {
  it('TV-BRG-D-22-a: constant with a Heist card deck; no deck -> no points (off)', () => {
    expect(bridge.pressureOf(settings, true).mode).toBe('constant');
    expect(bridge.pressureOf(settings, false).mode).toBe('off');
    const withDeck = squaredUp(false, { deck: skirmish.houseDeck });
    expect(squaredUp(false, { deck: [] }).pressure.mode).toBe('off');
    expect(withDeck.pressure.mode).toBe('constant');
    expect(squaredUp(false).pressure).toMatchObject({ mode: 'off' });
  });
});
