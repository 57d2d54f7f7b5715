/** Red Poppies table tests: a battle of the engine's fixture (tests/engine/rules/rp/support) at the table, as the referee holds it. */
import type { CommandRecord } from "../../../../src/engine/core/engine";
import { EventLog } from "../../../../src/engine/core/event-log";
import type { HexMap } from "../../../../src/engine/map";
import type { RpCommand } from "../../../../src/engine/rules/rp/commands/schema";
import type { RpEvent } from "../../../../src/engine/rules/rp/events/schema";
import { rpRuleset } from "../../../../src/engine/rules/rp/ruleset";
import { saveRpGame } from "../../../../src/engine/rules/rp/saved-game";
import type { RpBattle } from "../../../../src/engine/rules/rp/state";
import { rpTablePieces } from "../../../../src/foundry/rulesets/rp/table-pieces";
import type { RpTableGame } from "../../../../src/foundry/rulesets/rp/table-game";

export { BRITISH, couplets, face, GERMAN, INFANTRY, MG, offsetOf, rpBattle, rpMap, rpRunner } from "../../../engine/rules/rp/support/fixture";

/** The stored battle the referee keeps for `b` on `map`, after `records`. */
export function stored(map: HexMap, b: RpBattle, records: readonly CommandRecord<RpCommand, RpEvent>[] = []) {
  return { ruleset: "red-poppies", game: saveRpGame({ map, log: new EventLog(rpRuleset(map), b, records), pending: null }), actors: {} };
}

/** `b` loaded at the table as battle "b1". */
export const tableGame = (map: HexMap, b: RpBattle, records: readonly CommandRecord<RpCommand, RpEvent>[] = []): RpTableGame => rpTablePieces.load("b1", stored(map, b, records)) as RpTableGame;

/** A record of events alone (no dice), as a command's. */
export const record = (command: RpCommand, events: readonly RpEvent[]): CommandRecord<RpCommand, RpEvent> => ({ command, answers: {}, events, dice: [], rolls: [], revealed: false, deciders: [] });
