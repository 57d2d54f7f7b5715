// `npm run package`: the zip Foundry installs — system.json at its root and every file system.json names (the bundle and
// whatever sits beside it in dist/, styles, languages, the license, the compiled packs), plus the folders the code loads
// files from by path (templates/, assets/). Nothing else of the repository goes in. Written to release/ with a copy of
// system.json, the two assets of a release (system.json `manifest` and `download`).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync, type Zippable } from "fflate";

/** The fields of system.json that name files. */
export interface Manifest {
  readonly id: string;
  readonly version: string;
  readonly url?: string;
  readonly manifest?: string;
  readonly download?: string;
  readonly license?: string;
  readonly esmodules?: readonly string[];
  readonly styles?: readonly (string | { readonly src: string })[];
  readonly languages?: readonly { readonly path: string }[];
  readonly packs?: readonly { readonly name: string; readonly path?: string }[];
}

/** Folders the code reads files from at run time (Handlebars templates, marker art); system.json does not name them. */
export const RUNTIME_FOLDERS = ["templates", "assets"] as const;

/** Every file under `dir` (relative to `root`, `/`-separated), sorted. */
function filesUnder(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((f) => statSync(join(full, f)).isFile())
    .map((f) => posix.join(dir, f.split("\\").join("/")))
    .sort();
}

/** What the zip holds, as files (relative paths) and folders whose every file goes in; missing ones are listed. */
export function packageContents(root: string, system: Manifest): { readonly files: string[]; readonly missing: string[] } {
  const named = [
    "system.json",
    ...(system.license && !/^[a-z]+:/i.test(system.license) ? [system.license] : []),
    ...(system.styles ?? []).map((s) => (typeof s === "string" ? s : s.src)),
    ...(system.languages ?? []).map((l) => l.path),
  ];
  // A bundle may load chunks and its source map from beside it: its folder goes in whole.
  const folders = [
    ...(system.esmodules ?? []).map((m) => posix.dirname(m)),
    ...(system.packs ?? []).map((p) => p.path ?? `packs/${p.name}`),
    ...RUNTIME_FOLDERS,
  ];
  const missing = [
    ...named.filter((f) => !existsSync(join(root, f))),
    ...(system.esmodules ?? []).filter((f) => !existsSync(join(root, f))),
    ...folders.filter((d) => !filesUnder(root, d).length),
  ];
  const files = [...new Set([...named, ...folders.flatMap((d) => filesUnder(root, d))])].filter((f) => existsSync(join(root, f))).sort();
  return { files, missing: [...new Set(missing)].sort() };
}

/** Where a release's assets live on the repository's host, from its `url` and the version (the GitHub release layout). */
export function releaseUrls(system: Manifest): { readonly manifest: string; readonly download: string } {
  const base = system.url?.replace(/\/$/, "") ?? "";
  return {
    manifest: `${base}/releases/latest/download/system.json`,
    download: `${base}/releases/download/release-${system.version}/${zipName(system)}`,
  };
}

export const zipName = (system: Manifest) => `${system.id}-release-${system.version}.zip`;

/** A fixed time for every entry, so the same files make the same zip. */
const EPOCH = new Date("2020-01-01T00:00:00Z");

/** Writes `<out>/<id>-release-<version>.zip` and `<out>/system.json`; throws, naming them, when files are missing. */
export function makePackage(root: string, out: string): { readonly zip: string; readonly files: readonly string[] } {
  const system = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as Manifest;
  const urls = releaseUrls(system);
  if (system.manifest !== urls.manifest || system.download !== urls.download)
    throw new Error(`system.json: "manifest" and "download" must be ${JSON.stringify(urls)} for version ${system.version}`);
  const { files, missing } = packageContents(root, system);
  if (missing.length) throw new Error(`cannot package: missing ${missing.join(", ")} (run \`npm run build\` first)`);
  const entries: Zippable = {};
  for (const f of files) entries[f] = [readFileSync(join(root, f)), { mtime: EPOCH }];
  mkdirSync(out, { recursive: true });
  const zip = join(out, zipName(system));
  writeFileSync(zip, zipSync(entries, { level: 9 }));
  copyFileSync(join(root, "system.json"), join(out, "system.json"));
  return { zip, files };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const { zip, files } = makePackage(root, join(root, "release"));
  console.log(`packaged ${files.length} files into ${posix.relative(root, zip)}`);
}
