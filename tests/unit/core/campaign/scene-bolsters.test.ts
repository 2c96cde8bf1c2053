import { describe, expect, it } from 'vitest';
import { characterId, replay, rollId, rollsIn, time } from '../../../../core/index.ts';
import type { CampaignCommand, CharacterId, LogEntry, RollRecord } from '../../../../core/index.ts';
import { fixedDice } from '../../../helpers/fixed-dice.ts';
import {
  act,
  bolsterEvents,
  fightWith,
  lastRolls,
  play,
  refusal,
  scene,
  sheet,
  skillsWith,
  stateOf,
} from './scene-support.ts';

/**
 * COT-TIME-4: a Bolster applies to the Bolstered character's next roll, whoever makes them roll — their own
 * action, a defence, a break-free's hold, the dice tray's opposed roll — on top of the GM's modifiers, and is
 * spent exactly once, by the one who rolled.
 */

const vex = characterId('vex');
const ruth = characterId('ruth');
const bran = characterId('bran');
const okafor = characterId('okafor');
const fight = time.sceneId('fight');

/** Blank sheets: every pool of Muscle 2 and no skill is 2k2. */
const fighters = [
  { character: sheet(vex, 'crew', 'Vex'), side: 'crew' as const },
  { character: sheet(ruth, 'crew', 'Ruth'), side: 'crew' as const },
  { character: sheet(bran, 'guard', 'Bran'), side: 'guards' as const },
  { character: sheet(okafor, 'guard', 'Okafor'), side: 'guards' as const },
];

/** Cover 12 for everyone (two sixes each), no initiative: one turn each per round. */
const setUp = (): LogEntry[] =>
  fightWith('Bolsters', fight, fighters, fixedDice(...Array<number>(8).fill(6)));

const bolster = (giver: CharacterId, recipient: CharacterId): CampaignCommand =>
  scene({ type: 'scene/bolster', sceneId: fight, giver, recipient });

const bolsterCount = (mods: RollRecord['modifiers']) => mods.filter((m) => m.source === 'Bolster').length;

const pending = (log: readonly LogEntry[]) => replay(log).bolsters.pending;

