import { describe, expect, it } from 'vitest';
import {
  complicationCards,
  heistCardGame,
  secondaryCards,
  withoutCards,
} from '../../../../../core/cot/jobgen/index.ts';

/** The decks as printed in heist-card-game.txt (the Heist card game, Warpspawn). */
describe('heistCardGame', () => {
  it('holds the nine Job cards with their Security numbers and Heist points as printed', () => {
    expect(heistCardGame.jobs).toHaveLength(9);
    expect(heistCardGame.jobs.find((c) => c.name === 'Casino Vault')).toEqual({
      name: 'Casino Vault',
      security: 15,
      heistPoints: 15,
    });
    expect(heistCardGame.jobs.find((c) => c.name === 'Art Gallery')).toMatchObject({
      security: 9,
      heistPoints: 9,
    });
    expect(heistCardGame.jobs.find((c) => c.name === 'Worlds Oldest Stock Certificate')).toMatchObject({
      security: 11,
    });
  });

  it('holds the 38 Security cards, each one skill at 1: 7 Tech, 5 Info, 5 Acrobat, 10 Confidence, 5 Sleight, 6 Engineering', () => {
    expect(heistCardGame.security).toHaveLength(38);
    const bySkill: Record<string, number> = {};
    for (const card of heistCardGame.security) bySkill[card.skill] = (bySkill[card.skill] ?? 0) + 1;
    expect(bySkill).toEqual({ Tech: 7, Info: 5, Acrobat: 5, Confidence: 10, Sleight: 5, Engineering: 6 });
    expect(heistCardGame.security.every((card) => card.value === 1)).toBe(true);
    expect(heistCardGame.security.find((c) => c.name === 'Vault Doors')?.skill).toBe('Engineering');
  });

  it('holds the 108 Heist cards by type as printed, Personnel and Events included', () => {
    const byType: Record<string, number> = {};
    for (const card of heistCardGame.heist) byType[card.type] = (byType[card.type] ?? 0) + 1;
    expect(byType).toEqual({ PL: 4, P: 28, Z: 44, E: 13, S: 7, R: 2, X: 4, C: 6 });
    expect(heistCardGame.heist.find((c) => c.name === 'Bankroll')?.notes).toBe('Draw 3 cards');
  });

  it('reads the Secondary Jobs’ numbers and the Complications’ skills from their notes', () => {
    expect(secondaryCards(heistCardGame).map((c) => [c.name, c.security, c.heistPoints])).toContainEqual([
      'Revenge Job',
      3,
      3,
    ]);
    expect(secondaryCards(heistCardGame)).toHaveLength(7);
    // Six Complications and the two Crises with a skill (Hand Caught, Approaching Guard).
    expect(complicationCards(heistCardGame).map((c) => c.name)).toEqual([
      'Hand Caught',
      'Approaching Guard',
      'Raise Suspicions',
      'Extra Security',
      'Being Followed',
      'Technical Difficulties',
      'Extra Precaution',
      'Not in the Plans',
    ]);
  });

  it('leaves out the cards the GM took out of a deck', () => {
    const cut = withoutCards(heistCardGame, ['security:Safe', 'job:Bank Job']);
    expect(cut.security).toHaveLength(37);
    expect(cut.jobs.map((c) => c.name)).not.toContain('Bank Job');
    expect(heistCardGame.security).toHaveLength(38);
  });
});
