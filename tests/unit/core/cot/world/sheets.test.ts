import { describe, expect, it } from 'vitest';
import { apply, chase, heist, warfare } from '../../../../../core/index.ts';
import type { CampaignState, CharacterId, Condition } from '../../../../../core/index.ts';
import {
  notRead,
  sheetConditions,
  withCondition,
  withoutCondition,
} from '../../../../../core/cot/world/sheets.ts';
import { simulateCampaign } from '../../../../helpers/campaign-gen.ts';

/**
 * A scene stores its participants without their conditions (COT-CHAR-6): the engines' `apply` gets a placeholder
 * condition (`notRead`) and drops whatever it set. That holds only while no `apply` reads a condition: checked
 * here on every engine event of simulated campaigns, applied under two opposite sets of conditions.
 */

const dead: Condition = { state: 'dead' };
const everyoneDead = () => dead;

/** Each engine whose participants are campaign characters: its stored ↔ live shapes and its rules' `apply`. */
const engines = {
  heist: {
    apply: (scene: unknown, event: unknown, conditionOf: (id: CharacterId) => Condition) =>
      heist.storedHeist(
        heist.applyHeist(
          scene === null ? null : heist.liveHeist(scene as never, conditionOf),
          event as never,
        ),
      ),
  },
  warfare: {
    apply: (scene: unknown, event: unknown, conditionOf: (id: CharacterId) => Condition) =>
      warfare.storedFight(
        warfare.applyWarfare(
          scene === null ? null : warfare.liveFight(scene as never, conditionOf),
          event as never,
        ),
      ),
  },
  chase: {
    apply: (scene: unknown, event: unknown, conditionOf: (id: CharacterId) => Condition) =>
      chase.storedChase(
        chase.applyChase(
          scene === null ? null : chase.liveChase(scene as never, conditionOf),
          event as never,
        ),
      ),
  },
} as const;

describe('the sheet is a condition’s only home (core/cot/world/sheets.ts)', () => {
  it('no engine’s apply reads a condition: the scene it stores is the same whatever the sheets say', () => {
    const checked = { heist: 0, warfare: 0, chase: 0 };
    for (const seed of [3, 6, 11]) {
      const { entries } = simulateCampaign({ entries: 400, seed });
      let state: CampaignState | null = null;
      for (const event of entries.flatMap((entry) => entry.events)) {
        if (state && event.type === 'scene/changed' && Object.hasOwn(engines, event.module)) {
          const module = event.module as keyof typeof engines;
          const before = state.scenes[event.sceneId]!.state;
          const placeholder = engines[module].apply(before, event.event, notRead);
          expect(engines[module].apply(before, event.event, everyoneDead)).toEqual(placeholder);
          expect(JSON.stringify(placeholder)).not.toContain('"condition"');
          checked[module] += 1;
        }
        state = apply(state, event);
      }
    }
    expect(checked.heist).toBeGreaterThan(100);
    expect(checked.warfare).toBeGreaterThan(50);
    expect(checked.chase).toBeGreaterThan(10);
  });

  it('reads a participant’s condition from their sheet, Unhurt when the sheet is gone', () => {
    const ruth = 'ruth' as CharacterId;
    const sheets = { [ruth]: { condition: { state: 'wounded', recoveryDays: 2 } } } as never;
    const conditionOf = sheetConditions(sheets);
    expect(conditionOf(ruth)).toEqual({ state: 'wounded', recoveryDays: 2 });
    expect(conditionOf('gone' as CharacterId)).toEqual({ state: 'unhurt' });
    const live = withCondition<{ id: CharacterId; zone: string; condition: Condition }>(
      { id: ruth, zone: 'Dock' },
      conditionOf,
    );
    expect(live).toEqual({ id: ruth, zone: 'Dock', condition: { state: 'wounded', recoveryDays: 2 } });
    expect(withoutCondition(live)).toEqual({ id: ruth, zone: 'Dock' });
  });
});
