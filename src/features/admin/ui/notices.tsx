import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import "./notices.css";

/** docs/product.md §P2.7: messages stay 4 s, successes 2 s. */
const SHOWN_MS = { success: 2000, error: 4000 } as const;
/** docs/product.md §P2.7: at most 20 at once. */
const MOST_AT_ONCE = 20;

type Kind = keyof typeof SHOWN_MS;

export interface Notify {
  success(message: string): void;
  error(message: string): void;
}

interface Notice {
  id: number;
  kind: Kind;
  message: string;
}

const NotifyContext = createContext<Notify | null>(null);

/**
 * The panel's outcome messages (approved, deleted, failed…) in two live regions that are always on
 * the page, so screen readers hear each one: failures at once (role="alert"), successes politely.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);

  const show = useCallback((kind: Kind, message: string) => {
    const id = nextId.current++;
    setNotices((shown) => [...shown, { id, kind, message }].slice(-MOST_AT_ONCE));
    setTimeout(() => setNotices((shown) => shown.filter((notice) => notice.id !== id)), SHOWN_MS[kind]);
  }, []);

  const notify = useMemo<Notify>(
    () => ({ success: (message) => show("success", message), error: (message) => show("error", message) }),
    [show],
  );

  const list = (kind: Kind) =>
    notices
      .filter((notice) => notice.kind === kind)
      .map((notice) => (
        <p key={notice.id} className={`admin-notice admin-notice--${kind}`}>
          {notice.message}
        </p>
      ));

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div className="admin-notices">
        <div role="alert">{list("error")}</div>
        <div role="status">{list("success")}</div>
      </div>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error("useNotify needs the admin shell's NoticeProvider above it");
  return notify;
}
