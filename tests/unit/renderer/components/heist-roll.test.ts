import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { skirmish } from '../../../../core/index.ts';
import HeistRoll from '../../../../renderer/components/HeistRoll.svelte';

/** A HEIST roll drawn as core describes it (issue 20): each die named, the words, the odds on demand. */

const blast = skirmish.blastRollDice({
  model: 'o',
  vehicle: null,
  distance: 2.5,
  tn: 6,
  die: 10,
  faces: [9, 6, 2, 5],
  hits: 2,
  defend: null,
  finalHits: 2,
});

describe('HeistRoll', () => {
  it('draws each die with its part as its name, the words, and the odds behind a disclosure', () => {
    const { body } = render(HeistRoll, { props: { roll: blast, label: 'grenade-1 — Blast on Kay' } });
    expect(body).toContain('aria-label="Dice of grenade-1 — Blast on Kay"');
    expect(body).toContain('aria-label="Die 1: 9: hit"');
    expect(body).toContain('aria-label="Die 3: 2: miss"');
    expect(body).toContain('4d10 vs TN 6: 9, 6, 2, 5 · 2 hits');
    expect(body).toContain('<summary>Odds before the roll</summary>');
    expect(body).toContain('The odds before this roll were not recorded.');
    expect(body).not.toMatch(/NaN|no dice/);
  });

  it('shows the odds outright where asked (the roll log’s detail)', () => {
    const check = skirmish.checkDice({ roll: 4, effective: 6, passed: true });
    const { body } = render(HeistRoll, { props: { roll: check, label: 'Vex — Defend', odds: 'shown' } });
    expect(body).not.toContain('<details');
    expect(body).toContain('Passes: 60.0%');
  });
});
