import { describe, expect, it } from 'vitest';
import { characterId, warfare } from '../../../../../core/index.ts';
import { entrant, fight } from './support.ts';

const vex = characterId('vex');
const base = () =>
  fight([entrant('vex', 'crew', 9), entrant('dolan', 'guards', 8), entrant('oka', 'guards', 6)]);
const holding = (change: Partial<warfare.Fighter> = {}) => {
  const state = base();
  return {
    ...state,
    fighters: state.fighters.map((f) => (f.id === 'vex' ? f : { ...f, restrainedBy: vex, ...change })),
  };
};

describe('warfare.heldBy (COT-WAR-9)', () => {
  it('names everyone the restrainer holds, in the fight’s order', () => {
    expect(warfare.heldBy(holding(), vex).map((f) => f.id)).toEqual(['dolan', 'oka']);
    expect(warfare.heldBy(base(), vex)).toEqual([]);
  });

  it('holds no one who is dead or has left the fight, whatever the stale mark says', () => {
    expect(warfare.heldBy(holding({ condition: { state: 'dead' } }), vex)).toEqual([]);
    expect(warfare.heldBy(holding({ presence: 'left' }), vex)).toEqual([]);
    expect(warfare.heldBy(holding({ unconscious: true }), vex).map((f) => f.id)).toEqual(['dolan', 'oka']);
  });
});
