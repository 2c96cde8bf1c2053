import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addComplication,
  addSecondary,
  cardsOf,
  defaultMapping,
  drawJob,
  generateJob,
  heistCardGame,
  complicationCards,
  layerGap,
  securitiesPerWay,
  sideGap,
  mappingProblem,
  rowFor,
  seedAlphabet,
} from '../../../../../core/cot/jobgen/index.ts';
import type { GenerateJob, JobDraw, JobMapping } from '../../../../../core/cot/jobgen/index.ts';
import { defaultSettings } from '../../../../../core/cot/settings/index.ts';
import { checkSpot, distancesFrom, outside, spotSchema } from '../../../../../core/cot/spot/index.ts';
import type { Spot } from '../../../../../core/cot/spot/index.ts';
import { isRejection } from '../../../../../core/shared/result.ts';
import type { Rejection } from '../../../../../core/shared/result.ts';
import * as v from 'valibot';
import { deepFreeze } from '../../campaign/support.ts';

const decks = heistCardGame;
const context = deepFreeze({ spots: {}, characterIds: new Set<string>(), settings: defaultSettings });

function drawn(value: JobDraw | Rejection): JobDraw {
  if (isRejection(value)) throw new Error(value.message);
  return value;
}

function command(draw: JobDraw, mapping: JobMapping = defaultMapping, removed: string[] = []): GenerateJob {
  return deepFreeze({ type: 'job/generate', spotId: 'job', name: 'The job', draw, mapping, removed });
}

function built(draw: JobDraw, mapping: JobMapping = defaultMapping) {
  const result = generateJob(context, command(draw, mapping));
  if (isRejection(result)) throw new Error(result.message);
  return result;
}

/** How many obstacles of each kind the Spot holds. */
function onSpot(spot: Spot) {
  const securities = Object.values(spot.barriers).flatMap((b) => b.securities);
  return {
    securities: securities.length,
    hazards: Object.values(spot.zones).filter((z) => z.hazardous).length,
    hidden: Object.values(spot.zones).filter((z) => z.hidden !== null).length,
    watchers: Object.keys(spot.guards).length,
  };
}

function fromCards(draw: JobDraw, mapping: JobMapping = defaultMapping) {
  const kinds = cardsOf(draw).flatMap((card) => {
    const skill =
      decks.security.find((c) => card.deck === 'security' && c.name === card.name)?.skill ??
      decks.heist.find((c) => card.deck === 'heist' && c.name === card.name)?.skill;
    return skill ? [rowFor(mapping, skill, card.name)!.obstacle.kind] : [];
  });
  const count = (...names: string[]) => kinds.filter((k) => names.includes(k)).length;
  return {
    securities: count('security', 'key'),
    hazards: count('hazard'),
    hidden: count('hidden'),
    watchers: count('guard', 'camera'),
  };
}

const seedArb = fc
  .array(fc.constantFrom(...seedAlphabet), { minLength: 8, maxLength: 8 })
  .map((chars) => chars.join(''));

/** A job from a seed, with up to 3 Complications and 2 Secondary Jobs drawn on top. */
const jobArb = fc
  .tuple(seedArb, fc.nat({ max: 3 }), fc.nat({ max: 2 }))
  .map(([seed, complications, secondary]) => {
    let draw = drawn(drawJob(seed, decks));
    for (let i = 0; i < complications; i++) draw = drawn(addComplication(draw, decks));
    for (let i = 0; i < secondary; i++) draw = drawn(addSecondary(draw, decks));
    return draw;
  });

describe('the default mapping', () => {
  it('gives every Security card and every Complication exactly one obstacle, each row with a reason', () => {
    const cards = [
      ...decks.security.map((c) => ({ name: c.name, skill: c.skill })),
      ...complicationCards(decks).map((c) => ({ name: c.name, skill: c.skill! })),
    ];
    expect(mappingProblem(defaultMapping, cards)).toBeNull();
    for (const card of decks.security) {
      const own = defaultMapping.rows.filter((r) => r.skill === card.skill && r.card === card.name);
      expect(own, card.name).toHaveLength(1);
    }
    expect(defaultMapping.rows.every((r) => r.reason.length > 0)).toBe(true);
  });

  it('maps Engineering by card: Vault Doors and Safe to Vault, Thick Floors and Remove Roof to Structure', () => {
    expect(rowFor(defaultMapping, 'Engineering', 'Vault Doors')?.obstacle).toEqual({
      kind: 'security',
      tag: 'vault',
      score: 15,
    });
    expect(rowFor(defaultMapping, 'Engineering', 'Safe')?.obstacle).toMatchObject({ tag: 'vault' });
    expect(rowFor(defaultMapping, 'Engineering', 'Thick Floors')?.obstacle).toMatchObject({
      tag: 'structure',
    });
    expect(rowFor(defaultMapping, 'Engineering', 'Remove Roof')?.obstacle).toMatchObject({
      tag: 'structure',
    });
    expect(rowFor(defaultMapping, 'Acrobat', 'Laser Sensors')?.obstacle).toEqual({ kind: 'hazard' });
  });
});

