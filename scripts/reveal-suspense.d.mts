export function revealSuspenseBoundaries(html: string): string;
