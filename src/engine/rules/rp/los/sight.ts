import type { Vertex } from "../../../hex/vertex";
import type { HexMap } from "../../../map/hex-map";
import type { RpSight, RpSightConditions } from "./conditions";
import { hexEffect, hexsideEffect } from "./hex-effect";
import { lineSteps, type Step } from "./steps";
import { furthestHexes, vertexSteps } from "./vertex-steps";

/**
 * Whether a unit in `from` sees `target` along `steps`, the stretches of line between them (RP 4.2: the ends never
 * block). Reciprocal (RP 4.1): nothing depends on which end observes.
 */
function judge(map: HexMap, from: number, target: number, steps: readonly Step[], cond: RpSightConditions): RpSight {
  const observer = map.hexTerrain(from);
  const seen = map.hexTerrain(target);
  if (observer.level !== seen.level) {
    // RP 8.42, 4.52 note: only a unit in a crest hex sees down, and only a crest hex is seen from below.
    const [upper, top] = observer.level > seen.level ? [from, observer] : [target, seen];
    if (!top.slope) return { visible: false, concealment: 0, blockedBy: { hex: upper, reason: "the higher unit is not in a crest hex", rule: "RP 8.42" } };
  }
  const ends = { observer: observer.level, target: seen.level };
  let concealment = 0;
  for (const { a, b } of steps) {
    const one = hexEffect(map, a, ends, cond);
    const effect = a === b ? one : hexsideEffect(one, hexEffect(map, b, ends, cond));
    if (effect.kind === "block") {
      const reason = a === b ? effect.reason : `${effect.reason} on both sides of the hexside`;
      return { visible: false, concealment, blockedBy: { hex: a, reason, rule: effect.rule } };
    }
    if (effect.kind === "conceal") {
      // RP 4.81, 4.82: the line goes through one hex of concealment; the second blocks it.
      if (concealment === 1) return { visible: false, concealment, blockedBy: { hex: a, reason: "a second hex of concealment", rule: "RP 4.82" } };
      concealment++;
    }
  }
  return { visible: true, concealment };
}

/** RP 4.0: whether a unit in hex `from` sees hex `to` (centre dot to centre dot), and through how much concealment. */
export function rpSight(map: HexMap, from: number, to: number, cond: RpSightConditions): RpSight {
  if (from === to) return { visible: true, concealment: 0 };
  return judge(map, from, to, lineSteps(map, from, to), cond);
}

/**
 * RP 4.92: to a vertex, the vertex counted part of the furthest of its three hexes: the line runs from the observer's
 * centre dot to the vertex, and the closer hexes of the three block or conceal where it crosses them. Where two hexes
 * are furthest alike, the vertex is seen if it is seen as part of either.
 */
export function rpVertexSight(map: HexMap, from: number, vertex: Vertex, cond: RpSightConditions): RpSight {
  const steps = vertexSteps(map, from, vertex);
  let first: RpSight | undefined;
  for (const target of furthestHexes(map, from, vertex)) {
    // The target's hex never blocks (RP 4.2), not even beside a hexside the line runs along (ruling R29).
    const sight = judge(map, from, target, steps.filter((s) => s.a !== target && s.b !== target), cond);
    if (sight.visible) return sight;
    first ??= sight;
  }
  return first!;
}
