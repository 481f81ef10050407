export function inlineScriptHashes(html: string): string[];
export function hostingScriptSources(firebaseJson?: string): Promise<string[]>;
export function withCspMeta(html: string, sources: string[]): string;
export function addCspMeta(dir: string, firebaseJson?: string): Promise<number>;
export function htmlFilesUnder(dir: string): AsyncGenerator<string>;
