// The machine's limit for this stack: a bare Express handler answering, from memory, the same
// bytes as the gateway's `GET /api/home/all`. Started by run.ts as its own process.
import fs from 'node:fs';
import express from 'express';

const [port, bodyFile] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile!, 'utf8');
const app = express();
app.get('/api/home/all', (_req, res) => {
  res.type('application/json').send(body);
});
const server = app.listen(Number(port), '127.0.0.1', () => {
  process.send?.('ready');
});
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
