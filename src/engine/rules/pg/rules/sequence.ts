import { refuseUnless } from "../../../core/refusal";
import type { SequenceRules } from "../../series/context";
import { demoralizedWaiting } from "../../series/sequence/turn";
import type { PgContext } from "../commands/context";
import type { PgBattle } from "../state";
import { pgSetUpOwed } from "../leaders/assignment";
import { say } from "../text";
import { drawAircraft, returnAircraft } from "../air/draw";
import { pgDisperseSmoke } from "../bombardment/smoke";
import { randomEvent, randomEventOwed } from "../optional/random-events";

/** PG 3.0 A: half the difference, "round 1/2 up to 1" — and 1.2 rounds every fraction up (9 − 5 = 4 → 2; 5 → 3). */
export const pgSegments = (difference: number): number => Math.max(1, Math.ceil(difference / 2));

/** Panzer Grenadier's sequence of play where the series leaves it to the game (PG 3.0). */
export const pgSequence: SequenceRules<PgBattle, PgContext> = {
  segments: pgSegments,
  // PG 6.72: a side's decapitation halts its units nearby; it does not touch initiative.
  initiativeOf: (b, side) => b.sides.find((s) => s.id === side)!.initiative,
  // PG 6.8: each side assigns its tank leaders, and 16.7 places the minefields it drew, before play begins.
  checkSetUp(ctx) {
    const owing = pgSetUpOwed(ctx.state)[0];
    refuseUnless(owing === undefined, "PG 6.8", say("set-up.tank-leaders-unassigned", { side: owing?.name ?? "" }));
    for (const s of ctx.state.sides) {
      const unplaced = ctx.state.minefields?.filter((m) => m.owner === s.id && m.hex === null).length ?? 0;
      refuseUnless(unplaced === 0, "PG 16.7", say("set-up.minefields-unplaced", { side: s.name, count: unplaced }));
    }
  },
  // PG 17.5 (optional rule): matching initiative dice: a new roll, then the random event for the turn.
  rollsAgain: randomEventOwed,
  owedEvent: randomEvent,
  // PG 3.0: no Bombardment Phase; offboard artillery and aircraft fire in action segments (3.14). 15.1: aircraft are drawn.
  afterInitiative: drawAircraft,
  // PG 3.0 B: demoralized units or leaders that have not activated.
  passBlockers: demoralizedWaiting,
  // PG 3.0 C: the MOVED/FIRED markers (series), then smoke (16.13); the aircraft drawn go back to their cups (ruling N11).
  markerRemoval(ctx) {
    pgDisperseSmoke(ctx);
    returnAircraft(ctx);
  },
  victoryRule: () => "PG 3.0",
};
