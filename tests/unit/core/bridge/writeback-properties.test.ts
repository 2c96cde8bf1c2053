import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bridge, characterId, skirmish } from '../../../../core/index.ts';
import type { Character, CharacterId } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import { at0 } from '../skirmish/support/fight.ts';
import { accepted, settings, sheet, table, vest, w } from './support.ts';
import { bay, e2eCampaign, e2eFight, e2eLink, snapshot } from './writeback-support.ts';

/**
 * Properties of the write-back: a conversion written back with no fight in between changes nothing; a fight in
 * which nobody attacks changes no sheet; the changes are deterministic and leave their inputs alone; leaving out a
 * line removes exactly its changes.
 */

const firearms = [w.pistol, w.revolver, w.tommy, w.rifle, w.shotgun, w.machinePistol, w.dynamite];

/** A side of characters: distinct names, ratings within COT's ranges, a few weapons. */
const people = (kind: Character['kind'], prefix: string) =>
  fc
    .array(
      fc.record({
        muscle: fc.integer({ min: 1, max: 5 }),
        shooting: fc.integer({ min: 0, max: 5 }),
        resist: fc.integer({ min: 0, max: 5 }),
        weapons: fc.subarray(firearms, { maxLength: 3 }),
        armour: fc.boolean(),
        wounded: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map((list) =>
      list.map((given, index) =>
        sheet(`${prefix}${index + 1}`, {
          kind,
          muscle: given.muscle,
          shooting: given.shooting,
          resist: given.resist,
          weapons: given.weapons,
          armour: given.armour ? vest : null,
          condition:
            given.wounded === null ? { state: 'unhurt' } : { state: 'wounded', recoveryDays: given.wounded },
        }),
      ),
    );

interface Bridged {
  readonly result: bridge.FightResult;
  readonly link: bridge.FightLink;
  readonly campaign: bridge.CampaignFacts;
}

/**
 * Converts both sides (BRG-D-4..10), opens the skirmish with the engine and plays `rounds` game rounds in which
 * every model only passes; then the GM ends it. The campaign keeps the conversions' mapping records.
 */
function bridged(crew: readonly Character[], guards: readonly Character[], rounds: number): Bridged {
  const convert = (character: Character) => accepted(bridge.modelOf(character, settings, table));
  const conversions = new Map([...crew, ...guards].map((character) => [character.id, convert(character)]));
  const entries = (list: readonly Character[]) =>
    list.map((character) => ({
      id: character.id as string,
      profile: conversions.get(character.id)!.profile,
    }));
  const start = skirmish.startSkirmish(
    {
      sides: [
        { id: 'crew', name: 'Crew', stance: 'aggressive', models: entries(crew) },
        { id: 'guards', name: 'Guards', stance: 'defensive', models: entries(guards) },
      ],
      firstSide: 'crew',
      deck: [],
    },
    fixedDice(),
    [],
  );
  if (!start.ok) throw new Error(start.message);
  const log = [...skirmish.openingEvents(start.events[0]!, fixedDice(), at0)];
  let state = skirmish.replaySkirmish(log);
  const play = (command: skirmish.SkirmishCommand) => {
    const decision = skirmish.decideSkirmish(state, command, fixedDice(), at0);
    if (!decision.ok) throw new Error(decision.message);
    for (const event of decision.events) state = skirmish.applySkirmish(state, event);
    log.push(...decision.events);
  };
  for (let round = 0; round < rounds * 2; round += 1) {
    const side = state.turnOrder[state.active];
    for (const model of Object.values(state.models).filter((m) => m.side === side)) {
      play({ type: 'skirmish/act', model: model.id, action: { kind: 'pass' } });
    }
    play({ type: 'skirmish/end-turn' });
  }
  play({ type: 'skirmish/end-scenario', outcome: 'The GM ends it' });
  const result = accepted(bridge.fightResultOf('sk-prop', log));
  const models = Object.fromEntries(
    [...crew, ...guards].map((character) => {
      const made = conversions.get(character.id)!;
      const start: bridge.ModelStart = snapshot(character, { aware: true, discovered: true });
      return [
        character.id,
        {
          who: 'character',
          character: character.id,
          category: character.kind === 'crew' ? 'crew' : 'other',
          start,
          conversion: { record: made.record, loadout: made.loadout },
        } satisfies bridge.ModelLink,
      ];
    }),
  );
  const link: bridge.FightLink = { ...e2eLink(), zones: [bay], models };
  const campaign = e2eCampaign({
    characters: Object.fromEntries([...crew, ...guards].map((c) => [c.id, c])) as Record<
      CharacterId,
      Character
    >,
    records: Object.fromEntries([...conversions].map(([id, made]) => [id, made.record])),
    spot: null,
  });
  return { result, link, campaign };
}

describe('write-back properties', () => {
  it('BRG-D-45, D-46: a conversion written back with no fight in between changes nothing', () => {
    fc.assert(
      fc.property(people('crew', 'C'), people('guard', 'G'), (crew, guards) => {
        const { result, link, campaign } = bridged(crew, guards, 0);
        const proposal = accepted(bridge.writeBackProposal(result, link, campaign, table));
        expect(proposal.lines).toEqual([]);
        expect(accepted(bridge.writeBackChanges(proposal, {}, campaign)).changes).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('BRG-D-23, D-25, D-27: a fight in which every model only passes changes no sheet, record or place', () => {
    const sheetKinds = new Set([
      'health',
      'restrained',
      'zone',
      'firearm',
      'gear',
      'foresight',
      'npc',
      'loot',
    ]);
    fc.assert(
      fc.property(
        people('crew', 'C'),
        people('guard', 'G'),
        fc.integer({ min: 1, max: 3 }),
        (crew, guards, rounds) => {
          const { result, link, campaign } = bridged(crew, guards, rounds);
          const proposal = accepted(bridge.writeBackProposal(result, link, campaign, table));
          const changes = accepted(bridge.writeBackChanges(proposal, {}, campaign)).changes;
          expect(changes.filter((change) => sheetKinds.has(change.kind))).toEqual([]);
          expect(changes.find((change) => change.kind === 'clock')).toMatchObject({ gameRounds: rounds });
        },
      ),
      { numRuns: 15 },
    );
  });

  /** The §6 fight with a chase, loot, Foresight and a new NPC, so every kind of dependency is there. */
  function busyProposal(): bridge.WriteBackProposal {
    const base = e2eFight({
      foresight: { ruth: 1 },
      loot: [{ name: 'the ledger', loot: null, carriedBy: 'g2', fell: null }],
    });
    const turn = (round: number, side: string) => bridge.turnOf(['crew', 'guards'], round, side);
    const fight: bridge.FightResult = {
      ...base,
      models: {
        ...base.models,
        tony: { ...base.models.tony!, left: { exit: 'Street', round: 6, turn: turn(6, 'crew') } },
        e: {
          ...base.models.g2!,
          id: 'e',
          name: 'Mr. E',
          left: { exit: 'Street', round: 7, turn: turn(7, 'guards') },
        },
      },
    };
    const link = e2eLink({
      models: {
        ...e2eLink().models,
        e: { who: 'new', id: characterId('mr-e'), employer: 'Rossi gang', category: 'other' },
      },
    });
    return accepted(bridge.writeBackProposal(fight, link, e2eCampaign(), table));
  }

  it('BRG-D-51: leaving out a set of lines removes exactly their changes', () => {
    const proposal = busyProposal();
    const all = accepted(bridge.writeBackChanges(proposal, {}, e2eCampaign())).changes;
    const ids = proposal.lines.map((line) => line.id);
    fc.assert(
      fc.property(fc.subarray(ids), (picked) => {
        const out = new Set(picked);
        for (const line of proposal.lines) if (line.needs.some((need) => out.has(need))) out.add(line.id);
        const changes = accepted(
          bridge.writeBackChanges(proposal, { leaveOut: [...out] }, e2eCampaign()),
        ).changes;
        expect(changes).toEqual(all.filter((change) => !out.has(change.line)));
      }),
      { numRuns: 200 },
    );
  });

  it('BRG-D-52: the same proposal, approval and campaign give the same changes, and no input is changed', () => {
    const deepFreeze = <T>(value: T): T => {
      if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
        Object.freeze(value);
        Object.values(value).forEach(deepFreeze);
      }
      return value;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: -3, max: 3 }),
        fc.boolean(),
        (days, heat, cancel) => {
          const fight = deepFreeze(e2eFight());
          const link = deepFreeze(e2eLink());
          const campaign = deepFreeze(e2eCampaign());
          const proposal = deepFreeze(accepted(bridge.writeBackProposal(fight, link, campaign, table)));
          const again = accepted(bridge.writeBackProposal(fight, link, campaign, table));
          expect(again).toEqual(proposal);
          const approval = deepFreeze({
            cancel,
            edits: {
              'health:tony': { kind: 'health', condition: { state: 'wounded', recoveryDays: days } },
              heat: { kind: 'heat', delta: heat },
            },
          } satisfies bridge.Approval);
          const first = bridge.writeBackChanges(proposal, approval, campaign);
          expect(bridge.writeBackChanges(proposal, approval, campaign)).toEqual(first);
          if (!cancel) expect('ok' in first).toBe(heat < -3);
        },
      ),
      { numRuns: 100 },
    );
  });
});
