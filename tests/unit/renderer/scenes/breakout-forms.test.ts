import { describe, expect, it } from 'vitest';
import { engineContext } from '../../../../core/index.ts';
import { breakoutFormComponents, breakoutFormOf } from '../../../../renderer/panels/scenes/breakout-forms.ts';
import StartSkirmishForm from '../../../../renderer/panels/scenes/bridge/StartSkirmishForm.svelte';
import StartBreakoutForm from '../../../../renderer/panels/scenes/heist/StartBreakoutForm.svelte';
import StartChaseForm from '../../../../renderer/panels/scenes/heist/StartChaseForm.svelte';
import StartWarfareForm from '../../../../renderer/panels/scenes/heist/StartWarfareForm.svelte';
import { heistId, heistLog, stateOf } from '../heist-warfare/fixtures.ts';

describe('breakoutFormOf', () => {
  it('answers the form key of every breakout a Heist may open with that engine’s own form', () => {
    const campaign = stateOf(heistLog());
    const declared = engineContext(campaign, campaign.scenes[heistId]!, 0).breakouts ?? [];
    expect(declared.map((d) => d.breakout.form)).toEqual(['warfare', 'chase', 'bridge']);
    for (const { breakout } of declared) {
      expect(breakoutFormOf(breakout.form ?? null)).toBe(breakoutFormComponents[breakout.form!]);
    }
    expect(breakoutFormOf('warfare')).toBe(StartWarfareForm);
    expect(breakoutFormOf('chase')).toBe(StartChaseForm);
    expect(breakoutFormOf('bridge')).toBe(StartSkirmishForm); // BRG-D-1: the HEIST skirmish's opening form
  });

  it('gives the plain form to a breakout with no key, or a key no form answers', () => {
    expect(breakoutFormOf(null)).toBe(StartBreakoutForm);
    expect(breakoutFormOf('tally')).toBe(StartBreakoutForm);
    expect(breakoutFormOf('toString')).toBe(StartBreakoutForm);
  });
});
