import type { Provenance } from "../../../data/provenance";
import type { AtTable } from "../data/schemas/at-table";

/** The situation of one AT shot, as far as the table's die modifiers ask about it. */
export interface AtModifierSituation {
  /** Hexes from firer to target (PG 7.32); 0: the same hex, an assault hex (1.2). */
  readonly distance: number;
  /** PG 11.12, decided by `crossfireApplies`. */
  readonly crossfire: boolean;
  /**
   * PG 17.3 (optional rule): a hidden unit (16.6) fires opportunity fire at a unit using strategic movement. Only
   * true where the players use 17.3: without it no unit moves strategically.
   */
  readonly hiddenVsStrategicMover: boolean;
}

/** One die modifier a shot takes, as the table gives it: the card shows its rule and whether its size is rules or playtest. */
export interface AtModifier {
  readonly id: string;
  readonly label: string;
  readonly die: number;
  readonly rule: string | undefined;
  readonly provenance: Provenance;
}

/**
 * When each of the table's modifiers applies, by id (the data gives the size). "point-blank" stands for the printed
 * table's range modifier, whose existence 12.52 implies and whose size ships as playtest. A modifier whose id the
 * engine does not know never applies.
 */
const APPLIES: Readonly<Record<string, (s: AtModifierSituation) => boolean>> = {
  crossfire: (s) => s.crossfire,
  "point-blank": (s) => s.distance === 1,
  "hidden-firer-strategic-move": (s) => s.hiddenVsStrategicMover,
};

/**
 * The die modifiers of one AT shot (PG 11.1 "any other modifiers listed on the Anti-Tank Fire table"); none inside an assault hex (12.52).
 * Every AT modifier has a die value: the AT table schema refuses one without (7.51).
 */
export function atModifiers(table: AtTable, s: AtModifierSituation): AtModifier[] {
  if (s.distance === 0) return [];
  return table.modifiers
    .filter((m) => APPLIES[m.id]?.(s) ?? false)
    .map((m) => ({ id: m.id, label: m.label, die: m.die!.value, rule: m.rule, provenance: m.die!.provenance }));
}
