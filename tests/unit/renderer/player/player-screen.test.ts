import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { emptyPlayerView } from '../../../../core/index.ts';
import PlayerScreen from '../../../../renderer/player/PlayerScreen.svelte';
import { fightView, heistView, otherEnginesView } from '../../../helpers/player-views.ts';

/** The players' screen draws core's projection as it is (issue 21); the GM's preview renders the same component. */

const text = (body: string) =>
  body
    .replace(/<!--[^>]*-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('PlayerScreen', () => {
  it('draws a Heist: stage, round and time, the crew map with the crew and a revealed guard, the alarm band', () => {
    const { body } = render(PlayerScreen, { props: { view: heistView } });
    const words = text(body);
    expect(words).toContain('The Long Con');
    expect(words).toContain('Job clock: 1 hour 20 minutes');
    expect(words).toContain('Bank job');
    expect(words).toMatch(/Heist stage\s+Round 3\s+15 minutes/);
    expect(body).toContain(
      'aria-label="Map of The Bank. Lobby: Vex: Crew, A guard: spotted; Outside: Jo March: Crew',
    );
    expect(body.match(/data-testid="heist-map-zone"/g)).toHaveLength(2);
    expect(words).toContain('Unknown zone');
    expect(body).toContain('data-band="low"');
    expect(words).toContain('Alarm: quiet');
    expect(words).toContain('1 loot');
    expect(words).toContain('Loot carried Deeds: Vex');
    expect(words).toContain('Barrier: a Security stands (its kind on it)');
    expect(words).not.toContain('score');
  });

  it('draws the crew’s sheets, a presented identity as the crew knows it', () => {
    const words = text(render(PlayerScreen, { props: { view: heistView } }).body);
    expect(words).toContain('The crew');
    expect(words).toContain('Known as Countess Olenska');
    expect(words).toContain('Wounded (3 days to recover)');
    expect(words).toContain('Skills: Stealth 3, Locks 2');
    expect(words).toContain('Greed: Money (Prime)');
  });

  it('calls a single sheet “Your character” (a seat’s own screen)', () => {
    const words = text(render(PlayerScreen, { props: { view: fightView } }).body);
    expect(words).toContain('Your character');
    expect(words).not.toContain('The crew ');
  });

  it('draws the public rolls with their dice, kept dice marked, and the odds when core gives them', () => {
    const { body } = render(PlayerScreen, { props: { view: heistView } });
    expect(body).toContain('aria-label="Dice of Vex: Stealth past the lobby"');
    expect(body).toContain('aria-label="9, kept"');
    expect(body).toContain('aria-label="4"');
    const words = text(body);
    expect(words).toContain('= 16 Difficulty 12 Success');
    expect(words).toContain('Chance of success: 62%');
    expect(body.match(/data-testid="player-odds"/g)).toHaveLength(1);
  });

  it('draws a fight’s initiative as core redacted it, the crew’s totals only, whose turn it is, Cover as bands', () => {
    const { body } = render(PlayerScreen, { props: { view: fightView } });
    const words = text(body);
    expect(words).toMatch(
      /Initiative, round 1\s+Vex \(The crew\) 17 done\s+An opponent \(Opponents\) acting now\s+Opponents Who is fighting/,
    );
    expect(body.match(/aria-current="step"/g)).toHaveLength(1);
    expect(words).toContain('Cover: high');
    expect(words).toContain('Cover: low');
  });

  it('draws a Social Call’s learnt lines, a chase, the HEIST table and research', () => {
    const words = text(render(PlayerScreen, { props: { view: otherEnginesView } }).body);
    expect(words).toContain('The banker Loyalty: Greed: Money');
    expect(words).toContain('A pursuer Pursuer Driving the Cab, Distance 2 Cover 9 In the chase');
    expect(words).toContain('Game round 2: the crew’s turn');
    expect(words).toContain('Vex Crew Aiming, Pistol: 4 ammo');
    expect(words).toContain('Dock guard Opponent Ready');
    expect(words).toContain('Day 2 of 5 Vex : Researching the Bank’s Layout');
  });

  it('shows nothing but the blank when the GM blanks the screen', () => {
    const { body } = render(PlayerScreen, {
      props: { view: emptyPlayerView(true), status: { kind: 'live' } },
    });
    expect(text(body).trim()).toBe('Live The screen is blank for now.');
  });

  it('waits for the GM before the first projection, and when there is nothing to show', () => {
    for (const view of [null, emptyPlayerView(false)]) {
      expect(text(render(PlayerScreen, { props: { view } }).body).trim()).toBe(
        'Waiting for the GM to show something…',
      );
    }
  });

  it('says when the connection is lost, and keeps the last view drawn', () => {
    const { body } = render(PlayerScreen, { props: { view: heistView, status: { kind: 'reconnecting' } } });
    expect(body).toContain('data-status="reconnecting"');
    expect(text(body)).toContain('Connection lost: reconnecting… ');
    expect(text(body)).toContain('Bank job');
  });

  it('labels each section by its heading, with ids of its own (the GM may preview more than one screen)', () => {
    const { body } = render(PlayerScreen, { props: { view: heistView } });
    const ids = [...body.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
    for (const match of body.matchAll(/aria-labelledby="([^"]+)"/g)) expect(ids).toContain(match[1]);
  });

  it('has a large-type mode for a screen across the room', () => {
    const large = render(PlayerScreen, { props: { view: heistView, large: true } }).body;
    const normal = render(PlayerScreen, { props: { view: heistView } }).body;
    expect(large).toMatch(/class="screen [^"]*large/);
    expect(normal).not.toMatch(/class="screen [^"]*large/);
  });
});
