import path from 'node:path';
import ts from 'typescript';

/**
 * Every text the API can send as a `message`, read from the source with TypeScript's own
 * checker, as templates: the fixed words with `{0}`, `{1}` … where a value is filled in. It
 * feeds the test that each one has a translation, so a new refusal cannot ship in English only.
 *
 * What counts as a message:
 * - the message argument of the error helpers (`badRequest('…')`, `notFound('Provider')` as
 *   'Provider not found', `new AppError(code, status, '…')`);
 * - a `message` or `error` property whose value is text (envelopes, zod's `{ error: '…' }`);
 * - the text argument of zod's checks in the shared schemas (`.min(1, '…')`, `.refine(f, '…')`).
 * A value whose type is a union of literals is expanded to each literal; any other value
 * (a number, a name) becomes a placeholder.
 */

const zodChecks = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'refine',
  'startsWith',
  'endsWith',
  'nonempty',
  'multipleOf',
]);
const messageProperties = new Set(['message', 'error']);

export interface MessageSource {
  template: string;
  where: string;
}

const logLevels = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);

/** Parameters that carry a person's message, by name, in any function of ours. */
const messageParameters = new Set(['message', 'why']);
const MAX_DEPTH = 5;

export function collectMessageTemplates(root: string): MessageSource[] {
  const configPath = path.join(root, 'apps/api/tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  const program = ts.createProgram(config.fileNames, config.options);
  const reader = new MessageReader(program.getTypeChecker());
  const found: MessageSource[] = [];

  const sources = program.getSourceFiles().filter((file) => {
    const relative = path.relative(root, file.fileName);
    if (relative.startsWith('..') || relative.includes('node_modules')) return false;
    if (/\.test\.ts$|[/\\]test[/\\]|testing[/\\]/.test(relative)) return false;
    // Adapters speak for third parties (a bank's reason stays the bank's words).
    if (relative.startsWith('apps/api/src/adapters/')) return false;
    return relative.startsWith('apps/api/src/') || relative.startsWith('packages/shared/src/');
  });

  for (const file of sources) {
    const relative = path.relative(root, file.fileName);
    const inShared = relative.startsWith('packages/shared/');
    const add = (node: ts.Node, texts: string[]) => {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      for (const template of texts) {
        if (/[A-Za-z]{2,}/.test(template)) {
          found.push({ template, where: `${relative}:${line + 1}` });
        }
      }
    };

    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const args = node.arguments ?? [];
        if (ts.isPropertyAccessExpression(callee) && logLevels.has(callee.name.text)) {
          // A log line is for us, in English.
        } else if (ts.isIdentifier(callee) && callee.text === 'notFound' && args[0]) {
          add(
            node,
            reader.texts(args[0]).map((t) => `${t} not found`),
          );
        } else if (
          inShared &&
          ts.isPropertyAccessExpression(callee) &&
          zodChecks.has(callee.name.text)
        ) {
          for (const argument of args) {
            if (isTextLiteral(argument)) add(argument, reader.texts(argument));
          }
        } else {
          reader
            .messageArguments(node)
            .forEach((argument) => add(argument, reader.texts(argument)));
        }
      } else if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        messageProperties.has(node.name.text)
      ) {
        add(node, reader.texts(node.initializer));
      } else if (
        ts.isParameter(node) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer) &&
        relative === 'apps/api/src/lib/errors.ts'
      ) {
        // The helpers' own defaults: unauthorized() says 'Please sign in again'.
        add(node, [node.initializer.text]);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    for (const { node, values } of reader.takeValueWords()) add(node, values);
  }
  return found;
}

function isTextLiteral(node: ts.Node): boolean {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node)
  );
}

const SLOT = '\u0000';

/** Numbers the open slots of a template in the order they stand: {0}, {1} … */
function numberSlots(template: string): string {
  let slot = 0;
  return template.replaceAll(SLOT, () => `{${slot++}}`);
}

/**
 * Reads what text an expression can be, following constants, the functions that make a message
 * and concatenation. A value it cannot know becomes a slot.
 */
class MessageReader {
  private valueWords: { node: ts.Node; values: string[] }[] = [];

  constructor(private readonly checker: ts.TypeChecker) {}

  /** The arguments of a call that go to a parameter named for a message. */
  messageArguments(call: ts.CallExpression | ts.NewExpression): ts.Expression[] {
    const signature = this.checker.getResolvedSignature(call);
    const declaration = signature?.getDeclaration();
    if (!declaration || declaration.getSourceFile().fileName.includes('node_modules')) return [];
    return (call.arguments ?? []).filter((_, index) => {
      const parameter = declaration.parameters[index];
      return (
        parameter && ts.isIdentifier(parameter.name) && messageParameters.has(parameter.name.text)
      );
    });
  }

