/**
 * The choice lists of the actor fields, each value mapped to its `lang/en.json` key, exposed as `CONFIG.HEX_TACTICS`:
 * where a printed value comes from, and every registered ruleset's lists by name (rulesets/table-ruleset.ts `choices`),
 * merged and read when asked. A module adds lists by registering a table ruleset.
 */
import { rulesetChoices, tableRulesets } from "./rulesets/table-ruleset";

/** Where a printed value comes from (src/engine/data/provenance.ts). */
export const PROVENANCE_SOURCES = {
  rules: "HEX_TACTICS.Provenance.rules",
  playtest: "HEX_TACTICS.Provenance.playtest",
  user: "HEX_TACTICS.Provenance.user",
} as const;

export type ProvenanceSource = keyof typeof PROVENANCE_SOURCES;

type ChoiceLists = { readonly provenanceSources: typeof PROVENANCE_SOURCES } & Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

const declared = (name: string) => tableRulesets().some((r) => Object.hasOwn(r.choices, name));

export const HEX_TACTICS_CONFIG: ChoiceLists = new Proxy(
  { provenanceSources: PROVENANCE_SOURCES },
  { get: (own, name) => (typeof name !== "string" || Object.hasOwn(own, name) ? Reflect.get(own, name) : declared(name) ? rulesetChoices(name) : undefined) },
);
