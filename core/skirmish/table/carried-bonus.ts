import { reject } from '../../shared/result.ts';
import type { Rejection } from '../../shared/result.ts';
import { onTable } from '../actions/access.ts';
import type { GrantBonusCommand } from '../commands.ts';
import { modelLimits } from '../setup/profile.ts';
import type { ModelState, SkirmishState } from '../types.ts';

/**
 * One-use bonuses granted to a model during the fight (BRG-D-17: Training bought on the table): +1s to a skill
 * check and dice shifts it carries until an order spends them or the fight ends. A bonus is bought before the
 * dice it is for are rolled (COT-FORE-3), and an order chooses the bonuses it spends as it is declared; so no grant
 * is taken while dice lie rolled on the table, nor for a model whose declared action is still to resolve.
 */

/** Why `command` cannot grant its bonuses now, or null. */
export function grantProblem(state: SkirmishState, command: GrantBonusCommand): Rejection | null {
  const model = state.models[command.model];
  if (!model || !onTable(model)) {
    return reject('skirmish/not-on-table', `${model?.name ?? command.model} is not on the table`, {
      model: command.model,
    });
  }
  if (!model.cot) {
    return reject(
      'skirmish/no-carried-bonus',
      `${model.name} came to the table without a bridged sheet: only the bridge's models carry one-use bonuses (BRG-D-17)`,
    );
  }
  if (command.checks + command.shifts === 0)
    return reject('skirmish/empty-grant', 'Grant at least one skill-check bonus or one shift (BRG-D-17)');
  const checks = (model.cot.checks ?? 0) + command.checks;
  const shifts = model.cot.shifts + command.shifts;
  if (checks > modelLimits.checksMax || shifts > modelLimits.shiftsMax) {
    return reject(
      'skirmish/too-many-bonuses',
      `${model.name} may carry at most ${modelLimits.checksMax} skill-check bonuses and ${modelLimits.shiftsMax} shifts (BRG-D-17)`,
    );
  }
  return timingProblem(state, model);
}

/** BRG-D-17, COT-FORE-3: never during a roll, and not for an order already declared. */
function timingProblem(state: SkirmishState, model: ModelState): Rejection | null {
  const window = state.window;
  if (window?.resolution?.rolled) {
    const actor = state.models[window.actor]?.name ?? window.actor;
    return reject(
      'skirmish/dice-rolled',
      `The dice of ${actor}'s action are already rolled: a bonus is bought before the dice are rolled (BRG-D-17, COT-FORE-3)`,
    );
  }
  if (window?.actor === model.id) {
    return reject(
      'skirmish/dice-rolled',
      `${model.name}'s action is declared: buy a bonus before declaring the order that spends it (BRG-D-17, COT-FORE-3)`,
    );
  }
  return null;
}
