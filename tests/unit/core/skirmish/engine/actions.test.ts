import { describe, expect, it } from 'vitest';
import type { ModelState } from '../../../../../core/skirmish/index.ts';
import {
  act,
  entry,
  fight,
  fire,
  model,
  pass,
  refused,
  run,
  shoot,
  shotOf,
  side,
  types,
} from '../support/fight.ts';
import type { Fight } from '../support/fight.ts';

/** A crew model `a` against one police officer `o`; nobody aims, so actions resolve at once. */
const duel = (
  crewLine = 'Mr. A (3/5) SMG w/2 reloads, Service pistol',
  policeLine = 'Officer A (3/5) Pistol',
) =>
  fight({
    sides: [
      side('crew', 'aggressive', [entry('a', crewLine), entry('b', 'Mr. B (3/6) Assault rifle')]),
      side('police', 'defensive', [entry('o', policeLine)]),
    ],
  });

function patch(f: Fight, id: string, change: Partial<ModelState>): void {
  f.state = { ...f.state, models: { ...f.state.models, [id]: { ...model(f, id), ...change } } };
}

describe('steps (HST-ACT-2)', () => {
  it('TV-HST-ACT-2-a/b/c: Shoot with a 0.8" step is legal; a 1.5" step is not; a Move takes no step', () => {
    const f = duel();
    expect(
      refused(
        f,
        act(
          'a',
          { kind: 'use', use: { what: 'interact', label: 'door', check: false } },
          { step: { distance: 1.5, when: 'before' } },
        ),
      ),
    ).toBe('A step is at most 1 BW (1") (HST-ACT-2)');
    expect(
      refused(f, act('a', { kind: 'move', distance: 2 }, { step: { distance: 0.5, when: 'after' } })),
    ).toBe('A Move cannot take a step (HST-ACT-2)');
    fire(f, { ...shoot('a', 'o'), step: { distance: 0.8, when: 'before' } } as never, 2, 3, 4);
  });
});

describe('moving (HST-MOVE)', () => {
  it('TV-HST-MOVE-1-a / TV-HST-ACT-3-a: 3.0" is one Move; 3.2" is refused', () => {
    const f = duel();
    expect(refused(f, act('a', { kind: 'move', distance: 3.2 }))).toMatch(/up to 3"/);
    expect(types(run(f, act('a', { kind: 'move', distance: 3 })))).toContain('skirmish/moved');
  });
  it('TV-HST-MOVE-2-c: a 0.7" shift round a corner, then 3"', () => {
    const f = duel();
    run(f, act('a', { kind: 'move', distance: 3, clearShift: 0.7 }));
    expect(refused(f, act('a', { kind: 'move', distance: 3, clearShift: 1.2 }))).toMatch(/at most 1 BW/);
  });
  it('TV-HST-MOVE-4-a: snapping to cover allows Aim but no further Move this turn', () => {
    const f = duel();
    run(f, act('a', { kind: 'move', distance: 2.4, snapTo: 'low' }));
    expect(model(f, 'a')).toMatchObject({ snapped: true, cover: 'low' });
    expect(refused(f, act('a', { kind: 'move', distance: 1 }))).toMatch(/snapped to cover this turn/);
    run(f, act('a', { kind: 'aim' }));
    expect(model(f, 'a').aiming).toBe(true);
  });
  it('TV-HST-MOVE-4-b: a move ending 1.4" from cover does not snap (the table reports no snap)', () => {
    const f = duel();
    run(f, act('a', { kind: 'move', distance: 2, cover: 'none' }));
    expect(model(f, 'a')).toMatchObject({ snapped: false, cover: 'none' });
  });
});

describe('aim (HST-ACT-5, HST-AIM-3, HST-AIM-4, HST-ACT-10)', () => {
  it('TV-HST-AIM-3-a/b: an aimed shot keeps the aim; a shot outside the zone is snap fire and loses it', () => {
    const f = duel();
    run(f, act('a', { kind: 'aim' }));
    const aimed = shotOf(fire(f, shoot('a', 'o', { aimed: true }), 2, 3, 4));
    expect([aimed.base, aimed.aimAfter, model(f, 'a').aiming]).toEqual([10, true, true]);
    const snap = shotOf(fire(f, shoot('a', 'o', { aimed: false }), 2, 3, 4));
    expect([snap.base, model(f, 'a').aiming]).toEqual([8, false]);
  });
  it('an aimed shot needs an aim marker', () => {
    expect(refused(duel(), shoot('a', 'o', { aimed: true }))).toMatch(/no aim marker/);
  });
  it('TV-HST-ACT-10-a/b: Pass removes the aim marker (HST-D-15); taking Aim again keeps it', () => {
    const f = duel();
    patch(f, 'a', { aiming: true });
    run(f, pass('a'));
    expect(model(f, 'a').aiming).toBe(false);
    patch(f, 'b', { aiming: true });
    run(f, act('b', { kind: 'aim' }));
    expect(model(f, 'b').aiming).toBe(true);
  });
  it('HST-D-15 pass_keeps_aim: the table may let Pass keep the aim', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('a', 'Mr. A (3/5) SMG')]),
        side('police', 'defensive', [entry('o', 'O (3/5) Pistol')]),
      ],
      settings: { passKeepsAim: true },
    });
    patch(f, 'a', { aiming: true });
    run(f, pass('a'));
    expect(model(f, 'a').aiming).toBe(true);
  });
  it('TV-HST-AIM-4-a: a machinegun needs Ready just before Aim', () => {
    const f = duel('Gunner (4/5) MG w/1 reload');
    expect(refused(f, act('a', { kind: 'aim' }))).toMatch(/Ready weapon action just before Aim/);
    run(f, act('a', { kind: 'ready', task: 'set-up' }));
    run(f, act('a', { kind: 'aim' }));
    expect(model(f, 'a').aiming).toBe(true);
    const g = duel('Gunner (4/5) MG w/1 reload');
    run(g, act('a', { kind: 'ready', task: 'set-up' }));
    run(g, act('a', { kind: 'move', distance: 1 }));
    expect(refused(g, act('a', { kind: 'aim' }))).toMatch(/just before Aim/);
  });
});

