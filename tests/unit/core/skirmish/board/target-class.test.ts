import { describe, expect, it } from 'vitest';
import { targetClass } from '../../../../../core/skirmish/board/index.ts';
import { at, layout, model, wall } from './layouts.ts';

describe('targetClass on the board', () => {
  // TV-HST-COVER-6: a short high pillar; A behind it, within 1 BW of both edges, aims round the east edge
  const pillar = wall('pillar', 'high', at(0, 0), at(1.5, 0), { name: 'Pillar' });
  const screen = wall('screen', 'high', at(0.5, 0.3), at(0.5, 3), { name: 'Screen' });
  const sixBoard = layout([model('A', 0.75, -0.5), model('B', -4, 4), model('C', 5, 4)], [pillar, screen]);
  const aimingEast = { aim: { at: at(6, 3) } };

  it('TV-HST-COVER-6-a: B, who cannot see the east edge A aims round, finds A in cover (TN 10)', () => {
    expect(targetClass(sixBoard, 'B', 'A', aimingEast)).toMatchObject({
      class: 'in-cover',
      tn: 10,
      facts: { cover: 'high', flanked: false, seesLineStart: false },
    });
  });

  it('TV-HST-COVER-6-b: C sees the east edge: A is exposed (TN 8)', () => {
    const cls = targetClass(sixBoard, 'C', 'A', aimingEast);
    expect(cls).toMatchObject({ class: 'exposed', tn: 8, facts: { seesLineStart: true } });
    expect(cls.reason).toContain('line of aim');
  });

  const lowWall = wall('low', 'low', at(0, 0), at(4, 0), { name: 'Balustrade' });

  it('TV-HST-COVER-7-a: behind a low wall on the ground floor, shot from a balcony: exposed (TN 8)', () => {
    const board = layout([model('t', 2, -0.5, 0), model('s', 2, 8, 1)], [lowWall]);
    expect(targetClass(board, 's', 't')).toMatchObject({ class: 'exposed', facts: { shooterHigher: true } });
  });

  it('TV-HST-COVER-7-b: behind a high pillar, shot from above: in cover (TN 10) unless flanked vertically', () => {
    const high = wall('p', 'high', at(0, 0), at(4, 0));
    expect(targetClass(layout([model('t', 2, -0.5), model('s', 2, 8, 1)], [high]), 's', 't').tn).toBe(10);
    const above = layout([model('t', 2, -0.5), model('s', 2, 0, 1)], [high]); // directly over the line of cover
    expect(targetClass(above, 's', 't')).toMatchObject({ class: 'open', tn: 6, facts: { flanked: true } });
  });

  it('TV-HST-COVER-7-c: on a balcony behind low cover, aiming at the opposite balcony, shot from below: TN 10', () => {
    const board = layout(
      [model('t', 2, 0.5, 1), model('s', 2, -8, 0)],
      [wall('rail', 'low', at(0, 0), at(4, 0), { level: 1 })],
    );
    const cls = targetClass(board, 's', 't', { aim: { at: at(2, -12), level: 1 } });
    expect(cls).toMatchObject({
      class: 'in-cover',
      tn: 10,
      facts: { targetHigher: true, aimsAtLowerLevel: false },
    });
  });

  // a low wall on y = 0; the target behind it, the shooter north of it
  const behindLow = layout([model('t', 2, -0.5), model('s', 2, 8)], [lowWall]);

  it('TV-HST-COVER-8-a: in cover, aiming, its aim start seen, and shooting back: exposed (8 beats 9)', () => {
    const cls = targetClass(behindLow, 's', 't', { aim: { at: at(2, 6) }, shooting: {} });
    expect(cls.tn).toBe(8);
  });

  it('TV-HST-COVER-8-b: a reacting model in cover, with a snap shot back and no aim marker: TN 9', () => {
    expect(targetClass(behindLow, 's', 't', { shooting: {} })).toMatchObject({
      class: 'in-cover-shooting',
      tn: 9,
    });
  });

  it('TV-HST-COVER-8-c: crossing open ground: 7; moving behind a low wall but flanked: 7', () => {
    const open = layout([model('t', 20, 20), model('s', 2, 8)], [lowWall]);
    expect(targetClass(open, 's', 't', { moving: true }).tn).toBe(7);
    const flanked = layout([model('t', 2, -0.5), model('s', -6, -3)], [lowWall]);
    expect(targetClass(flanked, 's', 't', { moving: true })).toMatchObject({
      tn: 7,
      facts: { flanked: true },
    });
  });

  it('TV-HST-COVER-8-d: a parked, empty car: TN 5', () => {
    expect(targetClass(behindLow, 's', 't', { kind: 'vehicle', vehicleMoving: false }).tn).toBe(5);
  });

  it('TV-HST-COVER-8-e: a model at 0 effective actions in the open: 6; touching cover: 10; a crate: 5', () => {
    const open = layout([model('t', 20, 20), model('s', 2, 8)]);
    expect(targetClass(open, 's', 't').tn).toBe(6);
    expect(targetClass(behindLow, 's', 't').tn).toBe(10);
    expect(targetClass(behindLow, 's', 't', { kind: 'object' }).tn).toBe(5);
  });

  it('HST-D-21: aiming where the shooter cannot see but shooting where it can: in cover, shooting (9)', () => {
    const cls = targetClass(sixBoard, 'B', 'A', { ...aimingEast, shooting: { at: at(-4, 4) } });
    expect(cls).toMatchObject({ class: 'in-cover-shooting', tn: 9, facts: { class: 'in-cover-shooting' } });
  });
});
