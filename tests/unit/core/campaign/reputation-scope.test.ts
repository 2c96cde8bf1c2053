import { describe, expect, it } from 'vitest';
import { apply, characterId, decide, replay, rollId, sceneId } from '../../../../core/index.ts';
import type { CampaignCommand, CampaignState, LogEntry } from '../../../../core/index.ts';
import { appendEntry } from '../../../../core/campaign/log.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { crewCampaign } from './support.ts';

function play(
  entries: readonly LogEntry[],
  command: CampaignCommand,
  ...faces: number[]
): readonly LogEntry[] {
  const decision = decide(replay(entries), command, fixedDice(...faces));
  if (!decision.ok) throw new Error(`${decision.code}: ${decision.message}`);
  return appendEntry(entries, command.type, decision.events, 9000 + entries.length);
}

describe('reputation_scope = crew through a Prep scene', () => {
  it('lets a crew member with no Reputation research by Connections, paid from the crew', () => {
    let entries: readonly LogEntry[] = crewCampaign().entries;
    entries = play(entries, { type: 'settings/change', changes: { reputationScope: 'crew' } });
    entries = play(entries, {
      type: 'character/update',
      id: characterId('ruth'),
      changes: { reputation: 0 },
    });
    entries = play(entries, { type: 'spot/create', spotId: 'bank', name: 'Bank' });
    entries = play(entries, { type: 'spot/add-zone', spotId: 'bank', zoneId: 'a', name: 'Hall', x: 0, y: 0 });
    const prep = sceneId('prep');
    entries = play(entries, {
      type: 'scene/open',
      sceneId: prep,
      at: 1,
      rollId: rollId('o'),
      name: 'Prep',
      engine: 'prep',
      sides: [{ id: 'crew', label: 'Crew', crew: true }],
      participants: [{ characterId: characterId('ruth'), side: 'crew', zone: '', role: 'on-foot' }],
      setup: { crew: [characterId('ruth')] },
    } as CampaignCommand);
    const before: CampaignState = replay(entries);
    const faces = Array<number>(10).fill(6);
    const command = {
      type: 'scene/act',
      sceneId: prep,
      at: 2,
      rollId: rollId('r'),
      engine: 'prep',
      command: {
        type: 'prep/research',
        researcher: characterId('ruth'),
        spotId: 'bank',
        method: 'connections',
        goal: { kind: 'layout' },
      },
    } as CampaignCommand;
    const decision = decide(before, command, {
      roll: () => faces.pop() ?? 6,
    });
    if (!decision.ok) throw new Error(`${decision.code}: ${decision.message}`);
    const after = decision.events.reduce(apply, before);
    // Mara had the most (4): she pays.
    expect(after.characters[characterId('mara')]!.reputation).toBe(3);
    expect(after.characters[characterId('ruth')]!.reputation).toBe(0);
  });
});
