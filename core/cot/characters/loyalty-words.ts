/**
 * COT-SOC-1: a Loyalty's relation is free text; the UI suggests these (the draft's examples, with "fear" from its
 * prose). Every form that asks for a relation offers this list, so it is said once.
 */
export const loyaltyRelationSuggestions = ['Hatred', 'Devoted', 'Desire', 'Fear'] as const;
