// Two-way pairs of the gateway's import graph: modules A ≠ B where a non-test file of A imports B
// and one of B imports A; then the same between the layers (db/, seed/, lib/, http/, graphql/) and
// modules. `node gateway/scripts/module-pairs.ts [gateway/src]` (tests wire everything: left out).
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(process.argv[2] ?? 'gateway/src');
const files = (fs.readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[]).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('generated'),
);
/** modules/<m>/… → <m>; db/…, seed/…, lib/… → that folder; others → null. */
const unit = (rel: string): string | null => {
  const parts = rel.split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return parts[1]!;
  if (['db', 'seed', 'lib', 'http', 'graphql'].includes(parts[0]!)) return `${parts[0]}/`;
  return null;
};
const edges = new Map<string, Set<string>>();
for (const f of files) {
  const from = unit(f);
  if (!from) continue;
  const text = fs.readFileSync(path.join(src, f), 'utf8');
  for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const to = unit(path.relative(src, path.resolve(src, path.dirname(f), m[1]!)));
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)!.add(to);
  }
}
const pairs: string[] = [];
for (const [a, tos] of edges)
  for (const b of tos) if (a < b && edges.get(b)?.has(a)) pairs.push(`${a} ⇄ ${b}`);
const modulePairs = pairs.filter((p) => !p.includes('/'));
console.log(`two-way module pairs: ${modulePairs.length}`);
for (const p of modulePairs) console.log(`  ${p}`);
console.log(`two-way layer pairs: ${pairs.length - modulePairs.length}`);
for (const p of pairs.filter((q) => q.includes('/'))) console.log(`  ${p}`);
