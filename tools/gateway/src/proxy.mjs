import http from 'node:http';
import net from 'node:net';

/** Forwards one HTTP request to `target` ({host, port}) at `path`, streaming both ways. */
export function proxyRequest(req, res, target, path) {
  const headers = {
    ...req.headers,
    host: `${target.host}:${target.port}`,
    'x-forwarded-host': req.headers.host ?? '',
    'x-forwarded-proto': 'http',
    'x-forwarded-for': req.socket.remoteAddress ?? '',
  };
  const upstream = http.request({ host: target.host, port: target.port, method: req.method, path, headers }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ status: false, message: 'Layanan sedang tidak tersedia, silahkan coba kembali', errors: [] }));
  });
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
