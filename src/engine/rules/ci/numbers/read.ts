import { Refusal } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import { CI_NUMBERS, unitNumber, type CiNumber, type CiNumberId } from "../data/numbers";
import type { CiRoster, UnitField } from "../data/schemas/roster";
import { NUMBERS_TEXT } from "./text";

const say = sayer(NUMBERS_TEXT);

/** The catalogue entry of an id: CI_NUMBERS, or `unit.<kind>.<field>` of a kind of `roster` (a roster of one's own). */
function entryOf(id: string, roster?: CiRoster): CiNumber {
  if (Object.hasOwn(CI_NUMBERS, id)) return CI_NUMBERS[id]!;
  const [, kind, field] = /^unit\.([a-z][a-z0-9-]*)\.(\w+)$/.exec(id) ?? [];
  if (roster && kind && Object.hasOwn(roster.kinds, kind)) return unitNumber(kind, roster.kinds[kind]!, field as UnitField);
  throw new Error(`"${id}" is not a lost number of Combat Infantry`);
}

/**
 * A lost number (plan §3): the battle's value, else the RP default; an unset UR number refuses with the rule that needs
 * it (`ci.number-unset`). Never a hard-coded value: the one read of every lost number.
 */
export function numberOf(numbers: Readonly<Record<string, number>>, id: string, roster?: CiRoster): number {
  if (Object.hasOwn(numbers, id)) return numbers[id]!;
  const n = entryOf(id, roster);
  if (n.default !== undefined) return n.default;
  throw new Refusal(n.rule, say("ci.number-unset", { rule: n.rule, meaning: n.meaning, id, status: n.status }));
}

/** A block label's value (CI 2.x Unit Data): the roster's where the text keeps it, else the lost `unit.<kind>.<field>`. */
export function unitValue(roster: CiRoster, numbers: Readonly<Record<string, number>>, kind: string, field: UnitField): number {
  const k = Object.hasOwn(roster.kinds, kind) ? roster.kinds[kind] : undefined;
  if (!k) throw new Error(`no kind "${kind}" in the roster ${roster.name}`);
  return k.label[field]?.value ?? numberOf(numbers, `unit.${kind}.${field}`, roster);
}

/** What holds a battle's lost numbers: the battle (its `numbers` copied at the start, plan §3) and its roster. */
interface HasNumbers {
  readonly numbers: Readonly<Record<string, number>>;
  readonly roster: CiRoster;
}

/** A lost number of a battle (`numberOf` on its numbers). */
export const numOf = (battle: HasNumbers, id: CiNumberId): number => numberOf(battle.numbers, id, battle.roster);

/** A lost number of the battle a command works on (`numOf(ctx.state, id)`). */
export const num = (ctx: { readonly state: HasNumbers }, id: CiNumberId): number => numOf(ctx.state, id);
