import { count, flag } from '../kinds.ts';
import { section } from '../section.ts';

/** One noise setting: how much an action adds to the alarm track's noise. */
function noise(label: string, description: string, reference: string, byDefault: number) {
  return count({
    label,
    description,
    reference,
    decision: 'MOTH-D-2',
    unit: 'noise',
    min: 0,
    max: 20,
    default: byDefault,
  });
}

/**
 * The alarm track of a Heist (Masters of the Heist, issue 19): whether Heists open with it, the noise each action
 * makes, what covers an escape and the track a new plan starts from. Decisions MOTH-D-1..5 (docs/decisions.md).
 */
export const alarmSettings = section(
  { id: 'alarm', title: 'The alarm track', rules: 'MotH, COT-SPOT, COT-GUARD, COT-TIME' },
  {
    alarmTrackDefault: flag({
      label: 'Heists open with the alarm track',
      description:
        'When neither the Heist nor its Spot says: unknown security revealed on approach, noise that raises alerts from an event deck, lockdown gates and the alarm.',
      reference: 'alarm_track_default',
      decision: 'MOTH-D-1',
      default: false,
    }),
    alarmNoiseStealthFailed: noise(
      'Noise of a failed Stealth roll',
      'A move or bypass tried with Stealth that is seen.',
      'alarm_noise_stealth_failed',
      2,
    ),
    alarmNoiseMoveUnstealthy: noise(
      'Noise of a move without Stealth',
      'Each move made in the open, without a Stealth roll.',
      'alarm_noise_move_unstealthy',
      1,
    ),
    alarmNoiseLoudBypass: noise(
      'Noise of a loud bypass',
      'A Security blown with Explosives, or a catastrophe while bypassing.',
      'alarm_noise_loud_bypass',
      3,
    ),
    alarmNoiseBypassFailed: noise(
      'Noise of a failed bypass',
      'A bypass roll that does not beat the Security Score.',
      'alarm_noise_bypass_failed',
      1,
    ),
    alarmNoiseDrop: noise(
      'Noise of Getting the Drop',
      'Each Getting the Drop attempt.',
      'alarm_noise_drop',
      1,
    ),
    alarmNoiseCallForHelp: noise(
      'Noise of a Call for Help',
      'A guard calling for help, on their turn or as a Drop response.',
      'alarm_noise_call_for_help',
      2,
    ),
    alarmNoiseGuardsAware: noise(
      'Noise of guards turning Aware',
      'Each time guards become Aware (other than through the alarm track itself).',
      'alarm_noise_guards_aware',
      1,
    ),
    alarmNoiseCamera: noise(
      'Noise of walking past a camera',
      'Each move into a zone where a camera was revealed (Masters of the Heist: a live camera raises an alert).',
      'alarm_noise_camera',
      1,
    ),
    alarmEscapeForesight: count({
      label: 'Foresight per escape move',
      description:
        'After the alarm, a crew member may spend this much Foresight for each move of their escape count (as Masters of the Heist spends Ideas); 0: Foresight does not help.',
      reference: 'alarm_escape_foresight',
      decision: 'MOTH-D-3',
      unit: 'Foresight',
      min: 0,
      max: 10,
      default: 1,
    }),
    alarmLastDitchDie: count({
      label: 'Last-ditch die',
      description:
        'The die rolled for the moves Foresight did not cover: it must reach the moves left, or the crew member is caught inside; 0: no roll.',
      reference: 'alarm_last_ditch_die',
      decision: 'MOTH-D-3',
      unit: 'sides',
      min: 0,
      max: 20,
      default: 6,
    }),
    alarmAlertEvery: count({
      label: 'A new plan raises an alert every',
      description:
        'The thresholds a new alarm plan starts with: one alert each time the noise reaches a multiple of this.',
      reference: 'alarm_alert_every',
      decision: 'MOTH-D-4',
      unit: 'noise',
      min: 1,
      max: 20,
      default: 3,
    }),
    alarmLastStep: count({
      label: 'The alarm sounds at',
      description: 'The last step of a new alarm plan’s noise track.',
      reference: 'alarm_last_step',
      decision: 'MOTH-D-4',
      unit: 'noise',
      min: 1,
      max: 99,
      default: 12,
    }),
  },
);
