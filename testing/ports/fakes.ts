import type { Clock, HumanCheck, Mailer, MailMessage } from "@functions/core/ports";

export interface RecordingMailer extends Mailer {
  readonly sent: MailMessage[];
  /** Make the next sends fail to deliver. */
  failDelivery: boolean;
}

export function createRecordingMailer(options: { configured?: boolean } = {}): RecordingMailer {
  const mailer: RecordingMailer = {
    configured: options.configured ?? true,
    sent: [],
    failDelivery: false,
    async send(message) {
      if (mailer.failDelivery) return { delivered: false };
      mailer.sent.push(message);
      return { delivered: true };
    },
  };
  return mailer;
}

export interface ScriptedHumanCheck extends HumanCheck {
  /** Tokens seen, with the remote IP. */
  readonly calls: Array<{ token: string; remoteIp?: string }>;
}

/** Enforced mode accepts exactly the token "human"; skipped mode accepts anything. */
export function createScriptedHumanCheck(mode: HumanCheck["mode"] = "enforced"): ScriptedHumanCheck {
  const calls: Array<{ token: string; remoteIp?: string }> = [];
  return {
    mode,
    calls,
    async verify(token, remoteIp) {
      calls.push({ token, remoteIp });
      return mode === "skipped" || token === "human";
    },
  };
}

export interface ManualClock extends Clock {
  advance(ms: number): void;
}

export function createManualClock(start = "2026-05-01T09:00:00.000Z"): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}
