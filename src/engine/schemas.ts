import type { z } from "zod";
import { sharedSchemas } from "./data/schemas";
import { rulesetModules } from "./rules/registry";

/**
 * Every data schema the engine publishes, by name (`docs/schema/<name>.schema.json`): the shared data's and each
 * registered game's (its battle, commands, events, decisions, saved game, counters, scenario and charts), as registered
 * when the engine loads.
 */
export const dataSchemas: Readonly<Record<string, z.ZodType>> = Object.assign({}, sharedSchemas, ...rulesetModules().map((m) => m.published));

/** Shapes the published schemas share, written once under `$defs`: each game's, by name. */
export const schemaDefs: Readonly<Record<string, z.ZodType>> = Object.assign({}, ...rulesetModules().map((m) => m.schemaDefs ?? {}));
