import { useCallback, useState } from "react";
import type { BrandSignupDocument, WithId } from "~/shared/documents";
import { useAdminSession } from "../../shared/admin-context";
import { useNotify } from "../../ui/notices";
import { BRAND_SIGNUP_MESSAGES } from "./messages";
import { focusSectionHeading } from "../../ui/section-header";

/** A value the admin chose, shown until the stored sign-up is at least as new as the write. */
interface Chosen<T> {
  value: T;
  /** The write's `updated_at`; while the call is under way, later than any stored time. */
  until: string;
}

const IN_FLIGHT = "\uffff";

function shownValue<T>(stored: T, chosen: Chosen<T> | null, storedAt: string): T {
  return chosen && storedAt < chosen.until ? chosen.value : stored;
}

/**
 * One field of a sign-up that a control sets: the chosen value at once, kept until the live list catches
 * up; the stored one again, with the product's `failed` message, if the write fails.
 */
function useChosenField<Field extends "status" | "meeting_signed_up">(id: string, field: Field, failed: string) {
  const { adminData } = useAdminSession();
  const notify = useNotify();
  const [chosen, setChosen] = useState<Chosen<BrandSignupDocument[Field]> | null>(null);
  const choose = useCallback(
    async (value: BrandSignupDocument[Field]) => {
      setChosen({ value, until: IN_FLIGHT });
      try {
        const changes = { [field]: value } as Pick<BrandSignupDocument, Field>;
        const { updated_at } = await adminData.updateBrandSignup(id, changes);
        setChosen((current) => (current?.value === value ? { value, until: updated_at } : current));
      } catch {
        setChosen(null);
        notify.error(failed);
      }
    },
    [adminData, id, field, failed, notify],
  );
  return [chosen, choose] as const;
}

/** Status, meeting flag and delete for one sign-up, each failure told with the product's message for it. */
export function useSignupActions(signup: WithId<BrandSignupDocument>) {
  const { id } = signup;
  const { adminData } = useAdminSession();
  const notify = useNotify();
  const [status, setStatus] = useChosenField(id, "status", BRAND_SIGNUP_MESSAGES.statusFailed);
  const [meeting, setMeeting] = useChosenField(id, "meeting_signed_up", BRAND_SIGNUP_MESSAGES.meetingFailed);
  const [deleting, setDeleting] = useState(false);

  const remove = useCallback(async () => {
    setDeleting(true);
    try {
      await adminData.deleteBrandSignup(id);
      notify.success(BRAND_SIGNUP_MESSAGES.deleted);
      focusSectionHeading();
    } catch {
      setDeleting(false);
      notify.error(BRAND_SIGNUP_MESSAGES.deleteFailed);
    }
  }, [adminData, id, notify]);

  return {
    status: shownValue(signup.status, status, signup.updated_at),
    meeting: shownValue(signup.meeting_signed_up, meeting, signup.updated_at),
    deleting,
    setStatus,
    setMeeting,
    remove,
  };
}
