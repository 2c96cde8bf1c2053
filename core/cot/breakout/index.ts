/**
 * Breakouts in one place: a fight or a chase opened from a running scene (a Heist gone loud, a Gang Warfare
 * whose losers flee, a Takedown that ends a chase) and the way its people come back (COT-D-65). It sits above
 * the engines it joins (Heist, Gang Warfare, the chase) and reaches them through their doors; none of them
 * imports it.
 */
export { fleeChaseSetup, handoverOf } from './handover.ts';
export type { ChildScene, Handover } from './handover.ts';
export { chaseDrafts, chaseParticipants, draftChaseSetup, driversOf, vehicleSeats } from './seating.ts';
export type { ChaseDraft, ChildParticipant, VehiclePick, VehiclePicks } from './seating.ts';
export { takedownWarfareSetup } from './takedown.ts';
export { backInHeist, breakoutHandover, chaseHandover, warfareHandover } from './heist.ts';
export type { ChaseHandover, SideOf, WarfareHandover } from './heist.ts';
