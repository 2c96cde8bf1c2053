import { describe, expect, it } from 'vitest';
import {
  bolstersWaiting,
  focusChoices,
  focusOpen,
  liveClaimants,
  namesIn,
  notActed,
  sceneActions,
  slotRows,
  turnRows,
} from '../../../../core/index.ts';
import { brannigan, heistTable, initiativeTable, ruth, scene, vex, warehouse } from './scene-table.ts';

const claim = (slotId: number, characterId: typeof vex) =>
  scene({ type: 'scene/claim-slot', sceneId: warehouse, slotId, characterId });
const endTurn = () => scene({ type: 'scene/end-turn', sceneId: warehouse });

function view(table: ReturnType<typeof initiativeTable>) {
  const state = table.state;
  const initiative = state.scenes[warehouse]!.turns.initiative!;
  return {
    state,
    initiative,
    nameOf: namesIn(state, state.scenes[warehouse]!),
    scene: state.scenes[warehouse]!,
  };
}

describe('slotRows', () => {
  it('COT-INIT-4: slots high to low, labelled with their side, the first one live', () => {
    const { initiative, nameOf } = view(initiativeTable());
    expect(
      slotRows(initiative, nameOf).map((row) => [
        row.total,
        row.sideLabel,
        row.crew,
        row.status,
        row.rolledBy,
      ]),
    ).toEqual([
      [15, 'Crew', true, 'live', 'Vex'],
      [9, 'Guards', false, 'upcoming', 'Brannigan'],
      [6, 'Crew', true, 'upcoming', 'Ruth'],
    ]);
  });

  it('marks the slot being acted in, then used, and moves the live slot on', () => {
    const table = initiativeTable();
    const first = view(table).initiative.order[0]!;
    table.run(claim(first, ruth));
    let rows = slotRows(view(table).initiative, view(table).nameOf);
    expect(rows.map((row) => [row.status, row.by])).toEqual([
      ['acting', 'Ruth'],
      ['upcoming', null],
      ['upcoming', null],
    ]);
    table.run(endTurn());
    rows = slotRows(view(table).initiative, view(table).nameOf);
    expect(rows.map((row) => row.status)).toEqual(['used', 'live', 'upcoming']);
  });
});

describe('turnRows, notActed and liveClaimants', () => {
  it('COT-INIT-5: tells who acts, who may claim, who waits and who has acted', () => {
    const table = initiativeTable();
    let v = view(table);
    expect(liveClaimants(v.initiative)).toEqual([vex, ruth]);
    expect(turnRows(v.initiative, v.nameOf).map((row) => [row.name, row.state, row.text])).toEqual([
      ['Vex', 'can-claim', 'can take the live slot'],
      ['Ruth', 'can-claim', 'can take the live slot'],
      ['Brannigan', 'waiting', 'waits for a Guards slot'],
    ]);
    table.run(claim(v.initiative.order[0]!, vex)).run(endTurn());
    v = view(table);
    expect(liveClaimants(v.initiative)).toEqual([brannigan]);
    expect(turnRows(v.initiative, v.nameOf).map((row) => row.state)).toEqual([
      'acted',
      'waiting',
      'can-claim',
    ]);
    expect(notActed(v.initiative, v.nameOf)).toEqual(['Ruth', 'Brannigan']);
  });
});

describe('Bolster and Wait in the scene view (COT-TIME-4)', () => {
  const giveUp = (table: ReturnType<typeof initiativeTable>, who: typeof vex) => {
    const { state, scene: heist } = view(table);
    return sceneActions(state, heist, who, 0).filter((v) => v.action === 'bolster' || v.action === 'wait');
  };

  it('without initiative anyone able to act may Bolster anyone else or Wait', () => {
    const [bolster, wait] = giveUp(heistTable(), vex);
    expect(bolster?.available).toBe(true);
    expect(bolster?.options.map((o) => o.label)).toEqual([
      'Bolster Ruth: +1k0 on their next roll',
      'Bolster Brannigan: +1k0 on their next roll',
    ]);
    expect(wait?.options.map((o) => o.command)).toEqual([
      { type: 'scene/wait', sceneId: warehouse, characterId: vex },
    ]);
  });

  it('with initiative only those who may take the live slot may give up their turn; the others hear why', () => {
    const table = initiativeTable();
    table.run(claim(view(table).initiative.order[0]!, vex)).run(endTurn());
    expect(giveUp(table, brannigan).map((v) => v.available)).toEqual([true, true]);
    expect(giveUp(table, ruth).map((v) => [v.available, v.reason])).toEqual([
      [false, "The live slot, 9 (Guards), is another side's (COT-INIT-5)"],
      [false, "The live slot, 9 (Guards), is another side's (COT-INIT-5)"],
    ]);
    expect(giveUp(table, vex)[0]?.options).toEqual([]);
  });

  it('a second claim in a round is the rules’ to refuse, with their reason', () => {
    const table = initiativeTable();
    table.run(claim(view(table).initiative.order[0]!, vex)).run(endTurn());
    table.run(scene({ type: 'scene/wait', sceneId: warehouse, characterId: brannigan }));
    expect(table.refuse(scene({ type: 'scene/wait', sceneId: warehouse, characterId: vex }))).toBe(
      'Vex has already acted in round 1; each character claims one slot a round',
    );
  });
});

describe('bolstersWaiting', () => {
  it('COT-TIME-4: shows each Bolster waiting on its recipient, keyed apart', () => {
    const table = heistTable()
      .run(scene({ type: 'scene/bolster', sceneId: warehouse, giver: ruth, recipient: vex }))
      .run(scene({ type: 'scene/bolster', sceneId: warehouse, giver: brannigan, recipient: vex }));
    const { state, nameOf } = view(table);
    const shown = bolstersWaiting(state.bolsters, vex, nameOf);
    expect(shown.map((b) => b.text)).toEqual(['+1k0 Bolster from Ruth', '+1k0 Bolster from Brannigan']);
    expect(new Set(shown.map((b) => b.key)).size).toBe(2);
    expect(bolstersWaiting(state.bolsters, ruth, nameOf)).toEqual([]);
  });
});

describe('focusChoices and focusOpen', () => {
  it('COT-INIT-7: at round start, crew who have not used their Focus Round, and crew donors', () => {
    const table = initiativeTable();
    let v = view(table);
    expect(focusOpen(v.initiative)).toBe(true);
    expect(focusChoices(v.initiative, v.state)).toEqual({ focusable: [vex, ruth], donors: [vex, ruth] });
    table.run(scene({ type: 'scene/declare-focus', sceneId: warehouse, focused: vex, donors: [ruth] }));
    v = view(table);
    expect(focusOpen(v.initiative)).toBe(false);
    expect(v.state.characters[vex]?.focusRoundUsed).toBe(true);
    expect(turnRows(v.initiative, v.nameOf).find((row) => row.characterId === ruth)?.text).toBe(
      "gave this round's turn to Vex",
    );
  });
});
