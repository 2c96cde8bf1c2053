import { describe, expect, it } from 'vitest';
import { bridge } from '../../../../core/index.ts';
import { accepted, settings, sheet, table, w } from './support.ts';

/**
 * An ambusher's start (BRG-D-16, D-18) and its ammunition (BRG-D-25): what an Ambush brings onto the table beside
 * the model its sheet converts to.
 */

const convert = (...args: Parameters<typeof bridge.modelOf>) => accepted(bridge.modelOf(...args));

describe('an ambusher (BRG-D-16, D-18, D-25)', () => {
  it('comes on Wounded when its sheet is, unhurt otherwise', () => {
    expect(bridge.ambushStart({ condition: { state: 'wounded', recoveryDays: 2 } })).toEqual({
      wounded: true,
    });
    expect(bridge.ambushStart({ condition: { state: 'unhurt' } })).toBeNull();
  });

  it('BRG-D-25: carries the ammunition counters an earlier fight left on its firearms; fresh ones carry none', () => {
    const tony = sheet('Big Tony', { weapons: [w.tommy, w.revolver] });
    const fresh = convert(tony, settings, table);
    expect(bridge.ambushCounters(fresh)).toEqual([]);
    const record = {
      ...fresh.record,
      firearms: fresh.record.firearms.map((firearm, index) => ({
        ...firearm,
        counters: index === 0 ? 2 : 1,
      })),
    };
    const after = convert(tony, settings, table, { record });
    expect(bridge.ambushCounters(after)).toEqual([
      { counters: { slot: 'long', counters: 2 } },
      { counters: { slot: 'sidearm', counters: 1 } },
    ]);
  });
});