describe('COT-TIME-4: Bolsters go to whoever rolls', () => {
  it('COT-TIME-4: a break-free adds the restrainer’s Bolster to their hold and the fighter’s to theirs; both are spent', () => {
    let log = setUp();
    // Bran grabs Vex (COT-WAR-8): 12 against Cover 12 hits and Restrains him.
    log = play(
      log,
      act(fight, 'warfare', {
        type: 'warfare/attack',
        attacker: bran,
        target: vex,
        skill: 'handToHand',
        restrain: true,
      }),
      fixedDice(6, 6),
    );
    expect(stateOf(log, fight, 'warfare').fighters.find((f) => f.id === vex)?.restrainedBy).toBe(bran);
    log = play(log, bolster(okafor, bran), fixedDice());
    log = play(log, bolster(ruth, vex), fixedDice());
    expect(pending(log).map((p) => p.recipient)).toEqual([bran, vex]);

    // The restrainer rolls first (COT-DICE-8): 2k2 + 1k0 Bolster; then Vex: 2k2 + 1k0 Bolster.
    log = play(
      log,
      act(fight, 'warfare', { type: 'warfare/break-free', fighter: vex }),
      fixedDice(1, 1, 1, 6, 6, 6),
    );
    const [hold, breaking] = lastRolls(log);
    expect(hold).toMatchObject({ characterId: bran, rolled: { pool: { rolled: 3, kept: 2 } } });
    expect(bolsterCount(hold!.modifiers)).toBe(1);
    expect(breaking).toMatchObject({
      characterId: vex,
      rolled: { pool: { rolled: 3, kept: 2 } },
      success: true,
    });
    expect(bolsterCount(breaking!.modifiers)).toBe(1);
    expect(
      bolsterEvents(log, 'time/bolsters-used')
        .map((e) => e.recipient)
        .sort(),
    ).toEqual([bran, vex]);
    expect(pending(log)).toEqual([]);
  });

  it('COT-TIME-4: a defender’s Bolster joins the Cover they re-roll when a hit wounds them; a defender who rolls nothing keeps theirs', () => {
    let log = setUp();
    log = play(log, bolster(okafor, bran), fixedDice());
    log = play(log, bolster(ruth, vex), fixedDice());
    // Vex (2k2 + 1k0 Bolster) takes 1 Cover off Bran's 12: Bran rolls nothing and keeps his Bolster.
    const punch = act(fight, 'warfare', {
      type: 'warfare/attack',
      attacker: vex,
      target: bran,
      skill: 'handToHand',
    });
    const light = play(log, punch, fixedDice(6, 6, 1));
    expect(lastRolls(light).map((r) => r.characterId)).toEqual([vex]);
    expect(bolsterEvents(light, 'time/bolsters-used').map((e) => e.recipient)).toEqual([vex]);
    expect(pending(light).map((p) => p.recipient)).toEqual([bran]);

    // With the GM's +3k3 Vex rolls 30: Bran is Wounded and re-rolls Cover (COT-WAR-6) with his Bolster.
    const gm = { rolled: 3, kept: 3, source: 'GM: ambush' };
    const heavy = play(
      log,
      act(fight, 'warfare', {
        type: 'warfare/attack',
        attacker: vex,
        target: bran,
        skill: 'handToHand',
        modifiers: [gm],
      }),
      fixedDice(6, 6, 6, 6, 6, 1, 4, 4, 4),
    );
    const [attack, cover] = lastRolls(heavy);
    expect(attack).toMatchObject({ characterId: vex, rolled: { total: 30 } });
    expect(cover).toMatchObject({ characterId: bran, rolled: { pool: { rolled: 3, kept: 2 } } });
    expect(bolsterCount(cover!.modifiers)).toBe(1);
    expect(
      bolsterEvents(heavy, 'time/bolsters-used')
        .map((e) => e.recipient)
        .sort(),
    ).toEqual([bran, vex]);
    expect(pending(heavy)).toEqual([]);
  });

  it('COT-TIME-4: a GM modifier is added to the Bolster, never written over', () => {
    let log = setUp();
    log = play(log, bolster(ruth, vex), fixedDice());
    const gm = { rolled: 1, kept: 1, source: 'GM: high ground' };
    log = play(
      log,
      act(fight, 'warfare', {
        type: 'warfare/attack',
        attacker: vex,
        target: bran,
        skill: 'handToHand',
        modifiers: [gm],
      }),
      fixedDice(6, 6, 6, 1),
    );
    const [roll] = lastRolls(log);
    expect(roll!.modifiers).toContainEqual(gm);
    expect(bolsterCount(roll!.modifiers)).toBe(1);
    expect(roll!.rolled?.pool).toEqual({ rolled: 4, kept: 3 }); // 2k2 + 1k1 GM + 1k0 Bolster
  });

  it('COT-TIME-4: a Bolster serves one roll only, and is spent once', () => {
    let log = setUp();
    log = play(log, bolster(ruth, vex), fixedDice());
    log = play(log, bolster(okafor, vex), fixedDice());
    log = play(
      log,
      act(fight, 'warfare', { type: 'warfare/attack', attacker: vex, target: bran, skill: 'handToHand' }),
      fixedDice(6, 6, 1, 1),
    );
    expect(bolsterCount(lastRolls(log)[0]!.modifiers)).toBe(2); // they stack (COT-D-19)
    const used = bolsterEvents(log, 'time/bolsters-used');
    expect(used).toEqual([{ type: 'time/bolsters-used', recipient: vex, givers: [ruth, okafor], dice: 2 }]);
    expect(pending(log)).toEqual([]);
    // The next round, Vex's attack has no Bolster left.
    log = play(log, scene({ type: 'scene/end-round', sceneId: fight }), fixedDice());
    log = play(
      log,
      act(fight, 'warfare', { type: 'warfare/attack', attacker: vex, target: bran, skill: 'handToHand' }),
      fixedDice(6, 6),
    );
    expect(bolsterCount(lastRolls(log)[0]!.modifiers)).toBe(0);
    expect(bolsterEvents(log, 'time/bolsters-used')).toEqual([]);
  });

  it('TV-COT-TIME-4-c: in the dice tray, the opponent’s pending Bolsters join their opposed roll and are spent', () => {
    let log = setUp();
    log = play(log, bolster(okafor, bran), fixedDice());
    log = play(log, bolster(ruth, vex), fixedDice());
    const roll: CampaignCommand = {
      type: 'dice/roll',
      rollId: rollId('tray'),
      at: 5,
      request: {
        characterId: vex,
        skill: 'sneak',
        pool: null,
        modifiers: [{ rolled: 1, kept: 0, source: 'GM' }],
        bolsters: 0,
        leanOnto: null,
        against: {
          kind: 'opposed',
          characterId: bran,
          skill: 'lookout',
          pool: null,
          modifiers: [],
          label: '',
        },
        note: '',
      },
    };
    // Bran: Brains 2 + Lookout 0 = 2k2, +1k0 Bolster; Vex: Fingers 2 + Sneak 0 = 2k2, +1k0 GM, +1k0 Bolster.
    log = play(log, roll, fixedDice(3, 3, 3, 4, 4, 4, 4));
    const [record] = rollsIn(log).slice(-1);
    expect(record!.opponent?.pool).toEqual({ rolled: 3, kept: 2 });
    expect(record!.opponent?.modifiers.map((m) => m.source)).toEqual(['Bolster (scene)']);
    expect(record!.rolled?.pool).toEqual({ rolled: 4, kept: 2 });
    expect(record!.modifiers.map((m) => m.source)).toEqual(['GM', 'Bolster (scene)']);
    expect(
      bolsterEvents(log, 'time/bolsters-used')
        .map((e) => e.recipient)
        .sort(),
    ).toEqual([bran, vex]);
    expect(pending(log)).toEqual([]);
  });

  it('COT-INIT-6: nobody Bolsters the unconscious or the dead', () => {
    const knocked = [...fighters.slice(0, 3), { ...fighters[3]!, unconscious: true }];
    let log = fightWith('Bolsters', fight, knocked, fixedDice(...Array<number>(6).fill(6)));
    expect(refusal(log, bolster(bran, okafor)).code).toBe('scene/cannot-act');
    log = play(
      log,
      act(fight, 'warfare', { type: 'warfare/finish-off', fighter: vex, target: okafor }),
      fixedDice(),
    );
    expect(refusal(log, bolster(bran, okafor))).toEqual({
      code: 'scene/cannot-act',
      message: 'Okafor is dead: they take no turn in Fight on the dock (COT-INIT-6)',
    });
  });
});

