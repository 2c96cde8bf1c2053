/**
 * The alarm track (Masters of the Heist, issue 19): unknown security revealed on approach, a noise track whose
 * thresholds play an event deck, lockdown gates, the alarm and the escape count. Pure rules; the Heist engine
 * plays them. The plan a Spot holds is declared by core/cot/spot and re-exported here.
 */
export { alarmCardKinds, alarmItemKinds, gateLetter, gateLetters } from '../spot/index.ts';
export { noiseCauses } from './types.ts';
export type {
  AlarmCard,
  AlarmCardEffect,
  AlarmCardKind,
  AlarmCommand,
  AlarmCrewView,
  AlarmEvent,
  AlarmEventOf,
  AlarmGate,
  AlarmGuard,
  AlarmItem,
  AlarmItemKind,
  AlarmPlan,
  AlarmPlayed,
  AlarmReveal,
  AlarmRules,
  AlarmSoundCause,
  AlarmStart,
  AlarmState,
  AlarmTrack,
  AlarmView,
  AlertCause,
  EscapeCount,
  EscapeOutcome,
  EscapeStep,
  EscapeView,
  GateLetter,
  GateView,
  NoiseCause,
  NoiseTable,
  RevealCause,
  RevealView,
  ThresholdView,
  ZoneAlarmView,
} from './types.ts';
export { alarmCommandSchemas, alarmEventSchemas, alarmStateSchema } from './schema.ts';
export { applyAlarm } from './apply.ts';
export { cardLabel, describeAlarm, itemLabel, noiseCauseWords } from './describe.ts';
export { alarmRules, newAlarmPlan } from './rules.ts';
export {
  allWaysShut,
  cameraIn,
  closedGateOn,
  closedGates,
  dealAlert,
  drawFromBag,
  isAlarmSecurity,
  lockSecurities,
  nextGate,
  reachesAlarm,
  sensorsIn,
  sensorsPanelledIn,
  startAlarm,
  thresholdsCrossed,
  trackOn,
  unknownNear,
  wayShut,
} from './track.ts';
export { escapeCount, escapeCover, escapePassable } from './escape.ts';
export type { EscapeGround } from './escape.ts';
export { alarmView, barrierGate, crewAlarmView, zoneAlarmView } from './view.ts';
// The Spot editor's alarm section and the board's words (renderer views).
export {
  alarmCardLabel,
  alarmCardWords,
  alarmGateLabel,
  alarmItemLabel,
  alarmItemWords,
  alarmOpenChoice,
  alarmPlanCommand,
  alarmPlanForm,
  alarmPlanPartOf,
  alarmSwitches,
  editAlarmPlan,
  parseThresholds,
  plainMessage,
  unknownSecurityMarks,
  withAlarmChoice,
} from './form.ts';
export type {
  AlarmOpenChoice,
  AlarmPlanAnswer,
  AlarmPlanEdit,
  AlarmPlanForm,
  AlarmPlanPart,
  AlarmSwitch,
} from './form.ts';
export { alarmWords, lastAlertOf } from './words.ts';
export type { AlarmWords } from './words.ts';
