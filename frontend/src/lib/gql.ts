import type {
  ArgumentNode,
  DefinitionNode,
  DirectiveNode,
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  NamedTypeNode,
  NameNode,
  ObjectFieldNode,
  OperationDefinitionNode,
  OperationTypeNode,
  SelectionNode,
  SelectionSetNode,
  TypeNode,
  ValueNode,
  VariableDefinitionNode,
  VariableNode,
} from 'graphql';

/**
 * `gql` for the app's operations: the same DocumentNode graphql-tag builds (graphql-js's AST, without
 * `loc`), from a parser of executable documents only (operations, fragments, variables, directives,
 * values). graphql-js's parser and lexer, which also read schema definitions, are ~10 kB gzip of
 * the public entry that a visitor's browser would only spend on parsing our own constant queries
 * (issue 8). gql.test.ts checks every document against graphql-js's `parse`.
 *
 * Interpolations are strings (field lists) or documents made by this `gql` (fragments): their text
 * is spliced in and a fragment defined twice is kept once, as graphql-tag does.
 */

const sources = new WeakMap<DocumentNode, string>();
const cache = new Map<string, DocumentNode>();

export function gql(literals: string | readonly string[], ...args: unknown[]): DocumentNode {
  const parts = typeof literals === 'string' ? [literals] : literals;
  let text = parts[0]!;
  args.forEach((arg, i) => {
    if (typeof arg === 'string') text += arg;
    else {
      // A document from graphql-tag carries its text in `loc`.
      const doc = arg as DocumentNode;
      const source = sources.get(doc) ?? doc?.loc?.source.body;
      if (source === undefined) throw new Error('gql: interpolate strings or documents made by gql');
      text += source;
    }
    text += parts[i + 1]!;
  });
  const key = text.replace(/[\s,]+/g, ' ').trim();
  const cached = cache.get(key);
  if (cached) return cached;
  const parsed = new Parser(text).document();
  const seen = new Set<string>();
  const definitions = parsed.definitions.filter((d) => {
    if (d.kind !== 'FragmentDefinition') return true;
    if (seen.has(d.name.value)) return false;
    seen.add(d.name.value);
    return true;
  });
  const document: DocumentNode = { kind: 'Document' as DocumentNode['kind'], definitions };
  sources.set(document, text);
  cache.set(key, document);
  return document;
}

/** The text a document was made from (gql.test.ts compares the parse with graphql-js's). */
export function documentSource(document: DocumentNode): string | undefined {
  return sources.get(document);
}

type Token = { kind: 'punct' | 'name' | 'int' | 'float' | 'string' | 'eof'; value: string; block?: boolean };

const PUNCT = '!$&()[]{}:=@|';

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`gql: ${what} at ${i}: ${text.slice(Math.max(0, i - 20), i + 20)}`);
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (/[\s,\ufeff]/.test(c)) {
      i++;
    } else if (c === '.') {
      if (text.startsWith('...', i)) {
        tokens.push({ kind: 'punct', value: '...' });
        i += 3;
      } else fail('unexpected "."');
    } else if (PUNCT.includes(c)) {
      tokens.push({ kind: 'punct', value: c });
      i++;
    } else if (/[_A-Za-z]/.test(c)) {
      const m = /[_0-9A-Za-z]*/y;
      m.lastIndex = i;
      const value = m.exec(text)![0];
      tokens.push({ kind: 'name', value });
      i += value.length;
    } else if (/[-0-9]/.test(c)) {
      const m = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
      m.lastIndex = i;
      const match = m.exec(text) ?? fail('bad number');
      tokens.push({ kind: match[2] || match[3] ? 'float' : 'int', value: match[0] });
      i += match[0].length;
    } else if (text.startsWith('"""', i)) {
      const end = text.indexOf('"""', i + 3);
      if (end < 0) fail('unterminated block string');
      tokens.push({
        kind: 'string',
        value: blockString(text.slice(i + 3, end).replace(/\\"""/g, '"""')),
        block: true,
      });
      i = end + 3;
    } else if (c === '"') {
      let value = '';
      i++;
      for (;;) {
        const ch = text[i];
        if (ch === undefined || ch === '\n' || ch === '\r') fail('unterminated string');
        if (ch === '"') break;
        if (ch === '\\') {
          const e = text[i + 1];
          if (e === 'u') {
            value += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
            i += 6;
            continue;
          }
          const map: Record<string, string> = {
            '"': '"',
            '\\': '\\',
            '/': '/',
            b: '\b',
            f: '\f',
            n: '\n',
            r: '\r',
            t: '\t',
          };
          value += map[e ?? ''] ?? fail('bad escape');
          i += 2;
          continue;
        }
        value += ch;
        i++;
      }
      tokens.push({ kind: 'string', value });
      i++;
    } else fail(`unexpected "${c}"`);
  }
  tokens.push({ kind: 'eof', value: '' });
  return tokens;
}

