import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crewReputation,
  reputationAvailable,
  reputationChanges,
} from '../../../../../core/cot/characters/reputation.ts';
import type { Character } from '../../../../../core/cot/characters/types.ts';
import type { CharacterId } from '../../../../../core/shared/ids.ts';
import { deepFreeze, sheet } from '../../campaign/support.ts';

/** Vex 2, Ruth 1, Jonah 3, Mara 4 (the crew); Mr. Harrow and the guards 0 — here Harrow gets 5. */
function sheets(changes: Partial<Record<string, Partial<Character>>> = {}) {
  const ids = ['vex', 'ruth', 'jonah', 'mara', 'harrow', 'okafor'];
  return deepFreeze(
    Object.fromEntries(
      ids.map((id) => [id, { ...sheet(id), ...(id === 'harrow' ? { reputation: 5 } : {}), ...changes[id] }]),
    ) as Record<CharacterId, Character>,
  );
}

const byCharacter = { reputationScope: 'character' } as const;
const byCrew = { reputationScope: 'crew' } as const;
const vex = 'vex' as CharacterId;
const ruth = 'ruth' as CharacterId;
const harrow = 'harrow' as CharacterId;

describe('reputation_scope (COT-CHAR-10, COT-D-15)', () => {
  it('per character: each sheet spends only its own', () => {
    const characters = sheets();
    expect(reputationAvailable(characters[ruth]!, characters, byCharacter)).toBe(1);
    expect([...reputationChanges(characters, ruth, -1, byCharacter)]).toEqual([[ruth, 0]]);
  });

  it('for the whole crew: any living crew member spends the crew’s shared Reputation', () => {
    const characters = sheets();
    expect(crewReputation(characters)).toBe(2 + 1 + 3 + 4);
    expect(reputationAvailable(characters[ruth]!, characters, byCrew)).toBe(10);
    expect(reputationAvailable(characters[harrow]!, characters, byCrew)).toBe(5); // NPCs keep their own
  });

  it('TV-COT-CHAR-10-b with a shared Reputation: a crew member at 0 pays from the others, the richest first', () => {
    const characters = sheets({ ruth: { reputation: 0 } });
    expect(reputationAvailable(characters[ruth]!, characters, byCrew)).toBe(9);
    expect([...reputationChanges(characters, ruth, -1, byCrew)]).toEqual([['mara', 3]]);
    expect([...reputationChanges(characters, vex, -3, byCrew)]).toEqual([
      [vex, 0],
      ['mara', 3],
    ]);
  });

  it('leaves the dead out of the crew’s Reputation', () => {
    const characters = sheets({ mara: { condition: { state: 'dead' } } });
    expect(crewReputation(characters)).toBe(6);
    expect([...reputationChanges(characters, ruth, -2, byCrew)]).toEqual([
      [ruth, 0],
      ['jonah', 2],
    ]);
  });

  it('puts earned Reputation on the earner’s sheet', () => {
    expect([...reputationChanges(sheets(), ruth, 2, byCrew)]).toEqual([[ruth, 3]]);
    expect([...reputationChanges(sheets(), ruth, 0, byCrew)]).toEqual([]);
  });

  it('never goes below 0 and takes exactly what is spent while the crew can pay it (COT-D-90)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 1, max: 25 }),
        fc.constantFrom(byCharacter, byCrew),
        (reps, spend, scope) => {
          const [v = 0, r = 0, j = 0, m = 0] = reps;
          const characters = sheets({
            vex: { reputation: v },
            ruth: { reputation: r },
            jonah: { reputation: j },
            mara: { reputation: m },
          });
          const changes = reputationChanges(characters, ruth, -spend, scope);
          const after = (id: string) =>
            changes.get(id as CharacterId) ?? characters[id as CharacterId]!.reputation;
          const paid = ['vex', 'ruth', 'jonah', 'mara'].reduce(
            (sum, id) => sum + characters[id as CharacterId]!.reputation - after(id),
            0,
          );
          for (const value of changes.values()) expect(value).toBeGreaterThanOrEqual(0);
          expect(paid).toBe(Math.min(spend, reputationAvailable(characters[ruth]!, characters, scope)));
        },
      ),
    );
  });

  it('refuses a change that is not a whole number, or a spender who is not there', () => {
    expect(() => reputationChanges(sheets(), ruth, 0.5, byCrew)).toThrow(RangeError);
    expect(() => reputationChanges(sheets(), 'ghost' as CharacterId, -1, byCrew)).toThrow(RangeError);
  });
});
