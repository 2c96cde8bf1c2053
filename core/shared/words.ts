/** Words every engine's history uses: lists, day counts, a verb that agrees with its subject. */

/** A list in words: "a", "a and b", "a, b and c". */
export function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "1 day", "3 days". */
export function days(count: number): string {
  return counted(count, 'day');
}

/** "1 zone", "5 zones", "0 guards": a count and its noun, singular for one (regular plurals only). */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** "Brannigan becomes Aware", "Brannigan and Okafor become Aware": the subject list and the verb agreeing with it. */
export function theyDo(subjects: readonly string[], singular: string, plural: string): string {
  return `${inWords(subjects)} ${subjects.length === 1 ? singular : plural}`;
}

/** "Vex's", "the Crew's", "Guards'": a name's possessive (a name ending in s takes the apostrophe alone). */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
