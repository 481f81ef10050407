// Temporary stand-ins until the shared admin UI pieces are merged; replaced, not kept.
import { useEffect, useRef, type ReactNode } from "react";

export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal?.();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog ref={ref} aria-labelledby="confirm-title" onCancel={props.onCancel}>
      {props.open ? (
        <>
          <h2 id="confirm-title">{props.title}</h2>
          <p>{props.message}</p>
          <button type="button" onClick={props.onCancel}>
            Cancel
          </button>
          <button type="button" onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
        </>
      ) : null}
    </dialog>
  );
}

export function Notice({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  return <p role={tone === "error" ? "alert" : "status"}>{children}</p>;
}

export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert">
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export function Pager(props: {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  return (
    <nav aria-label="Pages">
      <button type="button" disabled={!props.hasPrevious} onClick={props.onPrevious}>
        Previous
      </button>
      <span>Page {props.page}</span>
      <button type="button" disabled={!props.hasNext} onClick={props.onNext}>
        Next
      </button>
    </nav>
  );
}
