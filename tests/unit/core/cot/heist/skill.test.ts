import { describe, expect, it } from 'vitest';
import { skills, skillTable } from '../../../../../core/cot/characters/skills.ts';
import type { Skill } from '../../../../../core/cot/characters/skills.ts';
import { decideHeist } from '../../../../../core/cot/heist/decide.ts';
import { heistView } from '../../../../../core/cot/heist/view.ts';
import { seededDice } from '../../../../../core/dice/seeded.ts';
import { heistEnv } from '../../../../../core/cot/prep/index.ts';
import { chain } from '../spot/support.ts';
import { id, open, play, refuse, ruth } from './support.ts';

/**
 * COT-SPOT-8: Lookout, Safecracking outside a Vault "and any other Heist skill use" are rolled against a GM
 * difficulty. Found by the conformance bot (seed 1 of the heist runs): `heist/skill` accepted any skill at all —
 * Resist, Impress, Driving — while the view offered only the Heist skills.
 */

const isHeistSkill = (skill: Skill) => (skillTable[skill].tags as readonly string[]).includes('heist');
const use = (skill: Skill) =>
  ({ type: 'heist/skill', actor: id('ruth'), skill, difficulty: 9, purpose: '' }) as const;

describe('a skill used in the Heist (COT-SPOT-8)', () => {
  const world = play(open(chain('bank', ['a']), [ruth()]), {
    type: 'heist/place',
    character: id('ruth'),
    to: 'a',
  });

  it.each(skills.filter((skill) => !isHeistSkill(skill)))(
    'refuses %s, which is not a Heist skill',
    (skill) => {
      expect(refuse(world, use(skill))).toMatchObject({
        code: 'heist/not-a-heist-skill',
        message: `${skillTable[skill].label} is not a Heist skill: only those are rolled against the GM's difficulty in a Heist (COT-SPOT-8)`,
      });
    },
  );

  it('offers exactly the Heist skills, and each is accepted', () => {
    const offered = heistView(heistEnv(world.ctx), world.state, id('ruth'))
      .find((view) => view.action === 'skill')!
      .options.map((option) => (option.command as ReturnType<typeof use>).skill);
    expect(offered).toEqual(skills.filter(isHeistSkill));
    for (const skill of offered) {
      const decision = decideHeist(heistEnv(world.ctx), world.state, use(skill), seededDice(skill));
      expect(decision.ok ? 'accepted' : decision.message).toBe('accepted');
    }
  });
});