  /** Words a message fills in from a table (a status's name): each needs words of its own. */
  takeValueWords() {
    const taken = this.valueWords;
    this.valueWords = [];
    return taken;
  }

  texts(node: ts.Expression): string[] {
    return [...new Set(this.read(node, 0).map(numberSlots))];
  }

  private read(node: ts.Expression, depth: number): string[] {
    if (depth > MAX_DEPTH) return [];
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node)
    ) {
      return this.read(node.expression, depth);
    }
    if (ts.isConditionalExpression(node)) {
      return [...this.read(node.whenTrue, depth), ...this.read(node.whenFalse, depth)];
    }
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      if (operator === ts.SyntaxKind.QuestionQuestionToken) {
        return [...this.read(node.left, depth), ...this.read(node.right, depth)];
      }
      if (operator === ts.SyntaxKind.PlusToken) {
        const left = this.partsOf(node.left, depth);
        const right = this.partsOf(node.right, depth);
        return left.flatMap((l) => right.map((r) => l + r));
      }
      return [];
    }
    if (ts.isTemplateExpression(node)) return this.template(node, depth);
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
      return this.returned(node, depth);
    }
    const literals = this.literalValues(node);
    if (literals) return literals;
    if (ts.isCallExpression(node)) {
      const declaration = this.declarationOf(node.expression);
      const fn = declaration && this.functionOf(declaration);
      return fn ? this.returned(fn, depth + 1) : [];
    }
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const declaration = this.declarationOf(node);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
        return this.read(declaration.initializer, depth + 1);
      }
      if (declaration && ts.isPropertyAssignment(declaration)) {
        return this.read(declaration.initializer, depth + 1);
      }
    }
    return [];
  }

  /** An operand of `+`: its texts, or one slot when it is a value. */
  private partsOf(node: ts.Expression, depth: number): string[] {
    const texts = this.read(node, depth);
    return texts.length > 0 ? texts : [SLOT];
  }

  private template(node: ts.TemplateExpression, depth: number): string[] {
    // The same expression twice (`${kind} code … the ${kind} code`) takes one value in both.
    const choices = new Map<string, string[]>();
    for (const span of node.templateSpans) {
      const key = span.expression.getText();
      if (choices.has(key)) continue;
      const literals = this.literalValues(span.expression);
      if (!literals) this.noteTableWords(span.expression);
      choices.set(key, literals ?? [SLOT]);
    }
    let picks: Map<string, string>[] = [new Map()];
    for (const [key, values] of choices) {
      picks = picks.flatMap((pick) => values.map((value) => new Map(pick).set(key, value)));
    }
    void depth;
    return picks.map(
      (pick) =>
        node.head.text +
        node.templateSpans
          .map((span) => pick.get(span.expression.getText()) + span.literal.text)
          .join(''),
    );
  }

  /** `statusText[status]` fills in a word from a table of words: each word is a message too. */
  private noteTableWords(node: ts.Expression) {
    if (!ts.isElementAccessExpression(node)) return;
    const declaration = this.declarationOf(node.expression);
    if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return;
    let table: ts.Expression = declaration.initializer;
    while (ts.isAsExpression(table) || ts.isSatisfiesExpression(table)) table = table.expression;
    if (!ts.isObjectLiteralExpression(table)) return;
    const values = table.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer)
        ? [property.initializer.text]
        : [],
    );
    if (values.length > 0) this.valueWords.push({ node, values });
  }

  private returned(fn: ts.SignatureDeclaration, depth: number): string[] {
    const body = (fn as ts.FunctionLikeDeclaration).body;
    if (!body) return [];
    if (!ts.isBlock(body)) return this.read(body, depth);
    const results: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) {
        results.push(...this.read(node.expression, depth));
      } else if (!ts.isFunctionLike(node)) {
        ts.forEachChild(node, visit);
      }
    };
    visit(body);
    return results;
  }

  private declarationOf(node: ts.Expression): ts.Declaration | undefined {
    let symbol = this.checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias)
      symbol = this.checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    if (!declaration || declaration.getSourceFile().fileName.includes('node_modules')) return;
    return declaration;
  }

  private functionOf(declaration: ts.Declaration): ts.SignatureDeclaration | undefined {
    if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) {
      return declaration;
    }
    const initializer =
      ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)
        ? declaration.initializer
        : undefined;
    if (initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))) {
      return initializer;
    }
    return undefined;
  }

  /** The literal strings an expression's type allows, or undefined when it is any string. */
  private literalValues(node: ts.Expression): string[] | undefined {
    const type = this.checker.getTypeAtLocation(node);
    const members = type.isUnion() ? type.types : [type];
    const values: string[] = [];
    for (const member of members) {
      if (!member.isStringLiteral()) return undefined;
      values.push(member.value);
    }
    return values.length > 0 ? values : undefined;
  }
}
