// @ts-check
/**
 * `sl/no-raw-style-values`: colours and pixel sizes are written once, in the design system's tokens
 * (design-system/src/tokens), and everything else uses the tokens (issue 16). The rule reads the places a style
 * can hide in React code: tagged templates (styled-components, css, keyframes, createGlobalStyle), `style={{…}}`
 * objects, the presentation attributes of JSX elements (fill, stroke, color), and any other string, so a value
 * cannot be parked in a constant and interpolated.
 */

const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\(|:\s*(?:white|black)\b/;
const PIXELS = /(?<![\w-])-?\d*\.?\d+px\b/;
const PRESENTATION = new Set(['fill', 'stroke', 'color', 'stopColor', 'floodColor', 'background', 'bgcolor']);

/** @param {string} text */
function problem(text) {
  if (COLOUR.test(text)) return 'colour';
  if (PIXELS.test(text)) return 'pixel size';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Colours and pixel sizes come from the design-system tokens, never raw values' },
    schema: [],
    messages: {
      raw: 'Raw {{kind}} "{{text}}": use the design-system tokens from @sl/ui (color, space, fontSize, radius, size, media…).',
    },
  },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    const check = (node, text) => {
      const kind = problem(text);
      if (kind) context.report({ node, messageId: 'raw', data: { kind, text: text.trim().slice(0, 60) } });
    };
    /** A number interpolated into px (`${n}px`) is a raw pixel value too. @param {any} quasis */
    const checkQuasis = (quasis) =>
      quasis.forEach((/** @type {any} */ quasi, /** @type {number} */ i) => {
        const text = quasi.value.cooked ?? quasi.value.raw;
        if (i > 0 && /^px\b/.test(text))
          context.report({
            node: quasi,
            messageId: 'raw',
            data: { kind: 'pixel size', text: `\${…}${text.slice(0, 40)}` },
          });
        else check(quasi, text);
      });
    /** @param {any} node */
    const inTaggedTemplate = (node) => node.parent?.type === 'TaggedTemplateExpression';
    /** @param {any} node */
    const isModuleSource = (node) =>
      ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].includes(
        node.parent?.type,
      );
    /** @param {any} node */
    const inJsxAttribute = (node) => node.parent?.type === 'JSXAttribute';
    return {
      /** @param {any} node */
      Literal(node) {
        if (typeof node.value !== 'string' || isModuleSource(node) || inJsxAttribute(node)) return;
        if (node.parent?.type === 'Property' && node.parent.parent?.parent?.type === 'JSXExpressionContainer')
          return;
        check(node, node.value);
      },
      /** @param {any} node */
      TemplateLiteral(node) {
        if (inTaggedTemplate(node)) return;
        if (node.parent?.type === 'Property' && node.parent.parent?.parent?.type === 'JSXExpressionContainer')
          return;
        checkQuasis(node.quasis);
      },
      TaggedTemplateExpression(node) {
        checkQuasis(node.quasi.quasis);
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = node.name?.name;
        const value = node.value;
        if (!value) return;
        if (
          name === 'style' &&
          value.type === 'JSXExpressionContainer' &&
          value.expression.type === 'ObjectExpression'
        ) {
          for (const prop of value.expression.properties) {
            const v = prop.type === 'Property' ? prop.value : null;
            if (v?.type === 'Literal' && typeof v.value === 'string') check(v, v.value);
            if (v?.type === 'TemplateLiteral')
              for (const q of v.quasis) check(q, q.value.cooked ?? q.value.raw);
          }
          return;
        }
        if (PRESENTATION.has(name) && value.type === 'Literal' && typeof value.value === 'string') {
          if (COLOUR.test(value.value) || /^(?:white|black)$/.test(value.value))
            check(value, `: ${value.value}`);
        }
      },
    };
  },
};

export default { rules: { 'no-raw-style-values': rule } };
