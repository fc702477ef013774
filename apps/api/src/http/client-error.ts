import http from 'node:http';
import type { Socket } from 'node:net';
import { messages } from './messages';

/**
 * Fastify's `clientErrorHandler`: requests Node refuses before any route runs (an over-long head,
 * a malformed request line) get 431/400 in the envelope, as the gateway answers them, instead of
 * Fastify's bare `{error, message: 'Client Error'}`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, messages.headTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, messages.invalidRequest]
        : [400, messages.invalidRequest];
  const body = JSON.stringify({ status: false, message, errors: [{ message }] });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