/** GraphQL's block string value: common indentation and blank first and last lines removed. */
function blockString(raw: string): string {
  const lines = raw.split(/\r\n|[\n\r]/g);
  let common: number | null = null;
  for (const line of lines.slice(1)) {
    const indent = line.length - line.replace(/^[\t ]*/, '').length;
    if (indent < line.length && (common === null || indent < common)) common = indent;
  }
  const out = lines.map((line, i) => (i === 0 || common === null ? line : line.slice(common)));
  while (out.length && !out[0]!.trim()) out.shift();
  while (out.length && !out[out.length - 1]!.trim()) out.pop();
  return out.join('\n');
}

class Parser {
  private tokens: Token[];
  private pos = 0;

  constructor(text: string) {
    this.tokens = tokenize(text);
  }

  private peek(value?: string, kind: Token['kind'] = 'punct'): boolean {
    const t = this.tokens[this.pos]!;
    return value === undefined ? t.kind === kind : t.kind === kind && t.value === value;
  }

  private next(): Token {
    return this.tokens[this.pos++]!;
  }

  private expect(value: string): void {
    const t = this.next();
    if (t.kind !== 'punct' || t.value !== value)
      throw new SyntaxError(`gql: expected "${value}", found "${t.value}"`);
  }

  private skip(value: string): boolean {
    if (!this.peek(value)) return false;
    this.pos++;
    return true;
  }

  private many<T>(open: string, item: () => T, close: string): T[] {
    this.expect(open);
    const items: T[] = [];
    do items.push(item());
    while (!this.skip(close));
    return items;
  }

  document(): DocumentNode {
    const definitions: DefinitionNode[] = [];
    do definitions.push(this.definition());
    while (!this.peek(undefined, 'eof'));
    return { kind: 'Document' as DocumentNode['kind'], definitions };
  }

  private definition(): DefinitionNode {
    if (this.peek('{')) {
      return {
        kind: 'OperationDefinition',
        operation: 'query',
        name: undefined,
        variableDefinitions: [],
        directives: [],
        selectionSet: this.selectionSet(),
      } as unknown as OperationDefinitionNode;
    }
    const keyword = this.next();
    if (keyword.kind === 'name' && keyword.value === 'fragment') {
      const name = this.name();
      if (this.next().value !== 'on') throw new SyntaxError('gql: expected "on"');
      return {
        kind: 'FragmentDefinition',
        name,
        typeCondition: this.namedType(),
        directives: this.directives(),
        selectionSet: this.selectionSet(),
      } as unknown as FragmentDefinitionNode;
    }
    if (keyword.kind !== 'name' || !['query', 'mutation', 'subscription'].includes(keyword.value)) {
      throw new SyntaxError(`gql: unexpected "${keyword.value}"`);
    }
    return {
      kind: 'OperationDefinition',
      operation: keyword.value as OperationTypeNode,
      name: this.peek(undefined, 'name') ? this.name() : undefined,
      variableDefinitions: this.peek('(') ? this.many('(', () => this.variableDefinition(), ')') : [],
      directives: this.directives(),
      selectionSet: this.selectionSet(),
    } as unknown as OperationDefinitionNode;
  }

  private variableDefinition(): VariableDefinitionNode {
    const variable = this.variable();
    this.expect(':');
    const type = this.type();
    const defaultValue = this.skip('=') ? this.value(true) : undefined;
    return {
      kind: 'VariableDefinition',
      variable,
      type,
      defaultValue,
      directives: this.directives(),
    } as unknown as VariableDefinitionNode;
  }

