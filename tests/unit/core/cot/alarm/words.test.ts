import { describe, expect, it } from 'vitest';
import type { AlarmCard, AlarmPlayed, EscapeView } from '../../../../../core/cot/alarm/index.ts';
import { alarmWords, lastAlertOf } from '../../../../../core/cot/alarm/words.ts';
import { characterId } from '../../../../../core/shared/ids.ts';
import { barrier, buildSpot, zone } from '../spot/support.ts';

/** The alarm track's board in words (Masters of the Heist, issue 19). */

const card = (id: string, special = false): AlarmCard => ({
  id,
  name: id,
  special,
  effect: { kind: 'nothing' },
});
const played = (id: string, special = false): AlarmPlayed => ({ card: card(id, special), special });

describe('lastAlertOf', () => {
  it('is null before any alert', () => {
    expect(lastAlertOf([])).toBeNull();
  });

  it('gives the last alert’s own card with the Special cards played on its way, not the alerts before', () => {
    const all = [played('first'), played('s1', true), played('s2', true), played('second')];
    expect(lastAlertOf(all)?.map((p) => p.card.id)).toEqual(['s1', 's2', 'second']);
    expect(lastAlertOf([played('first'), played('second')])?.map((p) => p.card.id)).toEqual(['second']);
  });

  it('gives the Special cards alone when the deck ran out under them', () => {
    expect(lastAlertOf([played('first'), played('s1', true)])?.map((p) => p.card.id)).toEqual(['s1']);
  });
});

describe('alarmWords', () => {
  const spot = buildSpot('bank', [zone('hall'), zone('office'), barrier('b1', 'outside', 'hall')]);
  const words = alarmWords(spot, {});
  const escape: EscapeView = {
    character: characterId('vex'),
    from: 'office',
    moves: 4,
    route: [
      { from: 'office', to: 'hall', moves: 2 },
      { from: 'hall', to: 'outside', moves: 1 },
    ],
    name: 'Vex',
    fromName: 'office',
    foresight: 2,
    coverable: 2,
    lastDitch: 2,
    settled: null,
  };

  it('reads an escape route step by step, the edge by its name', () => {
    expect(words.route(escape.route)).toBe('office → hall: 2, hall → Outside: 1');
    expect(words.route([])).toBe('already out');
  });

  it('says what a crew member holds, spends and still needs from the last-ditch die', () => {
    expect(words.spend(escape)).toBe(
      '2 Foresight held, 2 of it spent on moves; then the last-ditch die must show 2 or more',
    );
    expect(words.spend({ ...escape, foresight: 0, coverable: 0, lastDitch: null })).toBe('0 Foresight held');
  });

  it('names a bag item and a card as the plan does', () => {
    expect(words.item({ id: 'l', kind: 'lock', score: 12 })).toBe('Lock 12');
    expect(words.card({ id: 'g', name: 'Lockdown', special: false, effect: { kind: 'gate' } })).toBe(
      'The next lockdown gate closes',
    );
  });
});
