import type { RulesetModule } from "../core/ruleset-module";
import { sharedSchemas } from "../data/schemas";
import { ciModule } from "./ci/module";
import { iaModule } from "./ia/module";
import { pgModule } from "./pg/module";
import { rpModule } from "./rp/module";

/** The games the engine plays, by id: one line per game. */
const MODULES = new Map<string, RulesetModule>([iaModule, pgModule, rpModule, ciModule].map((m) => [m.id, m]));

export const rulesetModules = (): readonly RulesetModule[] => [...MODULES.values()];

export const rulesetModule = (id: string): RulesetModule | undefined => MODULES.get(id);

/** What of `module` another game (or the shared data) has taken already: its id, short name, save format, schema names. */
function taken(module: RulesetModule): string[] {
  const others = [...MODULES.values()];
  const schemaOwner = (name: string) => (Object.hasOwn(sharedSchemas, name) ? "the shared data" : others.find((o) => Object.hasOwn(o.published, name))?.id);
  return [
    ...others.flatMap((o) => [
      ...(o.id === module.id ? [`the id "${module.id}"`] : []),
      ...(o.short === module.short ? [`the short name "${module.short}" (${o.id})`] : []),
      ...(o.savedGame.format === module.savedGame.format ? [`the saved-game format "${module.savedGame.format}" (${o.id})`] : []),
    ]),
    ...Object.keys(module.published).flatMap((name) => {
      const owner = schemaOwner(name);
      return owner === undefined ? [] : [`the schema name "${name}" (${owner})`];
    }),
  ];
}

/** Adds a game (tests: the engine's own are in MODULES); throws when its id, short name, saved-game format or a published schema's name is taken. */
export function registerRulesetModule(module: RulesetModule): void {
  const clashes = taken(module);
  if (clashes.length) throw new Error(`the ruleset module "${module.id}" cannot be registered: taken already are ${clashes.join(", ")}`);
  MODULES.set(module.id, module);
}
