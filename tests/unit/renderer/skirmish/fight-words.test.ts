import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../../core/dice/seeded.ts';
import { houseDeck } from '../../../../core/skirmish/index.ts';
import { commandTitle } from '../../../../renderer/panels/skirmish/fight-words.ts';
import { entry, fight, side } from '../../core/skirmish/support/fight.ts';

describe('commandTitle (the line shown after a board command)', () => {
  const f = fight(
    {
      sides: [
        side('crew', 'aggressive', [entry('k', 'Mr. K (3/5) SMG')]),
        side('police', 'defensive', [entry('o', 'Officer O (3/5) Pistol')]),
      ],
      deck: houseDeck,
    },
    seededDice(7),
  );

  it('names the card played by its name, never its id', () => {
    const play = {
      type: 'skirmish/play-card',
      side: 'crew',
      card: 'perfect-timing#2',
      target: { kind: 'item', item: 'action' },
    } as const;
    expect(commandTitle(f.state, play)).toBe('Perfect Timing is played');
    expect(commandTitle(f.state, { ...play, card: 'nothing#1' })).toBe('A card is played');
  });

  it("says what the GM's table commands did", () => {
    expect(commandTitle(f.state, { type: 'skirmish/edit-model', model: 'k', changes: {} })).toBe(
      'Mr. K corrected',
    );
    expect(commandTitle(f.state, { type: 'skirmish/deploy', model: 'o', distance: 2 })).toBe(
      'Officer O comes on',
    );
    expect(commandTitle(f.state, { type: 'skirmish/end-scenario', outcome: 'x' })).toBe('The fight ends');
    expect(commandTitle(f.state, { type: 'skirmish/clear-cloud', cloud: 'c' })).toBe(
      'The wind clears a cloud',
    );
  });
});
