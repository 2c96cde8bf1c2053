/**
 * Real version-2 campaign files for the shell's tests: the log of tests/fixtures/v1/long-con.heistbox.json
 * (500 entries a simulated GM wrote, read with core's `parseCampaignFile`), written as core writes a
 * version-2 file (`headerLine`, `entryLine`) and gzipped.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { entryLine, headerLine, parseCampaignFile } from '../../../core/campaign/file.ts';
import type { CampaignState, LogEntry } from '../../../core/campaign/types.ts';
import { decide, replay, seededDice } from '../../../core/index.ts';

const fixture = new URL('../../fixtures/v1/long-con.heistbox.json', import.meta.url);
let log: readonly LogEntry[] | null = null;

/** The fixture's whole log (500 entries; the last three undone). */
export function realLog(): readonly LogEntry[] {
  if (log === null) {
    const parsed = parseCampaignFile(readFileSync(fixture, 'utf8'));
    if (!parsed.ok) throw new Error(`the fixture does not parse: ${parsed.message}`);
    log = parsed.log;
  }
  return log;
}

export interface CampaignFileOptions {
  /** The campaign's name in the header. */
  readonly name?: string;
  /** How many entries of the real log, from the first (default 20). */
  readonly entries?: number;
  /**
   * The name the campaign was created with, in its first entry (`campaign/created`): another name makes
   * another campaign, whatever the header says. Default: the fixture's.
   */
  readonly createdAs?: string;
}

/** The lines of a version-2 file: the header, then the first `entries` entries of the real log. */
export function campaignLines({
  name = 'The Long Con',
  entries = 20,
  createdAs,
}: CampaignFileOptions = {}): string[] {
  const [creation, ...rest] = realLog().slice(0, entries);
  if (creation === undefined) throw new Error('a campaign file holds at least its creation');
  const founding =
    createdAs === undefined
      ? creation
      : { ...creation, events: [{ type: 'campaign/created' as const, name: createdAs }] };
  const picked = [founding, ...rest];
  const header = headerLine({
    exportedAt: Date.UTC(2026, 10, 21, 18),
    campaign: { name, createdAt: Date.UTC(2026, 0, 5) },
    entries: picked.length,
  });
  return [header, ...picked.map(entryLine)];
}

/** `lines` joined with newlines (and one at the end), gzipped: a file as the renderer sends it. */
export function gzipLines(lines: readonly string[]): Uint8Array {
  return new Uint8Array(gzipSync(`${lines.join('\n')}\n`));
}

/** A whole, valid version-2 campaign file. */
export function campaignBytes(options: CampaignFileOptions = {}): Uint8Array {
  return gzipLines(campaignLines(options));
}

/**
 * A fork's file (issue 22): its creation entry carries the whole state it was copied as — here padded with 800
 * copies of a character, a line far longer than a probe reads.
 */
export function forkBytes(name: string, at: number): Uint8Array {
  const state = replay(realLog() as Parameters<typeof replay>[0]);
  const [someone] = Object.values(state.characters);
  if (!someone) throw new Error('the real log has characters');
  const characters: Record<string, unknown> = { ...state.characters };
  for (let n = 0; n < 800; n += 1) {
    // Names that do not compress, so the file is longer than a probe reads.
    const digest = createHash('sha256').update(String(n)).digest('hex');
    characters[`copy-${n}`] = { ...someone, id: `copy-${n}`, name: `Copy ${digest}` };
  }
  const big = { ...state, characters } as unknown as CampaignState;
  const command = {
    type: 'campaign/fork',
    name,
    from: { name: 'The Long Con', seq: 20 },
    state: big,
  } as const;
  const decision = decide(null, command, seededDice(1));
  if (!decision.ok) throw new Error(decision.message);
  const creation = entryLine({ seq: 1, at, command: command.type, events: decision.events, undone: false });
  const header = headerLine({
    exportedAt: Date.UTC(2026, 10, 30, 12),
    campaign: { name, createdAt: at },
    entries: 1,
  });
  return gzipLines([header, creation]);
}
