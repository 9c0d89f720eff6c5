// A tiny static host on another origin (127.0.0.1:4174 vs the app on 4173), serving an embed page
// the way a course-notes site would.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';

const port = Number(process.argv[2] || 4174);
createServer(async (req, res) => {
  if (req.url === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  if (req.url?.startsWith('/host.html')) {
    const html = await readFile(new URL('./host.html', import.meta.url), 'utf8');
    res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    return;
  }
  if (req.url?.startsWith('/points.csv')) {
    res
      .writeHead(200, { 'content-type': 'text/csv', 'access-control-allow-origin': '*' })
      .end('x1,x2,y\n0.5,0.5,1\n-0.5,-0.4,-1\n0.9,-0.1,1\n-0.2,-0.8,-1\n');
    return;
  }
  if (req.url?.startsWith('/losses.csv')) {
    res
      .writeHead(200, { 'content-type': 'text/csv', 'access-control-allow-origin': '*' })
      .end('v1,v2\n-0.5,0\n1,0\n-1,0\n1,0\n');
    return;
  }
  res.writeHead(404).end('not found');
}).listen(port, '127.0.0.1');
