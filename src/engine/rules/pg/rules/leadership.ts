import { checkOffBoard, entryGroup } from "../../series/board-edge/edge";
import { checkStrategic } from "../../series/optional/strategic-movement";
import { activatesUnderMarker } from "../movement/trains-vessels";
import type { LeadershipRules } from "../../series/rules/leadership";
import type { PgContext } from "../commands/context";
import { pgLeader, pgLeadersIn, pgLeads, pgLeadsLeader } from "../leaders/aboard";
import { revealUsedTankLeaders } from "../leaders/reveal";
import type { PgBattle } from "../state";
import { checkAssaultsOwed } from "../assault/owed";

/**
 * Panzer Grenadier's activation where the series leaves it to the game: regular leaders and the tank and armored car
 * leaders aboard AFVs (PG 3.3–3.34, 5.42–5.45, 6.8–6.85), a secret tank leader revealed when used (6.8). One tank
 * leader a segment (5.42) needs no check: he activates no leader (3.2), so only a stack's tank leaders activate
 * together. PG 6.72 halts movement and asks no check to activate; recovery (14.3) and assaults (12.2) owed are the
 * movement's and assault's to enforce.
 */
export const pgLeadership: LeadershipRules<PgBattle, PgContext> = {
  leadersIn: pgLeadersIn,
  leader: pgLeader,
  leads: pgLeads,
  leadsLeader: pgLeadsLeader,
  // PG 16.51: off-board pieces grouped around their leaders "as though they were on the board".
  entryGroup,
  checkOffBoard,
  // PG 17.3: strategic movement, twice the movement allowance out of the enemy's sight (ruling A51).
  checkStrategic,
  // PG 15.2: a train or vessel that took opportunity fire may still move.
  activatesUnderMarker,
  revealLeaders: revealUsedTankLeaders,
  // PG 12.2: an assault owed by assault movement is fought before the segment ends.
  checkEnd: checkAssaultsOwed,
};
