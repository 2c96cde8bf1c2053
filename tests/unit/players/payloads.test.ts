import { describe, expect, it } from 'vitest';
import { emptyPlayerView } from '../../../core/player/types.ts';
import { maxAudiences } from '../../../electron/players/api.ts';
import { parsePlayersArgs } from '../../../electron/players/payloads.ts';

const view = { ...emptyPlayerView(false), campaign: 'The Gilded Job' };

describe('parsePlayersArgs', () => {
  it('takes start with no options, or a host and a port', () => {
    expect(parsePlayersArgs('start', [])).toEqual([{}]);
    expect(parsePlayersArgs('start', [{ host: '192.168.1.20', port: 4310 }])).toEqual([
      { host: '192.168.1.20', port: 4310 },
    ]);
    expect(parsePlayersArgs('start', [{ port: 0 }])).toEqual([{ port: 0 }]);
  });

  it.each([
    [[{ host: 'evil.example' }], 'players.start: host must be an IPv4 address'],
    [[{ host: '256.1.1.1' }], 'players.start: host must be an IPv4 address'],
    [[{ port: 1.5 }], 'players.start: port must be a whole number'],
    [[{ port: -1 }], 'players.start: port must be 0–65535'],
    [[{ port: 80, pageRoot: '/' }], 'players.start: options may hold only host and port'],
    [[{}, {}], 'players.start: start takes (options?)'],
  ])('refuses start %j, naming the problem', (args, message) => {
    expect(() => parsePlayersArgs('start', args)).toThrow(message);
  });

  it('takes views for the crew and seats, as plain JSON', () => {
    const [views] = parsePlayersArgs('publish', [{ crew: view, 'seat:vex': view }]);
    expect(views).toEqual({ crew: view, 'seat:vex': view });
    expect(views.crew).not.toBe(view); // a copy: nothing the caller keeps can change what is sent
  });

  it.each([
    [{ gm: view }, 'each audience must be "crew" or "seat:<character id>"'],
    [{ 'seat:': view }, 'each audience must be "crew" or "seat:<character id>"'],
    [[view], 'views must be an object of audiences'],
    [{ crew: { ...view, gmNotes: 'Sleeps on duty' } }, 'the view for crew is not a player view'],
    [{ crew: { ...view, version: 2 } }, 'the view for crew is not a player view'],
    [
      Object.fromEntries(Array.from({ length: maxAudiences + 1 }, (_, n) => [`seat:c${n}`, view])),
      `views must hold at most ${maxAudiences} audiences`,
    ],
    [{ crew: { ...view, campaign: 'x'.repeat(5_000_000) } }, 'views must be JSON of at most'],
  ])('refuses views %#, naming the problem', (views, message) => {
    expect(() => parsePlayersArgs('publish', [views])).toThrow(`players.publish: ${message}`);
  });

  it('refuses the other requests’ wrong arguments', () => {
    expect(() => parsePlayersArgs('setBlank', [1])).toThrow('players.setBlank: blank must be true or false');
    expect(() => parsePlayersArgs('drop', ['x'.repeat(65)])).toThrow(
      'clientId must be at most 64 characters',
    );
    expect(() => parsePlayersArgs('stop', ['now'])).toThrow('players.stop: stop takes no arguments');
    expect(parsePlayersArgs('drop', ['c0ffee12'])).toEqual(['c0ffee12']);
  });
});
