import {
  chase,
  engineContext,
  engineOf,
  heist,
  namesIn,
  prep,
  sceneActions,
  skirmish,
  social,
  turnSummary,
  warfare,
} from '../../core/index.ts';
import type { CampaignState, CharacterId, Scene } from '../../core/index.ts';

/**
 * Everything the GM's dashboards ask core about a campaign's running scenes, as the panels ask it: the turn
 * (`turnSummary`), every participant's and every engine actor's actions (`sceneActions`, the engine's `view`),
 * and each engine's board — the Heist's map, rulings and due response, the Prep and Social boards, the chase
 * track and the GM's chase actions, the end of a fight, a skirmish's board, its models', sides' and hands' views.
 * Returns how many views were drawn; throws, naming the scene and the view, on the first that fails.
 */
export function drawBoards(state: CampaignState, at = 5_000_000): number {
  let drawn = 0;
  for (const scene of Object.values(state.scenes)) {
    const draw = (what: string, view: () => unknown) => {
      try {
        view();
        drawn += 1;
      } catch (error) {
        const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
        throw new Error(`${scene.name} (${scene.engine}), ${what}: ${reason}`);
      }
    };
    const turn = turnSummary(state, scene);
    drawn += 1;
    const actors = new Set<string>([
      ...turn.actors.map((actor) => actor.id),
      ...scene.participants.map((p) => p.characterId),
    ]);
    for (const actor of actors)
      draw(`the actions of ${actor}`, () => sceneActions(state, scene, actor as CharacterId, at));
    if (scene.state !== null) drawEngine(state, scene, at, draw);
  }
  return drawn;
}

function drawEngine(
  state: CampaignState,
  scene: Scene,
  at: number,
  draw: (what: string, view: () => unknown) => void,
): void {
  const ctx = engineContext(state, scene, at);
  const names = namesIn(state, scene);
  const engine = engineOf(scene.engine);
  draw('whether it ended', () => engine.ended(scene.state, names));
  switch (scene.engine) {
    case 'heist': {
      const st = heist.heistIn(state, scene.state!); // as the board draws it: conditions from the sheets
      const env = heist.heistEnv(ctx);
      draw('the Heist board', () => heist.heistBoard(env, st));
      draw('the GM’s rulings', () => heist.heistGmView(env, st));
      draw('the response due', () => heist.dropResponseView(env, st));
      for (const c of st.drop.characters)
        draw(`the view of ${c.id}`, () => engine.view(ctx, scene.state, c.id));
      return;
    }
    case 'prep': {
      const st = scene.state!;
      draw('the Prep board', () => prep.prepBoardView(ctx, st));
      for (const id of st.crew) draw(`the schemes of ${id}`, () => prep.prepSchemeActions(ctx, st, id));
      return;
    }
    case 'social': {
      const st = scene.state!;
      draw('the Social board', () => social.socialBoardView(ctx, st, scene.sides));
      draw('the GM’s actions', () => social.socialGmActions(ctx, st));
      return;
    }
    case 'warfare': {
      const st = scene.state!;
      if (st.ended) draw('the end of the fight', () => warfare.endWords(st.ended!.winner, names));
      for (const f of st.fighters) draw(`the view of ${f.id}`, () => engine.view(ctx, st, f.id));
      draw('the Cover board', () => warfare.fightIn(state, st));
      return;
    }
    case 'chase': {
      const st = chase.chaseIn(state, scene.state!); // as the track draws it: conditions from the sheets
      draw('the chase track', () => chase.chaseView(st));
      draw('the GM’s chase actions', () => chase.chaseGmActions(st, names));
      for (const p of st.participants) draw(`the view of ${p.id}`, () => engine.view(ctx, scene.state, p.id));
      return;
    }
    case 'skirmish': {
      const st = scene.state!;
      draw('the fight board', () => skirmish.skirmishBoard(st, at));
      draw('the dice on the table', () => skirmish.diceOnTable(st));
      draw('the deployment', () => skirmish.deployRows(st));
      draw('the clouds', () => skirmish.cloudRows(st));
      for (const side of st.turnOrder) {
        draw(`the view of ${side}`, () => skirmish.skirmishView(st, side, at));
        draw(`the hand of ${side}`, () => skirmish.handView(st, side, at));
      }
      for (const id of Object.keys(st.models))
        draw(`the view of ${id}`, () => skirmish.skirmishView(st, id, at));
      return;
    }
  }
}
