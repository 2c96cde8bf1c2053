/**
 * COT-CHASE-3: a chase's Distance as a chase may start at: a whole number from 0 (side by side) to 99. The setup
 * check, the command schema and the forms that ask for a starting Distance read these numbers.
 */
export const chaseDistanceLimits = { min: 0, max: 99 } as const;
