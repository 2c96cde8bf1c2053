import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { blankCharacter, characterId, defaultSettings, engineOf, sceneId } from '../../../../core/index.ts';
import type { CampaignState, Character, LogEntry } from '../../../../core/index.ts';
import { boardOf } from '../../../../renderer/panels/scenes/boards.ts';
import SocialBoard from '../../../../renderer/panels/scenes/social/SocialBoard.svelte';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { play, stamp, stateOf } from '../heist-warfare/fixtures.ts';

/**
 * The Social Call board drawn on the server: Ruth (crew, It 4, Size Up 3, Impress 3) works on Dolan, the clerk
 * (Prime Devoted: Job, Fear: Loan shark), at the bar.
 */
const ruth = characterId('ruth');
const dolan = characterId('dolan');
const barId = sceneId('the-bar');

const characters: Character[] = [
  {
    ...blankCharacter(ruth, 'crew', 'Ruth', defaultSettings),
    presentedIdentity: 'delivery girl',
    abilities: { muscle: 2, fingers: 2, brains: 2, it: 4 },
    skills: { ...blankCharacter(ruth, 'crew', 'Ruth', defaultSettings).skills, sizeUp: 3, impress: 3 },
  },
  {
    ...blankCharacter(dolan, 'npc', 'Dolan', defaultSettings),
    loyalties: [
      { relation: 'Devoted', subject: 'Job', prime: true },
      { relation: 'Fear', subject: 'Loan shark', prime: false },
    ],
  },
];

const inCall = (command: object) =>
  stamp({ type: 'scene/act', sceneId: barId, engine: 'social', command } as never);

function barLog(): LogEntry[] {
  let log = play([], { type: 'campaign/create', name: 'Talk' });
  for (const character of characters) log = play(log, { type: 'character/create', character });
  return play(
    log,
    stamp({
      type: 'scene/open',
      sceneId: barId,
      name: 'The bar',
      engine: 'social',
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'bar', label: 'The bar', crew: false },
      ],
      participants: [
        { characterId: ruth, side: 'crew', zone: '', role: 'on-foot' },
        { characterId: dolan, side: 'bar', zone: '', role: 'on-foot' },
      ],
      setup: {
        participants: [
          { id: ruth, side: 'crew' },
          { id: dolan, side: 'bar' },
        ],
      },
    } as never),
  );
}

function draw(campaign: CampaignState): string {
  const scene = campaign.scenes[barId]!;
  return render(SocialBoard, {
    props: { campaign, scene, act: async (): Promise<LogEntry | null> => null, onopen: () => {} },
  }).body;
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the Social Call board (drawn on the server)', () => {
  it('is the board boards.ts gives Social Call scenes', () => {
    expect(boardOf(engineOf('social'))).toBe(SocialBoard);
  });

  it('draws who presents as whom, each target as the GM sees it and as the crew knows it, and the ten states', () => {
    const html = text(draw(stateOf(barLog())));
    expect(html).toContain('“delivery girl” (truly Ruth)');
    expect(html).toContain('It + Size Up 7k4');
    expect(html).toContain('As the GM sees it');
    expect(html).toContain('As the Crew knows it');
    expect(html).toContain('Devoted: Job — Prime · undiscovered');
    expect(html).toContain('None discovered yet');
    expect(html).toContain('What the ten states mean');
    expect(html).toContain('recognises the con for what it is');
    expect(html).toContain('The GM’s controls');
    expect(html).toContain('Set an agenda');
  });

  it('says the agenda was followed through, and once the call is over offers no more controls', () => {
    let log = barLog();
    log = play(
      log,
      inCall({ type: 'social/read-room', actor: ruth, target: dolan }),
      fixedDice(1, 1, 6, 6, 6, 6, 6, 6, 6),
    );
    log = play(
      log,
      inCall({ type: 'social/set-agenda', actor: ruth, target: dolan, text: 'leave the back door open' }),
    );
    log = play(log, stamp({ type: 'scene/end-round', sceneId: barId } as never));
    log = play(
      log,
      inCall({ type: 'social/build-up', actor: ruth, target: dolan, skill: 'impress' }),
      fixedDice(1, 1, 6, 6, 6, 6, 6, 6, 6),
    );
    const devoted = text(draw(stateOf(log)));
    expect(devoted).toContain(
      'Devoted (positive): wants to be like, or be with, the aggressor. Built by Ruth, presenting as "delivery girl".',
    );
    expect(devoted).toContain('Devoted (now)');
    log = play(log, stamp({ type: 'scene/end-round', sceneId: barId } as never));
    log = play(
      log,
      inCall({ type: 'social/follow-through', actor: ruth, target: dolan, skill: 'impress' }),
      fixedDice(1, 1, 6, 6, 6, 6, 6, 6, 6),
    );
    const done = text(draw(stateOf(log)));
    expect(done).toContain('“leave the back door open”, set by Ruth. Followed through: achieved');
    log = play(log, inCall({ type: 'social/end', summary: 'Dolan leaves the door open' }));
    const over = text(draw(stateOf(log)));
    expect(over).toContain('The call is over: Dolan leaves the door open');
    expect(over).not.toContain('The GM’s controls');
  });
});
