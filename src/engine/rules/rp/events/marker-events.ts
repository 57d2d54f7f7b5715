import { z } from "zod";
import { Hex } from "../../../map/hex-codec";
import type { RpBattle } from "../state";
import { HexsideJson } from "../state/markers";
import { sameHexside } from "../state/hexsides";
import { ownMarkers } from "../state/own";

const Rule = z.string().min(1);
const Side = z.string().min(1);

/** Markers on a hex. */
const HEX_MARKERS = ["scrape", "smoke", "gas", "trench", "blockhouse"] as const;
/** Markers on a hexside. */
const SIDE_MARKERS = ["breach", "bomb-stop"] as const;

export const MarkerEventSchemas = [
  /** RP 7.13, 6.41 scrapes (origin `pb` or `dig`); RP 7.52 smoke; RP 7.51 gas; RP 8.322 trench and blockhouse counters. */
  z.object({ type: z.literal("marker-placed"), kind: z.enum(HEX_MARKERS), hex: Hex, origin: z.enum(["pb", "dig"]).optional(), by: Side, rule: Rule }).strict(),
  z.object({ type: z.literal("marker-removed"), kind: z.enum(HEX_MARKERS), hex: Hex, rule: Rule }).strict(),
  /** RP 8.342 wire breaches, RP 8.33 bomb stops. */
  z.object({ type: z.literal("hexside-marked"), kind: z.enum(SIDE_MARKERS), hexside: HexsideJson, by: Side, rule: Rule }).strict(),
  z.object({ type: z.literal("hexside-cleared"), kind: z.enum(SIDE_MARKERS), hexside: HexsideJson, rule: Rule }).strict(),
  /** RP 6.679: hallowed ground for a side. */
  z.object({ type: z.literal("ground-hallowed"), hex: Hex, side: Side, rule: Rule }).strict(),
  /** RP 7.513: every gas marker moved one hex across the same hexside direction (0–5), those off the map removed. */
  z.object({ type: z.literal("gas-drifted"), side: Side, direction: z.number().int().min(0).max(5), to: z.array(Hex), rule: Rule }).strict(),
] as const;

type MarkerEvent = z.output<(typeof MarkerEventSchemas)[number]>;

const LISTS = { smoke: "smoke", gas: "gas", trench: "trenches", blockhouse: "blockhouses" } as const;

/** Removes the first `hex` of a list (gas markers may stack: one at a time). */
const removeOne = (list: number[], hex: number): void => {
  const i = list.indexOf(hex);
  if (i >= 0) list.splice(i, 1);
};

export function applyMarkerEvent(b: RpBattle, e: MarkerEvent): void {
  const m = ownMarkers(b);
  switch (e.type) {
    case "marker-placed":
      if (e.kind === "scrape") m.scrapes.push({ hex: e.hex, origin: e.origin ?? "dig" });
      else m[LISTS[e.kind]].push(e.hex);
      return;
    case "marker-removed":
      if (e.kind === "scrape") m.scrapes = m.scrapes.filter((s) => s.hex !== e.hex);
      else removeOne(m[LISTS[e.kind]], e.hex);
      return;
    case "hexside-marked":
      (e.kind === "breach" ? m.breaches : m.bombStops).push(e.hexside);
      return;
    case "hexside-cleared":
      if (e.kind === "breach") m.breaches = m.breaches.filter((s) => !sameHexside(s, e.hexside));
      else m.bombStops = m.bombStops.filter((s) => !sameHexside(s, e.hexside));
      return;
    case "ground-hallowed":
      m.hallowed = { hex: e.hex, side: e.side };
      b.hallowedUsed = true;
      return;
    case "gas-drifted":
      m.gas = [...e.to];
      return;
  }
}
