import fs from 'node:fs';
import path from 'node:path';
import { parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentSource, gql } from './gql.ts';

/** graphql-js's AST without `loc` and undefined members, fragments kept once (as gql does). */
function reference(text: string): unknown {
  const doc = parse(text, { noLocation: true });
  const seen = new Set<string>();
  const definitions = doc.definitions.filter((d) => {
    if (d.kind !== 'FragmentDefinition') return true;
    if (seen.has(d.name.value)) return false;
    seen.add(d.name.value);
    return true;
  });
  return JSON.parse(JSON.stringify({ ...doc, definitions }));
}

const plain = (doc: DocumentNode): unknown => JSON.parse(JSON.stringify(doc));

const srcDir = path.resolve(import.meta.dirname, '..');
function filesWithDocuments(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesWithDocuments(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || file.endsWith('gql.ts')) return [];
    return fs.readFileSync(file, 'utf8').includes('gql`') ? [file] : [];
  });
}

describe('gql', () => {
  it('parses what graphql-js parses, into the same AST', () => {
    const text = `
      # a comment
      query Q($id: ID!, $list: [Int!]! = [1, 2], $f: Filter = { a: "x\\"y\\u00e9", b: 1.5e3, c: ENUM, d: null, e: true })
        @live {
        alias: field(arg: $id, other: [1, -2.5]) @include(if: true) { id, ...Frag ... on Type @skip(if: false) { x } ... { y } }
        block(text: """
          first
            indented
        """)
      }
      mutation { doIt(input: {}) }
      subscription S { onEvent { id } }
      { shorthand }
      fragment Frag on Type { id }
    `;
    expect(plain(gql(text))).toEqual(reference(text));
  });

  it('splices string and document interpolations and keeps a fragment once', () => {
    const fragment = gql`
      fragment F on T {
        id
      }
    `;
    const fields = 'a b';
    const doc = gql`
      ${fragment}
      ${fragment}
      query Q {
        t { ...F ${fields} }
      }
    `;
    expect(doc.definitions.map((d) => d.kind)).toEqual(['FragmentDefinition', 'OperationDefinition']);
    expect(plain(doc)).toEqual(reference(documentSource(doc)!));
    expect(gql`
      query Q {
        t {
          ...F
          a
          b
        }
      }
      ${fragment}
    `).toBe(gql`
      query Q {
        t {
          ...F
          a
          b
        }
      }
      ${fragment}
    `);
  });

  it('rejects what is not an executable document', () => {
    expect(
      () => gql`
        type T {
          id: ID
        }
      `,
    ).toThrow(SyntaxError);
    expect(() => gql`query { a(b: "unterminated) }`).toThrow(SyntaxError);
    expect(() => gql`query { a `).toThrow(SyntaxError);
  });

  const files = filesWithDocuments(srcDir);
  it('finds the app documents', () => expect(files.length).toBeGreaterThan(30));
  for (const file of files) {
    it(`builds ${path.relative(srcDir, file)}'s documents as graphql-js parses them`, async () => {
      const exports = (await import(file)) as Record<string, unknown>;
      const documents = Object.values(exports).filter(
        (v): v is DocumentNode =>
          typeof v === 'object' && v !== null && (v as DocumentNode).kind === 'Document',
      );
      for (const doc of documents) expect(plain(doc)).toEqual(reference(documentSource(doc)!));
    });
  }
});
