import type { CampaignCommand, LogEntry } from '../../core/index.ts';

/**
 * What a panel calls to change the campaign: the command is decided and stored, and the stored entry comes
 * back (its events say what happened: the dice rolled, the Cover lost), or null when it was refused (the app
 * has already shown the reason).
 */
export type Act = (command: CampaignCommand) => Promise<LogEntry | null>;
