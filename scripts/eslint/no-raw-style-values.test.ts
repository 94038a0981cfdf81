import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from './no-raw-style-values.js';

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const rule = plugin.rules['no-raw-style-values'];

tester.run('sl/no-raw-style-values', rule, {
  valid: [
    { code: 'const A = styled.div`padding: ${space.md}; color: ${color.text};`;' },
    { code: 'const a = <a href="#main" style={{ width: `${pct}%` }}>x</a>;' },
    { code: 'const s = <path fill={silk.body} d="M0 0h10" />;' },
    { code: 'const x = "Back to #results";' },
    { code: "import x from './a-12px-name';" },
  ],
  invalid: [
    { code: 'const A = styled.div`padding: 12px;`;', errors: [{ messageId: 'raw' }] },
    { code: 'const A = styled.div`color: #fff;`;', errors: [{ messageId: 'raw' }] },
    { code: 'const A = css`background: rgba(0, 0, 0, 0.5);`;', errors: [{ messageId: 'raw' }] },
    { code: 'const A = styled.p`color: white;`;', errors: [{ messageId: 'raw' }] },
    { code: 'const a = <div style={{ marginTop: "8px" }} />;', errors: [{ messageId: 'raw' }] },
    { code: 'const a = <path fill="#ff0000" />;', errors: [{ messageId: 'raw' }] },
    { code: 'const pad = "12px"; const A = styled.div`padding: ${pad};`;', errors: [{ messageId: 'raw' }] },
    { code: 'const q = `(max-width: ${n}px)`;', errors: [{ messageId: 'raw' }] },
  ],
});