describe('weapons (HST-ACT-6, HST-ACT-7, HST-WPN-3..7)', () => {
  it('TV-HST-ACT-6-a: shooting an out-of-ammo weapon is refused', () => {
    const f = duel();
    patch(f, 'a', {
      weapons: { ...model(f, 'a').weapons, long: { ...model(f, 'a').weapons.long!, counters: 3 } },
    });
    expect(refused(f, shoot('a', 'o'))).toBe('The Submachine gun is out of ammo');
  });
  it('TV-HST-ACT-7-a: drawing the pistol puts it in hand; the SMG needs another draw', () => {
    const f = duel();
    run(f, act('a', { kind: 'ready', task: 'draw' }));
    expect(model(f, 'a').inHand).toBe('sidearm');
    expect(shotOf(fire(f, shoot('a', 'o'), 2, 3, 4)).weapon).toBe('sidearm');
    run(f, act('a', { kind: 'ready', task: 'draw' }));
    expect(model(f, 'a').inHand).toBe('long');
  });
  it('TV-HST-WPN-3-a: an empty SMG (3 counters), 2 reloads -> three Ready actions -> 0 counters, 1 reload', () => {
    const f = duel();
    patch(f, 'a', {
      weapons: { ...model(f, 'a').weapons, long: { ...model(f, 'a').weapons.long!, counters: 3 } },
    });
    run(f, act('a', { kind: 'ready', task: 'reload' }));
    expect(model(f, 'a').weapons.long).toMatchObject({ magazineOut: true, progress: 1, counters: 3 });
    run(f, act('a', { kind: 'ready', task: 'reload' }));
    run(f, act('a', { kind: 'ready', task: 'reload' }));
    expect(model(f, 'a').weapons.long).toMatchObject({
      magazineOut: false,
      progress: 0,
      counters: 0,
      reloads: 1,
    });
  });
  it('TV-HST-WPN-3-b: pistol, Ready (magazine out), Move, Shoot refused; one more Ready and it fires', () => {
    const f = duel('Mr. P (4/5) Pistol w/1 reload');
    run(f, act('a', { kind: 'ready', task: 'reload' }));
    run(f, act('a', { kind: 'move', distance: 2 }));
    expect(refused(f, shoot('a', 'o'))).toMatch(/being reloaded/);
    run(f, act('a', { kind: 'ready', task: 'reload' }));
    expect(model(f, 'a').weapons.sidearm).toMatchObject({ magazineOut: false, reloads: 0, counters: 0 });
  });
  it('TV-HST-WPN-4-a: a revolver without speedloaders cannot be reloaded', () => {
    const f = duel('Mr. R (3/5) Revolver, no speedloaders');
    expect(refused(f, act('a', { kind: 'ready', task: 'reload' }))).toMatch(/without speedloaders/);
  });
  it('TV-HST-WPN-5-a: combat shotgun, 2 counters, 4 reloads -> 2 Ready -> 1 counter, 3 reloads, can shoot', () => {
    const f = duel('Mr. S (3/5) Shotgun w/4 reloads');
    patch(f, 'a', {
      weapons: { ...model(f, 'a').weapons, long: { ...model(f, 'a').weapons.long!, counters: 2 } },
    });
    run(f, act('a', { kind: 'ready', task: 'reload' }));
    expect(model(f, 'a').weapons.long).toMatchObject({ counters: 2, magazineOut: false });
    run(f, act('a', { kind: 'ready', task: 'reload' }));
    expect(model(f, 'a').weapons.long).toMatchObject({ counters: 1, reloads: 3 });
    fire(f, shoot('a', 'o'), 2, 3, 4);
  });
  it('TV-HST-WPN-6-c / TV-HST-SKILL-2-a: a jam, two failed clears break it; a failed clear still counts as an action', () => {
    const f = duel('Mr. M (3/5) Magazine shotgun w/1 reload');
    const jam = shotOf(fire(f, shoot('a', 'o', { range: 10 }), 3, 1, 2));
    expect(jam.jams).toBe(true);
    expect(model(f, 'a').weapons.long?.jammed).toBe(true);
    run(f, act('a', { kind: 'ready', task: 'clear-jam' }), 9);
    expect(f.state.activation?.used).toBe(2);
    run(f, act('a', { kind: 'ready', task: 'clear-jam' }), 8);
    expect(model(f, 'a').weapons.long).toMatchObject({ broken: true, jammed: true });
    const g = duel('Mr. M (3/5) Magazine shotgun w/1 reload');
    fire(g, shoot('a', 'o'), 5, 3, 4);
    run(g, act('a', { kind: 'ready', task: 'clear-jam' }), 9);
    run(g, act('a', { kind: 'ready', task: 'clear-jam' }), 2);
    expect(model(g, 'a').weapons.long).toMatchObject({ broken: false, jammed: false, failedClears: 0 });
  });
  it('TV-HST-WPN-7-a: a belt-fed MG with no reloads cannot reload; a drum-fed one takes 4 Ready actions', () => {
    const f = duel('Gunner (5/5) Machinegun, belt-fed w/0 reloads');
    expect(refused(f, act('a', { kind: 'ready', task: 'reload' }))).toMatch(/No reloads left/);
    const g = duel('Gunner (5/5) Machinegun, drum-fed w/1 reload');
    patch(g, 'a', {
      weapons: { ...model(g, 'a').weapons, long: { ...model(g, 'a').weapons.long!, counters: 5 } },
    });
    for (let i = 0; i < 4; i++) run(g, act('a', { kind: 'ready', task: 'reload' }));
    expect(model(g, 'a').weapons.long).toMatchObject({ counters: 0, reloads: 0 });
  });
});

