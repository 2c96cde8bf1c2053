import type { skirmish } from '../../../../core/index.ts';

/** The props of every turn-level panel: the fight, now, whether a command is on its way, and the sender. */
export interface TurnPanelProps {
  /** The scene's engine state. */
  state: skirmish.SkirmishState;
  /** Now (epoch ms), for the clocks and the view. */
  at: number;
  busy: boolean;
  /** Sends a command (the shell wraps it into a scene act); resolves true when it was stored. */
  onsend: (command: skirmish.SkirmishCommand) => Promise<boolean>;
}