describe('mapping problems', () => {
  const draw = drawn(drawJob('K7Q2M9XD', decks));

  it('refuses a mapping that leaves a drawn card with no obstacle, naming the card, and builds nothing', () => {
    const holed = {
      ...defaultMapping,
      rows: defaultMapping.rows.filter(
        (r) => r.skill !== 'Confidence' || (r.card !== null && r.card !== 'Boss'),
      ),
    };
    const result = generateJob(context, command(draw, holed));
    expect(result).toMatchObject({ ok: false, code: 'jobgen/mapping-hole' });
    expect((result as Rejection).message).toMatch(/Confidence card “Boss” no obstacle/);
  });

  it('refuses a mapping with two rows for one card', () => {
    const twice = { ...defaultMapping, rows: [...defaultMapping.rows, defaultMapping.rows[0]!] };
    expect(generateJob(context, command(draw, twice))).toMatchObject({ code: 'jobgen/mapping-twice' });
  });

  it('refuses a card the GM took out of its deck, an unknown card, a card twice, a short Security line', () => {
    expect(
      generateJob(context, command(draw, defaultMapping, [`security:${draw.security[0]}`])),
    ).toMatchObject({
      code: 'jobgen/unknown-card',
    });
    expect(generateJob(context, command({ ...draw, job: 'Moon Base' }))).toMatchObject({
      code: 'jobgen/unknown-card',
    });
    const twice = [draw.security[0]!, ...draw.security.slice(0, -1)];
    expect(generateJob(context, command({ ...draw, security: twice }))).toMatchObject({
      code: 'jobgen/card-twice',
    });
    expect(generateJob(context, command({ ...draw, security: draw.security.slice(1) }))).toMatchObject({
      code: 'jobgen/security-count',
    });
    expect(generateJob(context, command({ ...draw, seed: 'nope' }))).toMatchObject({
      code: 'jobgen/not-a-seed',
    });
  });
});

describe('the Spot a job becomes', () => {
  it('turns every card into exactly one obstacle on the Spot (property)', () => {
    fc.assert(
      fc.property(jobArb, (draw) => {
        const { spot } = built(draw);
        expect(onSpot(spot)).toEqual(fromCards(draw));
        expect(spot.generated?.cards.map((c) => c.slot)).toEqual(cardsOf(draw).map((c) => c.slot));
        expect(spot.generated?.cards.every((c) => c.becomes !== '')).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('always has a path from the edge to every loot, and is a Spot the schema and the checks accept (property)', () => {
    fc.assert(
      fc.property(jobArb, (draw) => {
        const { spot } = built(draw);
        const reach = distancesFrom(spot, outside);
        for (const loot of Object.values(spot.loot)) expect(reach.has(loot.zone), loot.name).toBe(true);
        for (const zone of Object.values(spot.zones)) expect(reach.has(zone.id), zone.name).toBe(true);
        expect(v.safeParse(spotSchema, spot).success).toBe(true);
        expect(() => checkSpot(spot)).not.toThrow();
      }),
      { numRuns: 150 },
    );
  });

  it('lays zones out apart: no two zones share a point, the deepest zone holds the Job’s loot (property)', () => {
    fc.assert(
      fc.property(jobArb, (draw) => {
        const { spot } = built(draw);
        const zones = Object.values(spot.zones);
        for (const [i, a] of zones.entries())
          for (const b of zones.slice(i + 1))
            expect(
              Math.abs(a.x - b.x) >= layerGap || Math.abs(a.y - b.y) >= sideGap,
              `${a.name} ${b.name}`,
            ).toBe(true);
        // The ways of the chain carry at most two Securities, so each label fits between its zones.
        for (const way of Object.values(spot.barriers).filter((b) => b.ends[1].startsWith('z')))
          expect(way.securities.length).toBeLessThanOrEqual(securitiesPerWay);
        const deepest = Object.values(spot.zones).reduce((a, b) => (b.x > a.x ? b : a));
        expect(spot.loot['loot-job']?.zone).toBe(deepest.id);
      }),
      { numRuns: 100 },
    );
  });

  it('sets the loot’s worth from Heist points: 13 points at 3 a Resource is 5, a Secondary Job its own', () => {
    const draw = drawn(addSecondary({ ...drawn(drawJob('K7Q2M9XD', decks)) }, decks, 'Revenge Job'));
    const { spot } = built({ ...draw });
    const job = decks.jobs.find((c) => c.name === draw.job)!;
    expect(spot.loot['loot-job']).toMatchObject({ name: draw.job, value: Math.ceil(job.heistPoints / 3) });
    expect(Object.values(spot.loot).find((l) => l.name === 'Revenge Job')?.value).toBe(1);
  });

  it('makes score-only guards of Confidence cards and gives a Sleight card’s key to one of them', () => {
    const draw = drawn(drawJob('K7Q2M9XD', decks)); // Ocean Liner: Boss, Worker, Receptionist, Guards, Make Switch…
    const { spot, guards } = built(draw);
    const boss = guards.find((g) => g.name === 'Boss')!;
    expect(boss.kind).toBe('guard');
    expect(spot.guards[boss.id]).toMatchObject({ awareness: 15, training: 9, aware: false });
    expect(guards.flatMap((g) => g.gear ?? []).map((g) => g.name)).toContain('Display-case key');
    const vault = Object.values(spot.barriers)
      .flatMap((b) => b.securities)
      .filter((s) => s.tag === 'vault');
    expect(vault.map((s) => s.score).sort()).toEqual([12, 15]);
    const explained = spot.generated!.cards.find((c) => c.name === 'Vault Doors')!;
    expect(explained.becomes).toBe('Vault 15 on the way Lobby–Strongroom');
  });

  it('is the same Spot from the same draw, and leaves its inputs alone', () => {
    const draw = deepFreeze(drawn(drawJob('K7Q2M9XD', decks)));
    expect(built(draw)).toEqual(built(draw));
  });
});
