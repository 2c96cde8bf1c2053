import { describe, expect, it } from 'vitest';
import { pacer } from '../../../../renderer/db/pace.ts';

function work(ms: number): void {
  const start = performance.now();
  while (performance.now() - start < ms) {
    // busy, as a long loop of parsing and replaying is
  }
}

describe('pacer', () => {
  it('gives the event loop a turn once its budget of work went by, and none before', async () => {
    const order: string[] = [];
    const pace = pacer(20);
    setTimeout(() => order.push('timer'), 0);
    await pace(); // well under the budget: no turn, the timer waits
    order.push('within budget');
    work(25);
    await pace(); // past it: the waiting timer runs first
    order.push('after the turn');
    expect(order).toEqual(['within budget', 'timer', 'after the turn']);
  });

  it('counts the budget again from each turn', async () => {
    const order: string[] = [];
    const pace = pacer(20);
    work(25);
    await pace();
    setTimeout(() => order.push('timer'), 0);
    await pace();
    order.push('no second turn');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['no second turn', 'timer']);
  });
});
