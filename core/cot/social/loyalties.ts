import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import type { Loyalty } from '../characters/index.ts';
import type { LoyaltyChange, LoyaltyRef } from './types.ts';

/**
 * Loyalties as the Social rules read and change them (COT-SOC-1..3): finding one by its words, the two ways
 * to alter one, and which Loyalty an alteration is "trying to alter" for Lean Onto and Lean Into.
 */

const norm = (text: string) => text.trim().toLowerCase();

/** Same relation and subject, ignoring case and surrounding spaces: `fear: loan shark` is `Fear: Loan shark`. */
export function sameLoyalty(a: LoyaltyRef, b: LoyaltyRef): boolean {
  return norm(a.relation) === norm(b.relation) && norm(a.subject) === norm(b.subject);
}

/** `Fear: Loan shark`. */
export function formatLoyalty(loyalty: LoyaltyRef): string {
  return `${loyalty.relation}: ${loyalty.subject}`;
}

/** The Loyalty on the list with these words, if any. */
export function findLoyalty(list: readonly Loyalty[], ref: LoyaltyRef): Loyalty | undefined {
  return list.find((loyalty) => sameLoyalty(loyalty, ref));
}

/** The Prime Loyalty (COT-SOC-1), if the character has any Loyalty. */
export function primeOf(list: readonly Loyalty[]): Loyalty | undefined {
  return list.find((loyalty) => loyalty.prime);
}

/** The words of a Loyalty without its Prime mark. */
export const refOf = (loyalty: LoyaltyRef): LoyaltyRef => ({
  relation: loyalty.relation,
  subject: loyalty.subject,
});

/**
 * Why a change cannot be made to these Loyalties, or null (COT-SOC-2, COT-D-89): the named Loyalty must be
 * held and not be the Prime, which can only be swapped; a swap needs a Prime to swap with; a replacement must
 * change the words and not repeat a Loyalty already held.
 */
export function changeProblem(
  list: readonly Loyalty[],
  change: LoyaltyChange,
  whose: string,
): Rejection | null {
  const held = findLoyalty(list, change.loyalty);
  const named = formatLoyalty(change.loyalty);
  if (!held) {
    return reject('social/no-such-loyalty', `${whose} holds no Loyalty ${named}`, { loyalty: named });
  }
  if (held.prime && change.kind === 'replace') {
    return reject(
      'social/prime-replaced',
      `${named} is ${whose}'s Prime Loyalty: the Prime can only be swapped with another Loyalty, never replaced (COT-D-89)`,
      { loyalty: named },
    );
  }
  if (held.prime) {
    return reject(
      'social/prime-swapped-with-itself',
      `${named} is already ${whose}'s Prime Loyalty: name an ordinary Loyalty to swap with it (COT-SOC-2)`,
      { loyalty: named },
    );
  }
  if (change.kind === 'replace' && sameLoyalty(held, change.with)) {
    return reject(
      'social/loyalty-unchanged',
      `Replacing ${named} with ${named} alters nothing: name a different Loyalty (COT-SOC-2)`,
      { loyalty: named },
    );
  }
  if (change.kind === 'replace' && list.some((l) => l !== held && sameLoyalty(l, change.with))) {
    const repeated = formatLoyalty(change.with);
    return reject('social/loyalty-repeated', `${whose} already holds ${repeated}`, { loyalty: repeated });
  }
  if (
    change.kind === 'replace' &&
    (change.with.relation.trim() === '' || change.with.subject.trim() === '')
  ) {
    return reject('social/empty-loyalty', 'A new Loyalty needs a relation and a subject (COT-SOC-1)');
  }
  return null;
}

/**
 * The Loyalties after a change, in the same order (COT-SOC-2): a replaced Loyalty takes the new words and stays
 * ordinary; a swap makes the named Loyalty the Prime and the old Prime an ordinary Loyalty (TV-COT-SOC-2-a).
 * @throws RangeError when `changeProblem` would refuse the change.
 */
export function alterLoyalties(list: readonly Loyalty[], change: LoyaltyChange): Loyalty[] {
  const problem = changeProblem(list, change, 'The character');
  if (problem) throw new RangeError(problem.message);
  const held = findLoyalty(list, change.loyalty)!;
  return list.map((loyalty) => {
    if (change.kind === 'replace') {
      return loyalty === held ? { ...refOf(change.with), prime: false } : { ...loyalty };
    }
    if (loyalty === held) return { ...loyalty, prime: true };
    return { ...loyalty, prime: false };
  });
}

/**
 * The Loyalty a change is "trying to alter" (COT-SOC-4, COT-SOC-5), which the aggressor may not Lean Onto and
 * the target may not Lean Into: the replaced Loyalty; for a swap, the Prime it displaces, while the Loyalty it
 * promotes is the lever ("use their fear of their loan shark to get them to risk the job they love", SOC-D-4).
 */
export function alteredLoyalty(list: readonly Loyalty[], change: LoyaltyChange): LoyaltyRef | null {
  if (change.kind === 'replace') return refOf(change.loyalty);
  const prime = primeOf(list);
  return prime ? refOf(prime) : null;
}
