export const INLINE_ATTRIBUTE: string;
export function inlineStylesheets(html: string, readCss: (href: string) => Promise<string>): Promise<string>;
export function inlineCssUnder(dir: string): Promise<number>;
export const AFTER_PAINT_MARK: string;
export function scriptsAfterFirstPaint(html: string): string;
