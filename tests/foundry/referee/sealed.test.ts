import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exchangePair, publicJwk, sharedKey, unwrapKeys, wrapKeys } from "../../../src/foundry/referee/key-wrap";
import { snapshotDue } from "../../../src/foundry/referee/journal";
import { fromBase64, newStoreKey, paddedLength, seal, storeKey, toBase64, unseal } from "../../../src/foundry/referee/sealed";

describe("the referee store's seal (WebCrypto AES-GCM)", () => {
  it("a sealed text opens with its key at its place, and holds nothing of it in clear", async () => {
    const key = await newStoreKey();
    const text = JSON.stringify({ hidden: "3rd Company", plan: "r-oba at [13, 4]" });
    const sealed = await seal(key, text, "steinbach#3:entries");
    expect(sealed.key).toBe(key.id);
    expect(JSON.stringify(sealed)).not.toContain("3rd Company");
    expect(await unseal(key, sealed, "steinbach#3:entries")).toBe(text);
  });

  it("it does not open elsewhere: at another place (a page moved), under another key, or changed by one bit", async () => {
    const key = await newStoreKey();
    const sealed = await seal(key, "orders", "steinbach#3:entries");
    await expect(unseal(key, sealed, "steinbach#4:entries")).rejects.toThrow();
    const other = await newStoreKey();
    await expect(unseal(other, sealed, "steinbach#3:entries")).rejects.toThrow(/sealed under key/);
    await expect(unseal({ ...other, id: key.id }, sealed, "steinbach#3:entries")).rejects.toThrow();
    const bytes = fromBase64(sealed.data);
    bytes[0]! ^= 1;
    await expect(unseal(key, { ...sealed, data: toBase64(bytes) }, "steinbach#3:entries")).rejects.toThrow();
  });

  it("a key's id is a hash of it: the same bytes give the same id, a key given under another id is found out", async () => {
    const key = await newStoreKey();
    expect((await storeKey(key.raw)).id).toBe(key.id);
    expect(key.id).toMatch(/^[0-9a-f]{16}$/);
    await expect(storeKey(new Uint8Array(16))).rejects.toThrow(/32 bytes/);
  });

  it("sizes show only by bucket: at least 1 KiB, whole KiB below 8 KiB, then steps of an eighth", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000 }), (n) => {
        const p = paddedLength(n);
        expect(p).toBeGreaterThanOrEqual(Math.max(n, 1024));
        expect(p % 1024).toBe(0);
        expect(p).toBeLessThanOrEqual(Math.max(1024, n * 1.125 + 1024));
      }),
      { numRuns: 300 },
    );
    expect([1, 1024, 1025, 9000, 70_000].map(paddedLength)).toEqual([1024, 1024, 2048, 9216, 73728]);
  });

  it("two texts in one bucket seal to the same length", async () => {
    const key = await newStoreKey();
    const [a, b] = await Promise.all([seal(key, "x".repeat(10), "c"), seal(key, JSON.stringify({ pieces: ["r3", "r4"] }), "c")]);
    expect(a.data.length).toBe(b.data.length);
  });
});

describe("handing the store keys to another GM's client (ECDH)", () => {
  it("the two clients derive the same key; what travels holds neither the keys nor anything a third party can open", async () => {
    const [holder, taker, stranger] = await Promise.all([exchangePair(), exchangePair(), exchangePair()]);
    const keys = { [(await newStoreKey()).id]: toBase64((await newStoreKey()).raw) };
    const [holderJwk, takerJwk] = await Promise.all([publicJwk(holder), publicJwk(taker)]);
    const sealed = await wrapKeys(await sharedKey(holder, takerJwk), keys, "offer-1");
    expect(JSON.stringify([holderJwk, takerJwk, sealed])).not.toContain(Object.values(keys)[0]!);
    expect(await unwrapKeys(await sharedKey(taker, holderJwk), sealed, "offer-1")).toEqual(keys);
    await expect(unwrapKeys(await sharedKey(stranger, holderJwk), sealed, "offer-1")).rejects.toThrow();
    await expect(unwrapKeys(await sharedKey(taker, holderJwk), sealed, "offer-2")).rejects.toThrow();
  });
});

describe("when the referee writes a snapshot", () => {
  it("once the entries since the last snapshot weigh as much as it does: the bytes written stay within twice the entries'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 100_000 }), fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 400 }), (first, entries) => {
        // A snapshot holds the game: it grows with the entries written before it.
        let bytes = { snapshot: first, entries: 0 };
        let written = first;
        let game = first;
        for (const e of entries) {
          written += e;
          game += e;
          bytes = { ...bytes, entries: bytes.entries + e };
          if (snapshotDue(bytes)) {
            written += game;
            bytes = { snapshot: game, entries: 0 };
          }
        }
        const sum = entries.reduce((a, b) => a + b, 0);
        expect(written).toBeLessThanOrEqual(3 * sum + 2 * first);
      }),
      { numRuns: 200 },
    );
  });
});
