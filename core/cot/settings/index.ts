/** The public surface of the table settings' registry (every GM-adjustable DECISION, its kind and its bounds). */
export { settingsLimits } from './limits.ts';
export { settingsChangesSchema } from './schema.ts';
