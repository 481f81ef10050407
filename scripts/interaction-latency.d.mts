import type { Page } from "@playwright/test";

export type InteractionStep = "menu" | "faq" | "tab" | "slider" | "type";
export const PAGE_INTERACTIONS: Record<string, InteractionStep[]>;
export interface EventTiming {
  name: string;
  type: string;
  duration: number;
  id: number;
}
export function measureInteractions(
  page: Page,
  url: string,
  steps: InteractionStep[],
  expect: unknown,
): Promise<{ entries: EventTiming[]; longestMs: number }>;
