/**
 * A scene's hex grid (`scene.grid`, a V13 `foundry.grid.HexagonalGrid`) reduced to what the referee uses: its `type`
 * (`CONST.GRID_TYPES` 2 HEXODDR, 3 HEXEVENR, 4 HEXODDQ, 5 HEXEVENQ), `size`, and the top-left point of a grid offset
 * `{i: row, j: column}` and back. Row grids shove the odd (HEXODDR) or even (HEXEVENR) rows half a hex right; column
 * grids shove columns half a hex down. The pixel sizes are close to Foundry's, not Foundry's exact rounding.
 */
export interface GridOffset {
  i: number;
  j: number;
}

export interface GridData {
  type: number;
  size: number;
}

export class SimHexGrid {
  readonly type: number;
  readonly size: number;
  readonly sizeX: number;
  readonly sizeY: number;
  readonly columns: boolean;
  readonly even: boolean;

  constructor({ type, size }: GridData) {
    if (![2, 3, 4, 5].includes(type)) throw new Error(`the simulated scene grid is hexagonal, not type ${type}`);
    this.type = type;
    this.size = size;
    this.columns = type === 4 || type === 5;
    this.even = type === 3 || type === 5;
    const narrow = Math.round((size * Math.sqrt(3)) / 2);
    this.sizeX = this.columns ? size : narrow;
    this.sizeY = this.columns ? narrow : size;
  }

  get isHexagonal(): boolean {
    return true;
  }

  private shoved(n: number): boolean {
    return (Math.abs(n) % 2 === 1) !== this.even;
  }

  getTopLeftPoint({ i, j }: GridOffset): { x: number; y: number } {
    if (this.columns) return { x: Math.round(j * this.sizeX * 0.75), y: Math.round(i * this.sizeY + (this.shoved(j) ? this.sizeY / 2 : 0)) };
    return { x: Math.round(j * this.sizeX + (this.shoved(i) ? this.sizeX / 2 : 0)), y: Math.round(i * this.sizeY * 0.75) };
  }

  /** The offset whose top-left point is nearest (x, y). */
  getOffset({ x, y }: { x: number; y: number }): GridOffset {
    const guess = this.columns ? { j: Math.round(x / (this.sizeX * 0.75)), i: Math.round(y / this.sizeY) } : { i: Math.round(y / (this.sizeY * 0.75)), j: Math.round(x / this.sizeX) };
    let best = guess;
    let bestD = Infinity;
    for (let di = -1; di <= 1; di++)
      for (let dj = -1; dj <= 1; dj++) {
        const o = { i: guess.i + di, j: guess.j + dj };
        const p = this.getTopLeftPoint(o);
        const d = (p.x - x) ** 2 + (p.y - y) ** 2;
        if (d < bestD) [best, bestD] = [o, d];
      }
    return best;
  }
}
