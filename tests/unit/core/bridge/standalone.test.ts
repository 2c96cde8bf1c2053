import { describe, expect, it } from 'vitest';
import { bridge, characterId } from '../../../../core/index.ts';
import { sheet, w } from './support.ts';
import { bay, heistSpot, office, street } from './writeback-support.ts';

/** A standalone fight's link from the GM's answers (BRG-D-50): where, which exits, who is who. */

const text = [
  'Side: Crew',
  'Kat (4/7) Assault rifle w/2 reloads',
  'Side: Guards',
  'G9 (3/5) Pistol w/1 reload',
  'Rounds: 4',
  'Kat: left by Back door in round 3',
  'G9: left by Front door in round 4',
].join('\n');

const fight = (): bridge.PastedFight => {
  const read = bridge.parseFight(text);
  expect(read.problems).toEqual([]);
  return read.fight!;
};

const kat = sheet('Kat', { muscle: 4, shooting: 3, weapons: [w.rifle] });
const answers: readonly bridge.ModelAnswer[] = [
  { name: 'Kat', as: 'character', character: kat.id, category: 'other' },
  { name: 'G9', as: 'new', id: characterId('g9'), subject: 'Warehouse', category: 'other' },
];
const where = (given: Partial<bridge.ImportWhere> = {}): bridge.ImportWhere => ({
  spot: heistSpot(),
  zone: bay,
  stage: 'heist',
  exits: { 'Back door': office },
  ...given,
});

describe('standaloneLink (BRG-D-50)', () => {
  it('a crew member matched is crew whatever the answer says; an exit not answered leads Outside', () => {
    const link = bridge.standaloneLink(fight(), answers, where(), { [kat.id]: kat });
    expect(link).toMatchObject({
      origin: 'standalone',
      stage: 'heist',
      spot: 'warehouse',
      zones: [bay],
      exits: { 'Back door': office, 'Front door': 'outside' },
      models: {
        kat: {
          who: 'character',
          character: kat.id,
          category: 'crew',
          conversion: null,
          start: { name: 'Kat' },
        },
        g9: { who: 'new', id: 'g9', employer: 'Warehouse', category: 'other' },
      },
    });
  });

  it('its state at import stands for the start: a guard of the Spot keeps its post and awareness', () => {
    const guard = sheet('G1', { kind: 'guard', muscle: 3, resist: 2, weapons: [w.revolver] });
    expect(bridge.startAtImport({ ...guard, id: characterId('g1') }, heistSpot(false))).toMatchObject({
      kind: 'guard',
      aware: false,
      zone: bay,
    });
  });

  it('refuses a zone the Spot does not have, and an exit leading to one, naming the field', () => {
    expect(
      bridge.standaloneLink(fight(), answers, where({ zone: 'attic' }), { [kat.id]: kat }),
    ).toMatchObject({
      ok: false,
      code: 'bridge/zone',
      message: 'Warehouse has no zone "attic" (BRG-D-50)',
      data: { field: 'zone' },
    });
    expect(
      bridge.standaloneLink(fight(), answers, where({ exits: { 'Back door': 'cellar' } }), { [kat.id]: kat }),
    ).toMatchObject({
      ok: false,
      code: 'bridge/exit',
      message: 'The exit "Back door" leads to "cellar", which Warehouse does not have (BRG-D-50)',
    });
  });

  it('away from any Spot the zone is a place’s name, and exits lead where the GM says', () => {
    const link = bridge.standaloneLink(
      fight(),
      answers,
      where({ spot: null, zone: 'Quayside', exits: { 'Back door': street } }),
      { [kat.id]: kat },
    );
    expect(link).toMatchObject({ spot: null, zones: ['Quayside'], exits: { 'Back door': street } });
  });

  it('pastedResult turns rounds into turns: Kat (first side) left in round 3 = turn 5, G9 in round 4 = turn 8', () => {
    const result = bridge.pastedResult(fight(), 'f');
    expect(result.models['kat']!.left).toEqual({ exit: 'Back door', round: 3, turn: 5 });
    expect(result.models['g9']!.left).toEqual({ exit: 'Front door', round: 4, turn: 8 });
    expect(result).toMatchObject({
      ended: true,
      sides: ['side-1', 'side-2'],
      rounds: { begun: 4, finished: 4 },
    });
    expect(bridge.pastedOf(result, { 'side-1': 'Crew', 'side-2': 'Guards' })).toEqual(fight());
  });
});
