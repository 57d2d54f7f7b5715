/**
 * The lost numbers page (plan §3 "One page"): every number the text lost (ci/data/numbers.ts), grouped by what it
 * belongs to — a rule, a hex terrain, a hexside, a block label — each row its id, rule, meaning and badge: a UR number
 * no value is entered for is "unset" (play refuses until it is), an RP one not entered plays its probable value
 * ("probable, confirm"), an entered one is the GM's ("entered"). The input is blank while unset: the digest's guess, or
 * the RP value, is only its placeholder. Plain data in and out: the menu (lost-numbers-menu.ts) renders and submits it.
 */
import { CI_NUMBERS, type CiNumber } from "../../../../engine/rules/ci/data/numbers";

export type LostNumberBadge = "unset" | "probable" | "entered";

export interface LostNumberRow {
  readonly id: string;
  readonly rule: string;
  readonly meaning: string;
  readonly status: CiNumber["status"];
  readonly badge: LostNumberBadge;
  /** The badge's words (a lang key). */
  readonly badgeLabel: string;
  /** The entered value, "" while none is. */
  readonly value: string;
  /** The guess (UR) or the probable value (RP), shown only as the input's placeholder. */
  readonly placeholder: string;
}

export const LOST_NUMBER_GROUPS = ["rule", "terrain", "hexside", "unit"] as const satisfies readonly CiNumber["scope"][];

const I = "HEX_TACTICS.CI.Numbers";

/** The page's view: its groups of rows and how many UR numbers are unset. */
export function lostNumbersView(entered: Readonly<Record<string, number>>) {
  const rows = Object.entries(CI_NUMBERS).map(([id, n]): LostNumberRow & { scope: CiNumber["scope"] } => {
    const set = Object.hasOwn(entered, id);
    const badge: LostNumberBadge = set ? "entered" : n.status === "UR" ? "unset" : "probable";
    const hint = n.status === "UR" ? n.guess : n.default;
    return { id, rule: n.rule, meaning: n.meaning, status: n.status, badge, badgeLabel: `${I}.Badge.${badge}`, value: set ? String(entered[id]) : "", placeholder: hint === undefined ? "" : String(hint), scope: n.scope };
  });
  return {
    unset: rows.filter((r) => r.badge === "unset").length,
    groups: LOST_NUMBER_GROUPS.map((g) => ({ id: g, label: `${I}.Group.${g}`, rows: rows.filter((r) => r.scope === g).map(({ scope: _scope, ...r }) => r) })),
  };
}

/**
 * The numbers a submitted page enters (`numbers.<id>` → its input): a blank input unsets its number, a number sets it,
 * anything else, or an id the catalogue does not hold, is refused by its id.
 */
export function enteredNumbers(entries: Iterable<[string, unknown]>): { numbers: Record<string, number>; bad: string[] } {
  const numbers: Record<string, number> = {};
  const bad: string[] = [];
  for (const [name, raw] of entries) {
    if (!name.startsWith("numbers.")) continue;
    const id = name.slice("numbers.".length);
    const text = String(raw ?? "").trim();
    if (text === "") continue;
    const value = Number(text);
    if (!Object.hasOwn(CI_NUMBERS, id) || !Number.isFinite(value) || value < 0) bad.push(id);
    else numbers[id] = value;
  }
  return { numbers, bad };
}

/** The setting's value as numbers by catalogue id: anything else a hand-edited world holds is left out. */
export function numbersOf(value: unknown): Record<string, number> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([id, v]) => Object.hasOwn(CI_NUMBERS, id) && typeof v === "number" && Number.isFinite(v) && v >= 0));
}
