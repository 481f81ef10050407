export const BROWSER_ARGS: string[];
export function findBrowser(): string | undefined;
export function findBrowserOrPlaywrightOwn(): Promise<string | undefined>;
