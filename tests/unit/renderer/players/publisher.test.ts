import { describe, expect, it } from 'vitest';
import { emptyPlayerView } from '../../../../core/index.ts';
import type { PlayerView } from '../../../../core/index.ts';
import { Publisher } from '../../../../renderer/players/publisher.ts';
import type { AudienceViews } from '../../../../renderer/players/publisher.ts';

/** The publisher hands the link each audience's projection once per change the players can see (issue 21). */

function fakeLink(fail = false) {
  const sent: AudienceViews[] = [];
  return {
    sent,
    publish(views: AudienceViews): Promise<void> {
      sent.push(views);
      return fail ? Promise.reject(new Error('gone')) : Promise.resolve();
    },
  };
}

const shown = (campaign: string): PlayerView => ({ ...emptyPlayerView(false), campaign });

describe('Publisher', () => {
  it('sends the first views, and views that differ', () => {
    const link = fakeLink();
    const publisher = new Publisher(link);
    expect(publisher.offer({ crew: shown('A') })).toBe(true);
    expect(publisher.offer({ crew: shown('B') })).toBe(true);
    expect(publisher.offer({ crew: shown('B'), 'seat:vex': shown('B') })).toBe(true);
    expect(link.sent.map((views) => Object.keys(views))).toEqual([['crew'], ['crew'], ['crew', 'seat:vex']]);
  });

  it('sends nothing again for a change the players cannot see (the same projections)', () => {
    const link = fakeLink();
    const publisher = new Publisher(link);
    publisher.offer({ crew: shown('A') });
    expect(publisher.offer({ crew: shown('A') })).toBe(false);
    expect(link.sent).toHaveLength(1);
  });

  it('sends everything again once told to forget (a fresh listener)', () => {
    const link = fakeLink();
    const publisher = new Publisher(link);
    publisher.offer({ crew: shown('A') });
    publisher.forget();
    expect(publisher.offer({ crew: shown('A') })).toBe(true);
    expect(link.sent).toHaveLength(2);
  });

  it('sends again after a publish that failed', async () => {
    const link = fakeLink(true);
    const publisher = new Publisher(link);
    publisher.offer({ crew: shown('A') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(publisher.offer({ crew: shown('A') })).toBe(true);
  });
});

describe('Publisher with a link that throws at once', () => {
  it('never throws to the page, and sends again next time', async () => {
    const sent: AudienceViews[] = [];
    const publisher = new Publisher({
      publish(views: AudienceViews): void {
        sent.push(views);
        throw new Error('no link');
      },
    });
    expect(publisher.offer({ crew: shown('A') })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(publisher.offer({ crew: shown('A') })).toBe(true);
    expect(sent).toHaveLength(2);
  });
});
