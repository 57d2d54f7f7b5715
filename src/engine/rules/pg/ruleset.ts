import { seriesRuleset } from "../series/ruleset";
import type { Ruleset } from "../../core/ruleset";
import type { TerrainEffectsChart } from "../../data/schemas/tec";
import type { HexMap } from "../../map";
import { saveSegment, useSavedSegment } from "../series/optional/excess-initiative";
import { pass, rollInitiative } from "../series/sequence/turn";
import { activationHandlers } from "../series/commands/activation";
import { move } from "../series/movement/move";
import { exitBoard } from "../series/board-edge/exit";
import type { PgContext } from "./commands/context";
import { setUpHandlers } from "./commands/set-up";
import { minefieldHandlers } from "./minefields/commands";
import { atFireHandlers } from "./at/command";
import { transportHandlers } from "./transport/commands";
import { pgDirectFire } from "./fire/split-fire";
import { pgBombard } from "./bombardment/bombard";
import { pgOffboardFire } from "./bombardment/offboard";
import { pgFireSmoke } from "./bombardment/smoke";
import { pgAirAttack } from "./air/air-attack";
import { recoveryHandlers } from "../series/commands/recovery";
import { pgFieldworksHandlers } from "./fieldworks/dig-in";
import { clearingHandlers } from "./fieldworks/clearing";
import { crossingHandlers } from "./movement/crossing";
import { pgAssaultHandlers } from "./assault/command";
import { pgRecover } from "./leaders/kommissars";
import { pgConsolidate } from "./optional/consolidation";
import { PgCommandSchema, pgPiecesNamed, type PgCommand } from "./commands/schema";
import { pg3Charts, type PgCharts } from "./data";
import { applyPgEvent, type PgEvent } from "./events";
import { PG_RULES } from "./rules";
import type { PgBattle } from "./state";
import { pgViews } from "./view/side-view";
import { pgPiecesShown } from "./view/event-pieces";
import { placingWrecks } from "./wrecks/place";
import { revealing, revealSpottedHidden } from "../series/view/reveal";

export type { PgCommand };

type Handler = (ctx: PgContext, command: never) => void;
const HANDLERS: Record<PgCommand["type"], Handler> = {
  "roll-initiative": (ctx: PgContext) => rollInitiative(ctx),
  pass: (ctx: PgContext, c: Extract<PgCommand, { type: "pass" }>) => pass(ctx, c.side),
  "save-segment": (ctx: PgContext, c: Extract<PgCommand, { type: "save-segment" }>) => saveSegment(ctx, c.side),
  "use-saved-segment": (ctx: PgContext, c: Extract<PgCommand, { type: "use-saved-segment" }>) => useSavedSegment(ctx, c.side),
  ...activationHandlers,
  move,
  "exit-board": exitBoard,
  ...setUpHandlers,
  ...minefieldHandlers,
  ...atFireHandlers,
  ...transportHandlers,
  "direct-fire": pgDirectFire,
  bombard: pgBombard,
  "offboard-fire": pgOffboardFire,
  "fire-smoke": pgFireSmoke,
  "air-attack": pgAirAttack,
  ...recoveryHandlers,
  consolidate: pgConsolidate,
  recover: pgRecover,
  ...pgFieldworksHandlers,
  ...clearingHandlers,
  ...crossingHandlers,
  ...pgAssaultHandlers,
};

/** Panzer Grenadier (3rd edition) on one map with its Terrain Effects Chart and charts (default: the shipped ones). */
export function pgRuleset(map: HexMap, tec: TerrainEffectsChart, charts: PgCharts = pg3Charts): Ruleset<PgBattle, PgCommand, PgEvent> {
  return seriesRuleset<PgBattle, PgCommand, PgEvent, PgContext>(map, {
    id: "panzer-grenadier",
    commands: PgCommandSchema,
    piecesNamed: pgPiecesNamed,
    handlers: HANDLERS,
    context: (outer) => placingWrecks(revealing<PgBattle, PgEvent, PgContext>({ ...outer, map, tec, charts, rules: PG_RULES }, pgPiecesShown)),
    // PG 16.6: a hidden piece an enemy unit or leader can spot is placed on the board, after every command.
    after: revealSpottedHidden,
    apply: applyPgEvent,
    views: pgViews,
  });
}
