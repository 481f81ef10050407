import { useCallback, useState } from "react";

export interface PanelNotice {
  tone: "error" | "success";
  message: string;
}

/** The one notice a screen shows at a time (in a live region), replaced by the next. */
export function useNotice() {
  const [notice, setNotice] = useState<PanelNotice | null>(null);
  const show = useCallback((next: PanelNotice) => setNotice(next), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}
