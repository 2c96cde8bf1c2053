import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heist, initiative } from '../../../../core/index.ts';
import type { CharacterId } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  heatText,
  personTags,
  sideText,
  sidesOf,
  unconsciousText,
  watchText,
  zoneTags,
} from '../../../../renderer/panels/scenes/heist/board-text.ts';
import { chain, post, tag } from '../../core/cot/spot/support.ts';
import { crew, guard, id, open, play, ruth } from '../../core/cot/heist/support.ts';
import type { World } from '../../core/cot/heist/support.ts';

/** Ruth in zone a (Noisy) with guards X and Y; Kit Outside. */
const spot = chain('bank', ['a', 'b'], [post('x', 'a', { awareness: 9 }), post('y', 'a'), tag('a', 'noisy')]);
const start = (options: Parameters<typeof open>[2] = {}) =>
  play(open(spot, [ruth(), crew('kit'), guard('x'), guard('y')], options), {
    type: 'heist/place',
    character: id('ruth'),
    to: 'a',
  });
const boardOf = (world: World) => heist.heistBoard(heist.heistEnv(world.ctx), world.state);
const personIn = (world: World, who: string) => {
  const board = boardOf(world);
  const found = [...board.zones.flatMap((z) => z.people), ...board.outside].find(
    (p) => p.character.id === who,
  );
  if (!found) throw new Error(`no ${who}`);
  return found;
};
const texts = (world: World, who: string) => personTags(personIn(world, who)).map((t) => t.text);

describe('the Heist board’s words', () => {
  it('reads the crew Concealed and the guards Unaware until something happens', () => {
    const world = start();
    expect(texts(world, 'ruth')).toEqual(['Concealed']);
    expect(texts(world, 'x')).toEqual(['Unaware']);
  });

  it('reads a failed Drop: the target Aware, the attacker Discovered and away once it breaks out', () => {
    const alarmed = play(
      start(),
      { type: 'drop/attack', attacker: id('ruth'), target: id('x'), skill: 'handToHand', weapon: 'Fists' },
      2,
      1,
    );
    expect(texts(alarmed, 'x')).toEqual(['Aware']);
    expect(texts(alarmed, 'ruth')).toEqual(['Discovered']);
    const fight = play(alarmed, { type: 'drop/respond', target: id('x'), response: 'square-up' });
    expect(personTags(personIn(fight, 'ruth'))).toEqual([
      { text: 'Discovered', tone: 'warn' },
      { text: 'In a fight or chase', tone: 'warn' },
    ]);
  });

  it('COT-D-32: says how long the Unconscious stay down', () => {
    const world = start({ settings: { unconsciousDuration: 2 } });
    const knocked = play(
      world,
      { type: 'drop/attack', attacker: id('ruth'), target: id('x'), skill: 'handToHand', weapon: 'Fists' },
      6,
      6,
    );
    expect(texts(knocked, 'x')).toEqual(['Unconscious, 2 Heist rounds left']);
    expect(unconsciousText(1)).toBe('Unconscious, 1 Heist round left');
    expect(unconsciousText(null)).toBe('Unconscious until woken');
  });

  it('says who watches a zone: its Awareness, an Aware guard, or nobody (COT-GUARD-3, COT-SPOT-3)', () => {
    const zone = boardOf(start()).zones[0]!;
    expect(watchText(zone)).toBe('Awareness 9');
    const alarmed = play(start(), { type: 'heist/alert', guards: [id('y')] });
    expect(watchText(boardOf(alarmed).zones[0]!)).toBe(
      'Awareness 9; Aware guard (Noisy: Stealth still possible)',
    );
    expect(watchText(boardOf(alarmed).zones[1]!)).toBe('nobody watching');
    expect(watchText({ awareness: null, stealth: 'impossible' })).toBe('Aware guard: no Stealth');
  });

  it('names a zone’s tags and what Heat does to the guards (COT-GUARD-7)', () => {
    const board = boardOf(start({ heat: 2 }));
    expect(zoneTags(board.zones[0]!.zone)).toEqual([{ text: 'Noisy', tone: null }]);
    expect(heatText(board)).toBe(
      `Crew Heat 2: every guard +${board.heatAwareness} Awareness (included below)`,
    );
    expect(heatText({ heat: 0, heatAwareness: 0 })).toBe('Crew Heat 0: no Awareness added');
  });

  it('gives the scene’s side to those who take turns in it, and what they are to the others', () => {
    const scene = {
      sides: [{ id: initiative.sideId('crew'), label: 'The Crew', crew: true }],
      participants: [{ characterId: id('ruth'), side: 'crew', zone: 'a', role: 'on-foot' as const }],
    };
    const world = start();
    expect(sideText(scene, personIn(world, 'ruth').character)).toBe('The Crew');
    expect(sideText(scene, personIn(world, 'x').character)).toBe('Guard');
    expect(sidesOf(scene)(id('ruth'))).toBe('crew');
    expect(sidesOf(scene)(id('x') as CharacterId)).toBeNull();
  });

  it('draws any Heist the engine can reach without throwing (fast-check)', () => {
    const people = fc.constantFrom('ruth', 'kit', 'x', 'y').map(id);
    const command = fc.oneof(
      fc.record({
        type: fc.constant('heist/place' as const),
        character: people,
        to: fc.constantFrom('outside', 'a', 'b'),
      }),
      fc.record({
        type: fc.constant('drop/attack' as const),
        attacker: people,
        target: people,
        skill: fc.constant('handToHand' as const),
        weapon: fc.constant('Fists'),
      }),
      fc.record({
        type: fc.constant('drop/respond' as const),
        target: people,
        response: fc.constantFrom('flee' as const, 'call-for-help' as const, 'square-up' as const),
      }),
      fc.record({ type: fc.constant('heist/rounds-pass' as const), rounds: fc.integer({ min: 1, max: 3 }) }),
      fc.record({
        type: fc.constant('heist/fight-over' as const),
        characters: fc.subarray(['ruth', 'x', 'y'].map(id)),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(command, { maxLength: 20 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 60, maxLength: 60 }),
        (commands, faces) => {
          let world = start({ settings: { unconsciousDuration: 2 } });
          const dice = fixedDice(...faces, ...faces, ...faces);
          for (const next of commands) {
            const decision = heist.decideHeist(heist.heistEnv(world.ctx), world.state, next, dice);
            if (!decision.ok) continue;
            world = { ...world, state: decision.events.reduce(heist.applyHeist, world.state) };
            const board = boardOf(world);
            for (const person of [...board.zones.flatMap((z) => z.people), ...board.outside]) {
              expect(personTags(person).length).toBeGreaterThan(0);
            }
            board.zones.forEach((z) => zoneTags(z.zone));
            heatText(board);
            const env = heist.heistEnv(world.ctx);
            for (const view of [
              ...heist.heistGmView(env, world.state),
              heist.dropResponseView(env, world.state),
            ]) {
              for (const option of view?.options ?? []) expect(option.label).not.toBe('');
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
