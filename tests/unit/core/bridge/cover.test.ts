import { describe, expect, it } from 'vitest';
import { bridge } from '../../../../core/index.ts';
import { buildPool } from '../../../../core/dice/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { sheet, table, vest } from './support.ts';

/** BRG-D-26: the first Cover roll of the Gang Warfare a HEIST fight goes on as, and the aim marker's Bolster. */

const healthy = { state: 'unhurt' } as const;
const at = (position: bridge.SwitchPosition['position'], aim = false): bridge.SwitchPosition => ({
  position,
  aim,
});

describe('coverRollOf (BRG-D-26)', () => {
  it('TV-BRG-D-26-a: Muscle 2, Resist 2 (4k2), in cover, Stunned -> 4k2 + 1k0 − 1k0 = 4k2', () => {
    const roll = bridge.coverRollOf(
      sheet('Ruth', { muscle: 2, resist: 2 }),
      healthy,
      at('cover'),
      true,
      table,
      fixedDice(6, 5, 2, 1),
    );
    expect(roll.base).toMatchObject({ rolled: 4, kept: 2 });
    expect(roll.modifiers.map((m) => [m.rolled, m.kept])).toEqual([
      [1, 0],
      [-1, 0],
    ]);
    expect(roll.pool).toMatchObject({ rolled: 4, kept: 2 });
    expect(roll.faces).toEqual([6, 5, 2, 1]);
    expect(roll.total).toBe(11);
    expect(roll.firstAttack).toBeNull();
  });

  it('TV-BRG-D-26-b: Muscle 3, Resist 1 (4k3), in the open -> 3k3', () => {
    const roll = bridge.coverRollOf(
      sheet('Sal', { muscle: 3, resist: 1 }),
      healthy,
      at('open'),
      false,
      table,
      fixedDice(4, 4, 4),
    );
    expect(roll.base).toMatchObject({ rolled: 4, kept: 3 });
    expect(roll.pool).toMatchObject({ rolled: 3, kept: 3 });
    expect(roll.total).toBe(12);
  });

  it('TV-BRG-D-26-c: a model with an aim marker: its first Attack pool 5k3 -> 6k3', () => {
    const roll = bridge.coverRollOf(
      sheet('Ruth', { muscle: 3, resist: 2 }),
      healthy,
      at('cover', true),
      false,
      table,
      fixedDice(1, 1, 1, 1, 1, 1),
    );
    expect(roll.firstAttack).toMatchObject({ rolled: 1, kept: 0 });
    expect(buildPool({ rolled: 5, kept: 3 }, [roll.firstAttack!]).pool).toMatchObject({ rolled: 6, kept: 3 });
  });

  it('TV-BRG-D-26-d: Officer Kowalski (6k4 with his steel vest), in cover from Ruth but flanked by Big Tony -> 5k4', () => {
    const kowalski = sheet('Kowalski', { muscle: 3, resist: 2, armour: vest });
    const roll = bridge.coverRollOf(kowalski, healthy, at('flanked'), false, table, fixedDice(3, 3, 3, 3, 3));
    expect(roll.base).toMatchObject({ rolled: 6, kept: 4 });
    expect(roll.pool).toMatchObject({ rolled: 5, kept: 4 });
  });

  it('BRG-D-26: exposed, Stunned and Wounded never take the pool below 1k1', () => {
    const weak = sheet('Weak', { muscle: 1, resist: 0 });
    const wounded = { state: 'wounded', recoveryDays: 3 } as const;
    const roll = bridge.coverRollOf(weak, wounded, at('exposed'), true, table, fixedDice(5));
    expect(roll.pool).toMatchObject({ rolled: 1, kept: 1 });
    expect(roll.total).toBe(5);
  });
});
