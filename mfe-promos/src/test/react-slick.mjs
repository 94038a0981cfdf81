// react-slick ships CommonJS only, with its component on `exports.default`: Jest's ESM interop hands a default import
// the whole exports object, where webpack (the real builds) hands it the component. This gives Jest webpack's answer.
import slick from 'react-slick/lib/index.js';

export default slick.default;
