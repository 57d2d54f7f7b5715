import { iaCite } from "../../../../../src/engine/rules/ia/rulebook";
import { pgCite } from "../../../../../src/engine/rules/pg/rulebook";
import type { Cite } from "../../../../../src/engine/rules/series/rulebook";

/** The series' games as the scenario parts cite them: each test of a shared part runs for both, named by its citation. */
export const SERIES_GAMES: readonly { readonly game: string; readonly cite: Cite }[] = [
  { game: "IA1", cite: iaCite("IA1") },
  { game: "PG", cite: pgCite },
];
