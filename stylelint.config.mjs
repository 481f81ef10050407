// Stylelint for src/**/*.css (`npm run lint`). A .mjs config so each departure from the standard config can say why.
import { readFileSync } from "node:fs";

const TOKENS_FILE = "src/styles/tokens.css";

/** The named breakpoints of tokens.css: custom properties cannot be used in @media, so their widths are enforced here. */
const BREAKPOINT_WIDTHS = [
  ...readFileSync(new URL(TOKENS_FILE, import.meta.url), "utf8").matchAll(/--breakpoint-[a-z-]+:\s*(\d+px)/g),
].map(([, width]) => width);

const USE_TOKENS = "use a custom property from src/styles/tokens.css (add one there if none fits)";

/** BEM as the components write it: block, block__element, block--modifier, block__element--modifier. */
const BEM_CLASS = /^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$/;

export default {
  extends: ["stylelint-config-standard"],
  rules: {
    // Colours, type sizes, radii and shadows come from tokens.css only.
    "color-no-hex": [true, { message: (hex) => `Raw colour ${hex}: ${USE_TOKENS}` }],
    "color-named": ["never", { message: (name) => `Named colour "${name}": ${USE_TOKENS}` }],
    "function-disallowed-list": [
      ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"],
      { message: (fn) => `Colour function ${fn}(): ${USE_TOKENS}` },
    ],
    "declaration-property-value-allowed-list": [
      {
        "font-size": ["/^var\\(--text-/"],
        font: ["inherit"],
        "/^border(-[a-z]+)*-radius$/": ["/^var\\(--radius/", "0"],
        "box-shadow": ["/^var\\(--shadow/", "none"],
      },
      { message: (property, value) => `${property}: ${value}: ${USE_TOKENS}` },
    ],
    "media-feature-name-value-allowed-list": [
      { "/^(min-|max-)?width$/": BREAKPOINT_WIDTHS },
      {
        message: (name, value) =>
          `${name}: ${value} is not a named breakpoint (--breakpoint-* in src/styles/tokens.css)`,
      },
    ],
    "selector-class-pattern": [BEM_CLASS, { message: (selector) => `Expected class selector "${selector}" to be BEM` }],
    // `(max-width: 600px)` rather than `(width <= 600px)`: range syntax is missing from browsers the site still serves.
    "media-feature-range-notation": "prefix",
    // Vite inlines `@import "…"`; the url() form adds nothing.
    "import-notation": "string",
    // iOS Safari still needs -webkit-text-size-adjust, and gradient text needs -webkit-background-clip.
    "property-no-vendor-prefix": [true, { ignoreProperties: ["-webkit-text-size-adjust", "-webkit-background-clip"] }],
    // The visually-hidden pattern keeps `clip` for browsers without clip-path.
    "property-no-deprecated": [true, { ignoreProperties: ["clip"] }],
    // Font family names in the --font token keep their usual capitals.
    "value-keyword-case": ["lower", { camelCaseSvgKeywords: true, ignoreProperties: ["--font"] }],
    // It compares selectors that style different elements; reordering them to satisfy it would risk the cascade.
    "no-descending-specificity": null,
  },
  overrides: [
    {
      files: [TOKENS_FILE],
      rules: {
        "color-no-hex": null,
        "function-disallowed-list": null,
        "declaration-property-value-allowed-list": null,
      },
    },
  ],
};
