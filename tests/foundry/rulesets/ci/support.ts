/** Combat Infantry table tests: a battle of the engine's fixture (tests/engine/rules/ci/support) at the table, as the referee holds it. */
import { EventLog } from "../../../../src/engine/core/event-log";
import type { HexMap } from "../../../../src/engine/map";
import { ciRuleset } from "../../../../src/engine/rules/ci/ruleset";
import { saveCiGame } from "../../../../src/engine/rules/ci/saved-game";
import type { CiBattle } from "../../../../src/engine/rules/ci/state";
import type { CiTableGame } from "../../../../src/foundry/rulesets/ci/table-game";
import { ciTablePieces } from "../../../../src/foundry/rulesets/ci/table-pieces";

export { ciBattle, ciMap, GERMAN, offsetOf, US } from "../../../engine/rules/ci/support/fixture";

/** The stored battle the referee keeps for `b` on `map`. */
export const stored = (map: HexMap, b: CiBattle) => ({ ruleset: "combat-infantry", game: saveCiGame({ map, log: new EventLog(ciRuleset(map), b, []), pending: null }), actors: {} });

/** `b` loaded at the table as battle "b1". */
export const tableGame = (map: HexMap, b: CiBattle): CiTableGame => ciTablePieces.load("b1", stored(map, b)) as CiTableGame;
