/**
 * The painter's dialogs (DialogV2, docs/foundry-facts.md §8): the brush, importing a map file, copying a board's
 * terrain to another scene; and exporting the map as a file (`foundry.utils.saveDataToFile`). A refused map file is
 * shown to the GM with each JSON path at fault. The DialogV2 seam is untyped; the choices come from the TEC.
 */
import type { TerrainEffectsChart } from "../../engine/data/schemas/tec";
import type { HexMap } from "../../engine/map";
import { foundryI18n } from "../i18n";
import { escapeHtml } from "../referee/decision-prompt";
import type { Brush } from "./brush";
import { exportMap, importMap, placeOnGrid } from "./map-file";
import { copyArea, type Area } from "./paint";
import { sceneMap, storeSceneMap, type SceneMapRead, type TerrainScene } from "./scene-terrain";

const DialogV2 = (): any => (foundry.applications as any).api.DialogV2;
const t = (key: string, data?: Record<string, string>) => (data ? foundryI18n().format(`HEX_TACTICS.Painter.${key}`, data) : foundryI18n().localize(`HEX_TACTICS.Painter.${key}`));

/** A TEC entry's name as the GM reads it: the system's word for it where lang/en.json has one, else the TEC's. */
function nameOf(id: string, printed: string): string {
  const i18n = foundryI18n();
  const key = `HEX_TACTICS.Terrain.${id}`;
  return i18n.has(key) ? i18n.localize(key) : printed;
}

const options = (entries: [string, string][], selected: string) =>
  entries.map(([id, name]) => `<option value="${escapeHtml(id)}"${id === selected ? " selected" : ""}>${escapeHtml(name)}</option>`).join("");
const field = (label: string, input: string) => `<div class="form-group"><label>${escapeHtml(label)}</label><div class="form-fields">${input}</div></div>`;

/** Shows why a scene's map or a map file cannot be used. */
export function reportRead(read: Exclude<SceneMapRead, { ok: true }>): void {
  const message = "issues" in read ? t("bad-map", { issues: read.issues.map((i) => `${i.path}: ${i.message}`).join("; ") }) : t("wrong-grid", { layout: read.wrongGrid });
  ui.notifications?.error(message, { permanent: true });
}

/** The GM's brush: terrain (and a second terrain), level, slope, hexside feature, radius. Null if dismissed. */
export async function chooseBrush(brush: Brush, tec: TerrainEffectsChart): Promise<Brush | null> {
  const terrains = Object.entries(tec.terrain)
    .filter(([, v]) => !v.marker)
    .map(([id, v]): [string, string] => [id, nameOf(id, v.name)]);
  const features = Object.entries(tec.hexsides).map(([id, v]): [string, string] => [id, nameOf(id, v.name)]);
  const content = [
    field(t("field.terrain"), `<select name="terrain">${options(terrains, brush.terrain[0] ?? "")}</select>`),
    field(t("field.second"), `<select name="second"><option value="">${escapeHtml(t("field.none"))}</option>${options(terrains, brush.terrain[1] ?? "")}</select>`),
    field(t("field.level"), `<input type="number" name="level" step="1" value="${brush.level}">`),
    field(t("field.slope"), `<input type="checkbox" name="slope"${brush.slope ? " checked" : ""}>`),
    field(t("field.feature"), `<select name="feature">${options(features, brush.feature)}</select>`),
    field(t("field.radius"), `<input type="number" name="radius" min="0" max="5" step="1" value="${brush.radius}">`),
  ].join("");
  const chosen = await DialogV2().prompt({
    window: { title: t("brush-title") },
    content,
    rejectClose: false,
    ok: {
      label: t("apply"),
      callback: (_event: Event, button: { form: HTMLFormElement }) => {
        const f = button.form.elements as unknown as Record<string, HTMLInputElement>;
        const terrain = [f.terrain!.value, f.second!.value].filter((id, k) => id && (k === 0 || id !== f.terrain!.value));
        const int = (v: string, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.trunc(Number(v)) || 0));
        return { ...brush, terrain, level: int(f.level!.value, -1000, 1000), slope: f.slope!.checked, feature: f.feature!.value, radius: int(f.radius!.value, 0, 5) } satisfies Brush;
      },
    },
  });
  return (chosen as Brush | null) ?? null;
}

