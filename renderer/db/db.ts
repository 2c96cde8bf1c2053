import { HeistboxDb } from './schema.ts';

/** The app's database (tests make their own `HeistboxDb` with a fresh name). */
export const db = new HeistboxDb();
