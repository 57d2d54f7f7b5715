/**
 * The battle Combat's system data for Combat Infantry (data/combat/battle-model.ts), as every side may know it: the
 * Game Turn (CI 1.x Game Turns), the Player Turn of 8 and the side it is, the names of the blocks every side has seen
 * (face-up or eliminated, CI 6.x Eliminated Units: ruling R3) — never a hidden block's, nor an off-map block's (its side
 * and existence alone are known) — the sides done placing (CI 10.x Set-up), the HQ activation as the other side knows
 * it (combat-activation.ts) and the hexes some side controls (CI 8.x Hex Control).
 */
import type { HexMap } from "../../../engine/map";
import { controlMap } from "../../../engine/rules/ci/movement/control";
import type { CiBattle } from "../../../engine/rules/ci/state";
import { CI } from "../../../engine/rules/ci/state";
import { activeSide, labelOf } from "../../../engine/rules/ci/state/lookups";
import type { BattleCombatData, CombatDetails } from "../../applications/tracker/tracker-pieces";
import { countField, idField, maybeIdField } from "../../data/fields";
import type { TableHex } from "../../referee/layer-json";
import { ciActivationSeen, type CiActivationSeen } from "./combat-activation";

export interface CiCombatDetails extends CombatDetails {
  readonly type: typeof CI;
  /** CI 1.x Game Turns: the Player Turn (1–8) and the side whose it is (null once the battle is over). */
  readonly playerTurn: number;
  readonly active: string | null;
  /** CI 10.x Set-up: the sides that have placed their blocks. */
  readonly setupDone?: readonly string[];
  /** CI 10.x Solitaire: HQs are drawn from their companies' pools (the chit-pull option). */
  readonly chitPull?: boolean;
  /** CI 4.x HQ Activation: the activation under way, as every side knows it (null: none). */
  readonly activation?: CiActivationSeen | null;
  /** CI 8.x Hex Control: every hex that is not neutral — a side's id, or "disputed". */
  readonly control?: readonly { readonly hex: TableHex; readonly control: string }[];
}

/** The Combat details of a Combat Infantry battle (none before the referee writes them). */
export const ciDetails = (data: BattleCombatData): CiCombatDetails | null => (data.details?.type === CI ? (data.details as CiCombatDetails) : null);

/** The details' fields (read when the Combat's schema is built, after `init`). */
export function ciCombatFields() {
  const { ArrayField, BooleanField, NumberField, SchemaField, StringField } = foundry.data.fields;
  const hex = () => new ArrayField(new NumberField({ required: true, integer: true, min: 0 }));
  const hexside = () => new SchemaField({ from: hex(), to: hex(), count: countField(0) });
  return {
    playerTurn: countField(1),
    active: maybeIdField(),
    setupDone: new ArrayField(idField()),
    chitPull: new BooleanField({ required: true, initial: false }),
    activation: new SchemaField(
      {
        side: idField(),
        company: idField(),
        hq: idField(),
        rank: new StringField({ required: true, choices: { chq: "chq", phq: "phq" } }),
        stage: new StringField({ required: true, choices: { commands: "commands", "hq-action": "hq-action", assaults: "assaults" } }),
        strike: new StringField({ required: true, nullable: true, initial: null, choices: { artillery: "artillery", air: "air" } }),
        acted: new ArrayField(idField()),
        fireThrough: new ArrayField(hexside()),
        assaultThrough: new ArrayField(hexside()),
        assaults: new ArrayField(hex()),
        range: new ArrayField(hex()),
      },
      { required: true, nullable: true, initial: null },
    ),
    control: new ArrayField(new SchemaField({ hex: hex(), control: idField() })),
  };
}

/** Whether every side has seen what block `id` is. */
const seen = (b: CiBattle, id: string): boolean => {
  const k = b.blocks[id]!;
  return k.status === "eliminated" || (k.status === "on-map" && k.orientation === "face-up");
};

/**
 * The Combat of battle `id`. The activation's hexes and the control map need the battle's `map` (without it they are
 * left out); both are worked out from what every side knows (combat-activation.ts; control: where blocks stand).
 */
export function ciCombat(id: string, b: CiBattle, canUndo: boolean, map?: HexMap): BattleCombatData<CiCombatDetails> {
  const offset = (hex: number): TableHex => {
    const { col, row } = map!.offsetAt(hex);
    return [col, row];
  };
  return {
    ruleset: CI,
    battle: id,
    turn: b.gameTurn,
    lastTurn: b.scenario.turns,
    phase: b.phase,
    canUndo,
    sides: b.sides.map((s) => ({ id: s.id, name: s.name })),
    names: Object.fromEntries(Object.keys(b.blocks).flatMap((k) => (seen(b, k) ? [[k, labelOf(b, k).name]] : []))),
    ordersDue: [],
    score: null,
    details: {
      type: CI,
      playerTurn: b.playerTurn,
      active: activeSide(b),
      setupDone: [...b.setupDone],
      chitPull: b.options.chitPull,
      activation: map ? ciActivationSeen(b, map) : null,
      control: map ? controlMap(b, map).map((c) => ({ hex: offset(c.hex), control: c.control })) : [],
    },
  };
}
