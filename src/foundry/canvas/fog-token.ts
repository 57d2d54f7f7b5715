/**
 * Fog of war on V13's tokens (docs/foundry.md, "Fog of war"): the Token class the system registers in
 * `CONFIG.Token.objectClass`, extending the class configured before it. The decisions are fog-marks.ts's.
 * V13 draws a token's image as a mesh in the primary canvas group (`canvas.primary.addToken`), not as a child of the
 * Token: `Token#_refreshVisibility` sets `visible` from `isVisible` and the mesh's `visible` from that;
 * `Token#_refreshState` sets the mesh's `alpha`. So the fog overrides `isVisible`, as pf2e does
 * (src/module/canvas/token/object.ts), and dims it through `_getTargetAlpha`, which `_refreshState` makes the token's
 * alpha and `_refreshMesh` its image's (a mesh alpha set by hand would be undone by the next `_refreshMesh`, core
 * 13.351 token.mjs); a refresh asks V13 to run them again through the token's render flags (`renderFlags.set`, as dnd5e 5.2.5 module/canvas/token.mjs and
 * Crucible crucible.mjs do). A token that is not `visible` V13 also leaves out of selection
 * (`PlaceablesLayer#controllableObjects`), targeting (`TokenLayer#targetObjects`) and pointer hover and clicks
 * (PixiJS hit-tests only visible objects). DOC-ONLY (docs/foundry-facts.md §14): read in public V13 code, not run.
 */
import { drawnUnderFog, imageAlpha, type TokenLook } from "./fog-marks";

/* Foundry's Token classes are used loosely (`any`): a seam with no logic of its own. */
type TokenClass = new (...args: any[]) => any;

/** `Base` with the fog: `look(token)` says how each token is to be drawn now. */
export function fogTokenClass<T extends TokenClass>(Base: T, look: (token: any) => TokenLook): T {
  return class FogToken extends Base {
    get isVisible(): boolean {
      return drawnUnderFog(super.isVisible, look(this));
    }

    /** The token's alpha, which V13's `_refreshState` takes and `_refreshMesh` gives its image (times the document's). */
    _getTargetAlpha(): number {
      return imageAlpha(super._getTargetAlpha(), look(this));
    }
  };
}

/** `init`: the fog's Token class, over whatever class is configured (core's, or a module's). */
export function registerFogToken(look: (token: any) => TokenLook): void {
  const config = (CONFIG as any).Token;
  config.objectClass = fogTokenClass(config.objectClass, look);
}

/** After the fog changed: V13 runs each token's visibility, state and image refresh again on its next frame. */
export function refreshFogTokens(tokens: readonly any[]): void {
  for (const token of tokens) token.renderFlags.set({ refreshVisibility: true, refreshState: true, refreshMesh: true });
}
