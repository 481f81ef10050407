export const INLINE_ATTRIBUTE: string;
export function inlineStylesheets(html: string, readCss: (href: string) => Promise<string>): Promise<string>;
export function inlineCssUnder(dir: string, chunkModulesFile?: string): Promise<number>;
export const AFTER_PAINT_MARK: string;
export const ON_INTERACTION_MARK: string;
export function scriptsAfterFirstPaint(html: string, options?: { chrome?: string; release?: string; minify?: boolean }): string;
export function pageChromeChunk(chunkModules: Record<string, string[]>): string;
export function withoutScripts(html: string): string;
