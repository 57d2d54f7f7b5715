import { citeBy, type Cite } from "../series/rulebook";
import type { IaEdition } from "./los/ia-terrain";

/**
 * Infantry Attacks 1st edition's numbers for the series rules it numbers otherwise than Panzer Grenadier (the series'
 * parent text): series number → IA1 number (or numbers). Absent: IA1 uses the same number. Grown as series code cites.
 */
export const IA1_NUMBERS: Readonly<Record<string, string>> = {
  // 3 Sequence of play: IA1 3.0 B is the Bombardment Phase, so PG's Action Phase (3.0 B) is IA1's 3.0 C.
  "3.0 B": "3.0 C",
  // 3.13's "may not activate again in the current turn" is IA1 3.3 (Restrictions); an opportunity firer's (PG 7.22) is IA1 3.14.
  "3.13 (once)": "3.3",
  "7.22 (opportunity)": "3.14",
  // 5 Movement: IA1 5.8 rivers is PG 5.7 river crossings.
  "5.7": "5.8",
  // 6 Leaders: IA1 6.1 is leader types, so PG's Leader Selection (6.1) is IA1's 6.2.
  "6.1": "6.2",
  // 8 Spotting: IA1 spends 8.1–8.3 before PG 8.0's range, limiting terrain and LOS; 8.8 (swamp) has no PG rule.
  "8.0": "8.1",
  "8.1": "8.4",
  "8.2": "8.5",
  "8.21": "8.51, 8.8",
  "8.22": "8.52",
  "8.23": "8.53",
  "8.3": "8.6",
  "8.31": "8.61",
  "8.35": "8.65",
  "8.36": "8.66",
  "8.4": "8.71",
  "8.41": "8.73",
  "8.42": "8.72",
  // 16 Special rules: IA1 16.5 hidden units is PG 16.6.
  "16.6": "16.5",
};

/**
 * The series rules an IA2 battle cites from the 2nd edition's text (sections 1–7): series number → IA2 number. The rest
 * it cites from the 1st edition, as its records always have (core/rule-fallback marks the ones IA2's text lacks).
 */
const IA2_NUMBERS: Readonly<Record<string, string>> = {};

/** An Infantry Attacks battle's citation of series rules: `iaCite("IA1")("8.31", "8.4")` → "IA1 8.61, 8.71". */
export function iaCite(edition: IaEdition): Cite {
  return citeBy((rule) => {
    const ia2 = edition === "IA2" ? IA2_NUMBERS[rule] : undefined;
    return ia2 !== undefined ? { text: "IA2", number: ia2 } : { text: "IA1", number: IA1_NUMBERS[rule] ?? rule };
  });
}
