/** The system's entry point (system.json `esmodules`, bundled to dist/hex-tactics.mjs). */
import { onInit } from "./hooks/init";

Hooks.once("init", onInit);
