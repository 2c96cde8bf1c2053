/**
 * Schemas for what the renderer sends: every invoke request's arguments, as a tuple. Main treats the
 * renderer as untrusted input (a bug, or injected script, could send anything), so each handler
 * parses its arguments here before it touches the disk. These checks are cheap and synchronous; a
 * backup's content is checked line by line afterwards, as it inflates (electron/campaign-bytes.ts).
 */
import * as v from 'valibot';
import { maxFileBytes, maxTidyCampaigns, pdfPageSizes } from './api.ts';
import { campaignIdPattern, isBackupName } from './backup-names.ts';
import { looksLikeGzip } from './campaign-header.ts';
import { toCampaignFileName, toPdfFileName } from './file-names.ts';
import type { InvokeName, InvokeRequest } from './ipc.ts';

const maxSuggestedNameLength = 200;
const maxMebibytes = maxFileBytes / (1024 * 1024);

/** The bytes of a version-2 campaign file: at most `maxFileBytes`, starting like gzip. */
const campaignBytes = v.pipe(
  v.custom<Uint8Array>((input) => input instanceof Uint8Array, 'bytes must be a Uint8Array'),
  v.check((bytes) => bytes.byteLength <= maxFileBytes, `bytes must be at most ${maxMebibytes} MB`),
  v.check(looksLikeGzip, 'bytes must be a gzip-compressed campaign file'),
);

/** A campaign title or file name, turned into a safe `<name>.heistbox`. */
const suggestedName = v.pipe(
  v.string('suggestedName must be a string'),
  v.maxLength(maxSuggestedNameLength, `suggestedName must be at most ${maxSuggestedNameLength} characters`),
  v.transform(toCampaignFileName),
);

/** A document's title, turned into a safe `<name>.pdf`. */
const pdfName = v.pipe(
  v.string('suggestedName must be a string'),
  v.maxLength(maxSuggestedNameLength, `suggestedName must be at most ${maxSuggestedNameLength} characters`),
  v.transform(toPdfFileName),
);

const pageSize = v.picklist(pdfPageSizes, `pageSize must be one of: ${pdfPageSizes.join(', ')}`);

const campaignId = v.pipe(
  v.string('campaignId must be a string'),
  v.regex(campaignIdPattern, 'campaignId must be 1–64 letters, digits, "_" or "-"'),
);

const campaignIds = v.pipe(
  v.array(campaignId, 'campaignIds must be an array of campaign ids'),
  v.maxLength(maxTidyCampaigns, `campaignIds must hold at most ${maxTidyCampaigns} ids`),
);

const backupName = v.pipe(
  v.string('name must be a string'),
  v.check(isBackupName, 'name must be a backup file name as listBackups gives it'),
);

type PayloadSchemas = { readonly [K in InvokeName]: v.GenericSchema<unknown, InvokeRequest<K>> };

/** One schema per invoke request; a tuple of the wrong length is refused too. */
export const payloadSchemas: PayloadSchemas = {
  openCampaignFile: v.strictTuple([], 'openCampaignFile takes no arguments'),
  saveCampaignFile: v.strictTuple(
    [suggestedName, campaignBytes],
    'saveCampaignFile takes (suggestedName, bytes)',
  ),
  writeBackup: v.strictTuple([campaignId, campaignBytes], 'writeBackup takes (campaignId, bytes)'),
  listBackups: v.strictTuple([], 'listBackups takes no arguments'),
  readBackup: v.strictTuple([backupName], 'readBackup takes (name)'),
  tidyBackups: v.strictTuple([campaignIds], 'tidyBackups takes (campaignIds)'),
  savePdf: v.strictTuple([pdfName, pageSize], 'savePdf takes (suggestedName, pageSize)'),
};

/**
 * The arguments of request `name`, checked and normalized.
 * @throws TypeError naming the request and every problem found (`writeBackup: bytes must be at most 512 MB`).
 */
export function parsePayload<K extends InvokeName>(name: K, args: unknown): InvokeRequest<K> {
  const result = v.safeParse(payloadSchemas[name], args, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw new TypeError(`${name}: ${result.issues.map((issue) => issue.message).join('; ')}`);
}
