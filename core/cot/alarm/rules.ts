import type { CotSettings } from '../settings/index.ts';
import type { AlarmPlan } from '../spot/index.ts';
import type { AlarmRules } from './types.ts';

/** The alarm track's table settings (core/cot/settings/sections/alarm.ts), picked into the rules it reads. */
export function alarmRules(settings: CotSettings): AlarmRules {
  return {
    onByDefault: settings.alarmTrackDefault,
    noise: {
      'stealth-failed': settings.alarmNoiseStealthFailed,
      'move-unstealthy': settings.alarmNoiseMoveUnstealthy,
      'loud-bypass': settings.alarmNoiseLoudBypass,
      'bypass-failed': settings.alarmNoiseBypassFailed,
      drop: settings.alarmNoiseDrop,
      'call-for-help': settings.alarmNoiseCallForHelp,
      'guards-aware': settings.alarmNoiseGuardsAware,
      camera: settings.alarmNoiseCamera,
    },
    foresightPerMove: settings.alarmEscapeForesight,
    lastDitchSides: settings.alarmLastDitchDie,
  };
}

/**
 * The plan a Spot starts from when the GM first switches the track on for it (MOTH-D-4): an empty bag, no unknown
 * zones, no gates, an alert every `alarm_alert_every` noise below `alarm_last_step`, an empty deck.
 */
export function newAlarmPlan(settings: Pick<CotSettings, 'alarmAlertEvery' | 'alarmLastStep'>): AlarmPlan {
  const alerts: number[] = [];
  for (let at = settings.alarmAlertEvery; at < settings.alarmLastStep; at += settings.alarmAlertEvery)
    alerts.push(at);
  return {
    on: null,
    bag: [],
    unknown: [],
    gates: [],
    track: { alerts, alarm: settings.alarmLastStep },
    deck: [],
  };
}
