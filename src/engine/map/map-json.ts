import { isPointy, type BoardPlacement } from "../hex";
import { DataError, jsonPath, parseData, type DataIssue } from "../data/validate";
import { MapData } from "../data/schemas/map";
import type { TerrainEffectsChart } from "../data/schemas/tec";
import { HexMap } from "./hex-map";

/**
 * Reads a map from JSON: the schema first, then what a schema cannot say (hexes on the map, terrain and
 * features known to the ruleset's TEC, hexsides between adjacent hexes, boards that fit). Every problem is
 * reported with its JSON path (under `root`, where the map lies in a larger file); nothing is silently dropped.
 */
export function loadMap(json: unknown, tec: TerrainEffectsChart, source = "map", root: readonly (string | number)[] = []): HexMap {
  const data = parseData(MapData, json, source, root);
  const issues: DataIssue[] = [];
  const fail = (path: (string | number)[], message: string) => issues.push({ path: jsonPath([...root, ...path]), message });
  const inBounds = ([c, r]: readonly [number, number]) => c < data.columns && r < data.rows;
  const map = new HexMap({
    id: data.id,
    name: data.name,
    layout: data.layout,
    columns: data.columns,
    rows: data.rows,
    defaultTerrain: data.defaultTerrain,
    boards: data.boards.map(
      (b): BoardPlacement => ({ ...b, origin: { col: b.origin[0], row: b.origin[1] } }),
    ),
  });
  const terrainKnown = (id: string, path: (string | number)[], marker: boolean) => {
    const t = Object.hasOwn(tec.terrain, id) ? tec.terrain[id] : undefined;
    if (!t) fail(path, `unknown terrain "${id}" (not in the ${tec.name})`);
    else if (t.marker !== marker) fail(path, marker ? `"${id}" is not a marker terrain` : `"${id}" is a marker, not printed terrain`);
  };
  terrainKnown(data.defaultTerrain, ["defaultTerrain"], false);

  data.boards.forEach((b, i) => {
    if (b.origin[0] + b.columns > data.columns || b.origin[1] + b.rows > data.rows)
      fail(["boards", i], "board extends beyond the map");
    // A board keeps its printed stagger only if it starts on a column (flat-top) or row (pointy-top) of the same parity.
    const shoved = isPointy(data.layout) ? b.origin[1] : b.origin[0];
    if (shoved % 2 !== 0) fail(["boards", i, "origin"], `origin must be on an even ${isPointy(data.layout) ? "row" : "column"} to keep the hex stagger`);
  });

  const seen = new Set<number>();
  data.hexes.forEach((h, i) => {
    if (!inBounds(h.at)) return fail(["hexes", i, "at"], `hex [${h.at.join(", ")}] is off the ${data.columns}×${data.rows} map`);
    const index = map.indexOfOffset(h.at[0], h.at[1]);
    if (seen.has(index)) fail(["hexes", i, "at"], `hex [${h.at.join(", ")}] is listed twice`);
    seen.add(index);
    h.terrain.forEach((t, j) => terrainKnown(t, ["hexes", i, "terrain", j], false));
    map.setHexTerrain(index, h);
  });

  data.hexsides.forEach((s, i) => {
    const [a, b] = s.between;
    if (!inBounds(a) || !inBounds(b)) return fail(["hexsides", i, "between"], "hexside is off the map");
    const ia = map.indexOfOffset(a[0], a[1]);
    const ib = map.indexOfOffset(b[0], b[1]);
    try {
      if (map.hexsideFeatures(ia, ib).length) fail(["hexsides", i, "between"], "hexside is listed twice");
      map.setHexsideFeatures(ia, ib, s.features);
    } catch {
      return fail(["hexsides", i, "between"], `[${a.join(", ")}] and [${b.join(", ")}] are not adjacent`);
    }
    s.features.forEach((f, j) => {
      if (!Object.hasOwn(tec.hexsides, f)) fail(["hexsides", i, "features", j], `unknown hexside feature "${f}" (not in the ${tec.name})`);
    });
  });

  data.markers.forEach((m, i) => {
    if (!inBounds(m.at)) return fail(["markers", i, "at"], "marker is off the map");
    terrainKnown(m.terrain, ["markers", i, "terrain"], true);
    map.addMarker(map.indexOfOffset(m.at[0], m.at[1]), m.terrain);
  });

  if (issues.length) throw new DataError(source, issues);
  return map;
}

/** The map as JSON in canonical order (hexes by row then column); loadMap(mapToJson(m)) reproduces m. */
export function mapToJson(map: HexMap): MapData {
  const at = (index: number): [number, number] => {
    const o = map.offsetAt(index);
    return [o.col, o.row];
  };
  const byPosition = (a: [number, number], b: [number, number]) => a[1] - b[1] || a[0] - b[0];
  const hexes = [...map.indices()]
    .filter((i) => map.isListed(i))
    .map((i) => {
      const t = map.hexTerrain(i);
      return { at: at(i), terrain: [...t.terrain], level: t.level, slope: t.slope };
    });
  const hexsides = [...map.hexsides()]
    .map((s) => ({ between: [at(s.a), at(s.b)].sort(byPosition) as [[number, number], [number, number]], features: [...s.features] }))
    .sort((x, y) => byPosition(x.between[0], y.between[0]) || byPosition(x.between[1], y.between[1]));
  const markers = map
    .markedHexes()
    .map((i) => ({ i, at: at(i) }))
    .sort((x, y) => byPosition(x.at, y.at))
    .flatMap(({ i, at: pos }) => map.markersAt(i).map((terrain) => ({ at: pos, terrain })));
  return {
    id: map.id,
    name: map.name,
    layout: map.layout,
    columns: map.columns,
    rows: map.rows,
    defaultTerrain: map.defaultTerrain,
    boards: map.boards.map((b) => ({
      id: b.id,
      origin: [b.origin.col, b.origin.row],
      columns: b.columns,
      rows: b.rows,
      firstColumn: b.firstColumn,
      firstRow: b.firstRow,
    })),
    hexes,
    hexsides,
    markers,
  };
}
