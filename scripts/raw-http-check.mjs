#!/usr/bin/env node
// Raw HTTP/1.1 requests no fetch() client can send (docs/decisions/158): a GET with a body, absolute-form request
// targets, folded and very many headers, conflicting lengths, raw bytes in the request line, methods the runtime
// does not know. They go over node:net to the built Worker served by workerd (scripts/serve-worker.mjs, a fresh
// migrated D1), on 127.0.0.1 only. A request passes when the answer is not a 5xx (the runtime's own HTTP parser
// may refuse it or close the connection; requests marked RUNTIME are answered by workerd itself and only recorded)
// and the Worker's output has no error line.
// Usage: npm run build && node scripts/raw-http-check.mjs   (part of `npm run reliability`)
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, prepareDatabase, startWorker } from './local.mjs';

const FORM = 'intent=hostile&email=raw%40example.test';

/**
 * Marks a request workerd's own HTTP layer answers before the Worker runs (a 500 or 501 with an "Uncaught
 * exception" from its C++ parser in the log): recorded, not failed, since in a deployment Cloudflare's front end
 * parses HTTP and the Worker cannot see these (docs/decisions/158). The Worker must still log nothing itself.
 */
const RUNTIME = 'runtime';

/** @param {string} host */
function requests(host) {
  const lines = (...l) => `${l.join('\r\n')}\r\n\r\n`;
  const many = Array.from({ length: 1_000 }, (_, i) => `X-Raw-${i}: ${i}`);
  return [
    ['GET with a body (Content-Length)', lines('GET / HTTP/1.1', `Host: ${host}`, `Content-Length: ${FORM.length}`, 'Connection: close') + FORM],
    ['GET with a chunked body', lines('GET /about HTTP/1.1', `Host: ${host}`, 'Transfer-Encoding: chunked', 'Connection: close') + `${FORM.length.toString(16)}\r\n${FORM}\r\n0\r\n\r\n`],
    ['HEAD with a body', lines('HEAD /api/health HTTP/1.1', `Host: ${host}`, 'Content-Length: 5', 'Connection: close') + 'hello'],
    ['GET with a body to the API', lines('GET /api/templates HTTP/1.1', `Host: ${host}`, 'Content-Length: 2', 'Content-Type: application/json', 'Connection: close') + '{}'],
    ['GET with a body to a site', lines('GET /sites/no-such-site/ HTTP/1.1', `Host: ${host}`, 'Content-Length: 2', 'Connection: close') + '{}'],
    ['absolute-form target, same host', lines(`GET http://${host}/about HTTP/1.1`, `Host: ${host}`, 'Connection: close'), RUNTIME],
    ['absolute-form target, another host', lines('GET http://evil.example/about HTTP/1.1', `Host: ${host}`, 'Connection: close'), RUNTIME],
    ['absolute-form target, POST', lines('POST http://evil.example/contact HTTP/1.1', `Host: ${host}`, `Origin: http://${host}`, 'Content-Type: application/x-www-form-urlencoded', `Content-Length: ${FORM.length}`, 'Connection: close') + FORM, RUNTIME],
    ['absolute-form https target', lines(`GET https://${host}/api/health HTTP/1.1`, `Host: ${host}`, 'Connection: close'), RUNTIME],
    ['authority-form target', lines(`GET ${host} HTTP/1.1`, `Host: ${host}`, 'Connection: close'), RUNTIME],
    ['asterisk-form OPTIONS', lines('OPTIONS * HTTP/1.1', `Host: ${host}`, 'Connection: close'), RUNTIME],
    ['header folding', lines('GET /about HTTP/1.1', `Host: ${host}`, 'X-Folded: first', ' second line', '\tthird line', 'Connection: close')],
    ['folded Cookie', lines('GET /dashboard HTTP/1.1', `Host: ${host}`, 'Cookie: fs_session=abc;', ' fs_admin=def', 'Connection: close')],
    ['1,000 headers', lines('GET /about HTTP/1.1', `Host: ${host}`, ...many, 'Connection: close')],
    ['one 100 KB header', lines('GET /about HTTP/1.1', `Host: ${host}`, `X-Big: ${'a'.repeat(100_000)}`, 'Connection: close')],
    ['100 KB request line', lines(`GET /about?q=${'b'.repeat(100_000)} HTTP/1.1`, `Host: ${host}`, 'Connection: close')],
    ['no Host (HTTP/1.1)', lines('GET /about HTTP/1.1', 'Connection: close')],
    ['no Host (HTTP/1.0)', lines('GET /about HTTP/1.0')],
    ['two Host headers', lines('GET /about HTTP/1.1', `Host: ${host}`, 'Host: evil.example', 'Connection: close'), RUNTIME],
    ['Host with a path', lines('GET /about HTTP/1.1', `Host: ${host}/x?y`, 'Connection: close'), RUNTIME],
    ['Host with raw bytes', lines('GET /about HTTP/1.1', 'Host: caf\u00e9\u00ff.example', 'Connection: close'), RUNTIME],
    ['Content-Length and Transfer-Encoding', lines('POST /contact HTTP/1.1', `Host: ${host}`, `Origin: http://${host}`, 'Content-Type: application/x-www-form-urlencoded', 'Content-Length: 4', 'Transfer-Encoding: chunked', 'Connection: close') + `${FORM.length.toString(16)}\r\n${FORM}\r\n0\r\n\r\n`],
    ['two different Content-Lengths', lines('POST /contact HTTP/1.1', `Host: ${host}`, `Origin: http://${host}`, 'Content-Type: application/x-www-form-urlencoded', 'Content-Length: 4', `Content-Length: ${FORM.length}`, 'Connection: close') + FORM, RUNTIME],
    ['Content-Length longer than the body', lines('POST /contact HTTP/1.1', `Host: ${host}`, `Origin: http://${host}`, 'Content-Type: application/x-www-form-urlencoded', 'Content-Length: 5000') + FORM],
    ['Content-Length negative', lines('POST /api/subscribe HTTP/1.1', `Host: ${host}`, 'Content-Type: application/json', 'Content-Length: -1', 'Connection: close') + '{}', RUNTIME],
    ['invalid chunk size', lines('POST /api/subscribe HTTP/1.1', `Host: ${host}`, 'Content-Type: application/json', 'Transfer-Encoding: chunked', 'Connection: close') + 'zz\r\n{}\r\n0\r\n\r\n'],
    ['Transfer-Encoding garbage', lines('POST /api/subscribe HTTP/1.1', `Host: ${host}`, 'Content-Type: application/json', 'Transfer-Encoding: gzip, identity', 'Connection: close') + '{}', RUNTIME],
    ['Expect: 100-continue', lines('POST /contact HTTP/1.1', `Host: ${host}`, `Origin: http://${host}`, 'Content-Type: application/x-www-form-urlencoded', `Content-Length: ${FORM.length}`, 'Expect: 100-continue', 'Connection: close') + FORM],
    ['unknown method FOO', lines('FOO / HTTP/1.1', `Host: ${host}`, 'Connection: close'), RUNTIME],
    ['lower-case method', lines('get / HTTP/1.1', `Host: ${host}`, 'Connection: close'), RUNTIME],
    ['WebDAV PROPFIND on a page', lines('PROPFIND /about HTTP/1.1', `Host: ${host}`, 'Depth: 1', 'Connection: close')],
    ['TRACE', lines('TRACE /api/health HTTP/1.1', `Host: ${host}`, 'Connection: close')],
    ['CONNECT', lines(`CONNECT ${host} HTTP/1.1`, `Host: ${host}`, 'Connection: close'), RUNTIME],
    ['PRI (HTTP/2 preface)', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', RUNTIME],
    ['HTTP/0.9 request', 'GET /\r\n'],
    ['HTTP/1.2', lines('GET / HTTP/1.2', `Host: ${host}`, 'Connection: close')],
    ['raw NUL in the path', lines('GET /about\u0000x HTTP/1.1', `Host: ${host}`, 'Connection: close')],
    ['raw UTF-8 in the path', lines('GET /caf\u00c3\u00a9 HTTP/1.1', `Host: ${host}`, 'Connection: close')],
    ['raw invalid UTF-8 in the path', lines('GET /\u00ff\u00fe/sites/x HTTP/1.1', `Host: ${host}`, 'Connection: close')],
    ['raw invalid UTF-8 in a site path', lines('GET /sites/no-such-site/\u00ff.html HTTP/1.1', `Host: ${host}`, 'Connection: close')],
    ['dot segments', lines('GET /sites/../../api/health HTTP/1.1', `Host: ${host}`, 'Connection: close')],
    ['encoded dot segments', lines('GET /sites/%2e%2e/%2e%2e/api/health HTTP/1.1', `Host: ${host}`, 'Connection: close')],
    ['backslashes', lines('GET /\\evil.example\\x HTTP/1.1', `Host: ${host}`, 'Connection: close')],
    ['double slash', lines('GET //evil.example/x HTTP/1.1', `Host: ${host}`, 'Connection: close')],
    ['percent alone', lines('GET /% HTTP/1.1', `Host: ${host}`, 'Connection: close')],
    ['invalid percent-encoding in .data', lines('GET /about.data%C3%28 HTTP/1.1', `Host: ${host}`, 'Connection: close')],
    ['raw bytes in a Cookie', lines('GET /dashboard HTTP/1.1', `Host: ${host}`, 'Cookie: fs_session=\u00ff\u00fe\u0001', 'Connection: close')],
    ['raw bytes in Authorization', lines('GET /api/v1/projects HTTP/1.1', `Host: ${host}`, 'Authorization: Bearer \u00ff\u0001', 'Connection: close')],
    ['header without a colon', lines('GET /about HTTP/1.1', `Host: ${host}`, 'NoColonHere', 'Connection: close')],
    ['header name with a space', lines('GET /about HTTP/1.1', `Host: ${host}`, 'Bad Name: x', 'Connection: close')],
    ['bare LF line endings', `GET /about HTTP/1.1\nHost: ${host}\nConnection: close\n\n`],
    ['PUT to a page with a form', lines('PUT /contact HTTP/1.1', `Host: ${host}`, `Origin: http://${host}`, 'Content-Type: application/x-www-form-urlencoded', `Content-Length: ${FORM.length}`, 'Connection: close') + FORM],
    ['form with an unknown charset', lines('POST /contact HTTP/1.1', `Host: ${host}`, `Origin: http://${host}`, 'Content-Type: application/x-www-form-urlencoded; charset=ebcdic-cp-us', `Content-Length: ${FORM.length}`, 'Connection: close') + FORM],
  ];
}

/** Sends raw bytes (latin1, so each char is one byte) and resolves with the status line, or how the connection ended. */
function send(port, raw) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    const done = (outcome) => {
      socket.destroy();
      resolve(outcome);
    };
    socket.setTimeout(10_000, () => done(data ? data.split('\r\n')[0] : 'timeout (no answer)'));
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('end', () => done(data ? data.split('\r\n')[0] : 'closed without an answer'));
    socket.on('error', (error) => done(data ? data.split('\r\n')[0] : `connection error: ${error.code ?? error.message}`));
    socket.write(Buffer.from(raw, 'latin1'));
  });
}

