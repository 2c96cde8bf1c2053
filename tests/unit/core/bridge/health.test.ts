import { describe, expect, it } from 'vitest';
import { bridge, defaultSettings, withDefaults } from '../../../../core/index.ts';
import type { Condition } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { accepted, settings, table } from './support.ts';

/** End-of-skirmish health (BRG-D-23, BRG-D-24). */

const healthy: Condition = { state: 'unhurt' };
const wounded = (recoveryDays: number): Condition => ({ state: 'wounded', recoveryDays });

const facts = (given: Partial<bridge.HealthFacts> = {}): bridge.HealthFacts => ({
  wounded: false,
  killed: false,
  armour: [],
  woken: false,
  ...given,
});

const crew = { name: 'Big Tony', kind: 'crew' } as const;
const guard = (name: string) => ({ name, kind: 'guard' }) as const;
const dying = { ...settings, killedOutcome: 'dying' as const };

function after(
  who: Parameters<typeof bridge.healthAfter>[0],
  condition: Condition,
  given: Partial<bridge.HealthFacts>,
  at: Parameters<typeof bridge.healthAfter>[3] = settings,
  recovery = table,
  unconscious = false,
) {
  return accepted(bridge.healthAfter(who, { condition, unconscious }, facts(given), at, recovery));
}

describe('healthAfter (BRG-D-23)', () => {
  it('TV-BRG-D-23-a: Healthy character ends Stunned -> COT unchanged', () => {
    const outcome = after({ name: 'Ruth', kind: 'crew' }, healthy, {});
    expect(outcome).toMatchObject({ condition: healthy, unconscious: false, killed: false });
    expect(outcome.line).toBe('Ruth: no lasting harm (BRG-D-23)');
  });

  it('TV-BRG-D-23-b: Healthy character ends Wounded -> COT Wounded, 3 days', () => {
    const outcome = after(crew, healthy, { wounded: true });
    expect(outcome.condition).toEqual(wounded(3));
    expect(outcome.line).toBe('Big Tony: Wounded, 3 days (BRG-D-23, BRG-D-24)');
  });

  it('TV-BRG-D-23-c: COT-Wounded character (5 days left) ends the skirmish still Wounded -> Wounded, 5 days', () => {
    expect(after(crew, wounded(5), { wounded: true }).condition).toEqual(wounded(5));
  });

  it('TV-BRG-D-23-d: armored officer eliminated while unhurt, check passed, ends the game Wounded + Stunned -> COT Wounded, 3 days', () => {
    const outcome = after(guard('Kowalski'), healthy, {
      wounded: true,
      armour: [{ wounded: false, passed: true }],
    });
    expect(outcome.condition).toEqual(wounded(3));
  });

  it('TV-BRG-D-23-e: model killed, no armor -> Dead; with killed_outcome = dying -> Wounded 7 days and Unconscious', () => {
    const dead = after(guard('G1'), healthy, { killed: true });
    expect(dead).toMatchObject({ condition: { state: 'dead' }, killed: true, line: 'G1: Dead (BRG-D-23)' });
    const out = after(guard('G1'), healthy, { killed: true }, dying);
    expect(out).toMatchObject({ condition: wounded(7), unconscious: true, killed: true });
  });

  it('TV-BRG-D-23-f: G1, G2 and G5 start Unconscious; G2 woken ends unhurt; G1 never woken, unhurt; G5 never woken, Wounded -> G2 conscious and Aware; G1 Unconscious; G5 Wounded 3 days and Unconscious', () => {
    const g2 = after(guard('G2'), healthy, { woken: true }, settings, table, true);
    expect(g2).toMatchObject({ condition: healthy, unconscious: false, aware: true });
    const g1 = after(guard('G1'), healthy, {}, settings, table, true);
    expect(g1).toMatchObject({ condition: healthy, unconscious: true, aware: false });
    const g5 = after(guard('G5'), healthy, { wounded: true }, settings, table, true);
    expect(g5).toMatchObject({ condition: wounded(3), unconscious: true, aware: false });
    expect(g5.line).toBe('G5: Wounded, 3 days (BRG-D-23, BRG-D-24); Unconscious (COT-DROP-9)');
  });

  it('TV-BRG-D-23-g: killed_outcome = dying; G4 (armoured, started Healthy) eliminated, check failed -> Wounded 7 days and Unconscious', () => {
    const outcome = after(guard('G4'), healthy, { armour: [{ wounded: false, passed: false }] }, dying);
    expect(outcome).toMatchObject({ condition: wounded(7), unconscious: true, killed: true });
  });

  it('TV-BRG-D-23-h: Big Tony started Wounded (4 days left); eliminated, check passed, ends Wounded + Stunned -> Wounded, 4 + 3 = 7 days', () => {
    const outcome = after(crew, wounded(4), { wounded: true, armour: [{ wounded: true, passed: true }] });
    expect(outcome.condition).toEqual(wounded(7));
    expect(outcome.line).toBe('Big Tony: Wounded, 4 + 3 = 7 days (BRG-D-23, BRG-D-24)');
  });

  it('TV-BRG-D-23-i: Big Tony started Healthy; eliminated while unhurt in round 2 (returned), eliminated again in round 5 while Wounded (returned) -> Wounded, 3 + 3 = 6 days', () => {
    const outcome = after(crew, healthy, {
      wounded: true,
      armour: [
        { wounded: false, passed: true },
        { wounded: true, passed: true },
      ],
    });
    expect(outcome.condition).toEqual(wounded(6));
  });

  it('BRG-D-23: a character who started Wounded and is killed is Dead, even under dying', () => {
    expect(after(crew, wounded(2), { killed: true }, dying).condition).toEqual({ state: 'dead' });
  });

  it('BRG-D-23: an NPC woken on the table is Aware; a crew member is only conscious', () => {
    const ruth = after({ name: 'Ruth', kind: 'crew' }, healthy, { woken: true }, settings, table, true);
    expect(ruth).toMatchObject({ unconscious: false, aware: false });
  });
});

