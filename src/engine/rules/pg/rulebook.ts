import { citeBy, type Cite } from "../series/rulebook";

/** Panzer Grenadier 3rd edition cites the series' rules by their own numbers: `pgCite("8.31")` → "PG 8.31". */
export const pgCite: Cite = citeBy((number) => ({ text: "PG", number }));
