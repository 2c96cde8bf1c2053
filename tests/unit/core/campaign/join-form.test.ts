import { describe, expect, it } from 'vitest';
import { characterId, joinForm, replay, time } from '../../../../core/index.ts';
import type { Character, CharacterId, LogEntry } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { heistWith, play, refusal, scene, sheet } from './scene-support.ts';

/** The Join-or-leave form (COT-INIT-6): what `scene/join` and `scene/leave` accept, so the panel filters nobody. */

const vex = characterId('vex');
const ruth = characterId('ruth');
const mara = characterId('mara');
const bran = characterId('bran');
const cole = characterId('cole');
const heist = time.sceneId('warehouse');

const inHeist = [sheet(vex, 'crew', 'Vex'), sheet(ruth, 'crew', 'Ruth'), sheet(bran, 'guard', 'Bran')];
const free: Character[] = [sheet(mara, 'crew', 'Mara'), sheet(cole, 'npc', 'Cole')];

function setUp(): LogEntry[] {
  let log = heistWith('Join', heist, inHeist);
  for (const character of free) log = play(log, { type: 'character/create', character }, fixedDice());
  return log;
}
const formOf = (log: readonly LogEntry[]) => {
  const state = replay(log);
  return joinForm(state, state.scenes[heist]!);
};
const join = (id: CharacterId, side: string, zone: string) =>
  scene({
    type: 'scene/join',
    sceneId: heist,
    participant: { characterId: id, side, zone, role: 'on-foot' },
  });

describe('joinForm', () => {
  it('offers everyone not in the scene by name, the scene’s sides and places, first of each by default', () => {
    const form = formOf(setUp());
    expect(form.joiners.map((p) => p.name)).toEqual(['Cole', 'Mara']);
    expect(form.sides.map((s) => s.id)).toEqual(replay(setUp()).scenes[heist]!.sides.map((s) => s.id));
    expect(form.defaultSide).toBe(form.sides[0]!.id);
    expect(form.places[0]).toMatchObject({ id: '' });
    expect(form.defaultPlace).toBe('');
    expect(form.role).toBe('on-foot');
    expect(form.leavers.map((p) => p.id)).toEqual([vex, ruth, bran]);
  });

  it('every joiner it offers is accepted on its defaults', () => {
    const log = setUp();
    const form = formOf(log);
    for (const joiner of form.joiners) {
      const after = play(log, join(joiner.id, form.defaultSide!, form.defaultPlace), fixedDice());
      expect(formOf(after).leavers.map((p) => p.id)).toContain(joiner.id);
    }
  });

  it('COT-CHAR-6: leaves out the dead, whom scene/join refuses', () => {
    let log = setUp();
    log = play(
      log,
      { type: 'character/update', id: mara, changes: { condition: { state: 'dead' } } },
      fixedDice(),
    );
    expect(formOf(log).joiners.map((p) => p.id)).toEqual([cole]);
    const side = formOf(log).defaultSide!;
    expect(refusal(log, join(mara, side, '')).code).toBe('scene/dead-participant');
  });

  it('COT-INIT-6: a leaver is offered no more; everyone it offers may leave', () => {
    let log = setUp();
    log = play(log, scene({ type: 'scene/leave', sceneId: heist, characterId: ruth }), fixedDice());
    const form = formOf(log);
    expect(form.leavers.map((p) => p.id)).toEqual([vex, bran]);
    expect(refusal(log, join(vex, form.defaultSide!, '')).code).toBe('scene/already-in');
    expect(refusal(log, scene({ type: 'scene/leave', sceneId: heist, characterId: ruth })).code).toBe(
      'scene/not-taking-turns',
    );
    for (const leaver of form.leavers) {
      play(log, scene({ type: 'scene/leave', sceneId: heist, characterId: leaver.id }), fixedDice());
    }
  });
});
