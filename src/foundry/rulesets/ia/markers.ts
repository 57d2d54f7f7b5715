/** The compendium of Infantry Attacks' `marker` actors (smoke, drumfire, entrenchment …), one per kind. */
import { SYSTEM_ID } from "../../constants";

export const MARKER_PACK = `${SYSTEM_ID}.ia-markers`;