/** Asks for a map file's JSON and makes it the scene's map; false if dismissed or refused (the GM is told why). */
export async function importSceneMap(scene: TerrainScene, tec: TerrainEffectsChart): Promise<boolean> {
  const text = (await DialogV2().prompt({
    window: { title: t("import-title") },
    content: `<p class="hint">${escapeHtml(t("import-hint"))}</p><textarea name="json" rows="12" style="width:100%"></textarea>`,
    rejectClose: false,
    ok: { label: t("import"), callback: (_event: Event, button: { form: HTMLFormElement }) => (button.form.elements.namedItem("json") as HTMLTextAreaElement).value },
  })) as string | null;
  if (!text) return false;
  const read = importMap(text, tec);
  if (!read.ok) return (reportRead(read), false);
  const gridType = scene.grid.type;
  const current = sceneMap(scene, tec);
  const first = current?.ok ? current.placed.placement.origin : { i: 0, j: 0 };
  const placement = gridType >= 2 && gridType <= 5 ? placeOnGrid(read.map.layout, gridType as 2 | 3 | 4 | 5, first) : null;
  if (!placement) return (reportRead({ ok: false, wrongGrid: read.map.layout }), false);
  await storeSceneMap(scene, { map: read.map, placement });
  ui.notifications?.info(t("imported", { name: read.map.name }));
  return true;
}

/** Downloads the map as a map file. */
export function exportSceneMap(map: HexMap): void {
  foundry.utils.saveDataToFile(exportMap(map), "application/json", `${map.id}.json`);
}

/** Copies a board of `map` (or all of it) to another hex scene's map at the column and row the GM gives. */
export async function copyToScene(map: HexMap, tec: TerrainEffectsChart): Promise<void> {
  const scenes = ((game as any).scenes?.contents ?? []) as TerrainScene[];
  const targets = scenes.filter((s) => s.grid.type >= 2 && s.grid.type <= 5);
  const boards: [string, string][] = [["", t("field.whole-map")], ...map.boards.map((b): [string, string] => [b.id, b.id])];
  const content = [
    field(t("field.scene"), `<select name="scene">${options(targets.map((s) => [s.id, s.name]), "")}</select>`),
    field(t("field.board"), `<select name="board">${options(boards, "")}</select>`),
    field(t("field.column"), `<input type="number" name="column" min="0" step="1" value="0">`),
    field(t("field.row"), `<input type="number" name="row" min="0" step="1" value="0">`),
  ].join("");
  const chosen = (await DialogV2().prompt({
    window: { title: t("copy-title") },
    content,
    rejectClose: false,
    ok: {
      label: t("copy"),
      callback: (_event: Event, button: { form: HTMLFormElement }) => {
        const f = button.form.elements as unknown as Record<string, HTMLInputElement>;
        return { scene: f.scene!.value, board: f.board!.value, at: [Number(f.column!.value) || 0, Number(f.row!.value) || 0] as const };
      },
    },
  })) as { scene: string; board: string; at: readonly [number, number] } | null;
  const target = chosen && targets.find((s) => s.id === chosen.scene);
  if (!chosen || !target) return;
  const board = map.boards.find((b) => b.id === chosen.board);
  const area: Area = board ? { origin: [board.origin.col, board.origin.row], columns: board.columns, rows: board.rows } : { origin: [0, 0], columns: map.columns, rows: map.rows };
  const read = sceneMap(target, tec);
  if (!read) return;
  if (!read.ok) return reportRead(read);
  const copied = copyArea(map, area, read.placed.map, chosen.at);
  if (!copied) return void ui.notifications?.error(t("copy-refused"));
  await storeSceneMap(target, { ...read.placed, map: copied });
  ui.notifications?.info(t("copied", { scene: target.name }));
}
