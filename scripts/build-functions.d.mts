import type { BuildResult } from "esbuild";
export function buildFunctions(options?: { quiet?: boolean; outfile?: string }): Promise<BuildResult>;
