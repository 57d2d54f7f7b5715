/**
 * The games the table plays: each one's table module, registered here once (issue 17). Its engine module is the
 * engine registry's of the same id (src/engine/rules/registry.ts).
 */
import { registerRulesetModule, rulesetModule } from "../../engine/rules/registry";
import { ciTableModule } from "./ci/module";
import { iaTableModule } from "./ia/module";
import { pgTableModule } from "./pg/module";
import { rpTableModule } from "./rp/module";
import type { TableModule } from "./table-module";

const MODULES = new Map<string, TableModule>([iaTableModule, pgTableModule, rpTableModule, ciTableModule].map((m) => [m.id, m]));

export const tableModules = (): readonly TableModule[] => [...MODULES.values()];

export const tableModule = (id: string): TableModule | undefined => MODULES.get(id);

/**
 * Adds a game's table module (tests: the system registers its own in MODULES), before `init`, and its engine module to the engine's registry if it is
 * not there yet; throws on an id registered already or an engine module not the game's.
 */
export function registerTableModule(module: TableModule): void {
  if (MODULES.has(module.id)) throw new Error(`A table module "${module.id}" is registered already.`);
  if (module.engine.id !== module.id) throw new Error(`The table module "${module.id}" names the engine module "${module.engine.id}".`);
  const engine = rulesetModule(module.id);
  if (engine === undefined) registerRulesetModule(module.engine);
  else if (engine !== module.engine) throw new Error(`Another engine module is registered as "${module.id}".`);
  MODULES.set(module.id, module);
}
