import { describe, expect, it } from 'vitest';
import { chase } from '../../../../core/index.ts';
import {
  namesOf,
  outcomeText,
  seatText,
  variantText,
  velocityText,
} from '../../../../renderer/panels/scenes/chase/chase-labels.ts';
import { splitOff, splitScenes } from '../../../../renderer/panels/scenes/chase/split-off.ts';
import { bran, chaseLog, chaseOf, oka, play, ruth, run, stamp, vex } from './support.ts';
import { replay } from '../../../../core/index.ts';

const state = chaseOf(chaseLog()).scene.chase!;
const names = namesOf(state);

describe('namesOf', () => {
  it("tells the Target's car from the pursuers' and names each group by who is in it", () => {
    expect(names.vehicle(chase.vehicleId('target: Car'))).toBe("Target's Car");
    expect(names.vehicle(chase.vehicleId('pursuer: Car'))).toBe('Car');
    expect(names.vehicleKind(chase.vehicleId('target: Car'))).toBe('Car');
    expect(names.group(chase.chaseGroupId('pursuer: Car'))).toBe('Car (Bran)');
    expect(names.group(chase.chaseGroupId('on foot'))).toBe('On foot (Oka)');
    expect(names.character(oka)).toBe('Oka');
  });
});

describe('seatText and velocityText', () => {
  it('say where someone sits and how fast they go (COT-CHASE-1, COT-CHASE-2)', () => {
    const seats = Object.fromEntries(state.participants.map((p) => [p.id, seatText(p.seat, names)]));
    expect(seats).toEqual({
      [vex]: "driving the Target's Car",
      [ruth]: "passenger in the Target's Car",
      [bran]: 'driving the Car',
      [oka]: 'on foot',
    });
    expect(velocityText({ mode: 'muscles', rating: 2 })).toBe('Muscles 2');
  });
});

describe('variantText', () => {
  it('tells apart the ready-made commands of one action', () => {
    const car = { kind: 'vehicle', id: chase.vehicleId('target: Car') } as const;
    expect(
      variantText(
        { type: 'chase/attack', actor: bran, defender: car, means: { kind: 'weapon', weapon: 'Pistol' } },
        names,
      ),
    ).toBe("Pistol → the Target's Car");
    expect(
      variantText({ type: 'chase/ram', actor: bran, defender: { kind: 'character', id: vex } }, names),
    ).toBe('→ Vex');
    expect(
      variantText({ type: 'chase/shake', actor: vex, manoeuvre: { kind: 'dislodge', boarder: oka } }, names),
    ).toBe('Oka');
  });
});

describe('outcomeText', () => {
  it('words each ending of a chase (COT-CHASE-14)', () => {
    expect(outcomeText({ kind: 'escaped', winner: 'target', by: vex }, names).title).toBe(
      'The Target escaped',
    );
    const caught = outcomeText(
      {
        kind: 'caught',
        winner: 'pursuers',
        by: oka,
        group: chase.chaseGroupId('on foot'),
        gangWarfare: { targets: [vex], pursuers: [oka], mayRestrain: oka, stragglers: [] },
      },
      names,
    );
    expect(caught.title).toBe('Caught');
    expect(caught.detail).toContain('Oka may Restrain a Target at once (COT-WAR-9)');
    expect(outcomeText({ kind: 'ended-by-gm', winner: null, reason: 'The bridge is up' }, names).detail).toBe(
      'The bridge is up',
    );
  });
});

describe('splitOff', () => {
  it('shows the breakaway of a Target on foot and the group that followed it (COT-CHASE-3)', () => {
    const onFoot = chaseLog({
      targets: [
        { characterId: vex, vehicle: null, role: 'on-foot' },
        { characterId: ruth, vehicle: null, role: 'on-foot' },
      ],
      pursuers: [
        { characterId: bran, vehicle: 'Car', role: 'driver' },
        { characterId: oka, vehicle: null, role: 'on-foot' },
      ],
      distance: 2,
      cramped: false,
    });
    expect(splitOff(chaseOf(onFoot).scene.chase!)).toBeNull();
    const split = play(onFoot, {
      type: 'scene/chase',
      sceneId: run,
      command: { type: 'chase/split', breakaway: [ruth], pursuers: [chase.chaseGroupId('pursuer: Car')] },
      ...stamp(),
    });
    const off = splitOff(chaseOf(split).scene.chase!);
    expect(off?.chased.map((p) => p.id)).toEqual([ruth]);
    expect(off?.followers.map((g) => [g.id, g.distance])).toEqual([['pursuer: Car', 2]]);
    expect(off?.gotAway).toEqual([]);
    const campaign = replay(split);
    const opened = splitScenes(campaign.scenes, run);
    expect(opened.map((scene) => scene.name)).toEqual(['Car chase (split)']);
    expect(opened[0]?.chase?.participants.map((p) => p.id).sort()).toEqual([bran, ruth].sort());
    expect(splitScenes(campaign.scenes, opened[0]!.id)).toEqual([]);
  });
});