describe('recover and defend (HST-ACT-8, HST-ACT-9)', () => {
  it('TV-HST-ACT-8-a: stunned, skill 5, roll 4 -> stun removed, actions back up at once', () => {
    const f = duel();
    patch(f, 'a', { stunned: true });
    run(f, act('a', { kind: 'recover' }), 4);
    expect(model(f, 'a').stunned).toBe(false);
    run(f, act('a', { kind: 'move', distance: 1 }));
    run(f, act('a', { kind: 'move', distance: 1 })); // 3 actions again
  });
  it('TV-HST-ACT-8-b: an ally at 0 actions (wounded and stunned) is helped back to 1 action (helper skill 6 rolls 6)', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('h', 'Helper (3/6) SMG'), entry('x', 'Mr. X (2/5) Pistol')]),
        side('police', 'defensive', [entry('o', 'O (3/5) Pistol')]),
      ],
    });
    patch(f, 'x', { stunned: true, wounded: true });
    run(f, act('h', { kind: 'recover', ally: 'x', baseContact: true }), 6);
    expect(model(f, 'x')).toMatchObject({ stunned: false, wounded: true });
  });
  it('HST-ACT-8: helping an ally recover needs base contact (a step may close the gap); without it, refused', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('h', 'Helper (3/6) SMG'), entry('x', 'Mr. X (2/5) Pistol')]),
        side('police', 'defensive', [entry('o', 'O (3/5) Pistol')]),
      ],
    });
    patch(f, 'x', { stunned: true, wounded: true });
    const apart =
      'Helper must be in base contact with Mr. X to help it recover (a step may close the gap) (HST-ACT-8)';
    expect(refused(f, act('h', { kind: 'recover', ally: 'x', baseContact: false }))).toBe(apart);
    expect(refused(f, act('h', { kind: 'recover', ally: 'x' }))).toBe(apart); // the fact not given: not in contact
    run(
      f,
      act(
        'h',
        { kind: 'recover', ally: 'x', baseContact: true },
        { step: { distance: 0.5, when: 'before' } },
      ),
      6,
    );
    expect(model(f, 'x').stunned).toBe(false);
  });
  it('HST-D-13: a wounded-only ally at 0 actions cannot be helped', () => {
    const f = fight({
      sides: [
        side('crew', 'aggressive', [entry('h', 'Helper (3/6) SMG'), entry('x', 'Mr. X (1/5) Pistol')]),
        side('police', 'defensive', [entry('o', 'O (3/5) Pistol')]),
      ],
    });
    patch(f, 'x', { wounded: true });
    expect(refused(f, act('h', { kind: 'recover', ally: 'x' }))).toMatch(/wounds cannot be recovered/);
  });
  it('TV-HST-ACT-9-a/b: Recover and Ready keep Defend; Pass ends it', () => {
    const f = duel();
    patch(f, 'a', { defending: true, stunned: true });
    run(f, act('a', { kind: 'recover' }), 4);
    run(f, act('a', { kind: 'ready', task: 'draw' }));
    expect(model(f, 'a').defending).toBe(true);
    run(f, pass('a'));
    expect(model(f, 'a').defending).toBe(false);
  });
});

