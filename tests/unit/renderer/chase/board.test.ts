import fc from 'fast-check';
import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../../core/index.ts';
import type { CampaignState, Scene } from '../../../../core/index.ts';
import ChaseTrack from '../../../../renderer/panels/scenes/chase/ChaseTrack.svelte';
import { anyChaseState } from '../../core/cot/chase/state-arb.ts';
import { chaseLog, chaseOf, footChase, play, run } from './support.ts';

/** The chase board drawn on the server (no clicks: the end-to-end specs click), for what it shows and that it draws. */

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const draw = (campaign: CampaignState, scene: Scene) =>
  render(ChaseTrack, { props: { campaign, scene, act: async () => null, onopen: () => undefined } }).body;

describe('ChaseTrack', () => {
  it('draws the track, the roster and the GM’s controls of a running chase', () => {
    const { campaign, scene } = chaseOf(chaseLog(footChase));
    const shown = text(draw(campaign, scene));
    expect(shown).toContain('Escape needs Distance ≥ 3 from every group');
    expect(shown).toContain('Car (Bran) · Distance 2');
    expect(shown).toContain('What the GM can do');
    expect(shown).toContain('Split the Target COT-CHASE-3');
    expect(shown).toContain('End the chase');
  });

  it('shows how the chase ended, and no controls once it is over', () => {
    const ended = play(chaseLog(footChase), {
      type: 'scene/act',
      sceneId: run,
      engine: 'chase',
      command: { type: 'chase/end', reason: 'The bridge is up' },
    });
    const campaign = replay(ended);
    const shown = text(draw(campaign, campaign.scenes[run]!));
    expect(shown).toContain('Chase over: Ended by the GM The bridge is up');
    expect(shown).not.toContain('What the GM can do');
    expect(shown).toContain('Chase over');
  });

  it('draws any chase a schema-valid log can hold, never falling back to its error notice', () => {
    const { campaign, scene } = chaseOf(chaseLog());
    fc.assert(
      fc.property(anyChaseState, ({ state }) => {
        const html = draw(campaign, { ...scene, state });
        expect(html).toContain('data-testid="chase"');
        expect(html).not.toContain('chase-failed');
      }),
      { numRuns: 150 },
    );
  });
});
