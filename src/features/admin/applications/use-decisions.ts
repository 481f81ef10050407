import { useCallback, useEffect, useRef, useState } from "react";
import type { ApprovalType } from "~/shared/constants";
import type { CreatorApplicationDocument, WithId } from "~/shared/documents";
import { useAdminSession } from "../shared/admin-context";
import { useDialogs } from "../ui/dialogs";
import { useNotify } from "../ui/notices";
import { applicantName, TIER_LABELS } from "./format";
import { APPLICATION_MESSAGES, approveErrorMessage } from "./messages";
import { nextPendingAfter } from "./next-pending";

export type Application = WithId<CreatorApplicationDocument>;

export interface Decisions {
  /** Approve: asks Rising Star or Pro, or (with `tier`, from a shortcut) confirms that tier. */
  approve(application: Application, tier?: ApprovalType): Promise<void>;
  /** Reject: the product's confirmation, with the optional polite e-mail; deletes the application and its files. */
  reject(application: Application): Promise<void>;
  /** The application a decision is being sent for, if any. */
  busyId: string | null;
}

/** The tier to approve as: the shortcut's tier once confirmed, else the admin's choice; null when cancelled. */
async function askTier(
  dialogs: ReturnType<typeof useDialogs>,
  name: string,
  tier: ApprovalType | undefined,
): Promise<ApprovalType | null> {
  if (!tier) {
    return dialogs.choose<ApprovalType>({
      title: "Approve creator",
      message: `Approve ${name} as:`,
      choices: [
        { value: "rising_star", label: "Rising Star" },
        { value: "pro", label: "Pro" },
      ],
    });
  }
  const confirmed = await dialogs.confirm({
    title: `Approve as ${TIER_LABELS[tier]}?`,
    message: `${name} will be approved as a ${TIER_LABELS[tier]} creator and e-mailed.`,
    confirmLabel: `Approve as ${TIER_LABELS[tier]}`,
  });
  return confirmed ? tier : null;
}

/** One decision at a time: `run` does nothing while another runs; `busyId` is the one running. */
function useOneAtATime() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const busy = useRef(false);
  const run = useCallback(async (id: string, work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setBusyId(id);
    try {
      await work();
    } finally {
      busy.current = false;
      setBusyId(null);
    }
  }, []);
  return { busyId, busy, run };
}

/**
 * Approve and reject (docs/product.md §P7.1, §P8.2) for buttons and shortcuts alike; only pending applications can
 * be decided. After a decision the next pending application opens (`open`), so a queue can be
 * cleared without reaching for the mouse.
 */
export function useDecisions(items: readonly Application[], open: (id: string | null) => void): Decisions {
  const { api, admin, adminData } = useAdminSession();
  const dialogs = useDialogs();
  const notify = useNotify();
  const { busyId, busy, run } = useOneAtATime();
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);
  // What this screen has decided: the list can still show those as pending until its listener
  // answers (a page is listened to only after it has stayed on screen, see live-page.ts).
  const decided = useRef(new Set<string>());

  const openNext = useCallback(
    async (decidedId: string, snapshot: readonly Application[]) => {
      decided.current.add(decidedId);
      const undecided = (id: string) => !decided.current.has(id);
      let next = nextPendingAfter(snapshot, decidedId, decided.current);
      if (!next) {
        // None left on this page: the newest pending one anywhere.
        const page = await adminData.list("creator-applications", { status: "pending" }).catch(() => null);
        next = page?.items.find((item) => undecided(item.id))?.id ?? null;
      }
      open(next);
    },
    [adminData, open],
  );

  const approve = useCallback(
    async (application: Application, tier?: ApprovalType) => {
      if (application.status !== "pending" || busy.current) return;
      const approvalType = await askTier(dialogs, applicantName(application), tier);
      if (!approvalType) return;
      if (!admin.email) {
        notify.error(APPLICATION_MESSAGES.approveSignedOut);
        return;
      }
      const snapshot = latest.current;
      await run(application.id, async () => {
        try {
          const { emailSent } = await api.approveCreator({
            applicationId: application.id,
            approvalType,
            adminEmail: admin.email!,
          });
          notify.success(APPLICATION_MESSAGES.approved(emailSent));
        } catch (error) {
          notify.error(approveErrorMessage(error));
          return;
        }
        await openNext(application.id, snapshot);
      });
    },
    [admin.email, api, busy, dialogs, notify, openNext, run],
  );

  const reject = useCallback(
    async (application: Application) => {
      if (application.status !== "pending" || busy.current) return;
      const answer = await dialogs.confirm({
        title: `Reject ${applicantName(application)}?`,
        message: APPLICATION_MESSAGES.rejectQuestion,
        confirmLabel: "Reject and delete",
        destructive: true,
        checkbox: { label: APPLICATION_MESSAGES.politeEmail },
      });
      if (!answer) return;
      const snapshot = latest.current;
      await run(application.id, async () => {
        try {
          await api.deleteCreatorApplication({ applicationId: application.id, notifyApplicant: answer.checked });
          notify.success(APPLICATION_MESSAGES.rejected);
        } catch {
          notify.error(APPLICATION_MESSAGES.rejectFailed);
          return;
        }
        await openNext(application.id, snapshot);
      });
    },
    [api, busy, dialogs, notify, openNext, run],
  );

  return { approve, reject, busyId };
}
