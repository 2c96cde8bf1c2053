import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { commandSchema, describeSkirmish } from '../../../../../core/skirmish/index.ts';
import { entry, fight, model, pass, refused, run, side } from '../support/fight.ts';

/**
 * `skirmish/add-model`: the GM brings a model onto the table outside the reserves (the bridge's Ambush, BRG-D-18):
 * on the table at once, not activated, able to act in its side's turn; refused for an unknown side, a taken id,
 * a bad profile, a fight over.
 */

const twoSides = () =>
  fight({
    sides: [
      side('crew', 'aggressive', [entry('ruth', 'Ruth (2/5) Pistol')]),
      side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver')]),
    ],
  });

describe('skirmish/add-model', () => {
  it('puts the model on the table, not activated, with its side’s stance; it then acts normally', () => {
    const f = twoSides();
    const events = run(f, { type: 'skirmish/add-model', side: 'crew', entry: entry('sal', 'Sal (3/5) SMG') });
    expect(events.map((e) => e.type)).toEqual(['skirmish/model-added']);
    expect(model(f, 'sal')).toMatchObject({
      side: 'crew',
      stance: 'aggressive',
      presence: { kind: 'table' },
      activated: false,
    });
    expect(describeSkirmish(events[0]!, (id) => id)).toBe('Sal comes onto the table');
    run(f, pass('sal'));
    expect(model(f, 'sal').activated).toBe(true);
  });

  it('refuses an unknown side, a taken id, a bad profile and a fight over', () => {
    const f = twoSides();
    expect(
      refused(f, { type: 'skirmish/add-model', side: 'cops', entry: entry('sal', 'Sal (3/5) SMG') }),
    ).toBe('There is no side cops');
    expect(refused(f, { type: 'skirmish/add-model', side: 'crew', entry: entry('g1', 'G1 (3/5) SMG') })).toBe(
      'There is already a model g1',
    );
    const bad = { ...entry('sal', 'Sal (3/5) SMG') };
    expect(
      refused(f, {
        type: 'skirmish/add-model',
        side: 'crew',
        entry: { ...bad, profile: { ...bad.profile, name: ' ' } },
      }),
    ).toContain('A model needs a name');
    run(f, { type: 'skirmish/end-scenario', outcome: 'Over' });
    expect(
      refused(f, { type: 'skirmish/add-model', side: 'crew', entry: entry('sal', 'Sal (3/5) SMG') }),
    ).toMatch(/over/);
  });

  it('BRG-D-16: brings the model on in the start state given (Wounded, Stunned) in the same command', () => {
    const f = twoSides();
    const sal = { ...entry('sal', 'Sal (3/5) SMG'), start: { wounded: true, stunned: true } };
    run(f, { type: 'skirmish/add-model', side: 'crew', entry: sal });
    expect(model(f, 'sal')).toMatchObject({ wounded: true, stunned: true, activated: false });
    const unhurt = twoSides();
    run(unhurt, { type: 'skirmish/add-model', side: 'crew', entry: entry('sal', 'Sal (3/5) SMG') });
    expect(model(unhurt, 'sal')).toMatchObject({ wounded: false, stunned: false });
  });

  it('BRG-D-16: refuses Unconscious or held on a plain HEIST fight, and a hold by no enemy on the table', () => {
    const plain = twoSides();
    const out = { ...entry('sal', 'Sal (3/5) SMG'), start: { unconscious: true } };
    expect(refused(plain, { type: 'skirmish/add-model', side: 'crew', entry: out })).toMatch(
      /only a fight opened from a City of Thieves scene/,
    );
    const bridged = fight({
      sides: [
        side('crew', 'aggressive', [entry('ruth', 'Ruth (2/5) Pistol')]),
        side('guards', 'defensive', [entry('g1', 'G1 (3/5) Revolver')]),
      ],
      bridge: {},
    });
    const held = (by: string) => ({ ...entry('sal', 'Sal (3/5) SMG'), start: { heldBy: by } });
    expect(refused(bridged, { type: 'skirmish/add-model', side: 'crew', entry: held('ruth') })).toMatch(
      /of its own side/,
    );
    expect(refused(bridged, { type: 'skirmish/add-model', side: 'crew', entry: held('g9') })).toMatch(
      /no model on the table/,
    );
    run(bridged, { type: 'skirmish/add-model', side: 'crew', entry: held('g1') });
    expect(model(bridged, 'sal').heldBy).toBe('g1');
  });

  it('takes the start state through the command schema', () => {
    const command = {
      type: 'skirmish/add-model',
      side: 'crew',
      entry: { ...entry('sal', 'Sal (3/5) SMG'), start: { wounded: true } },
    };
    const parsed = v.safeParse(commandSchema, command);
    expect(parsed.success).toBe(true);
    expect(parsed.output).toMatchObject({ entry: { start: { wounded: true } } });
  });
});