  private variable(): VariableNode {
    this.expect('$');
    return { kind: 'Variable', name: this.name() } as unknown as VariableNode;
  }

  private type(): TypeNode {
    let type: TypeNode;
    if (this.skip('[')) {
      const inner = this.type();
      this.expect(']');
      type = { kind: 'ListType', type: inner } as unknown as TypeNode;
    } else type = this.namedType();
    if (this.skip('!')) return { kind: 'NonNullType', type } as unknown as TypeNode;
    return type;
  }

  private namedType(): NamedTypeNode {
    return { kind: 'NamedType', name: this.name() } as unknown as NamedTypeNode;
  }

  private name(): NameNode {
    const t = this.next();
    if (t.kind !== 'name') throw new SyntaxError(`gql: expected a name, found "${t.value}"`);
    return { kind: 'Name', value: t.value } as unknown as NameNode;
  }

  private selectionSet(): SelectionSetNode {
    return {
      kind: 'SelectionSet',
      selections: this.many('{', () => this.selection(), '}'),
    } as unknown as SelectionSetNode;
  }

  private selection(): SelectionNode {
    if (this.skip('...')) {
      const onType = this.peek('on', 'name');
      if (!onType && this.peek(undefined, 'name')) {
        return {
          kind: 'FragmentSpread',
          name: this.name(),
          directives: this.directives(),
        } as unknown as SelectionNode;
      }
      if (onType) this.pos++;
      return {
        kind: 'InlineFragment',
        typeCondition: onType ? this.namedType() : undefined,
        directives: this.directives(),
        selectionSet: this.selectionSet(),
      } as unknown as SelectionNode;
    }
    const first = this.name();
    let alias: NameNode | undefined;
    let name = first;
    if (this.skip(':')) {
      alias = first;
      name = this.name();
    }
    return {
      kind: 'Field',
      alias,
      name,
      arguments: this.arguments(false),
      directives: this.directives(),
      selectionSet: this.peek('{') ? this.selectionSet() : undefined,
    } as unknown as FieldNode;
  }

  private arguments(isConst: boolean): ArgumentNode[] {
    if (!this.peek('(')) return [];
    return this.many(
      '(',
      () => {
        const name = this.name();
        this.expect(':');
        return { kind: 'Argument', name, value: this.value(isConst) } as unknown as ArgumentNode;
      },
      ')',
    );
  }

  private directives(): DirectiveNode[] {
    const directives: DirectiveNode[] = [];
    while (this.skip('@')) {
      directives.push({
        kind: 'Directive',
        name: this.name(),
        arguments: this.arguments(false),
      } as unknown as DirectiveNode);
    }
    return directives;
  }

  private value(isConst: boolean): ValueNode {
    if (this.peek('$')) {
      if (isConst) throw new SyntaxError('gql: a variable in a constant value');
      return this.variable();
    }
    if (this.peek('[')) {
      this.pos++;
      const values: ValueNode[] = [];
      while (!this.skip(']')) values.push(this.value(isConst));
      return { kind: 'ListValue', values } as unknown as ValueNode;
    }
    if (this.peek('{')) {
      this.pos++;
      const fields: ObjectFieldNode[] = [];
      while (!this.skip('}')) {
        const name = this.name();
        this.expect(':');
        fields.push({ kind: 'ObjectField', name, value: this.value(isConst) } as unknown as ObjectFieldNode);
      }
      return { kind: 'ObjectValue', fields } as unknown as ValueNode;
    }
    const t = this.next();
    if (t.kind === 'int') return { kind: 'IntValue', value: t.value } as unknown as ValueNode;
    if (t.kind === 'float') return { kind: 'FloatValue', value: t.value } as unknown as ValueNode;
    if (t.kind === 'string')
      return { kind: 'StringValue', value: t.value, block: !!t.block } as unknown as ValueNode;
    if (t.kind === 'name') {
      if (t.value === 'true' || t.value === 'false') {
        return { kind: 'BooleanValue', value: t.value === 'true' } as unknown as ValueNode;
      }
      if (t.value === 'null') return { kind: 'NullValue' } as unknown as ValueNode;
      return { kind: 'EnumValue', value: t.value } as unknown as ValueNode;
    }
    throw new SyntaxError(`gql: unexpected "${t.value}" in a value`);
  }
}
