import { describe, expect, it } from 'vitest';
import { bridge } from '../../../../core/index.ts';
import type { CharacterId } from '../../../../core/index.ts';
import { accepted, table, w } from './support.ts';
import { e2eCampaign, e2eFight, e2eLink } from './writeback-support.ts';

/** Approving the proposal: cancel, edit, leave out, confirm (BRG-D-51), as one step (BRG-D-52). */

const proposal = () => accepted(bridge.writeBackProposal(e2eFight(), e2eLink(), e2eCampaign(), table));
const confirm = (approval: bridge.Approval, now = e2eCampaign()) =>
  accepted(bridge.writeBackChanges(proposal(), approval, now));
const change = (changes: bridge.WriteBackChanges, line: string) =>
  changes.changes.find((c) => c.line === line);

/** Deep-freezes a value, so any write to it throws. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

describe('writeBackChanges (BRG-D-51)', () => {
  it('TV-BRG-D-51-a: Tony\'s days 3 -> 5, "delivery girl" removed from G2\'s witnesses and Heat +1 -> +2, then confirm -> Tony Wounded 5 days, G2 witnessed "Big Tony" only, Heat 3 -> 5; every other line as proposed', () => {
    const changes = confirm({
      edits: {
        'health:tony': { kind: 'health', condition: { state: 'wounded', recoveryDays: 5 } },
        'witnessed:g2': { kind: 'witnessed', identities: ['Big Tony'] },
        heat: { kind: 'heat', delta: 2 },
      },
    });
    expect(change(changes, 'health:tony')).toMatchObject({
      condition: { state: 'wounded', recoveryDays: 5 },
    });
    expect(change(changes, 'witnessed:g2')).toMatchObject({ identities: ['Big Tony'] });
    expect(change(changes, 'heat')).toMatchObject({ before: 3, delta: 2 });
    const untouched = proposal().lines.filter(
      (line) => !['health:tony', 'witnessed:g2', 'heat'].includes(line.id),
    );
    for (const line of untouched) expect(change(changes, line.id)).toEqual({ ...line.change, line: line.id });
    expect(changes.changes.map((c) => c.line)).toEqual(proposal().lines.map((line) => line.id));
  });

  it("TV-BRG-D-51-b: Tony's Tommy gun reloads -1, or his days 0 while Wounded, or Heat -5 with Heat 3 -> each refused with the model and field named; nothing changes", () => {
    const before = frozen(proposal());
    const tries: [bridge.Approval, string, string][] = [
      [
        { edits: { [`firearm:tony:${w.tommy}`]: { kind: 'firearm', reloads: -1 } } },
        'reloads',
        `Big Tony's ${w.tommy} reloads must be a whole number 0–20 (got -1) (BRG-D-51)`,
      ],
      [
        { edits: { 'health:tony': { kind: 'health', condition: { state: 'wounded', recoveryDays: 0 } } } },
        'recoveryDays',
        "Big Tony's recovery days must be a whole number 1–3650 while Wounded (got 0) (BRG-D-51)",
      ],
      [
        { edits: { heat: { kind: 'heat', delta: -5 } } },
        'heat',
        "The crew's Heat cannot change by -5: it is 3 and cannot go below 0 (COT-CHAR-10) (BRG-D-51)",
      ],
    ];
    for (const [approval, field, message] of tries) {
      expect(bridge.writeBackChanges(before, frozen(approval), e2eCampaign())).toEqual({
        ok: false,
        code: 'bridge/edit',
        message,
        data: { line: expect.any(String), field },
      });
    }
  });

  it('TV-BRG-D-51-c: the GM unticks the Heat line and confirms -> every other line written, Heat stays 3', () => {
    const changes = confirm({ leaveOut: ['heat'] });
    expect(change(changes, 'heat')).toBeUndefined();
    expect(changes.changes).toHaveLength(proposal().lines.length - 1);
  });

  it('BRG-D-51: other edits are checked too — counters past capacity, a stranger as a witness, a zone the Spot lacks, an uneditable line', () => {
    const refused = (approval: bridge.Approval) =>
      bridge.writeBackChanges(proposal(), approval, e2eCampaign());
    expect(refused({ edits: { 'firearm:tony:Revolver': { kind: 'firearm', counters: 2 } } })).toMatchObject({
      ok: false,
      data: { field: 'counters' },
    });
    expect(refused({ edits: { 'witnessed:g2': { kind: 'witnessed', identities: ['Vera'] } } })).toMatchObject(
      {
        ok: false,
        data: { field: 'identities' },
      },
    );
    expect(
      refused({
        edits: { 'health:g1': { kind: 'health', condition: { state: 'dead', recoveryDays: 2 } as never } },
      }),
    ).toMatchObject({
      ok: false,
      data: { field: 'recoveryDays' },
    });
    expect(refused({ edits: { 'aware:g3': { kind: 'heat', delta: 1 } } })).toMatchObject({
      ok: false,
      data: { field: 'aware' },
    });
    expect(refused({ edits: { nope: { kind: 'heat', delta: 1 } } })).toMatchObject({
      ok: false,
      code: 'bridge/line',
    });
    const edited = accepted(
      bridge.writeBackChanges(
        proposal(),
        { edits: { 'firearm:tony:Revolver': { kind: 'firearm', reloads: 0, counters: 1 } } },
        e2eCampaign(),
      ),
    );
    expect(change(edited, 'firearm:tony:Revolver')).toMatchObject({
      firearm: { reloads: 0, counters: 1 },
      dry: true,
    });
    const clock = accepted(
      bridge.writeBackChanges(
        proposal(),
        { edits: { clock: { kind: 'clock', gameRounds: 13 } } },
        e2eCampaign(),
      ),
    );
    expect(change(clock, 'clock')).toMatchObject({
      gameRounds: 13,
      actionRounds: 3,
      longer: { stage: 'heist', rounds: 1 },
      minutes: 3,
    });
  });
});

describe('one step (BRG-D-52)', () => {
  it('TV-BRG-D-52-b: confirm, then import the same skirmish again -> refused; undo the write-back, import again -> allowed', () => {
    const done = e2eCampaign({ writtenBack: 'entry-41' });
    expect(bridge.writeBackProposal(e2eFight(), e2eLink(), done, table)).toMatchObject({
      ok: false,
      code: 'bridge/written-back',
      message: 'This fight is already written back (entry-41): undo that step to write it again (BRG-D-52)',
    });
    expect(bridge.writeBackChanges(proposal(), {}, done)).toMatchObject({
      ok: false,
      code: 'bridge/written-back',
    });
    expect(
      bridge.writeBackProposal(e2eFight(), e2eLink(), e2eCampaign({ writtenBack: null }), table),
    ).toMatchObject({
      empty: false,
    });
  });

  it('TV-BRG-D-52-c: import while the skirmish is in progress -> refused; the GM ends it -> allowed', () => {
    expect(
      bridge.writeBackProposal(e2eFight({ ended: false }), e2eLink(), e2eCampaign(), table),
    ).toMatchObject({
      ok: false,
      code: 'bridge/in-progress',
    });
    expect(
      bridge.writeBackProposal(e2eFight({ ended: true }), e2eLink(), e2eCampaign(), table),
    ).toMatchObject({
      empty: false,
    });
  });

  it("TV-BRG-D-52-d: Ruth's character was deleted after the fight -> confirm refused while her lines are ticked; unticked -> the rest is written and Ruth is not recreated", () => {
    const characters = { ...e2eCampaign().characters };
    delete characters['ruth' as CharacterId];
    const gone = e2eCampaign({ characters });
    const built = accepted(bridge.writeBackProposal(e2eFight(), e2eLink(), gone, table));
    const ruthLines = built.lines
      .filter((line) => line.names.includes('ruth' as CharacterId))
      .map((line) => line.id);
    expect(ruthLines).toEqual(['firearm:ruth:Automatic pistol']);
    expect(bridge.writeBackChanges(built, {}, gone)).toMatchObject({
      ok: false,
      code: 'bridge/deleted',
      data: { line: 'firearm:ruth:Automatic pistol', character: 'ruth' },
    });
    const rest = accepted(bridge.writeBackChanges(built, { leaveOut: ruthLines }, gone));
    expect(rest.changes.some((c) => JSON.stringify(c).includes('"ruth"'))).toBe(false);
    expect(rest.changes).toHaveLength(built.lines.length - 1);
  });

  it('BRG-D-51: a new NPC left out while a line that writes to it is ticked is refused', () => {
    const mrE = accepted(
      bridge.writeBackProposal(
        {
          ...e2eFight(),
          models: {
            ...e2eFight().models,
            e: { ...e2eFight().models.g2!, id: 'e', name: 'Mr. E', wounded: true },
          },
        },
        e2eLink({
          models: {
            ...e2eLink().models,
            e: { who: 'new', id: 'mr-e' as CharacterId, employer: 'Rossi gang', category: 'other' },
          },
        }),
        e2eCampaign(),
        table,
      ),
    );
    expect(bridge.writeBackChanges(mrE, { leaveOut: ['npc:mr-e'] }, e2eCampaign())).toMatchObject({
      ok: false,
      code: 'bridge/needs',
    });
    const without = accepted(
      bridge.writeBackChanges(
        mrE,
        { leaveOut: ['npc:mr-e', 'health:mr-e', 'witnessed:mr-e'] },
        e2eCampaign(),
      ),
    );
    expect(without.changes.some((c) => JSON.stringify(c).includes('mr-e'))).toBe(false);
  });
});

describe('Foresight held until the write-back (BRG-D-1)', () => {
  it('TV-BRG-D-1-a: Ruth (Foresight 2) spends 2 on the table -> the campaign still shows 2 while the proposal is open; confirm -> 0; cancel -> 2', () => {
    const campaign = frozen(e2eCampaign());
    const built = accepted(
      bridge.writeBackProposal(e2eFight({ foresight: { ruth: 2 } }), e2eLink(), campaign, table),
    );
    expect(campaign.characters['ruth' as CharacterId]!.foresight).toBe(2);
    const line = built.lines.find((l) => l.id === 'foresight:ruth')!;
    expect(line.change).toEqual({ kind: 'foresight', character: 'ruth', before: 2, after: 0 });
    expect(change(accepted(bridge.writeBackChanges(built, {}, campaign)), 'foresight:ruth')).toMatchObject({
      after: 0,
    });
    expect(bridge.writeBackChanges(built, { cancel: true }, campaign)).toEqual({
      skirmish: 'sk-e2e',
      cancelled: true,
      changes: [],
    });
  });

  it('BRG-D-1, D-18: Foresight or Resources spent beyond what there was are refused; Resources spent through Cache are proposed', () => {
    expect(
      bridge.writeBackProposal(e2eFight({ foresight: { ruth: 3 } }), e2eLink(), e2eCampaign(), table),
    ).toMatchObject({
      ok: false,
      code: 'bridge/foresight',
    });
    expect(
      bridge.writeBackProposal(e2eFight({ resources: 6 }), e2eLink(), e2eCampaign(), table),
    ).toMatchObject({
      ok: false,
      code: 'bridge/resources',
    });
    const built = accepted(
      bridge.writeBackProposal(e2eFight({ resources: 2 }), e2eLink(), e2eCampaign(), table),
    );
    expect(built.lines.find((l) => l.id === 'resources')!.change).toEqual({
      kind: 'resources',
      before: 5,
      spent: 2,
    });
  });
});
