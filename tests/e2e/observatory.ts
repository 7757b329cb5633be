import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * Tools to grade the intake service with the MDN HTTP Observatory's scanner on this machine. The
 * Observatory only grades sites it can reach over https on the same host name as over http, so a
 * small TLS front stands in for the proxy the service runs behind in production (server/README.md):
 * plain http on its port answers 301 to https, and https on the same port is passed to the service.
 */

/** Starts the real service (`node --import tsx server/main.ts`) on a free port. */
export async function startService(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      NODE_ENV: 'production',
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start:\n${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code}:\n${output}`));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A throw-away certificate for 127.0.0.1 (openssl), valid for a day. */
function makeCertificate(dir: string) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  return { key, cert };
}

/**
 * The TLS front: one port that answers plain http with a redirect to https and passes https
 * requests to `target` unchanged (method, path, headers and body; the answer as it comes).
 */
export async function startTlsFront(target: string, dir: string) {
  const { key, cert } = makeCertificate(dir);
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const tls = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, forward);
  const plain = createHttpServer((req, res) => {
    res.writeHead(301, { location: `https://${req.headers.host}${req.url ?? '/'}` }).end();
  });
  // A TLS connection starts with a handshake record (byte 22); anything else is plain http.
  const front = createNetServer((socket) => {
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 22 ? tls : plain).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    certFile: cert,
    close: async () => {
      for (const server of [tls, plain]) server.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
    },
  };
}

export type ObservatoryResult = {
  scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number; data: unknown }>;
};

/** Runs the Observatory's scanner against `host` in its own process, trusting the front's certificate. */
export function observatoryScan(host: string, certFile: string): Promise<ObservatoryResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['tests/e2e/observatory-scan.mjs', host],
      {
        env: { NODE_ENV: 'production', PATH: process.env.PATH, HOME: process.env.HOME, NODE_EXTRA_CA_CERTS: certFile },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`observatory scan failed: ${error.message}\n${stderr}`));
        resolve(JSON.parse(stdout) as ObservatoryResult);
      },
    );
  });
}
