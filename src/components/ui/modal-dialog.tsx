import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import "./modal-dialog.css";

export interface ModalDialogProps {
  /**
   * The dialog's class, and the prefix of its parts' (`admin-dialog` → `admin-dialog__title`): `modal-dialog` is
   * styled here (modal-dialog.css), any other by the caller.
   */
  className: string;
  title: string;
  /** Shown above the title (an icon), hidden from assistive technology. */
  decoration?: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** Escape, or the dialog's own cancel request. */
  onDismiss: () => void;
  /** What has focus when the dialog opens; its first button otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: `showModal()` makes the rest of the page inert (so focus and the
 * screen reader stay inside) and puts it in the top layer; Escape dismisses it. When it closes,
 * focus goes back to what had it before, if that is still on the page. The admin's confirmations
 * and the creator application's success and leave dialogs are this one.
 */
export function ModalDialog({
  className,
  title,
  decoration,
  description,
  onDismiss,
  initialFocus,
  children,
}: ModalDialogProps) {
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
    if (initialFocus) initialFocus.current?.focus();
    else if (!dialog.contains(document.activeElement)) dialog.querySelector("button")?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
    // Opened once per mount; the caller unmounts it to close.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <dialog
      ref={ref}
      className={className}
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
      {decoration ? (
        <div className={`${className}__decoration`} aria-hidden="true">
          {decoration}
        </div>
      ) : null}
      <h2 id={titleId} className={`${className}__title`}>
        {title}
      </h2>
      {description ? (
        <div id={descriptionId} className={`${className}__description`}>
          {description}
        </div>
      ) : null}
      {children}
    </dialog>
  );
}
