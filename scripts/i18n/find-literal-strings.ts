import ts from 'typescript';

/** JSX attributes and props a person reads or hears. */
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'alt',
  'caption',
  'hint',
  'label',
  'placeholder',
  'submitText',
  'title',
]);
/** Object properties and parameter defaults that carry words for a person (column labels, messages). */
const SPOKEN_PROPERTIES = new Set([
  ...SPOKEN_ATTRIBUTES,
  'children',
  'description',
  'failure',
  'heading',
  'lead',
  'message',
  'text',
]);

const VALUE_OPERATORS = new Set([
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.PlusToken,
]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);
const isLiteral = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/**
 * Literal user-facing strings in a source file, as `file:line: text`: JSX text, string literals
 * rendered as children or given to a spoken attribute (also through `a ? 'x' : 'y'` and templates),
 * and literals under a spoken property name. A call's arguments are not words (`t('key')`).
 */
export function findLiteralStrings(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!hasWords(text)) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push(`${fileName}:${line}: ${text.trim()}`);
  };
  // Every literal or template text an expression can evaluate to: through branches (`a ? 'x' : 'y'`,
  // `a ?? 'x'`, `'x' + y`), not into calls (`t('key')`), comparisons or functions.
  const reportValues = (node: ts.Node): void => {
    if (isLiteral(node)) return report(node, node.text);
    if (ts.isTemplateExpression(node)) {
      return report(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    }
    if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node)) {
      if (node.expression) reportValues(node.expression);
    } else if (ts.isConditionalExpression(node)) {
      reportValues(node.whenTrue);
      reportValues(node.whenFalse);
    } else if (ts.isBinaryExpression(node) && VALUE_OPERATORS.has(node.operatorToken.kind)) {
      reportValues(node.left);
      reportValues(node.right);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      reportValues(node.expression);
    } else if (
      ts.isJsxAttribute(node) &&
      SPOKEN_ATTRIBUTES.has(node.name.getText(file)) &&
      node.initializer
    ) {
      reportValues(node.initializer);
    } else if (
      (ts.isPropertyAssignment(node) || ts.isBindingElement(node) || ts.isParameter(node)) &&
      node.name &&
      SPOKEN_PROPERTIES.has(
        (ts.isBindingElement(node) && node.propertyName ? node.propertyName : node.name).getText(file),
      )
    ) {
      if (node.initializer) reportValues(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
