/**
 * Schemas for what the renderer sends: every invoke request's arguments, as a tuple. Main treats the
 * renderer as untrusted input (a bug, or injected script, could send anything), so each handler
 * parses its arguments here before it touches the disk.
 */
import * as v from 'valibot';
import { maxFileBytes } from './api.ts';
import { backupNamePattern } from './backup-names.ts';
import { toCampaignFileName } from './file-names.ts';
import type { InvokeName, InvokeRequest } from './ipc.ts';

const maxSuggestedNameLength = 200;
const maxMebibytes = maxFileBytes / (1024 * 1024);

/** A string of at most `maxFileBytes` UTF-8 bytes (the length test first: it is free). */
const fileText = v.pipe(
  v.string('text must be a string'),
  v.maxLength(maxFileBytes, `text must be at most ${maxMebibytes} MB`),
  v.check(
    (text) => Buffer.byteLength(text, 'utf8') <= maxFileBytes,
    `text must be at most ${maxMebibytes} MB`,
  ),
);

/** A campaign title or file name, turned into a safe `<name>.heistbox.json`. */
const suggestedName = v.pipe(
  v.string('suggestedName must be a string'),
  v.maxLength(maxSuggestedNameLength, `suggestedName must be at most ${maxSuggestedNameLength} characters`),
  v.transform(toCampaignFileName),
);

/** Backup text: JSON of an object with a numeric `formatVersion`, so garbage is never kept as a backup. */
const backupText = v.pipe(
  fileText,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = backupDocumentProblem(dataset.value);
    if (problem !== null) addIssue({ message: problem });
  }),
);

const backupName = v.pipe(
  v.string('name must be a string'),
  v.regex(backupNamePattern, 'name must be a backup file name as listBackups gives it'),
);

type PayloadSchemas = { readonly [K in InvokeName]: v.GenericSchema<unknown, InvokeRequest<K>> };

/** One schema per invoke request; a tuple of the wrong length is refused too. */
export const payloadSchemas: PayloadSchemas = {
  openCampaignFile: v.strictTuple([], 'openCampaignFile takes no arguments'),
  saveCampaignFile: v.strictTuple([suggestedName, fileText], 'saveCampaignFile takes (suggestedName, text)'),
  writeBackup: v.strictTuple([backupText], 'writeBackup takes (text)'),
  listBackups: v.strictTuple([], 'listBackups takes no arguments'),
  readBackup: v.strictTuple([backupName], 'readBackup takes (name)'),
};

/**
 * The arguments of request `name`, checked and normalized.
 * @throws TypeError naming the request and every problem found (`writeBackup: text must be at most 20 MB`).
 */
export function parsePayload<K extends InvokeName>(name: K, args: unknown): InvokeRequest<K> {
  const result = v.safeParse(payloadSchemas[name], args, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw new TypeError(`${name}: ${result.issues.map((issue) => issue.message).join('; ')}`);
}

function backupDocumentProblem(text: string): string | null {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return 'text must be JSON';
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return 'text must be a JSON object';
  }
  const { formatVersion } = document as { readonly formatVersion?: unknown };
  return typeof formatVersion === 'number' && Number.isFinite(formatVersion)
    ? null
    : 'text must have a numeric formatVersion';
}
