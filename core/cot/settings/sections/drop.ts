import { choice, either, flag } from '../kinds.ts';
import { section } from '../section.ts';

export const dropSettings = section(
  { id: 'drop', title: 'Getting the Drop', rules: 'COT-DROP' },
  {
    dropAlertRadius: choice({
      label: 'A loud Drop alerts',
      description:
        "Which of the target's allies hear a Drop made with a firearm or explosive, or in a Crowded zone.",
      reference: 'drop_alert_radius',
      decision: 'COT-D-30',
      options: {
        zone: 'allies in the same zone',
        zone_and_adjacent: 'allies in the zone and the zones next to it',
        spot: 'allies anywhere in the Spot',
      },
      default: 'zone',
    }),
    explosivesArea: flag({
      label: 'Explosives hit the whole zone',
      description:
        'One roll against every character in the zone, on a Drop or in Gang Warfare. Off: one target.',
      reference: 'explosives_area',
      decision: 'COT-D-31',
      default: true,
    }),
    unconsciousDuration: either({
      label: 'Knocked-out characters stay down for',
      description: 'How long a Subdued character stays Unconscious unless an ally wakes them.',
      reference: 'unconscious_duration',
      decision: 'COT-D-32',
      named: { value: 'job', words: 'the whole Job' },
      fixed: {
        words: 'a number of Heist rounds',
        count: 'Heist rounds unconscious',
        unit: 'Heist rounds',
        min: 1,
        max: 1000,
        suggested: 3,
      },
      default: 'job',
    }),
    dropWoundDays: either({
      label: 'Drop wounds heal in',
      description: 'Recovery days of a wound from a Murder roll, which leaves no damage to count.',
      reference: 'drop_wound_days',
      decision: 'COT-D-33',
      named: { value: 'margin_plus_1', words: 'margin + 1 days' },
      fixed: {
        words: 'a fixed number of days',
        count: 'Days a Drop wound takes to heal',
        unit: 'days',
        min: 1,
        max: 1000,
        suggested: 2,
      },
      default: 'margin_plus_1',
    }),
  },
);
