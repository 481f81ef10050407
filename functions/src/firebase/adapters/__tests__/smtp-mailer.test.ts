import { createServer, type AddressInfo, type Server } from "node:net";
import { createSmtpMailer } from "../smtp-mailer";

/** A minimal SMTP sink: enough of RFC 5321 for nodemailer, recording each message's DATA. */
function startSmtpSink(): Promise<{ server: Server; port: number; messages: string[]; recipients: string[] }> {
  const messages: string[] = [];
  const recipients: string[] = [];
  const server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 sink ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        const command = line.toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith("RCPT TO:")) recipients.push(line.slice("RCPT TO:".length).trim());
        if (command.startsWith("EHLO") || command.startsWith("HELO")) socket.write("250 sink\r\n");
        else if (command.startsWith("DATA")) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (command.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.address() as AddressInfo).port, messages, recipients }),
    ),
  );
}

const message = {
  to: { address: "ada@example.com", name: "Ada Lovelace" },
  subject: "Approved",
  text: "You earn £200 per video.",
  html: "<p>You earn £200 per video.</p>",
};

/** A mailer for the sink on this machine at `port`, from the test sender, not configured unless told. */
function mailerAt(port: number, options: Partial<Parameters<typeof createSmtpMailer>[0]> = {}) {
  return createSmtpMailer({
    host: "127.0.0.1",
    port,
    from: { name: "Reelmark", address: "hello@reelmark.test" },
    configured: false,
    ...options,
  });
}

it("delivers text and HTML over SMTP from the configured sender", async () => {
  const sink = await startSmtpSink();
  const mailer = mailerAt(sink.port);
  expect(mailer.configured).toBe(false);
  expect(await mailer.send(message)).toEqual({ delivered: true });
  sink.server.close();
  expect(sink.messages).toHaveLength(1);
  const raw = sink.messages[0]!;
  expect(raw).toMatch(/^To: Ada Lovelace <ada@example\.com>/m);
  expect(sink.recipients).toEqual(["<ada@example.com>"]);
  expect(raw).toMatch(/^From: Reelmark <hello@reelmark\.test>/m);
  expect(raw).toMatch(/^Subject: Approved/m);
  expect(raw).toContain("text/plain");
  expect(raw).toContain("text/html");
});

it("never sends real (configured) mail in clear text: a server without STARTTLS gets nothing", async () => {
  const sink = await startSmtpSink();
  const logged: string[] = [];
  const mailer = mailerAt(sink.port, {
    user: "mailer",
    password: "secret-password",
    configured: true,
    log: (line) => logged.push(line),
  });
  expect(await mailer.send(message)).toEqual({ delivered: false });
  sink.server.close();
  expect(sink.messages).toEqual([]);
  expect(logged.join("\n")).not.toContain("secret-password");
});

it("answers delivered false and logs why, not the address, when the server is unreachable", async () => {
  const sink = await startSmtpSink();
  const port = sink.port;
  await new Promise((resolve) => sink.server.close(resolve));
  const log = vi.fn();
  const mailer = mailerAt(port, { configured: true, log });
  expect(await mailer.send(message)).toEqual({ delivered: false });
  expect(log).toHaveBeenCalledWith(expect.stringContaining("delivery failed"));
  // The log says why, never to whom.
  expect(JSON.stringify(log.mock.calls)).not.toContain("ada@example.com");
});

it.each(["ada@example.com,eve@evil.test", "ada@example.com;eve@evil.test", "ada@example.com>,<eve@evil.test"])(
  "never sends to an address list (%s): one field, one recipient",
  async (address) => {
    const sink = await startSmtpSink();
    const log = vi.fn();
    const mailer = mailerAt(sink.port, { log });
    expect(await mailer.send({ ...message, to: { address } })).toEqual({ delivered: false });
    sink.server.close();
    expect(sink.recipients).toEqual([]);
    expect(log).toHaveBeenCalledWith("[mail] refused a recipient that is not exactly one address");
  },
);

it("passes the core's extra headers through unchanged, e.g. a long List-Unsubscribe URL on one line", async () => {
  const sink = await startSmtpSink();
  const mailer = mailerAt(sink.port);
  const url = `https://reelmark.example/api/unsubscribe/one-click?token=${"u.n.".padEnd(160, "x")}`;
  const headers = { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  expect(await mailer.send({ ...message, headers })).toEqual({ delivered: true });
  sink.server.close();
  const lines = sink.messages[0]!.split("\r\n");
  expect(lines).toContain(`List-Unsubscribe: <${url}>`);
  expect(lines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
});
