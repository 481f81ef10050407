/** `import "./page?styles"`: the stylesheets a page imports, without its code (vite.config.ts, pageStyles). */
declare module "*?styles" {}
