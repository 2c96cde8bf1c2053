/** The public surface of Spots (COT-SPOT-1..8) and guards (COT-GUARD-1..7): model, editing, knowledge, scores. */
export { outside, securityTags, zoneTags } from './types.ts';
export type {
  Barrier,
  Edge,
  GuardPost,
  ItinerarySubject,
  KnownBy,
  Loot,
  NodeId,
  Security,
  SecurityTag,
  Spot,
  SpotCommand,
  SpotEvent,
  SpotEventOf,
  SpotKnowledge,
  SpotChange,
  Spots,
  KnowledgeEvent,
  Zone,
  ZoneTag,
} from './types.ts';
export { alarmCardKinds, alarmItemKinds, gateLetter, gateLetters } from './alarm-plan.ts';
export type {
  AlarmCard,
  AlarmCardEffect,
  AlarmCardKind,
  AlarmGate,
  AlarmGuard,
  AlarmItem,
  AlarmItemKind,
  AlarmPlan,
  AlarmTrack,
  GateLetter,
} from './alarm-plan.ts';
export { alarmLimits } from './alarm-plan.ts';
export {
  alarmCardSchema,
  alarmGateSchema,
  alarmGuardSchema,
  alarmItemSchema,
  alarmPlanSchema,
} from './alarm-schema.ts';
export { alarmPlanProblem } from './edit-alarm.ts';
export { emptySpot, quickColumnGap, quickLayout } from './create.ts';
export { decideSpot } from './decide.ts';
export type { SpotContext } from './decide.ts';
export { applySpot, applyToSpot, replaySpots } from './apply.ts';
export {
  adjacency,
  barriersBetween,
  distancesFrom,
  isNode,
  linksOf,
  nodeName,
  stepsBetween,
} from './graph.ts';
export type { Adjacency, Link } from './graph.ts';
export {
  crewKnowledgeOf,
  knowsBarrier,
  knowsNode,
  knowsZone,
  noKnowledge,
  onCrewMap,
  openZones,
  unfoundHiddenZones,
} from './knowledge.ts';
export { lootByZone, lootValue } from './loot.ts';
export { barrierLook, mapLenses, spotMapView } from './map-view.ts';
export type { BarrierLook, MapBarrierView, MapLens, MapZoneView, SpotMapView } from './map-view.ts';
export {
  awarenessByZone,
  baseAwareness,
  guardAwareness,
  guardsNearestEdge,
  guardTraining,
  heatAwareness,
  postAwareness,
  zoneAwareness,
} from './guards.ts';
export { defaultSpotSettings, spotRules } from './settings.ts';
export type { SpotRules, SpotSettings, SpotSettingsSource } from './settings.ts';
export { spotLimits } from '../limits/index.ts';
export { hides, stealthSkill } from './stealth.ts';
export {
  barrierSchema,
  securitySchema,
  guardPostSchema,
  lootSchema,
  spotCommandSchema,
  spotEventSchema,
  spotSchema,
  zoneSchema,
} from './schema.ts';
export { sampleSpot, sampleSpotId } from './sample.ts';
export { blueprintZone } from './edit-knowledge.ts';
export { itinerarySubjectSchema } from './schema.ts';
export { checkSpot } from './apply.ts';
export { isSpotEvent } from './kinds.ts';
export { spotCommandTypes } from './kinds.ts';
export { isSpotCommand } from './kinds.ts';
export type { GeneratedCard, Obstacle, SpotGenerated } from './generated.ts';
export { generatedSchema, obstacleSchema } from './generated-schema.ts';
export { crewSpotMap, playerZoneKeys } from './player-map.ts';
export type { PlayerMapBarrier, PlayerMapZone, PlayerSpotMap } from './player-map.ts';