describe('use and free actions (HST-ACT-4, HST-ACT-11, HST-ACT-12)', () => {
  it('TV-HST-ACT-4-a: handing a magazine needs base contact (a step may give it)', () => {
    const f = duel();
    const hand = (baseContact: boolean) =>
      act('a', { kind: 'use', use: { what: 'hand', to: 'b', item: { reloadOf: 'long' }, baseContact } });
    const g = fight({
      sides: [
        side('crew', 'aggressive', [
          entry('a', 'Mr. A (3/5) AR w/2 reloads'),
          entry('b', 'Mr. B (3/5) AR w/0 reloads'),
        ]),
        side('p', 'defensive', [entry('o', 'O (3/5) Pistol')]),
      ],
    });
    expect(refused(g, hand(false))).toMatch(/must be in base contact/);
    run(g, { ...hand(true), step: { distance: 0.5, when: 'before' } } as never);
    expect([model(g, 'a').weapons.long?.reloads, model(g, 'b').weapons.long?.reloads]).toEqual([1, 1]);
    expect(refused(f, hand(true))).toMatch(/carries no Submachine gun/);
  });
  it('TV-HST-ACT-4-b: the rifle of a killed enemy cannot be picked up (HST-D-11)', () => {
    const f = duel();
    patch(f, 'o', { presence: { kind: 'dead' } });
    expect(refused(f, act('a', { kind: 'use', use: { what: 'pick-up', item: 'o' } }))).toBe(
      'Equipment dropped by killed models cannot be picked up (HST-D-11)',
    );
  });
  it('a scenario Use with a skill check can fail and still count as an action (HST-SKILL-2)', () => {
    const f = duel();
    const events = run(
      f,
      act('a', { kind: 'use', use: { what: 'interact', label: 'start the cranky car', check: true } }),
      7,
    );
    expect(events.find((e) => e.type === 'skirmish/used')).toMatchObject({
      done: false,
      check: { roll: 7, passed: false },
    });
    expect(f.state.activation?.used).toBe(1);
  });
  it('TV-HST-ACT-11-a: taking cover removes the aim marker (free, any time outside a roll)', () => {
    const f = duel();
    patch(f, 'o', { aiming: true, cover: 'low' });
    run(f, { type: 'skirmish/take-cover', model: 'o' });
    expect(model(f, 'o').aiming).toBe(false);
  });
  it('TV-HST-ACT-12-a: dropping the pistol and shouting keeps aim and Defend', () => {
    const f = duel('Mr. A (3/5) Pistol');
    patch(f, 'a', { aiming: true, defending: true });
    run(f, { type: 'skirmish/free-action', model: 'a', kind: 'drop' });
    run(f, { type: 'skirmish/free-action', model: 'a', kind: 'speak', words: 'Drop it!' });
    expect(model(f, 'a')).toMatchObject({ aiming: true, defending: true, inHand: null });
    const item = Object.values(f.state.items)[0]!;
    run(f, act('a', { kind: 'use', use: { what: 'pick-up', item: item.id } }));
    expect(model(f, 'a').inHand).toBe('sidearm');
  });
});
