/**
 * The fog's Token class (src/foundry/canvas/fog-token.ts) over a stand-in of V13's: the image is a separate mesh whose
 * `visible` V13's `_refreshVisibility` sets and whose `alpha` its `_refreshMesh` sets from the token's, which
 * `_refreshState` takes from `_getTargetAlpha()` (core 13.351 token.mjs); the fog decides through fog-marks.ts.
 */
import { describe, expect, it } from "vitest";
import { drawnUnderFog, imageAlpha, lookOf, type TokenLook } from "../../../src/foundry/canvas/fog-marks";
import { fogTokenClass, refreshFogTokens, registerFogToken } from "../../../src/foundry/canvas/fog-token";

/** V13's Token as far as the fog touches it: `isVisible`, `_getTargetAlpha`, and the refreshes that draw the mesh from them. */
class CoreToken {
  readonly mesh = { visible: true, alpha: 1 };
  visible = true;
  renderable = true;
  alpha = 1;
  flags: Record<string, boolean>[] = [];
  readonly renderFlags = { set: (flags: Record<string, boolean>) => void this.flags.push(flags) };
  constructor(
    readonly piece: string,
    readonly hidden = false,
  ) {}
  get isVisible(): boolean {
    return !this.hidden;
  }
  _refreshVisibility(): void {
    this.visible = this.isVisible;
    this.mesh.visible = this.visible && this.renderable;
  }
  _getTargetAlpha(): number {
    return this.hidden ? 0.5 : 1;
  }
  _refreshState(): void {
    this.alpha = this._getTargetAlpha();
  }
  _refreshMesh(): void {
    this.mesh.alpha = this.alpha;
  }
}

const looks: Record<string, TokenLook> = { r1: "hidden", r2: "dimmed" };
const FogToken = fogTokenClass(CoreToken, (token: CoreToken) => looks[token.piece] ?? "shown");

function refreshed(token: CoreToken): { visible: boolean; alpha: number } {
  token._refreshState();
  token._refreshVisibility();
  token._refreshMesh();
  return { visible: token.mesh.visible, alpha: token.mesh.alpha };
}

describe("the fog's Token class", () => {
  it("IA1 8.0 hides an unspotted token's image in hidden mode, dims it in dimmed mode, leaves the others", () => {
    expect(refreshed(new FogToken("r1"))).toEqual({ visible: false, alpha: 1 });
    expect(refreshed(new FogToken("r2"))).toEqual({ visible: true, alpha: 0.35 });
    expect(refreshed(new FogToken("g1"))).toEqual({ visible: true, alpha: 1 });
  });

  it("keeps Foundry's own verdict: a token Foundry hides stays hidden, and an image already fainter stays so", () => {
    expect(refreshed(new FogToken("g1", true)).visible).toBe(false);
    expect(refreshed(new FogToken("r2", true)).alpha).toBe(0.35);
    expect(drawnUnderFog(false, "shown")).toBe(false);
    expect(imageAlpha(0.2, "dimmed")).toBe(0.2);
    expect(imageAlpha(0.5, "hidden")).toBe(0.5);
  });

  it("extends whatever class is configured, and refreshes tokens through V13's render flags", () => {
    class ModuleToken extends CoreToken {}
    const config = (CONFIG as unknown as { Token: { objectClass: unknown } }).Token;
    const before = config.objectClass;
    config.objectClass = ModuleToken;
    registerFogToken(() => "hidden");
    const Registered = config.objectClass as typeof CoreToken;
    config.objectClass = before;
    const token = new Registered("r1");
    expect(token).toBeInstanceOf(ModuleToken);
    expect(refreshed(token).visible).toBe(false);
    refreshFogTokens([token]);
    expect(token.flags).toEqual([{ refreshVisibility: true, refreshState: true, refreshMesh: true }]);
  });

  it("the look comes from the side's unspotted pieces and the fog setting", () => {
    expect(lookOf("r1", new Set(["r1"]), "hidden")).toBe("hidden");
    expect(lookOf("r1", new Set(["r1"]), "dimmed")).toBe("dimmed");
    expect(lookOf("g1", new Set(["r1"]), "hidden")).toBe("shown");
  });
});
