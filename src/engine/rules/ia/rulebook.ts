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
  // 5 Movement: PG 5.0 states in one rule what IA1 5.1 (allowance), 5.2 (procedure), 5.84 (prohibited terrain) and 6.4
  // (a leader moving with a unit) do; IA1 5.7 night movement is PG 5.5; IA1 5.8 rivers is PG 5.7 river crossings.
  "5.0": "5.2",
  "5.0 (allowance)": "5.1",
  "5.0 (prohibited)": "5.84",
  "5.0 (with)": "6.4",
  "5.5": "5.7",
  "5.7": "5.8",
  // 6 Leaders: IA1 6.1 is leader types, so PG's Leader Selection (6.1) is IA1's 6.2, and PG 6.2–6.54 are IA1 6.3–6.64.
  "6.1": "6.2",
  "6.2": "6.3",
  "6.4": "6.5",
  "6.41": "6.51",
  "6.42": "6.52",
  "6.51": "6.61",
  "6.52": "6.62",
  "6.52 (choice)": "6.62",
  "6.52 (flee)": "6.62",
  "6.53": "6.63",
  "6.54": "6.64",
  "6.55": "6.65",
  // 5.65: a transport's cargo shares its fate, its morale roll included (IA1 5.64).
  "5.65": "5.64",
  // 7 Combat: PG 7.31 (a unit must have the fire value) is IA1 7.33, PG 7.32 (range) IA1 7.31, PG 7.33 (combining) IA1 7.32.
  "7.31": "7.33",
  "7.32": "7.31",
  "7.33 (across)": "7.32",
  // 10.1's firers that fire through friendly units are IA1 10.11's MGs.
  "10.1 (through)": "10.11",
  // 8 Spotting: IA1 spends 8.1–8.3 before PG 8.0's range, limiting terrain and LOS; 8.8 (swamp) has no PG rule.
  "8.0": "8.1",
  "8.1": "8.4",
  "8.2": "8.5",
  "8.21": "8.51, 8.8",
  "8.22": "8.52",
  "8.22 (moved)": "8.52",
  "8.23": "8.53",
  "8.3": "8.6",
  "8.31": "8.61",
  "8.35": "8.65",
  "8.36": "8.66",
  "8.4": "8.71",
  "8.41": "8.73",
  "8.42": "8.72",
  // 12.13's demoralized units that must leave an assault hex are IA1 12.25's.
  "12.13": "12.25",
  // 12 Assault (series/assault): PG 12.4 procedure is IA1 12.3, 12.43 First Fire 12.33, 12.12's free shot IA1 12.23
  // harassing fire; 7.63 assault losses are IA1 7.62.
  "12.4": "12.3",
  "12.43": "12.33",
  "12.12 (free shot)": "12.23",
  "7.63": "7.62",
  // 14.31's entrenched piece that need not flee is IA1 16.33's.
  "14.31 (entrenched)": "16.33",
  // 16 Special rules: IA1 16.41–16.43 entering and exiting the board are PG 16.51–16.53; IA1 16.5 hidden units is PG 16.6.
  "16.51": "16.41",
  "16.52": "16.42",
  "16.53": "16.43",
  "16.6": "16.5",
};

/**
 * The series rules an IA2 battle cites from the 2nd edition's text (sections 1–7): series number → IA2 number. The rest
 * it cites from the 1st edition, as its records always have (core/rule-fallback marks the ones IA2's text lacks).
 */
const IA2_NUMBERS: Readonly<Record<string, string>> = {
  // IA2 6.51: field guns combine with no unit in another hex.
  "7.33 (across)": "6.51",
  // IA2 6.7 leader casualties, 6.71 lone leaders' losses and 6.72 their overrun; 6.74 catastrophic loss.
  "6.7": "6.7",
  "6.71 (losses)": "6.71",
  "6.71": "6.72",
  "6.73": "6.74",
  // IA2 7.22 SPOTTED markers: placed on firers, taken off a unit that moved.
  "8.22": "7.22",
  "8.22 (moved)": "7.22",
  // IA2 6.62: the owner picks the helping leader in the chain; 6.63 leaders flee with the unit; 1.2 (Demoralized) units join a flight.
  "6.52 (choice)": "6.62",
  "6.52 (flee)": "6.63",
  "14.3 (join)": "1.2",
};

/** An Infantry Attacks battle's citation of series rules: `iaCite("IA1")("8.31", "8.4")` → "IA1 8.61, 8.71". */
export function iaCite(edition: IaEdition): Cite {
  return citeBy((rule) => {
    const ia2 = edition === "IA2" ? IA2_NUMBERS[rule] : undefined;
    return ia2 !== undefined ? { text: "IA2", number: ia2 } : { text: "IA1", number: IA1_NUMBERS[rule] ?? rule };
  });
}
