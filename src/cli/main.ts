import { readFileSync } from "node:fs";
import { DataError } from "../engine/data/validate";
import { runOracle } from "./oracle";

const USAGE = "usage: hex-tactics rules <request.json | ->   (prints the response JSON; see docs/headless.md)";

/** `hex-tactics rules <request.json>`: exit 0 with the response, 2 for bad input, 1 for a usage error. */
export function main(argv: readonly string[]): number {
  const [verb, file] = argv;
  if (verb !== "rules" || !file) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  try {
    const text = readFileSync(file === "-" ? 0 : file, "utf8");
    process.stdout.write(`${JSON.stringify(runOracle(JSON.parse(text), file), null, 2)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof DataError || e instanceof SyntaxError) {
      process.stderr.write(`${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
