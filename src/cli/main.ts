import { readFileSync } from "node:fs";
import { DataError } from "../engine/data/validate";
import { duplicateKeys } from "./duplicate-keys";
import { runOracle } from "./oracle";

const USAGE = "usage: hex-tactics rules <request.json | ->   (prints the response JSON; see docs/headless.md)";

/** Exit statuses (docs/headless.md). */
export const EXIT = {
  /** The response is on standard output. */
  ok: 0,
  /** The command line is wrong, or names no file that can be read. */
  usage: 1,
  /** The request is refused: not JSON, or bad data (each JSON path at fault and why). */
  refused: 2,
  /** The engine failed on a request it accepted: a bug of the engine's, to report with the request. */
  bug: 3,
} as const;

/** Writes one line and gives the exit status. */
function end(status: number, stream: NodeJS.WriteStream, line: string): number {
  stream.write(`${line}\n`);
  return status;
}

/** Why a file cannot be read, in words. */
function unreadable(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "is a directory, not a file";
  if (code === "EACCES") return "permission denied";
  return (e as Error).message;
}

/** An error on one line: its kind and message. */
const oneLine = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).replace(/\s*\n\s*/g, " ");

/** `hex-tactics rules <request.json>`: the response on standard output, or one message on standard error (see EXIT). */
export function main(argv: readonly string[]): number {
  const [verb, file, ...rest] = argv;
  const help = (arg: string | undefined) => arg === "--help" || arg === "-h";
  if ((help(verb) && argv.length === 1) || (verb === "rules" && help(file) && !rest.length)) return end(EXIT.ok, process.stdout, USAGE);
  if (verb !== "rules" || !file || rest.length) return end(EXIT.usage, process.stderr, USAGE);
  const source = file === "-" ? "<stdin>" : file;
  let text: string;
  try {
    text = readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (e) {
    return end(EXIT.usage, process.stderr, `hex-tactics: cannot read ${source}: ${unreadable(e)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return end(EXIT.refused, process.stderr, `${source}: not JSON: ${(e as Error).message}`);
  }
  const twice = duplicateKeys(text);
  if (twice.length) return end(EXIT.refused, process.stderr, new DataError(source, twice).message);
  let response: string;
  try {
    response = JSON.stringify(runOracle(json, source), null, 2);
  } catch (e) {
    if (e instanceof DataError) return end(EXIT.refused, process.stderr, e.message);
    return end(EXIT.bug, process.stderr, `${source}: the engine failed (a bug, not a fault of the request; please report it with the request): ${oneLine(e)}`);
  }
  return end(EXIT.ok, process.stdout, response);
}
