/**
 * Breakouts in one place: a scene opened from a running scene (a Heist gone loud, a Gang Warfare whose losers
 * flee, a Takedown that ends a chase) and the way its people come back (COT-D-65). It sits above the engines it
 * joins (Heist, Gang Warfare, the chase) and reaches them through their doors; none of them imports it. What a
 * Heist may open is declared by the engines that play it (the breakout capability, core/cot/world/breakout.ts):
 * nothing here names them.
 */
export { fleeChaseOpening, fleeChaseSetup, handoverOf } from './handover.ts';
export type { ChildScene, Handover } from './handover.ts';
export { chaseDrafts, chaseParticipants, draftChaseSetup, driversOf, vehicleSeats } from './seating.ts';
export type { ChaseDraft, ChildParticipant, VehiclePick, VehiclePicks } from './seating.ts';
export { takedownWarfareSetup } from './takedown.ts';
export { backInHeist, breakoutHandover, breakoutOpening, heistBreakouts } from './heist.ts';
export type { BreakoutItem, BreakoutOpening, SideOf } from './heist.ts';
