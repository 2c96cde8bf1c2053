/**
 * The only door the renderer (and outside tools) use into the rules core. Everything here is pure:
 * plain data in, plain data out; randomness only through an injected `Dice`.
 */
export * from './shared/result.ts';
export * from './shared/ids.ts';
export * from './dice/index.ts';
export * from './cot/settings.ts';
export * from './cot/gear/tables.ts';
export * from './cot/characters/index.ts';
export * from './campaign/index.ts';
