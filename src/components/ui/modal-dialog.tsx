import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import "./dialog.css";

export interface ModalDialogProps {
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** Escape, or the dialog's own cancel request. */
  onDismiss: () => void;
  /** What has focus when the dialog opens; the first control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: `showModal()` makes the rest of the page inert (so focus and the
 * screen reader stay inside) and puts it in the top layer; Escape dismisses it. When it closes,
 * focus goes back to what had it before, if that is still on the page.
 */
export function ModalDialog({ title, description, onDismiss, initialFocus, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
    // Opened once per mount; the caller unmounts it to close.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        dismiss.current();
      }}
      onKeyDown={(event) => {
        // Keys pressed in the dialog are the dialog's: the review shortcuts never see them.
        event.stopPropagation();
        if (event.key === "Escape") {
          event.preventDefault();
          dismiss.current();
        }
      }}
    >
      <h2 id={titleId} className="admin-dialog__title">
        {title}
      </h2>
      {description ? (
        <div id={descriptionId} className="admin-dialog__description">
          {description}
        </div>
      ) : null}
      {children}
    </dialog>
  );
}
