import { rows } from '../kinds.ts';
import type { RowChoice } from '../kinds.ts';
import { section } from '../section.ts';

/** COT-D-4: a row's default consequence, or only the failure, for the GM to narrate. */
export type CatastropheRow = 'default' | 'narrative_only';

function row(
  label: string,
  description: string,
  consequence: string,
  plain: string,
): RowChoice<CatastropheRow> {
  return {
    label: `Catastrophe ${label}`,
    description,
    options: { default: consequence, narrative_only: `narrative only: ${plain}` },
  };
}

export const catastropheSettings = section(
  { id: 'catastrophes', title: 'Catastrophes (all dice show 1)', rules: 'COT-DICE-7' },
  {
    catastropheEffects: rows({
      label: 'Catastrophe consequences',
      description: 'The extra consequence of a roll whose dice all show 1, per kind of roll.',
      reference: 'catastrophe_effects',
      decision: 'COT-D-4',
      rows: {
        attack: row(
          'on an attack',
          'An attack in Gang Warfare or a chase.',
          'no Cover or Body lost at all, not even the usual 1',
          'an ordinary miss',
        ),
        drop: row(
          'on a Drop',
          'A Subdue or Murder roll when Getting the Drop.',
          'the zone becomes Aware, crew Heat +1, the target responds at once',
          'an ordinary failure',
        ),
        heist: row(
          'in a Heist',
          'A Stealth, move or bypass roll in a Heist. By default every guard in the zone (both zones at a barrier) becomes Aware.',
          'the roller is Discovered, the guards around become Aware',
          'an ordinary failure',
        ),
        chaseManoeuvre: row(
          'on a chase manoeuvre',
          'Accelerate, Close, Shake, Takedown or Board.',
          "the roller's group loses 1 Distance",
          'an ordinary failure',
        ),
        crashCheck: row(
          'on a crash check',
          'The Driving check after a vehicle attack or a Takedown.',
          'crash with the damage doubled',
          'an ordinary crash',
        ),
        social: row(
          'on a social roll',
          'Read Room, Build Up or Follow Through.',
          "it fails and the target learns the roller's presented identity",
          'an ordinary failure',
        ),
        research: row(
          'on research',
          'A Planning, Connections or stakeout Lookout research roll.',
          'nothing learned; for Connections or a stakeout, Heat +1',
          'an ordinary failure',
        ),
        foresight: row(
          'on a Planning roll for Foresight',
          'The Planning roll that banks Foresight.',
          'no Foresight gained',
          'Foresight as the total gives',
        ),
      },
      default: {
        attack: 'default',
        drop: 'default',
        heist: 'default',
        chaseManoeuvre: 'default',
        crashCheck: 'default',
        social: 'default',
        research: 'default',
        foresight: 'default',
      },
    }),
  },
);
