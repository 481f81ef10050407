import type { Clock } from "@functions/core/ports";

export const systemClock: Clock = { now: () => new Date() };
