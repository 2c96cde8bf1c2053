import { describe, expect, it } from 'vitest';
import { openableEngines } from '../../../../core/index.ts';
import { openFormComponents, openFormOf } from '../../../../renderer/panels/scenes/open-forms.ts';
import NewFightForm from '../../../../renderer/panels/skirmish/new-fight/NewFightForm.svelte';

/** The Open-a-scene area draws an engine's own form by the key core names (`openForm`). */
describe('openFormOf', () => {
  it("draws every own form core offers, the HEIST skirmish's being the new-fight form", () => {
    const withForm = openableEngines().filter((engine) => engine.form !== null);
    expect(withForm.map((engine) => engine.id)).toEqual(['skirmish']);
    for (const engine of withForm) expect(openFormOf(engine)).not.toBeNull();
    expect(openFormOf(withForm[0]!)).toBe(NewFightForm);
  });

  it('draws none for an engine opened from the shared draft, or a key no form answers to', () => {
    expect(openFormOf({ form: null })).toBeNull();
    expect(openFormOf({ form: 'toString' })).toBeNull();
    expect(openFormOf({ form: 'tally' })).toBeNull();
    expect(Object.keys(openFormComponents)).toEqual(['skirmish']);
  });
});
