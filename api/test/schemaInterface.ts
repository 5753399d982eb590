// Reads api/src/db/schema.ts as the TypeScript compiler parses it (the TypeScript 6 nested in lint/:
// the project's own TypeScript 7 has no JavaScript API): each table of the `Database` interface with
// its columns, what values they hold, whether they may be null, and whether the database fills
// them in (Kysely's `Generated`).
import { readFileSync } from 'node:fs';
import ts from '../../lint/node_modules/typescript/lib/typescript.js';

/** What a column holds, as far as a database type maps to it; 'other' for anything else. */
export type ValueKind = 'number' | 'string' | 'other';

export interface InterfaceColumn {
  kind: ValueKind;
  nullable: boolean;
  generated: boolean;
}

export type InterfaceTables = Map<string, Map<string, InterfaceColumn>>;

const KEYWORD_KINDS: Partial<Record<ts.SyntaxKind, ValueKind>> = { [ts.SyntaxKind.NumberKeyword]: 'number', [ts.SyntaxKind.StringKeyword]: 'string' };

export function readSchemaInterface(file: string): InterfaceTables {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, ts.TypeNode>();
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement)) interfaces.set(statement.name.text, statement);
    if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type);
  }

  function columnOf(node: ts.TypeNode): InterfaceColumn {
    if (ts.isParenthesizedTypeNode(node)) return columnOf(node.type);
    if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName.getText(source);
      const [argument] = node.typeArguments ?? [];
      if (name === 'Generated' && argument) return { ...columnOf(argument), generated: true };
      const aliased = aliases.get(name);
      if (aliased) return columnOf(aliased);
    }
    if (ts.isUnionTypeNode(node)) {
      const isNull = (member: ts.TypeNode) => ts.isLiteralTypeNode(member) && member.literal.kind === ts.SyntaxKind.NullKeyword;
      const values = node.types.filter((member) => !isNull(member)).map(columnOf);
      const kinds = new Set(values.map((value) => value.kind));
      return {
        kind: kinds.size === 1 ? [...kinds][0]! : 'other',
        nullable: values.length < node.types.length || values.some((v) => v.nullable),
        generated: false,
      };
    }
    if (ts.isLiteralTypeNode(node)) {
      const kind = ts.isStringLiteral(node.literal) ? 'string' : ts.isNumericLiteral(node.literal) ? 'number' : 'other';
      return { kind, nullable: false, generated: false };
    }
    return { kind: KEYWORD_KINDS[node.kind] ?? 'other', nullable: false, generated: false };
  }

  /** The properties of an interface of this file; anything it cannot read plainly is an error, so nothing is left unchecked. */
  function propertiesOf(name: string): [string, ts.TypeNode][] {
    const declaration = interfaces.get(name);
    if (!declaration) throw new Error(`${file}: no interface ${name}`);
    if (declaration.heritageClauses?.length) throw new Error(`${file}: ${name} extends another type; list its columns in it`);
    return declaration.members.map((member) => {
      if (!ts.isPropertySignature(member) || !member.type || member.questionToken)
        throw new Error(`${file}: ${name} has a member that is not a plain column: ${member.getText(source)}`);
      return [member.name.getText(source), member.type];
    });
  }

  const tables: InterfaceTables = new Map();
  for (const [table, type] of propertiesOf('Database')) {
    if (!ts.isTypeReferenceNode(type)) throw new Error(`${file}: Database.${table} is not an interface of this file`);
    tables.set(table, new Map(propertiesOf(type.typeName.getText(source)).map(([column, node]) => [column, columnOf(node)])));
  }
  return tables;
}
