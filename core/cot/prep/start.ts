import type { EngineContext } from '../world/index.ts';
import { ok, reject } from '../../shared/result.ts';
import type { Decision } from '../../shared/result.ts';
import type { PrepEvent, PrepSetup } from './types.ts';

/** Opens a Prep scene for some of the crew: day 1, nobody has acted (COT-TIME-6). */
export function startPrep(ctx: EngineContext, setup: PrepSetup): Decision<PrepEvent> {
  if (setup.crew.length === 0) return reject('prep/no-crew', 'A Prep scene needs at least one of the crew');
  const seen = new Set<string>();
  for (const id of setup.crew) {
    const sheet = Object.hasOwn(ctx.characters, id) ? ctx.characters[id] : undefined;
    if (!sheet) return reject('prep/unknown-character', `No character has the id "${id}"`, { id });
    if (seen.has(id)) return reject('prep/twice', `${sheet.name} is listed twice`, { id });
    if (sheet.kind !== 'crew') return reject('prep/not-crew', `${sheet.name} is not one of the crew`, { id });
    if (sheet.condition.state === 'dead') return reject('prep/dead', `${sheet.name} is dead`, { id });
    seen.add(id);
  }
  return ok([{ type: 'prep/started', crew: [...setup.crew] }]);
}
