import { describe, expect, it } from 'vitest';
import { replay } from '../../../../core/index.ts';
import { audienceLabel, orderedAudiences, seatOf } from '../../../../renderer/players/audience.ts';
import { scannable } from '../../../../renderer/panels/players/join-links.ts';
import { rollCampaign } from '../../../helpers/roll-campaign.ts';

/** The Players dashboard's words for its audiences and the link its QR code carries (issue 21). */

const campaign = Object.freeze(replay(rollCampaign('Docklands', 3)));

describe('audiences in the GM’s words', () => {
  it('names everyone and each seat by its character', () => {
    expect(audienceLabel(campaign, 'crew')).toBe('Everyone (the table’s screen and the shared link)');
    expect(audienceLabel(campaign, 'seat:vex')).toBe('Vex’s own screen');
    expect(audienceLabel(campaign, 'seat:gone')).toBe('gone’s own screen'); // still droppable
    expect(audienceLabel(campaign, 'odd')).toBe('odd');
  });

  it('reads a seat’s character', () => {
    expect(seatOf('seat:vex')).toBe('vex');
    expect(seatOf('seat:')).toBeNull();
    expect(seatOf('crew')).toBeNull();
  });

  it('lists everyone first, then the seats by name', () => {
    expect(orderedAudiences(campaign, ['seat:zed', 'seat:vex', 'crew'])).toEqual([
      'crew',
      'seat:vex',
      'seat:zed',
    ]);
  });
});

describe('the join link a QR code carries', () => {
  it('is the first one another device can reach', () => {
    expect(
      scannable(['http://localhost:4400/player.html?t=x', 'http://192.168.1.20:4400/player.html?t=x']),
    ).toBe('http://192.168.1.20:4400/player.html?t=x');
    expect(scannable(['http://127.0.0.1:1/', 'http://[::1]:1/', 'http://10.0.0.2:1/'])).toBe(
      'http://10.0.0.2:1/',
    );
  });

  it('falls back to the first link, and is null with none', () => {
    expect(scannable(['http://localhost:1/a'])).toBe('http://localhost:1/a');
    expect(scannable(['not a url', 'http://localhost:1/'])).toBe('not a url');
    expect(scannable([])).toBeNull();
  });
});
