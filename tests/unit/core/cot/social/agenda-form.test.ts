import { describe, expect, it } from 'vitest';
import {
  agendaChangeChoices,
  agendaForm,
  identityForm,
  socialRefusal,
} from '../../../../../core/cot/social/index.ts';
import { docks, id, run } from './support.ts';

const ids = (people: readonly { id: string }[]) => people.map((p) => p.id);

describe('agendaForm (COT-SOC-9)', () => {
  it('offers everyone in the call as a setter, each with the other side’s people as targets', () => {
    const { ctx, state } = docks();
    const form = agendaForm(ctx, state);
    expect(form.map((s) => [s.id, s.name, ids(s.targets)])).toEqual([
      ['ruth', 'Ruth', ['dolan', 'vic']],
      ['bram', 'Bram', ['dolan', 'vic']],
      ['dolan', 'Dolan', ['ruth', 'bram']],
      ['vic', 'Vic', ['ruth', 'bram']],
    ]);
  });

  it('COT-SOC-2, COT-D-89: each target comes with the Loyalty changes an agenda may seek on them', () => {
    const { ctx, state } = docks();
    const dolan = agendaForm(ctx, state)[0]!.targets[0]!;
    expect(dolan.changes).toEqual(agendaChangeChoices(ctx, id('dolan')));
  });

  it('leaves out whoever has left the call, as setter and as target, and offers nothing once it ended', () => {
    const { ctx, state } = docks();
    const left = run(ctx, state, { type: 'social/leave', id: id('vic') }).state;
    const form = agendaForm(ctx, left);
    expect(ids(form)).toEqual(['ruth', 'bram', 'dolan']);
    expect(ids(form[0]!.targets)).toEqual(['dolan']);
    expect(
      socialRefusal(ctx, left, {
        type: 'social/set-agenda',
        actor: id('ruth'),
        target: id('vic'),
        text: 'x',
      }),
    ).toMatch(/left/);
    const ended = run(ctx, state, { type: 'social/end', summary: 'done' }).state;
    expect(agendaForm(ctx, ended)).toEqual([]);
  });

  it('every pair it offers passes the side and presence checks: what is left to refuse is the rule it names', () => {
    const { ctx, state } = docks();
    for (const setter of agendaForm(ctx, state)) {
      for (const target of setter.targets) {
        const refusal = socialRefusal(ctx, state, {
          type: 'social/set-agenda',
          actor: setter.id,
          target: target.id,
          text: 'leave the back door open',
        });
        // COT-SOC-9: an unknown target is refused by name (Read Room first), never for being on the same side.
        expect(refusal === null || /does not know/.test(refusal)).toBe(true);
      }
    }
  });
});

describe('identityForm (COT-CHAR-8, COT-SOC-11)', () => {
  it('offers everyone still in the call, nobody after it ended', () => {
    const { ctx, state } = docks();
    expect(ids(identityForm(ctx, state))).toEqual(['ruth', 'bram', 'dolan', 'vic']);
    const left = run(ctx, state, { type: 'social/leave', id: id('bram') }).state;
    expect(ids(identityForm(ctx, left))).toEqual(['ruth', 'dolan', 'vic']);
    const ended = run(ctx, state, { type: 'social/end', summary: 'done' }).state;
    expect(identityForm(ctx, ended)).toEqual([]);
  });
});
