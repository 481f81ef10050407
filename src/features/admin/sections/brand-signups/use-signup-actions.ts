import { useCallback, useState } from "react";
import type { BrandSignupStatus } from "~/shared/constants";
import type { BrandSignupDocument, WithId } from "~/shared/documents";
import { useAdminSession } from "../../shared/admin-context";
import { useNotify } from "../../ui/notices";
import { BRAND_SIGNUP_MESSAGES } from "./messages";

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
 * Status, meeting flag and delete for one sign-up. A control shows the new value at once, keeps
 * it until the live list catches up, and goes back to the stored one if the call fails, with
 * the product's message for that action.
 */
export function useSignupActions(signup: WithId<BrandSignupDocument>) {
  const { id } = signup;
  const { adminData } = useAdminSession();
  const notify = useNotify();
  const [status, setStatusChoice] = useState<Chosen<BrandSignupStatus> | null>(null);
  const [meeting, setMeetingChoice] = useState<Chosen<boolean> | null>(null);
  const [deleting, setDeleting] = useState(false);

  const setStatus = useCallback(
    async (value: BrandSignupStatus) => {
      setStatusChoice({ value, until: IN_FLIGHT });
      try {
        const { updated_at } = await adminData.updateBrandSignup(id, { status: value });
        setStatusChoice((current) => (current?.value === value ? { value, until: updated_at } : current));
      } catch {
        setStatusChoice(null);
        notify.error(BRAND_SIGNUP_MESSAGES.statusFailed);
      }
    },
    [adminData, id, notify],
  );

  const setMeeting = useCallback(
    async (value: boolean) => {
      setMeetingChoice({ value, until: IN_FLIGHT });
      try {
        const { updated_at } = await adminData.updateBrandSignup(id, { meeting_signed_up: value });
        setMeetingChoice((current) => (current?.value === value ? { value, until: updated_at } : current));
      } catch {
        setMeetingChoice(null);
        notify.error(BRAND_SIGNUP_MESSAGES.meetingFailed);
      }
    },
    [adminData, id, notify],
  );

  const remove = useCallback(async () => {
    setDeleting(true);
    try {
      await adminData.deleteBrandSignup(id);
      notify.success(BRAND_SIGNUP_MESSAGES.deleted);
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
