import http from 'node:http';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { REQUEST_ID_HEADER, requestIdOr } from '../../../libs/shared/domain/src/request-id.ts';

/** How long a refused body may keep coming after the 413 before the connection is cut (as nginx's lingering_time). */
export const LINGER_MS = 10_000;

/** Gateway refusals in the spec's envelope `{status, message, errors}`, in the shop's Indonesian. */
export const GATEWAY_MESSAGES = {
  unavailable: 'Layanan sedang tidak tersedia, silahkan coba kembali',
  tooLarge: 'Data yang dikirim terlalu besar',
  headTooLarge: 'Permintaan terlalu besar, silahkan muat ulang halaman',
  invalidAddress: 'Alamat permintaan tidak valid',
  invalidRequest: 'Permintaan tidak valid',
};

const envelopeBody = (message) => JSON.stringify({ status: false, message, errors: [{ message }] });

/** Answers a refusal in the envelope (if nothing was sent yet) and ends the response. */
export function sendEnvelope(res, status, message) {
  if (res.headersSent) return res.destroy();
  const body = envelopeBody(message);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * `server.on('clientError')`: requests Node refuses before any handler runs (an over-long head,
 * a malformed request line) get a 431/400 in the envelope instead of a bare status line.
 */
export function answerClientError(error, socket) {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, GATEWAY_MESSAGES.headTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, GATEWAY_MESSAGES.invalidRequest]
        : [400, GATEWAY_MESSAGES.invalidRequest];
  const body = envelopeBody(message);
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

const isMultipart = (req) => /^multipart\//i.test(String(req.headers['content-type'] ?? ''));

/**
 * 413 in the envelope for a body over the limit, while the client may still be sending it: the
 * answer is written at once but the connection stays open, the rest of the body read and dropped,
 * until the body ends (then the response ends and the connection closes) or LINGER_MS pass. Closing
 * at once would make the client's next write fail (EPIPE) before it reads the answer.
 */
export function refuseBody(req, res) {
  if (res.headersSent) return res.destroy();
  const body = envelopeBody(GATEWAY_MESSAGES.tooLarge);
  res.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  res.write(body);
  const linger = setTimeout(() => res.destroy(), LINGER_MS);
  const finish = () => {
    clearTimeout(linger);
    res.end();
  };
  if (req.complete) return finish();
  req.on('end', finish);
  req.on('error', finish);
  req.resume();
}

/**
 * Forwards one HTTP request to `target` ({host, port}) at `path`, streaming both ways. The client
 * address goes along as X-Forwarded-For (replacing any the client sent: the gateway is the first hop).
 * With `bodyLimit`, a non-multipart body over it is answered 413 here (as the API would), so an
 * API that stops reading an oversize body never turns into a 502.
 */
export function proxyRequest(req, res, target, path, { bodyLimit } = {}) {
  const limit = bodyLimit && !isMultipart(req) ? bodyLimit : null;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (limit && declared > limit) return refuseBody(req, res);
  const headers = {
    ...req.headers,
    host: `${target.host}:${target.port}`,
    'x-forwarded-host': req.headers.host ?? '',
    'x-forwarded-proto': 'http',
    'x-forwarded-for': req.socket.remoteAddress ?? '',
    // The client's id when well formed, else a new one: the page server and the API log it (decision 021).
    [REQUEST_ID_HEADER]: requestIdOr(req.headers[REQUEST_ID_HEADER], randomUUID),
  };
  let answered = false;
  const upstream = http.request({ host: target.host, port: target.port, method: req.method, path, headers }, (up) => {
    answered = true;
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => {
    // The upstream already answered (e.g. it refused the body and closed): that answer stands.
    if (answered || res.headersSent) return;
    sendEnvelope(res, 502, GATEWAY_MESSAGES.unavailable);
  });
  if (limit) {
    // A body without a declared length (chunked) is counted as it streams.
    let received = 0;
    const count = (chunk) => {
      received += chunk.length;
      if (received > limit && !answered) {
        answered = true;
        req.off('data', count);
        req.unpipe(upstream);
        upstream.destroy();
        refuseBody(req, res);
      }
    };
    req.on('data', count);
  }
  req.pipe(upstream);
}

/** Forwards a WebSocket upgrade (Vite's HMR in development). */
export function proxyUpgrade(req, socket, head, target, path) {
  const conn = net.connect(target.port, target.host, () => {
    const lines = [`${req.method} ${path} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    conn.write(lines.join('\r\n') + '\r\n\r\n');
    if (head?.length) conn.write(head);
    socket.pipe(conn).pipe(socket);
  });
  const close = () => {
    conn.destroy();
    socket.destroy();
  };
  conn.on('error', close);
  socket.on('error', close);
}
