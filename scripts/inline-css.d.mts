export const INLINE_ATTRIBUTE: string;
export function inlineStylesheets(html: string, readCss: (href: string) => Promise<string>): Promise<string>;
export function inlineCssUnder(dir: string): Promise<number>;
export function preloadsAfterContent(html: string): string;
