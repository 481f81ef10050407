import type { BuildResult } from "esbuild";
export function buildFunctions(options?: { quiet?: boolean; outfile?: string }): Promise<BuildResult>;
export function watchFunctions(options: {
  outfile: string;
  onRebuild?: () => void;
}): Promise<{ dispose(): Promise<void> }>;
export const FUNCTIONS_EMULATOR_ENV: Readonly<Record<string, string>>;
