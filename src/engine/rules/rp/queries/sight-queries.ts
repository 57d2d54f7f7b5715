import { z } from "zod";
import type { QuerySpec, QueryView } from "../../../core/ruleset-module";
import { PieceId } from "../../../data/schemas/common";
import { Hex, Vertex } from "../../../map/hex-codec";
import { sightConditions } from "../fire/circumstances";
import { rpSight, rpVertexSight, type RpSight } from "../los";
import type { RpBattle } from "../state";

/** Who looks: a unit on the map (by id) or a hex; `fire`: as that unit firing (RP 4.6: its side's units may block). */
const From = { unit: PieceId.optional(), hex: Hex.optional(), fire: z.boolean().default(false) };
const oneObserver = { message: "give the observer's unit or hex, one of them", path: ["unit"] };
const exactlyOne = (q: { unit?: string; hex?: number }) => (q.unit === undefined) !== (q.hex === undefined);

export const RpSightQuery = z.object({ ...From, to: Hex }).strict().refine(exactlyOne, oneObserver);
export const RpVertexSightQuery = z.object({ ...From, vertex: Vertex }).strict().refine(exactlyOne, oneObserver);

const Blocked = z.object({ hex: Hex, reason: z.string(), rule: z.string() }).strict();
/** A line of sight judged (RP 4.0): from the observer's hex, visible or not, the concealment crossed and what blocked it. */
const Seen = z.object({ from: Hex, visible: z.boolean(), concealment: z.number().int(), blockedBy: Blocked.optional() }).strict();
/** The unit named is not on the map (or is none of the battle's): no line to judge. */
const Absent = z.object({ unit: z.string(), absent: z.string() }).strict();
export const RpSightAnswer = z.union([Seen, Absent]);

/** The observer's hex, or why there is none. */
function observer(b: RpBattle, q: { unit?: string; hex?: number }): number | string {
  if (q.hex !== undefined) return q.hex;
  const u = Object.hasOwn(b.units, q.unit!) ? b.units[q.unit!] : undefined;
  if (u === undefined) return `no unit "${q.unit}" in this battle`;
  return u.status === "on-map" && u.hex !== null ? u.hex : `"${q.unit}" is not on the map (${u.status})`;
}

function judged(v: QueryView<RpBattle>, q: { unit?: string; hex?: number; fire: boolean }, look: (from: number) => RpSight) {
  const from = observer(v.state, q);
  if (typeof from === "string") return { unit: q.unit!, absent: from };
  const s = look(from);
  return { from, visible: s.visible, concealment: s.concealment, ...(s.blockedBy ? { blockedBy: s.blockedBy } : {}) };
}

const conditions = (v: QueryView<RpBattle>, q: { unit?: string; fire: boolean }) => sightConditions(v.state, v.map, q.fire && q.unit !== undefined ? { firer: q.unit } : {});

/** A unit observer's side (what it knows answers the query). */
const unitOwner = (b: RpBattle, q: { unit?: string }) => (q.unit !== undefined && Object.hasOwn(b.units, q.unit) ? b.units[q.unit]!.side : undefined);

/** RP 4.0–4.8: whether a unit (or a hex) sees a hex now: night, precipitation, wheat, smoke and barrages included. */
export const sightQuery: QuerySpec<RpBattle, typeof RpSightQuery> = {
  request: RpSightQuery,
  answer: RpSightAnswer,
  owner: unitOwner,
  run: (v, q) => judged(v, q, (from) => rpSight(v.map, from, q.to, conditions(v, q))),
};

/** RP 4.92, 6.1: whether a unit (or a hex) sees a vertex, as an observer calling off-map artillery onto it. */
export const vertexSightQuery: QuerySpec<RpBattle, typeof RpVertexSightQuery> = {
  request: RpVertexSightQuery,
  answer: RpSightAnswer,
  owner: unitOwner,
  run: (v, q) => judged(v, q, (from) => rpVertexSight(v.map, from, q.vertex, conditions(v, q))),
};
