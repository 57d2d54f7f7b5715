/** The system's entry point (system.json `esmodules`, bundled to dist/hex-tactics.mjs). */
import { onInit } from "./hooks/init";
import { onReady } from "./hooks/ready";

Hooks.once("init", onInit);
Hooks.once("ready", onReady);
