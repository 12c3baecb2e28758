import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** A static server for the built site on 127.0.0.1 and a random port. */
export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves `root` (the `dist/` folder) under the URL path `prefix` (`/` by default, or a sub-path such as
 * `/projects/lights-out/`, as a project page is served); unknown paths get 404, never files outside the root.
 */
export async function serveStatic(root: string, prefix = '/'): Promise<StaticServer> {
  const base = resolve(root);
  const server: Server = createServer(async (req, res) => {
    const url = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!url.startsWith(prefix)) {
      res.writeHead(404).end('not found');
      return;
    }
    const path = `/${url.slice(prefix.length)}`;
    const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