const persistTo = mkdtempSync(join(tmpdir(), 'fairstack-raw-'));
prepareDatabase({ persistTo });
const port = Number(process.env.PORT ?? (await freePort()));
const worker = await startWorker({
  port,
  persistTo,
  inspector: false,
  vars: { ENVIRONMENT: 'development', PAYMENT_PROVIDER: 'test', GENERATION_PROVIDER: 'composer' },
});
let failed = 0;
try {
  const host = `127.0.0.1:${port}`;
  for (const [name, raw, answeredBy] of requests(host)) {
    const before = worker.logs.length;
    const outcome = await send(port, raw);
    await new Promise((r) => setTimeout(r, 50));
    const logged = worker.logs.slice(before).join('');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(outcome)?.[1] ?? 0);
    // workerd's own refusals log an "Uncaught exception" from its C++ HTTP layer; anything else is the Worker's.
    const workerLog = logged.split('\n').filter((line) => !/workerd\/|^stack: |kj\/compat/.test(line)).join('\n');
    const errorLine = /"level":"error"|Uncaught|threw exception|Error:|could not be decoded/.exec(workerLog);
    const runtime = answeredBy === RUNTIME;
    const bad = (status >= 500 && !runtime) || errorLine;
    if (bad) failed += 1;
    const label = bad ? 'FAIL' : runtime ? 'rt  ' : 'ok  ';
    console.log(`${label} ${name.padEnd(40)} ${outcome.slice(0, 80)}${bad ? `\n     log: ${(workerLog.trim() || logged.trim()).slice(0, 400)}` : ''}`);
  }
} finally {
  worker.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
console.log(failed ? `${failed} raw request(s) answered 5xx or logged an error` : 'raw HTTP: no 5xx, no error logged');
process.exitCode = failed ? 1 : 0;
