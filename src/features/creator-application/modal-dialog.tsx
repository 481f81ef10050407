import { useEffect, useId, useRef, type ReactNode } from "react";

interface ModalDialogProps {
  title: string;
  text: string;
  /** Shown above the title (an icon), hidden from assistive technology. */
  decoration?: ReactNode;
  /** The dialog's buttons; the first one gets focus when it opens. */
  children: ReactNode;
  /** Escape, or the dialog closing any other way. */
  onClose: () => void;
}

/**
 * A native modal dialog (the rest of the page inert, Escape closes it). Focus moves to its first
 * button when it opens and back to where it was when it closes.
 */
export function ModalDialog({ title, text, decoration, children, onClose }: ModalDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; the open attribute stands in there.
    if (typeof element.showModal === "function") element.showModal();
    else element.setAttribute("open", "");
    element.querySelector("button")?.focus();
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        }
      }}
    >
      {decoration ? (
        <div className="modal-dialog__decoration" aria-hidden="true">
          {decoration}
        </div>
      ) : null}
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      <div className="modal-dialog__actions">{children}</div>
    </dialog>
  );
}