describe('COT-TIME-4 skills, to keep the sheets honest', () => {
  it('blank sheets roll 2k2 for every pool the tests count on', () => {
    const fighter = stateOf(setUp(), fight, 'warfare').fighters[0]!;
    expect(fighter.pools).toMatchObject({
      handToHand: { rolled: 2, kept: 2 },
      athletics: { rolled: 2, kept: 2 },
      resist: { rolled: 2, kept: 2 },
    });
    expect(skillsWith({}).handToHand).toBe(0);
  });
});

describe('COT-TIME-4 in a chase: the group’s roller uses their Bolster, the others keep theirs', () => {
  const chaseId = time.sceneId('chase');
  const runners = [
    sheet(vex, 'crew', 'Vex'),
    // Athletics 2: Bran's 4k2 is the pursuers' best chase pool, so he rolls for them (COT-D-92).
    sheet(bran, 'guard', 'Bran', { skills: skillsWith({ athletics: 2 }) }),
    sheet(okafor, 'guard', 'Okafor'),
  ];
  const onFoot = (id: CharacterId, side: string) => ({
    characterId: id,
    side,
    vehicle: null,
    role: 'on-foot' as const,
  });

  function footChase(): LogEntry[] {
    let log = play([], { type: 'campaign/create', name: 'Chase' }, fixedDice());
    for (const character of runners) log = play(log, { type: 'character/create', character }, fixedDice());
    return play(
      log,
      scene({
        type: 'scene/open',
        sceneId: chaseId,
        name: 'Down the alley',
        engine: 'chase',
        sides: [
          { id: 'crew', label: 'Crew', crew: true },
          { id: 'guards', label: 'Guards', crew: false },
        ],
        participants: runners.map((c) => ({
          characterId: c.id,
          side: c.kind === 'crew' ? 'crew' : 'guards',
          zone: '',
          role: 'on-foot' as const,
        })),
        setup: {
          targets: [onFoot(vex, 'crew')],
          pursuers: [onFoot(bran, 'guards'), onFoot(okafor, 'guards')],
          distance: 2,
          cramped: false,
        },
      }),
      fixedDice(...Array<number>(6).fill(3)),
    );
  }
  const chaseBolster = (giver: CharacterId, recipient: CharacterId) =>
    scene({ type: 'scene/bolster', sceneId: chaseId, giver, recipient });

  it('COT-TIME-4: a pursuer’s opposing roll against an Accelerate takes their Bolster, which is spent', () => {
    let log = footChase();
    log = play(log, chaseBolster(okafor, bran), fixedDice());
    // Bran keeps up for the runners (4k2 + 1k0 Bolster), then Vex accelerates (2k2).
    log = play(
      log,
      act(chaseId, 'chase', { type: 'chase/accelerate', actor: vex }),
      fixedDice(2, 2, 2, 2, 2, 6, 6),
    );
    const [keepingUp, accelerate] = lastRolls(log);
    expect(keepingUp).toMatchObject({ characterId: bran, rolled: { pool: { rolled: 5, kept: 2 } } });
    expect(bolsterCount(keepingUp!.modifiers)).toBe(1);
    expect(accelerate).toMatchObject({ characterId: vex, difficulty: 4, success: true });
    expect(bolsterEvents(log, 'time/bolsters-used')).toEqual([
      { type: 'time/bolsters-used', recipient: bran, givers: [okafor], dice: 1 },
    ]);
    expect(pending(log)).toEqual([]);
  });

  it('COT-TIME-4: a Bolstered member of a group who does not roll for it can still act; no roll spends it', () => {
    let log = footChase();
    log = play(log, chaseBolster(bran, okafor), fixedDice());
    // Bran keeps up for the runners against Vex's Accelerate: Okafor rolls nothing and keeps his Bolster.
    const accelerated = play(
      log,
      act(chaseId, 'chase', { type: 'chase/accelerate', actor: vex }),
      fixedDice(6, 6, 6, 6, 1, 1),
    );
    expect(lastRolls(accelerated).map((r) => r.characterId)).toEqual([bran, vex]);
    expect(pending(accelerated).map((p) => p.recipient)).toEqual([okafor]);

    // Okafor closes in himself: Bran rolls for the runners (COT-D-92), the Target opposes; Okafor rolls nothing,
    // so no roll spends his Bolster, and it is lost as his turn ends (TV-COT-TIME-4-d).
    const closed = play(
      log,
      act(chaseId, 'chase', { type: 'chase/close', actor: okafor }),
      fixedDice(1, 1, 6, 6, 6, 6),
    );
    expect(lastRolls(closed).map((r) => r.characterId)).toEqual([vex, bran]);
    expect(lastRolls(closed).every((r) => bolsterCount(r.modifiers) === 0)).toBe(true);
    expect(bolsterEvents(closed, 'time/bolsters-used')).toEqual([]);
    expect(bolsterEvents(closed, 'time/turn-closed')).toEqual([
      expect.objectContaining({ characterId: okafor, lost: [bran] }),
    ]);
  });

  it('COT-TIME-4: the GM’s modifier for the roller is added to their Bolster', () => {
    let log = footChase();
    log = play(log, chaseBolster(okafor, bran), fixedDice());
    const gm = { rolled: 1, kept: 0, source: 'GM: downhill' };
    log = play(
      log,
      act(chaseId, 'chase', { type: 'chase/close', actor: bran, modifiers: { [bran]: [gm] } }),
      fixedDice(1, 1, 6, 6, 6, 6, 6, 6),
    );
    const closing = lastRolls(log).find((r) => r.characterId === bran)!;
    expect(closing.modifiers).toContainEqual(gm);
    expect(bolsterCount(closing.modifiers)).toBe(1);
    expect(closing.rolled?.pool).toEqual({ rolled: 6, kept: 2 });
  });
});
