import { describe, expect, it } from 'vitest';
import type { AlarmPlan } from '../../../../../core/cot/alarm/index.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { guard } from '../heist/support.ts';
import { chain, edit, refusal } from '../spot/support.ts';

/** The plan on a Spot: `spot/set-alarm-plan`, one undo step, every refusal naming its field. */

const spot = chain('bank', ['lobby', 'hall', 'vault']);
const spots = { bank: spot };
const sheets = {
  [characterId('night')]: guard('night'),
  [characterId('ruthless')]: { ...guard('ruthless'), kind: 'crew' as const },
};
const plan: AlarmPlan = {
  on: true,
  bag: [
    { id: 'g', kind: 'guard', guard: characterId('night'), awareness: 9, training: 8 },
    { id: 's', kind: 'pressure-sensor', panel: 'lobby' },
  ],
  unknown: ['hall', 'vault'],
  gates: [
    { kind: 'barrier', barrier: 'lobby-hall' },
    { kind: 'zone', zone: 'vault' },
  ],
  track: { alerts: [3, 6], alarm: 10 },
  deck: [{ id: 'a', name: 'Lockdown', special: false, effect: { kind: 'gate' } }],
};
const set = (p: AlarmPlan | null) => ({ type: 'spot/set-alarm-plan', spotId: 'bank', plan: p }) as const;

describe('spot/set-alarm-plan', () => {
  it('keeps the plan on the Spot in one event, and takes it away with null', () => {
    const { spots: after, events } = edit(spots, [set(plan)], { characters: sheets });
    expect(events).toEqual([{ type: 'spot/alarm-plan-set', spotId: 'bank', plan }]);
    expect(after.bank!.alarm).toEqual(plan);
    expect(edit(after, [set(null)]).spots.bank!.alarm).toBeNull();
  });

  it.each([
    ['bag[1].panel', { ...plan, bag: [plan.bag[0]!, { id: 's', kind: 'pressure-sensor', panel: 'attic' }] }],
    ['unknown[0]', { ...plan, unknown: ['attic'] }],
    ['gates[0].barrier', { ...plan, gates: [{ kind: 'barrier', barrier: 'nowhere' }] }],
    ['track.alerts[1]', { ...plan, track: { alerts: [6, 3], alarm: 10 } }],
    ['track.alerts[0]', { ...plan, track: { alerts: [10], alarm: 10 } }],
    [
      'deck[0].effect.zone',
      {
        ...plan,
        deck: [
          { id: 'p', name: 'Patrol', special: false, effect: { kind: 'patrol', zone: 'attic', guards: [] } },
        ],
      },
    ],
    ['bag[0].guard', { ...plan, bag: [{ ...plan.bag[0]!, guard: characterId('ruthless') }] }],
    ['bag[1].id', { ...plan, bag: [plan.bag[0]!, { ...plan.bag[1]!, id: 'g' }] }],
  ] as const)('refuses a plan whose %s is wrong, naming it, and changes nothing', (field, bad) => {
    const refused = refusal(spots, set(bad as AlarmPlan), { characters: sheets });
    expect(refused.code).toBe('spot/alarm-plan');
    expect(refused.message.startsWith(`${field}:`)).toBe(true);
  });

  it('refuses to remove a zone or a barrier the plan still names', () => {
    const { spots: planned } = edit(spots, [set(plan)], { characters: sheets });
    expect(
      refusal(planned, { type: 'spot/remove-barrier', spotId: 'bank', barrierId: 'lobby-hall' }).code,
    ).toBe('spot/barrier-in-alarm-plan');
  });
});
