/** PG 17.0: the optional rules a battle may play, by id, with their rule numbers (17.6's multi-player rules are the table's). */
export const PG_OPTIONAL_RULES = { consolidation: "17.1", "excess-initiative": "17.2", "strategic-movement": "17.3", "fog-of-war": "17.4", "random-events": "17.5" } as const;

export type PgOptionalRule = keyof typeof PG_OPTIONAL_RULES;
export const PG_OPTIONAL_RULE_IDS = Object.keys(PG_OPTIONAL_RULES) as [PgOptionalRule, ...PgOptionalRule[]];
