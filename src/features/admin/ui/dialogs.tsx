import { createContext, useContext, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { ModalDialog } from "~/components/ui/modal-dialog";
import "./dialog.css";

export interface ConfirmRequest {
  title: string;
  /** The question, word for word (the product's confirmation texts). */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A red confirm button, and focus starts on Cancel (nothing irreversible happens on a stray Enter). */
  destructive?: boolean;
  /** An optional box, unticked, whose state the answer carries. */
  checkbox?: { label: string };
}

export interface ChoiceRequest<T extends string> {
  title: string;
  message?: ReactNode;
  choices: ReadonlyArray<{ value: T; label: string; hint?: string }>;
}

/** The answer to a confirmation: null when cancelled. */
export type ConfirmAnswer = { checked: boolean } | null;

export interface Dialogs {
  confirm(request: ConfirmRequest): Promise<ConfirmAnswer>;
  /** The chosen value, or null when cancelled. */
  choose<T extends string>(request: ChoiceRequest<T>): Promise<T | null>;
}

type Open =
  | { id: number; kind: "confirm"; request: ConfirmRequest; settle: (answer: ConfirmAnswer) => void }
  | { id: number; kind: "choice"; request: ChoiceRequest<string>; settle: (answer: string | null) => void };

const DialogsContext = createContext<Dialogs | null>(null);

/** Confirmations and choices as accessible modal dialogs (never window.confirm), one at a time. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  const current = useRef<Open | null>(null);
  const nextId = useRef(1);

  const dialogs = useMemo<Dialogs>(() => {
    function ask<A>(make: (settle: (answer: A | null) => void, id: number) => Open): Promise<A | null> {
      return new Promise((resolve) => {
        // A new question cancels one still open.
        current.current?.settle(null);
        const entry = make((answer) => {
          if (current.current === entry) {
            current.current = null;
            setOpen(null);
          }
          resolve(answer);
        }, nextId.current++);
        current.current = entry;
        setOpen(entry);
      });
    }
    return {
      confirm: (request) => ask<{ checked: boolean }>((settle, id) => ({ id, kind: "confirm", request, settle })),
      choose: <T extends string>(request: ChoiceRequest<T>) =>
        ask<string>((settle, id) => ({ id, kind: "choice", request, settle })) as Promise<T | null>,
    };
  }, []);

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {open?.kind === "confirm" ? <ConfirmDialog key={open.id} request={open.request} settle={open.settle} /> : null}
      {open?.kind === "choice" ? <ChoiceDialog key={open.id} request={open.request} settle={open.settle} /> : null}
    </DialogsContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error("useDialogs needs the admin shell's DialogProvider above it");
  return dialogs;
}

/** The admin's dialog frame: the request's title and message, dismissed with no answer. */
function AdminDialog({
  request,
  dismiss,
  initialFocus,
  children,
}: {
  request: { title: string; message?: ReactNode };
  dismiss: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <ModalDialog
      className="admin-dialog"
      title={request.title}
      description={request.message}
      onDismiss={dismiss}
      initialFocus={initialFocus}
    >
      {children}
    </ModalDialog>
  );
}

function ConfirmDialog({ request, settle }: { request: ConfirmRequest; settle: (answer: ConfirmAnswer) => void }) {
  const [checked, setChecked] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <AdminDialog
      request={request}
      dismiss={() => settle(null)}
      initialFocus={request.destructive ? cancelRef : confirmRef}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          settle({ checked });
        }}
      >
        {request.checkbox ? (
          <label className="admin-dialog__check">
            <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
            <span>{request.checkbox.label}</span>
          </label>
        ) : null}
        <div className="admin-dialog__actions">
          <button ref={cancelRef} type="button" className="btn btn--secondary" onClick={() => settle(null)}>
            {request.cancelLabel ?? "Cancel"}
          </button>
          <button
            ref={confirmRef}
            type="submit"
            className={request.destructive ? "btn btn--danger" : "btn btn--primary"}
          >
            {request.confirmLabel}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}

function ChoiceDialog({
  request,
  settle,
}: {
  request: ChoiceRequest<string>;
  settle: (answer: string | null) => void;
}) {
  return (
    <AdminDialog request={request} dismiss={() => settle(null)}>
      <div className="admin-dialog__choices">
        {request.choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className="btn btn--secondary admin-dialog__choice"
            onClick={() => settle(choice.value)}
          >
            <span>
              {choice.label}
              {choice.hint ? <span className="admin-dialog__choice-hint"> — {choice.hint}</span> : null}
            </span>
          </button>
        ))}
      </div>
      <div className="admin-dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={() => settle(null)}>
          Cancel
        </button>
      </div>
    </AdminDialog>
  );
}
