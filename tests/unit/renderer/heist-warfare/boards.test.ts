import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { breakout as breakouts, engineContext, heist, namesIn, warfare } from '../../../../core/index.ts';
import type { CampaignState, LogEntry, Scene, SceneId, chase } from '../../../../core/index.ts';
import { sidesOf } from '../../../../renderer/panels/scenes/heist/board-text.ts';
import HeistBoard from '../../../../renderer/panels/scenes/heist/HeistBoard.svelte';
import WarfareBoard from '../../../../renderer/panels/scenes/warfare/WarfareBoard.svelte';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  alarmedLog,
  brannigan,
  fightId,
  heistId,
  heistLog,
  inHeist,
  play,
  stamp,
  stateOf,
} from './fixtures.ts';

function draw(board: typeof HeistBoard | typeof WarfareBoard, campaign: CampaignState, id: SceneId): string {
  const scene = campaign.scenes[id]!;
  return render(board, {
    props: { campaign, scene, act: async (): Promise<LogEntry | null> => null, onopen: () => {} },
  }).body;
}

function heistState(campaign: CampaignState): heist.HeistState {
  const scene = campaign.scenes[heistId]!;
  if (scene.engine !== 'heist' || !scene.state) throw new Error('no Heist');
  return heist.heistIn(campaign, scene.state); // as the board reads it: conditions from the sheets
}

/** How the scene of a breakout opens, with the breakouts the Heist's context declares (as the board does). */
function opening(
  campaign: CampaignState,
  scene: Scene,
  state: heist.HeistState,
  breakout: heist.HeistBreakout,
) {
  const declared = engineContext(campaign, scene, 0).breakouts ?? [];
  const handover = breakouts.breakoutOpening(
    state,
    declared,
    breakout,
    sidesOf(scene),
    namesIn(campaign, scene),
  );
  if ('ok' in handover) throw new Error(handover.message);
  return handover;
}

/** The fight Brannigan's Square Up started, opened as the board's form opens it (its setup from core). */
function fightLog(): LogEntry[] {
  const squared = play(
    alarmedLog(),
    inHeist({ type: 'drop/respond', target: brannigan, response: 'square-up' }),
  );
  const campaign = stateOf(squared);
  const state = heistState(campaign);
  const scene = campaign.scenes[heistId]! as Scene;
  const breakout = state.breakouts[0]!;
  if (breakout.kind !== 'warfare') throw new Error('expected a fight');
  const handover = opening(campaign, scene, state, breakout);
  return play(
    squared,
    stamp({
      type: 'scene/start-child',
      sceneId: heistId,
      newSceneId: fightId,
      name: 'Gang Warfare in Dock',
      engine: 'warfare',
      participants: handover.participants,
      setup: handover.setup as warfare.WarfareSetup,
      firstRoundSide: handover.firstRoundSide,
    }),
    fixedDice(...Array<number>(40).fill(3)),
  );
}

describe('the Heist board (drawn on the server)', () => {
  it('draws the Spot, the guards’ Awareness and the GM’s rulings', () => {
    const html = draw(HeistBoard, stateOf(heistLog()), heistId);
    expect(html).toContain('The Warehouse');
    expect(html).toContain('Awareness');
    expect(html).toContain('What the GM can do');
  });

  it('draws the Drop awaiting its response, the GM choosing for the guard', () => {
    const html = draw(HeistBoard, stateOf(alarmedLog()), heistId);
    expect(html).toContain('Brannigan is Aware of Vex');
    expect(html).toContain('the GM chooses for them');
  });

  it('offers to open the fight a Square Up started, then follows its scene (COT-WAR-1, COT-D-65)', () => {
    const squared = play(
      alarmedLog(),
      inHeist({ type: 'drop/respond', target: brannigan, response: 'square-up' }),
    );
    expect(draw(HeistBoard, stateOf(squared), heistId)).toContain('Gang Warfare breaks out in Dock');
    const opened = stateOf(fightLog());
    const html = draw(HeistBoard, opened, heistId);
    expect(html).toContain('Gang Warfare in Dock (running)');
    expect(html).not.toContain('Start Gang Warfare');
    const closed = play(fightLog(), stamp({ type: 'scene/close', sceneId: fightId }));
    const over = draw(HeistBoard, stateOf(closed), heistId);
    expect(over).toContain('Gang Warfare in Dock (over)');
    expect(over).toContain('Back in the Heist');
  });

  it('offers the fight the GM rules breaks out, through the scene layer (COT-WAR-1)', () => {
    const campaign = stateOf(heistLog());
    const env = heist.heistEnv(engineContext(campaign, campaign.scenes[heistId]!, 0));
    const ruling = heist
      .heistGmView(env, heistState(campaign))
      .find((view) => view.action === 'break-out-warfare')!.options[0]!;
    expect(ruling.label).toBe('In Dock: Vex, Brannigan and Okafor');
    const broke = play(heistLog(), inHeist(ruling.command));
    expect(draw(HeistBoard, stateOf(broke), heistId)).toContain('Gang Warfare breaks out in Dock');
  });

  it('says so, without throwing, when given a scene of another engine or one not started', () => {
    const campaign = stateOf(fightLog());
    expect(draw(HeistBoard, campaign, fightId)).toContain('is not one');
    expect(draw(WarfareBoard, campaign, heistId)).toContain('is not a fight');
  });
});

