import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { campaignFileSuffix, toCampaignFileName, toPdfFileName } from '../../../electron/file-names.ts';

describe('toCampaignFileName', () => {
  it.each([
    ['The Gilded Vault', 'The Gilded Vault.heistbox'],
    ['The Gilded Vault.heistbox.json', 'The Gilded Vault.heistbox'],
    ['The Gilded Vault.heistbox', 'The Gilded Vault.heistbox'],
    ['The Gilded Vault.HEISTBOX', 'The Gilded Vault.heistbox'],
    ['backup.JSON', 'backup.heistbox'],
    ['../../etc/passwd', 'etc passwd.heistbox'],
    ['C:\\Windows\\System32\\job', 'C Windows System32 job.heistbox'],
    ['what? <now> | "here": *', 'what now here.heistbox'],
    ['tab\there\nnewline', 'tab here newline.heistbox'],
    ['  ...hidden.  ', 'hidden.heistbox'],
    ['', 'campaign.heistbox'],
    ['...', 'campaign.heistbox'],
    ['/', 'campaign.heistbox'],
    ['CON', '_CON.heistbox'],
    ['lpt1', '_lpt1.heistbox'],
    ['Console', 'Console.heistbox'],
    ['Crème brûlée heist', 'Crème brûlée heist.heistbox'],
    ['right\u202Eto-left', 'right to-left.heistbox'],
  ])('%j becomes %j', (suggested, expected) => {
    expect(toCampaignFileName(suggested)).toBe(expected);
  });

  it('cuts a long title to 120 characters before the suffix', () => {
    expect(toCampaignFileName('x'.repeat(200))).toBe(`${'x'.repeat(120)}${campaignFileSuffix}`);
  });

  test.prop([fc.string({ maxLength: 200, unit: 'binary' })])(
    'always gives one harmless name ending in .heistbox',
    (suggested) => {
      const name = toCampaignFileName(suggested);
      expect(name.endsWith(campaignFileSuffix)).toBe(true);
      expect(name).not.toMatch(/[<>:"/\\|?*\p{Cc}]/u);
      expect(name.startsWith('.')).toBe(false);
      expect(name.length).toBeLessThanOrEqual(121 + campaignFileSuffix.length);
    },
  );
});

describe('toPdfFileName', () => {
  it.each([
    ['Crew sheets', 'Crew sheets.pdf'],
    ['recap.pdf', 'recap.pdf'],
    ['../../Session 3: "The vault"', 'Session 3 The vault.pdf'],
    ['', 'campaign.pdf'],
    ['NUL', '_NUL.pdf'],
  ])('turns %j into %j', (suggested, expected) => {
    expect(toPdfFileName(suggested)).toBe(expected);
  });
});
