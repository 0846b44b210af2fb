import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO 8601 date-time string',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(value as string);
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue(value) {
    const date = new Date(value as string);
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) {
      throw new GraphQLError('DateTime must be an ISO 8601 string', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return date;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime())) {
      throw new GraphQLError('DateTime must be an ISO 8601 string', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return new Date(ast.value);
  },
});

function literalToJson(ast: import('graphql').ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value)]));
    case Kind.LIST:
      return ast.values.map(literalToJson);
    default:
      return null;
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Arbitrary JSON value',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literalToJson,
});
