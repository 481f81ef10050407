import type { FunctionResponse } from "@functions/firebase/http/entry-point";

/** What a function answered: its status (a redirect's too), the headers it set and its JSON body. */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** A response for calling an HTTP function in this process, which keeps what the function answers in `answer`. */
export function recordingResponse(): { res: FunctionResponse; answer: RecordedAnswer } {
  const answer: RecordedAnswer = { status: 0, headers: {}, body: undefined };
  const res: FunctionResponse = {
    status: (code) => {
      answer.status = code;
      return res;
    },
    set: (field, value) => {
      answer.headers[field] = value;
      return res;
    },
    json: (body) => {
      answer.body = body;
    },
    redirect: (code) => {
      answer.status = code;
    },
    write: () => true,
    end: () => undefined,
  };
  return { res, answer };
}