describe('a chase a Flee started (COT-DROP-5)', () => {
  it('opens through the scene layer with the setup core builds, the attacker giving chase', () => {
    const fled = play(alarmedLog(), inHeist({ type: 'drop/respond', target: brannigan, response: 'flee' }));
    const campaign = stateOf(fled);
    expect(draw(HeistBoard, campaign, heistId)).toContain('A chase from Dock');
    const state = heistState(campaign);
    const scene = campaign.scenes[heistId]! as Scene;
    const breakout = state.breakouts[0]!;
    if (breakout.kind !== 'chase') throw new Error('expected a chase');
    const handover = opening(campaign, scene, state, breakout);
    const chased = play(
      fled,
      stamp({
        type: 'scene/start-child',
        sceneId: heistId,
        newSceneId: 'yard-chase' as SceneId,
        name: 'Chase from Dock',
        engine: 'chase',
        participants: handover.participants,
        setup: handover.setup as chase.ChaseSetupInput,
        firstRoundSide: null,
      }),
      fixedDice(...Array<number>(40).fill(3)),
    );
    expect(draw(HeistBoard, stateOf(chased), heistId)).toContain('Chase from Dock (running)');
  });
});

describe('the Gang Warfare board (drawn on the server)', () => {
  it('draws the fighters by side with their Cover, from a fight opened out of the Heist', () => {
    const campaign = stateOf(fightLog());
    const html = draw(WarfareBoard, campaign, fightId);
    expect(html).toContain('The fight in Dock');
    expect(html).toContain('Brannigan');
    expect(html).toContain('Cover Scores');
  });

  it('offers the chase a Leave called for, with the setup core builds (COT-WAR-11)', () => {
    let log = fightLog();
    const fight = (campaign: CampaignState) => {
      const scene = campaign.scenes[fightId]!;
      if (scene.engine !== 'warfare' || !scene.state) throw new Error('no fight');
      return scene.state;
    };
    // Whoever may act: Vex declares Flee, Brannigan joins to give chase, then Vex leaves.
    const act = (command: object) =>
      (log = play(log, stamp({ type: 'scene/act', sceneId: fightId, engine: 'warfare', command } as never)));
    const nextTurn = () =>
      (log = play(log, stamp({ type: 'scene/next-turn', sceneId: fightId }), fixedDice()));
    const tryAct = (command: object): boolean => {
      try {
        act(command);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 12 && !fight(stateOf(log)).flights.length; i++) {
      if (!tryAct({ type: 'warfare/flee', fighter: 'vex' })) nextTurn();
    }
    for (let i = 0; i < 12 && !fight(stateOf(log)).flights[0]?.pursuers.length; i++) {
      if (!tryAct({ type: 'warfare/join-flight', fighter: brannigan, leader: 'vex' })) nextTurn();
    }
    for (let i = 0; i < 12 && fight(stateOf(log)).chases.length === 0; i++) {
      if (!tryAct({ type: 'warfare/leave', fighter: 'vex' })) nextTurn();
    }
    const campaign = stateOf(log);
    expect(fight(campaign).chases).toHaveLength(1);
    expect(draw(WarfareBoard, campaign, fightId)).toContain('A chase from Dock');
    const setup = breakouts.fleeChaseSetup(
      warfare.fightIn(campaign, fight(campaign)),
      fight(campaign).chases[0]!,
    );
    const chased = play(
      log,
      stamp({
        type: 'scene/start-child',
        sceneId: fightId,
        newSceneId: 'dock-chase' as SceneId,
        name: 'Chase from Dock',
        engine: 'chase',
        participants: breakouts.chaseParticipants(setup, 'Dock'),
        setup,
        firstRoundSide: null,
      }),
      fixedDice(...Array<number>(40).fill(3)),
    );
    expect(draw(WarfareBoard, stateOf(chased), fightId)).toContain('Chase from Dock (running)');
  });
});
