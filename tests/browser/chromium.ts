import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium (scripts/ensure-chromium.sh), headless; never a browser playwright downloads. */
const BASE = ["--headless", "--no-sandbox", "--no-first-run", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Chromium for the tests' pages: plain HTML and CSS, or, with `webgl`, PixiJS drawing through SwiftShader's WebGL. */
export const launchChromium = ({ webgl = false } = {}): Promise<Browser> =>
  chromium.launch({ executablePath: "/usr/bin/chromium", args: [...BASE, ...(webgl ? ["--use-angle=swiftshader", "--enable-unsafe-swiftshader"] : ["--disable-gpu"])] });
