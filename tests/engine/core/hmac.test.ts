import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hmacSha256 } from "../../../src/engine/core/hmac";
import { sha256 } from "../../../src/engine/core/sha256";

const text = (s: string) => new TextEncoder().encode(s);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe("SHA-256 and HMAC-SHA-256 in plain TypeScript (the handles of concealed pieces)", () => {
  it("gives FIPS 180-4's digests: one block, two blocks, none", () => {
    expect(hex(sha256(text("abc")))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hex(sha256(text("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")))).toBe("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    expect(hex(sha256(new Uint8Array(0)))).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });

  it("gives RFC 4231's HMAC-SHA-256 (test cases 1, 2 and 6: a key longer than a block is hashed first)", () => {
    expect(hex(hmacSha256(new Uint8Array(20).fill(0x0b), text("Hi There")))).toBe("b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7");
    expect(hex(hmacSha256(text("Jefe"), text("what do ya want for nothing?")))).toBe("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    expect(hex(hmacSha256(new Uint8Array(131).fill(0xaa), text("Test Using Larger Than Block-Size Key - Hash Key First")))).toBe(
      "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
    );
  });

  it("agrees with node's crypto on any key and message, across block boundaries", () => {
    const bytes = fc.uint8Array({ maxLength: 200 });
    fc.assert(
      fc.property(bytes, bytes, (key, message) => {
        expect(hex(sha256(message))).toBe(createHash("sha256").update(message).digest("hex"));
        expect(hex(hmacSha256(key, message))).toBe(createHmac("sha256", key).update(message).digest("hex"));
      }),
      { numRuns: 60 },
    );
  });
});
