/**
 * The terrain painter's sector tool (terrain/painter-tool.ts; docs/foundry.md "Sectors"): it paints the scene's sectors
 * (IA1 17.51, PG 17.61) (painted-sectors.ts, the scene flag `hex-tactics.sectors`) with the brush's radius, Shift taking hexes
 * out of every sector; its "Sectors" button names the sector painted and may fill a whole board, or the whole map, into
 * it ("board-by-board"). The sectors are drawn over the terrain, and with the tool in hand the hovered hex's label names
 * its sector.
 */
import { foundryI18n } from "../../../i18n";
import type { PainterTool } from "../../../terrain/painter-tool";
import { boardHexes, clip, paintSector, rebase, sectorAt, touchSectors, type SceneSectors } from "./painted-sectors";
import { sceneSectors, storeSceneSectors } from "./scene-sectors";
import { chooseSector, reportSectors } from "./sector-dialog";
import { drawSectorOverlay, sectorOverlay } from "./sector-overlay";

/** The sector the tool paints, kept while the painter closes and opens again. */
let painting = "";

export const sectorTool: PainterTool = {
  name: "sector",
  icon: "fa-solid fa-object-group",
  buttons: [{ name: "sectors", icon: "fa-solid fa-flag" }],
  open({ scene, placed, redraw }) {
    const read = sceneSectors(scene);
    if (read && !read.ok) reportSectors(read.issues);
    // A flag that cannot be read is replaced by what the tool paints.
    let sectors: SceneSectors = read?.ok ? clip(rebase(read.value, placed.placement.origin), placed.map.columns, placed.map.rows) : { origin: placed.placement.origin, sectors: [] };
    let changed = false;
    return {
      draw: (pixi, container, geometry) => drawSectorOverlay(pixi, container, sectorOverlay(sectors, geometry)),
      taken: () => void (painting || ui.notifications?.info(foundryI18n().localize("HEX_TACTICS.Painter.no-sector"))),
      touch(at, radius, erase) {
        if (!erase && !painting) return;
        sectors = touchSectors(sectors, placed.map, painting, at, radius, erase);
        changed = true;
        redraw();
      },
      async strokeEnded() {
        if (changed) await storeSceneSectors(scene, sectors);
        changed = false;
      },
      label(at, hex) {
        const sector = sectorAt(sectors, at);
        return sector === null ? hex : foundryI18n().format("HEX_TACTICS.Painter.hex-in-sector", { hex, sector });
      },
      async button() {
        const chosen = await chooseSector(
          painting,
          sectors.sectors.map((x) => x.name),
          placed.map.boards.map((b) => b.id),
        );
        if (!chosen) return;
        painting = chosen.name;
        // IA1 17.51, PG 17.61 "board-by-board": a whole board (or the whole map) into the sector at once.
        if (chosen.fill === null) return;
        sectors = paintSector(sectors, chosen.name, boardHexes(placed.map, chosen.fill === "" ? null : chosen.fill));
        redraw();
        await storeSceneSectors(scene, sectors);
      },
    };
  },
};
