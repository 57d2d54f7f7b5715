import { writeFileSync } from "node:fs";
import { runOracle } from "../src/cli/oracle";
import { fixtureTables } from "../tests/engine/rules/ia/fire/support";

const tables = JSON.parse(JSON.stringify(fixtureTables()));
tables.tables[0].modifiers.push({ id: "opportunity-fire", label: "opportunity-fire", category: "tactic", shift: { value: 1, provenance: { source: "rules", rule: "13.15" } }, rule: "13.15" });
const face = (direct: number, range: number, movement: number) => ({ direct, range, movement });
const unit = (id: string, side: string, name: string, kind: string, hex: [number, number], f: ReturnType<typeof face>, company = true) => ({
  id, side, name, kind, company, steps: company ? 2 : 1, maxSteps: company ? 2 : 1, full: f, ...(company ? { reduced: face(Math.ceil(f.direct / 2), f.range, f.movement) } : {}), hex,
});
const req: any = {
  map: { id: "scripted", name: "Scripted turn", layout: "odd-q", columns: 16, rows: 12, defaultTerrain: "clear" },
  fireTables: tables,
  battle: {
    ruleset: "infantry-attacks", edition: "IA1", lastTurn: 6,
    sides: [
      { id: "G", name: "German", initiative: 3, morale: { full: 8, reduced: 7 } },
      { id: "R", name: "Russian", initiative: 1, morale: { full: 8, reduced: 7 } },
    ],
    units: Object.fromEntries([
      unit("g1", "G", "1./IR 147", "INF", [3, 5], face(5, 4, 4)),
      unit("g2", "G", "2./IR 147", "INF", [5, 6], face(5, 4, 4)),
      unit("rmg", "R", "MG/Koporsky", "MG", [9, 5], face(6, 6, 1), false),
      unit("r1", "R", "5th Coy/Koporsky", "INF", [8, 6], face(5, 4, 4)),
    ].map((u) => [u.id, u])),
    leaders: { hptm: { id: "hptm", side: "G", name: "Hptm. Brandt", leaderType: "infantry", rank: 3, rankTitle: "Hauptmann", morale: 8, combat: 1, moraleBonus: 1, hex: [3, 5] } },
  },
  commands: [
    { command: { type: "roll-initiative", side: "G" } },
    { command: { type: "activate", side: "G", root: { leader: "hptm" }, pieces: { g1: "move", hptm: "move" } } },
    { command: { type: "move", side: "G", piece: "g1", to: [4, 5], with: ["hptm"] }, answers: { "opportunity-fire:g1@4,5:1": "pass" } },
    { command: { type: "move", side: "G", piece: "g1", to: [5, 5], with: ["hptm"] }, answers: { "opportunity-fire:g1@5,5:1": ["rmg"] } },
    { command: { type: "end-activation", side: "G" } },
    { command: { type: "activate", side: "G", root: { piece: "g2" }, pieces: { g2: "fire" } } },
    { command: { type: "direct-fire", side: "G", firers: ["g2"], target: [8, 6] } },
    { command: { type: "end-activation", side: "G" } },
    { command: { type: "activate", side: "R", root: { piece: "r1" }, pieces: { r1: "move" } } },
    { command: { type: "recover", side: "R", piece: "r1" } },
    { command: { type: "end-activation", side: "R" } },
    { command: { type: "pass", side: "G" } },
    { command: { type: "pass", side: "R" } },
  ],
  dice: [5, 2, 3, 4, 3, 3, 5, 5, 3, 3, 6, 6, 6, 5],
};
for (let i = 0; i < 30; i++) {
  const res = runOracle(req);
  const last = res.results[res.results.length - 1]!;
  console.log(res.results.map((r) => r.status).join(","), last.status === "refused" ? JSON.stringify(last) : "");
  if (last.status !== "decision") {
    console.log("diceUsed", res.diceUsed, "of", req.dice.length);
    for (const r of res.results) if (r.status === "done") console.log(JSON.stringify((r.command as any)), (r.events as any[]).map((e) => e.type + (e.outcome ? ":" + e.outcome : "") + (e.result ? ":" + JSON.stringify(e.results ?? e.result) : "")).join(" "));
    break;
  }
  const step = req.commands[res.results.length - 1];
  step.answers = { ...(step.answers ?? {}), [last.request.id]: last.request.default };
  console.log("answered", last.request.id, JSON.stringify(last.request.default), "options", JSON.stringify(last.request.options).slice(0, 200));
}
writeFileSync("tests/scenarios/ia1-scripted-turn.json", JSON.stringify(req, null, 1) + "\n");
