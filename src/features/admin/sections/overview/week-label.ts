const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-16" → "16 Nov": the Monday a week starts on, as UK readers write it. */
export function weekLabel(weekStart: string): string {
  const [, month, day] = weekStart.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
}
