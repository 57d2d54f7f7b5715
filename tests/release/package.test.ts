import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, posix } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pkg from "../../package.json";
import system from "../../system.json";
import { makePackage, releaseUrls, zipName } from "../../scripts/package-system";

const root = join(import.meta.dirname, "../..");

/** Every file under a folder of the repository, relative and `/`-separated. */
const under = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => statSync(join(root, dir, f)).isFile())
    .map((f) => posix.join(dir, f));

/** The package zip (`npm run package`), made from the built tree: `npm test` builds first, so dist/ and packs/ exist. */
describe("the package zip", () => {
  let out: string;
  let zip: string;
  let entries: Record<string, Uint8Array>;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), "hex-tactics-release-"));
    zip = makePackage(root, out).zip;
    entries = unzipSync(readFileSync(zip));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("is named for the version, with system.json beside it", () => {
    expect(readdirSync(out).sort()).toEqual([`hex-tactics-release-${pkg.version}.zip`, "system.json"]);
    expect(zipName(system)).toBe(`hex-tactics-release-${system.version}.zip`);
  });

  it("holds a system.json whose download is this zip and whose manifest is the release's system.json", () => {
    const inside = JSON.parse(Buffer.from(entries["system.json"]!).toString("utf8"));
    expect(inside.download.endsWith(`/release-${inside.version}/${basename(zip)}`)).toBe(true);
    expect(inside.manifest).toBe(`${inside.url}/releases/latest/download/system.json`);
    expect(readFileSync(join(out, "system.json"), "utf8")).toBe(Buffer.from(entries["system.json"]!).toString("utf8"));
  });

  it("holds exactly system.json, the files it names and the folders they and the code load from", () => {
    const expected = [
      "system.json",
      system.license,
      ...system.styles,
      ...system.languages.map((l) => l.path),
      ...system.esmodules.flatMap((m) => under(posix.dirname(m))),
      ...system.packs.flatMap((p) => under(p.path)),
      ...under("templates"),
      ...under("assets"),
    ];
    expect(Object.keys(entries).sort()).toEqual([...new Set(expected)].sort());
  });

  it("names no file it lacks: the bundle, its source map, every style, language and pack", () => {
    const named = [...system.esmodules, ...system.esmodules.map((m) => `${m}.map`), ...system.styles, ...system.languages.map((l) => l.path), system.license];
    expect(named.filter((f) => !(f in entries))).toEqual([]);
    for (const p of system.packs) expect(Object.keys(entries).some((f) => f.startsWith(`${p.path}/`))).toBe(true);
  });

  it("lets nothing else of the repository in", () => {
    const leaks = Object.keys(entries).filter((f) => /^(src|tests|node_modules|scripts|docs|bench|bin|types|dist-cli|release|packs\/_source)\//.test(f) || /\.(ts|hbs\.ts)$/.test(f));
    expect(leaks).toEqual([]);
    expect(Object.keys(entries)).not.toContain("package.json");
  });

  it("carries files as they are in the tree", () => {
    for (const f of ["system.json", "lang/en.json", ...system.esmodules]) expect(Buffer.from(entries[f]!).equals(readFileSync(join(root, f)))).toBe(true);
  });
});

describe("system.json for a release", () => {
  it("gives the repository, the manifest and download URLs of this version, the authors and the license", () => {
    expect(system.url).toMatch(/^https:\/\//);
    expect({ manifest: system.manifest, download: system.download }).toEqual(releaseUrls(system));
    expect(system.download).toContain(`release-${pkg.version}/`);
    expect(system.authors.length).toBeGreaterThan(0);
    expect(existsSync(join(root, system.license))).toBe(true);
    expect(readFileSync(join(root, system.license), "utf8")).toContain("All rights reserved");
    expect(pkg.license).toBe("UNLICENSED");
  });

  it("files every pack in a pack folder", () => {
    const foldered = system.packFolders.flatMap((f) => f.packs);
    expect(system.packs.map((p) => p.name).filter((name) => !foldered.includes(name))).toEqual([]);
    expect(foldered.filter((name) => !system.packs.some((p) => p.name === name))).toEqual([]);
  });
});