describe('healthAfter: days of a HEIST wound (BRG-D-24)', () => {
  it('TV-BRG-D-24-a: 1d6; Tony (started Healthy) ends Wounded, die 4 -> Wounded 4 days, face 4 stored; the same face again -> still 4 days; Sal (started Wounded, 5 days left) ends Wounded -> no die, 5 days', () => {
    const d6 = { ...settings, heistWoundDays: '1d6' as const };
    const dice = fixedDice(4);
    const tony = accepted(
      bridge.healthAfter(
        crew,
        { condition: healthy, unconscious: false },
        facts({ wounded: true }),
        d6,
        table,
        dice,
      ),
    );
    expect(tony).toMatchObject({ condition: wounded(4), faces: [4] });
    expect(dice.remaining()).toBe(0);
    const again = accepted(
      bridge.healthAfter(
        crew,
        { condition: healthy, unconscious: false },
        facts({ wounded: true }),
        d6,
        table,
        fixedDice(...tony.faces),
      ),
    );
    expect(again).toEqual(tony);
    const sal = accepted(
      bridge.healthAfter(
        { name: 'Sal', kind: 'crew' },
        { condition: wounded(5), unconscious: false },
        facts({ wounded: true }),
        d6,
        table,
        fixedDice(),
      ),
    );
    expect(sal).toMatchObject({ condition: wounded(5), faces: [] });
  });

  it('TV-BRG-D-24-b: max_recovery_days = 2; Tony (started Healthy) ends Wounded -> 2 days; with killed_outcome = dying, killed -> Wounded 2 days and Unconscious', () => {
    const short = withDefaults({ ...defaultSettings, maxRecoveryDays: 2 });
    expect(after(crew, healthy, { wounded: true }, settings, short).condition).toEqual(wounded(2));
    expect(after(crew, healthy, { killed: true }, dying, short)).toMatchObject({
      condition: wounded(2),
      unconscious: true,
    });
  });

  it('BRG-D-24: added days never take a wound past max_recovery_days (a sheet holds no more)', () => {
    const five = withDefaults({ ...defaultSettings, maxRecoveryDays: 5 });
    const outcome = after(
      crew,
      wounded(4),
      { wounded: true, armour: [{ wounded: true, passed: true }] },
      settings,
      five,
    );
    expect(outcome.condition).toEqual(wounded(5));
    expect(outcome.line).toBe(
      'Big Tony: Wounded, 4 + 3 = 7 days = 5 days, the most a wound takes (BRG-D-23, BRG-D-24)',
    );
  });

  it('BRG-D-24: a fixed number of days follows the setting', () => {
    expect(after(crew, healthy, { wounded: true }, { ...settings, heistWoundDays: 5 }).condition).toEqual(
      wounded(5),
    );
  });
});

describe('the worked example (section 6)', () => {
  it('TV-BRG-E2E-b (health and time): Big Tony eliminated unhurt, check passed, ends Wounded + Stunned -> Wounded 3 days; Ruth Stunned -> unchanged; G1 killed -> Dead; G2 Wounded -> 3 days; 8 game rounds -> 2 Action rounds -> 1 Heist round', () => {
    const tony = after(crew, healthy, { wounded: true, armour: [{ wounded: false, passed: true }] });
    expect(tony.condition).toEqual(wounded(3));
    expect(after({ name: 'Ruth', kind: 'crew' }, healthy, {}).condition).toEqual(healthy);
    expect(after(guard('G1'), healthy, { killed: true }).condition).toEqual({ state: 'dead' });
    expect(after(guard('G2'), healthy, { wounded: true }).condition).toEqual(wounded(3));
    expect(accepted(bridge.skirmishTime(8, settings, 'heist'))).toMatchObject({
      actionRounds: 2,
      longer: { stage: 'heist', rounds: 1 },
    });
  });
});

describe('healthAfter: bad input', () => {
  it('refuses an armour check not made yet (BRG-D-45 makes it when the skirmish closes)', () => {
    const result = bridge.healthAfter(
      crew,
      { condition: healthy, unconscious: false },
      facts({ armour: [{ wounded: false, passed: null }] }),
      settings,
      table,
    );
    expect(result).toMatchObject({
      ok: false,
      code: 'bridge/armour-check',
      message: "Big Tony's body-armor check must be made before the write-back (BRG-D-45)",
    });
  });

  it('refuses a character who started Dead, and 1d6 days without dice', () => {
    expect(
      bridge.healthAfter(
        crew,
        { condition: { state: 'dead' }, unconscious: false },
        facts(),
        settings,
        table,
      ),
    ).toMatchObject({ ok: false, code: 'bridge/dead' });
    expect(
      bridge.healthAfter(
        crew,
        { condition: healthy, unconscious: false },
        facts({ wounded: true }),
        { ...settings, heistWoundDays: '1d6' },
        table,
      ),
    ).toMatchObject({ ok: false, code: 'bridge/wound-dice' });
  });
});
