/**
 * Fog of war on V13's tokens (docs/foundry.md, "Fog of war"): the Token class the system registers in
 * `CONFIG.Token.objectClass`, extending the class configured before it. The decisions are fog-marks.ts's.
 * V13 draws a token's image as a mesh in the primary canvas group (`canvas.primary.addToken`), not as a child of the
 * Token: `Token#_refreshVisibility` sets `visible` from `isVisible` and the mesh's `visible` from that;
 * `Token#_refreshState` sets the mesh's `alpha`. So the fog overrides `isVisible`, as pf2e does
 * (src/module/canvas/token/object.ts), and lowers the mesh's alpha after `_refreshState`; a refresh asks V13 to run
 * both again through the token's render flags (`renderFlags.set`, as dnd5e 5.2.5 module/canvas/token.mjs and
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

    _refreshState(): void {
      super._refreshState();
      if (this.mesh) this.mesh.alpha = imageAlpha(this.mesh.alpha, look(this));
    }
  };
}

/** `init`: the fog's Token class, over whatever class is configured (core's, or a module's). */
export function registerFogToken(look: (token: any) => TokenLook): void {
  const config = (CONFIG as any).Token;
  config.objectClass = fogTokenClass(config.objectClass, look);
}

/** After the fog changed: V13 runs each token's visibility and state refresh again on its next frame. */
export function refreshFogTokens(tokens: readonly any[]): void {
  for (const token of tokens) token.renderFlags.set({ refreshVisibility: true, refreshState: true });
}
