/**
 * The table settings live in core/cot/settings/ (its index.ts is their door); this file forwards them for
 * core/engine and core/campaign's imports until they go through that door.
 */
export * from './settings/index.ts';
