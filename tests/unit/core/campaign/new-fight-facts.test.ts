import { describe, expect, it } from 'vitest';
import { newFightFacts, replay, seededDice, skirmish, time } from '../../../../core/index.ts';
import type { LogEntry } from '../../../../core/index.ts';
import { campaignWith, play, scene } from './scene-support.ts';

/** The New-fight form's facts of the campaign (issue 17: the form no longer filters the scenes itself). */

function models(prefix: string, text: string): skirmish.ModelEntry[] {
  return skirmish
    .parseRoster(text)
    .models.map((profile, index) => ({ id: `${prefix}${index + 1}`, profile }));
}

function openFight(log: readonly LogEntry[], id: string, name: string, deck: readonly skirmish.HeistCard[]) {
  return play(
    log,
    scene({
      type: 'scene/open',
      sceneId: time.sceneId(id),
      name,
      engine: 'skirmish',
      sides: [
        { id: 'crew', label: 'Crew', crew: true },
        { id: 'police', label: 'Police', crew: false },
      ],
      participants: [],
      setup: {
        name,
        sides: [
          {
            id: 'crew',
            name: 'Crew',
            stance: 'aggressive',
            models: models('c', 'Mr. A (3/5) SMG w/2 reloads'),
          },
          {
            id: 'police',
            name: 'Police',
            stance: 'defensive',
            models: models('p', 'Officer Kay (3/5) Shotgun'),
          },
        ],
        firstSide: 'crew',
        deck,
      },
    } as never),
    seededDice(id),
  );
}

describe('newFightFacts', () => {
  it('counts nothing in a campaign with no fight', () => {
    expect(newFightFacts(replay(campaignWith('Quiet', [])))).toEqual({ running: 0, earlierDecks: [] });
  });

  it('counts the running HEIST fights and offers the decks that are not the house deck, named by their fight (HST-CARD)', () => {
    const ownDeck = [{ ...skirmish.houseDeck[0]!, copies: 3 }];
    let log = openFight(campaignWith('Fight night', []), 'f1', 'Bank lobby', ownDeck);
    log = openFight(log, 'f2', 'Vault', skirmish.houseDeck);
    log = openFight(log, 'f3', 'Roof', []);
    const facts = newFightFacts(replay(log));
    expect(facts.running).toBe(3);
    expect(facts.earlierDecks).toHaveLength(1);
    expect(facts.earlierDecks[0]!.deck).toEqual(ownDeck);
    expect(JSON.stringify(facts.earlierDecks[0])).toContain('Bank lobby');
  });
});
